import { forwardRef } from 'react';
import { isPageIn, locale } from '../i18n/locales';
import { RouterLink, type RouterLinkProps } from '../lib/router-link';

type LinkBehaviorProps = Omit<RouterLinkProps, 'to'> & { href: RouterLinkProps['to'] };

const isExternal = (href: RouterLinkProps['to']) =>
  typeof href === 'string' && /^(?:[a-z]+:|\/\/|#)/i.test(href);

/** A page this site's language does not have (the Spanish site's links to the English legal pages). */
const isOtherLanguagePage = (href: RouterLinkProps['to']) =>
  typeof href === 'string' &&
  href.startsWith('/') &&
  !isPageIn(href.replace(/[?#].*$/, ''), locale);

/**
 * Every link of the site: the text links (components/ui/link.tsx) and a button with an `href`
 * (components/ui/button.tsx). An internal `href="/about"` becomes a router link and stays inside the
 * app (on the Spanish site, under `/es`); `tel:`, `sms:`, `mailto:` and absolute URLs stay plain
 * anchors, and so do links to the pages only the English site has, marked as English.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, LinkBehaviorProps>(function LinkBehavior(
  { href, ...props },
  ref,
) {
  if (isExternal(href)) {
    return <a ref={ref} href={href as string} {...props} />;
  }
  if (isOtherLanguagePage(href)) {
    return <a ref={ref} href={href as string} hrefLang="en" {...props} />;
  }
  return <RouterLink ref={ref} to={href} {...props} />;
});
