import type { ComponentType } from 'react';
import { locale } from '../i18n/current-locale';

/** What the site knows of a page route, whatever the language. */
export interface RouteFacts {
  /** The page's path on the English site; the Spanish site puts `/es` in front. */
  path: string;
  /**
   * Loads the page's own chunk, so the home page's JavaScript holds only the home page; null for the
   * home page, which is in the first load, and for a page this build's language does not have.
   */
  page: (() => Promise<ComponentType>) | null;
  /** In the header and the mobile menu, in this table's order, under the page's `navLabel`. */
  nav?: boolean;
  /** English only (the legal pages, whose English text governs): the Spanish site links to them. */
  englishOnly?: boolean;
  /**
   * Reached only from a link in a mail (the newsletter's): `noindex`, no canonical link, no language
   * alternates, not in the sitemap.
   */
  noindex?: boolean;
}

/**
 * The one table of the site's routes. The paths below, the page meta (src/content/page-meta.ts: each
 * route's title and description in each language), the router (src/app/router.tsx), the header and
 * menu links, the prerendered pages and the sitemap, the tests' list of pages (tests/site-pages.ts)
 * and the benchmark's all read from it. A new page is a line here, its title and description in
 * page-meta.ts and page-meta.es.ts, and the page itself.
 */
export const ROUTES = {
  home: { path: '/', page: null },
  services: {
    path: '/services',
    nav: true,
    page: async () => (await import('../pages/services-page')).ServicesPage,
  },
  about: {
    path: '/about',
    nav: true,
    page: async () => (await import('../pages/about-page')).AboutPage,
  },
  jobs: {
    path: '/jobs',
    nav: true,
    page: async () => (await import('../pages/jobs-page')).JobsPage,
  },
  evCharging: {
    path: '/ev-charging',
    nav: true,
    page: async () => (await import('../pages/ev-charging-page')).EvChargingPage,
  },
  privacyPolicy: {
    path: '/privacy-policy',
    englishOnly: true,
    // Written out (not through a helper), so the Spanish build drops the import and emits no chunk.
    page:
      locale === 'en'
        ? async () => (await import('../pages/privacy-policy-page')).PrivacyPolicyPage
        : null,
  },
  termsOfService: {
    path: '/terms-of-service',
    englishOnly: true,
    page:
      locale === 'en'
        ? async () => (await import('../pages/terms-of-service-page')).TermsOfServicePage
        : null,
  },
  newsletterConfirm: {
    path: '/newsletter/confirm',
    noindex: true,
    page: async () => (await import('../pages/newsletter-confirm-page')).NewsletterConfirmPage,
  },
  newsletterUnsubscribe: {
    path: '/newsletter/unsubscribe',
    noindex: true,
    page: async () =>
      (await import('../pages/newsletter-unsubscribe-page')).NewsletterUnsubscribePage,
  },
} as const satisfies Record<string, RouteFacts>;

export type RouteKey = keyof typeof ROUTES;

export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

/** Each route's path by its key: `paths.services` is '/services'. */
export const paths = Object.fromEntries(ROUTE_KEYS.map((key) => [key, ROUTES[key].path])) as {
  readonly [K in RouteKey]: (typeof ROUTES)[K]['path'];
};

export type AppPath = (typeof paths)[RouteKey];

/** The header's and the menu's routes, in order. */
export const NAV_ROUTE_KEYS = ROUTE_KEYS.filter((key) => 'nav' in ROUTES[key]);

/** The pages that exist in English only: the legal pages, whose English text governs. */
export const ENGLISH_ONLY_PATHS: readonly string[] = ROUTE_KEYS.filter(
  (key) => 'englishOnly' in ROUTES[key],
).map((key) => ROUTES[key].path);
