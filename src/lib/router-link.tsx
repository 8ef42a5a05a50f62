import { forwardRef, type AnchorHTMLAttributes } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router-dom';

/**
 * The site's links inside the app, in place of react-router's `<Link>` and `<NavLink>`: the same
 * `href` and the same click (a plain left click navigates inside the app; a modified click, another
 * target or a click a handler prevented is left to the browser), without the prefetching,
 * view transitions and data-router state the site does not use, which those components bring into
 * every page's first load (about 3 kB gzip; docs/decisions/0082).
 */
export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the history entry (by default only a link to the page already open does). */
  replace?: boolean;
}

export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, replace, onClick, target, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
});

export interface NavLinkProps extends RouterLinkProps {
  /** Current only on its own page, not on the pages under it (`/services` and `/services/towing`). */
  end?: boolean;
}

/**
 * A link of the site's navigation: `aria-current="page"` while its page (or, without `end`, a page
 * under it) is open, as react-router's `<NavLink>` marks it; the header and the menu style that.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, ...props },
  ref,
) {
  const current = useLocation().pathname.toLowerCase();
  const own = useResolvedPath(props.to).pathname.toLowerCase();
  const under = own !== '/' && own.endsWith('/') ? own : `${own}/`;
  const isCurrent = current === own || (!end && current.startsWith(under));
  return <RouterLink ref={ref} aria-current={isCurrent ? 'page' : undefined} {...props} />;
});
