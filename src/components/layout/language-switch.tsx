import { Link, type LinkProps } from '../ui/link';
import { useLocation } from 'react-router-dom';
import { LOCALES, isPageIn, localizedPath, otherLocale } from '../../i18n/locales';
import { rememberLanguage } from '../../i18n/remembered-language';

/**
 * The way to the same page in the other language, labelled in that language ("Español", "English").
 * A plain link: the other language is another build of the site, so the switch is a page load, which
 * works before this page's code has arrived. A page the other language does not have (the legal
 * pages are English only) leads to that language's home page. The choice is remembered
 * (i18n/remembered-language.ts). Nobody is sent to a language by the browser's settings.
 */
export function LanguageSwitch(props: Omit<LinkProps, 'href' | 'lang' | 'hrefLang'>) {
  const { pathname } = useLocation();
  const target = LOCALES[otherLocale];
  const path = isPageIn(pathname, otherLocale) ? pathname : '/';
  return (
    <Link
      component="a"
      href={localizedPath(path, otherLocale)}
      lang={target.lang}
      hrefLang={target.lang}
      onClick={() => rememberLanguage(otherLocale)}
      {...props}
    >
      {target.name}
    </Link>
  );
}
