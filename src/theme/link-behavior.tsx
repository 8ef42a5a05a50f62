import { forwardRef } from 'react';
import { Link as RouterLink, type LinkProps as RouterLinkProps } from 'react-router-dom';

type LinkBehaviorProps = Omit<RouterLinkProps, 'to'> & { href: RouterLinkProps['to'] };

const isExternal = (href: RouterLinkProps['to']) =>
  typeof href === 'string' && /^(?:[a-z]+:|\/\/|#)/i.test(href);

/**
 * Set once in the theme for MUI links and buttons: an internal `href="/about"` becomes a router link and
 * stays inside the app; `tel:`, `sms:`, `mailto:` and absolute URLs stay plain anchors.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior(
  { href, ...props },
  ref,
) {
  if (isExternal(href)) {
    return <a ref={ref} href={href as string} {...props} />;
  }
  return <RouterLink ref={ref} to={href} {...props} />;
});
