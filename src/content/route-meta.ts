import { company } from './company';
import { NAV_ROUTE_KEYS, ROUTES, ROUTE_KEYS, paths, type AppPath, type RouteKey } from './paths';
import { locale, localizedPath, type Locale } from '../i18n/locales';

/**
 * What each language's page meta (page-meta.ts, page-meta.es.ts) becomes with the route table
 * (src/content/paths.ts): no words of either language live here, so neither build carries the
 * other's.
 */

/** A page's words in one language: what page-meta.ts and page-meta.es.ts write for each route. */
export interface PageText {
  title: string;
  description: string;
  /** The page sets its own document title after it loads (the wizard names its step). */
  titleSetByPage?: boolean;
  /** The link's label in the header (routes marked `nav` in the route table). */
  navLabel?: string;
  /** The link's label in the mobile menu, where it differs from the header's. */
  drawerLabel?: string;
}

/**
 * Each route's title and description: the prerendered HTML's `<head>` (title, meta description,
 * canonical link), the document title after a client-side navigation, and the sitemap all read from
 * here. The router attaches one entry to each route as its `handle`.
 */
export interface PageMeta extends PageText {
  /** The route's public path, or null for the not-found page (never canonical, never in the sitemap). */
  path: AppPath | null;
  /** Reached only from a mail: `noindex` (see `RouteFacts.noindex` in src/content/paths.ts). */
  noindex?: boolean;
}

export type PageKey = RouteKey | 'notFound';

/** The page meta of every route: `text`'s words with the route table's path and indexing. */
export function withRouteFacts(text: Record<PageKey, PageText>) {
  const routes = Object.fromEntries(
    ROUTE_KEYS.map((key) => {
      const route: { path: AppPath; noindex?: boolean } = ROUTES[key];
      return [key, { ...text[key], path: route.path, noindex: route.noindex }];
    }),
  ) as Record<RouteKey, PageMeta & { path: AppPath }>;
  return { ...routes, notFound: { ...text.notFound, path: null } as PageMeta };
}

/**
 * The header's and the menu's links, in the route table's order, with `meta`'s labels (this build's
 * language).
 */
export const mainNavOf = (meta: Record<RouteKey, PageText>) =>
  NAV_ROUTE_KEYS.map((key) => ({
    to: paths[key] as AppPath,
    label: meta[key].navLabel ?? meta[key].title,
    drawerLabel: meta[key].drawerLabel,
  }));

/** "Services | RoadReady". */
export const documentTitle = (title: string) => `${title} | ${company.shortName}`;

/** Whether search engines may index the page: a public page not reached only from a mail. */
export const isIndexed = (meta: PageMeta): meta is PageMeta & { path: AppPath } =>
  meta.path !== null && !meta.noindex;

/**
 * The absolute public address of a path in a language (this build's by default), e.g.
 * `https://…/services`, `https://…/es/services`; the English home page is `https://…/`.
 */
export const canonicalUrl = (path: AppPath, target: Locale = locale) =>
  `${company.siteUrl.replace(/\/$/, '')}${path === paths.home && target === 'en' ? '/' : localizedPath(path, target)}`;
