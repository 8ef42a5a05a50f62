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
}

export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, onClick, target, ...rest },
  ref,
) {
  const href = useHref(to);
  // A link to the page already open replaces its history entry, as react-router's does.
  const navigate = useLinkClickHandler(to, { target });
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
 * A link of the site's navigation: `aria-current="page"` (or the value given) while its page (or,
 * without `end`, a page under it) is open, and none otherwise, as react-router's `<NavLink>` marks
 * it; the header and the menu style that.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, 'aria-current': current = 'page', ...props },
  ref,
) {
  const open = useLocation().pathname.toLowerCase();
  const own = useResolvedPath(props.to).pathname.toLowerCase();
  const under = own !== '/' && own.endsWith('/') ? own : `${own}/`;
  const isCurrent = open === own || (!end && open.startsWith(under));
  return <RouterLink ref={ref} {...props} aria-current={isCurrent ? current : undefined} />;
});
