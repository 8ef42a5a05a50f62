import { ENGLISH_ONLY_PATHS } from '../content/paths';
import { locale } from './current-locale';

export type Locale = 'en' | 'es';

interface LocaleInfo {
  /** `<html lang>` and `hreflang`. */
  lang: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** The language's name in itself: the language switch's label. */
  name: string;
  /** Where its pages live: '' (the site's root) or '/es'. */
  basePath: string;
}

export const LOCALES: Record<Locale, LocaleInfo> = {
  en: { lang: 'en', ogLocale: 'en_US', name: 'English', basePath: '' },
  es: { lang: 'es', ogLocale: 'es_US', name: 'Español', basePath: '/es' },
};

export { locale };
export const localeInfo = LOCALES[locale];

/** The other language of this build: the language switch's target. */
export const otherLocale: Locale = locale === 'en' ? 'es' : 'en';

/**
 * The public path of an app path in a language: `/services` → `/es/services`, `/` → `/es`; English
 * paths are unchanged.
 */
export function localizedPath(path: string, target: Locale = locale): string {
  const base = LOCALES[target].basePath;
  if (!base) return path;
  return path === '/' ? base : `${base}${path}`;
}

/** The app path of a public path of this build: `/es/services` → `/services`, `/es` → `/`. */
export function appPathOf(publicPath: string): string {
  const base = localeInfo.basePath;
  if (!base) return publicPath;
  if (publicPath === base || publicPath === `${base}/`) return '/';
  return publicPath.startsWith(`${base}/`) ? publicPath.slice(base.length) : publicPath;
}

/** Whether the app path `path` has a page in `target`'s site. */
export const isPageIn = (path: string, target: Locale) =>
  target === 'en' || !ENGLISH_ONLY_PATHS.includes(path);
