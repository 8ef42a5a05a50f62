import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import { pageMeta, type PageMeta } from '../content/page-meta';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component';
import { appPathOf, locale } from '../i18n/locales';
import { ROUTES, ROUTE_KEYS, type RouteKey } from '../content/paths';
import { RootLayout } from './root-layout';

/** What every page route carries as its `handle`: its title and description, and its lazy page. */
export interface RouteHandle {
  meta: PageMeta;
  page?: LazyComponent;
}

/** A route whose page is its own chunk, so the home page's JavaScript holds only the home page. */
function lazyRoute(path: string, meta: PageMeta, load: () => Promise<ComponentType>): RouteObject {
  const page = lazyComponent(load);
  return {
    path,
    element: <page.Component />,
    handle: { meta, page } satisfies RouteHandle,
  };
}

type PageLoader = () => Promise<ComponentType>;

/**
 * Each route's page as a chunk of its own, so the home page's JavaScript holds only the home page
 * (the home page itself is in the first load). A route of the table (src/content/paths.ts) without
 * its line here fails the type check. The legal pages are English only: the Spanish build has no
 * loader for them, and so no chunk.
 */
const PAGES: Record<Exclude<RouteKey, 'home'>, PageLoader | null> = {
  services: async () => (await import('../pages/services-page')).ServicesPage,
  about: async () => (await import('../pages/about-page')).AboutPage,
  jobs: async () => (await import('../pages/jobs-page')).JobsPage,
  evCharging: async () => (await import('../pages/ev-charging-page')).EvChargingPage,
  privacyPolicy:
    locale === 'en'
      ? async () => (await import('../pages/privacy-policy-page')).PrivacyPolicyPage
      : null,
  termsOfService:
    locale === 'en'
      ? async () => (await import('../pages/terms-of-service-page')).TermsOfServicePage
      : null,
  newsletterConfirm: async () =>
    (await import('../pages/newsletter-confirm-page')).NewsletterConfirmPage,
  newsletterUnsubscribe: async () =>
    (await import('../pages/newsletter-unsubscribe-page')).NewsletterUnsubscribePage,
};

/**
 * The router: a layout route at `/` holding header, routed page and footer (docs/product.md, Pages
 * and routes), with the home page, a child for each other route of the table that has a page in this
 * build's language, then the not-found page. The browser and the prerender both render it with
 * `useRoutes` (app.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage />, handle: { meta: pageMeta.home } },
      ...ROUTE_KEYS.flatMap((key) => {
        const load = key === 'home' ? null : PAGES[key];
        return load ? [lazyRoute(ROUTES[key].path.slice(1), pageMeta[key], load)] : [];
      }),
      { path: '*', element: <NotFoundPage />, handle: { meta: pageMeta.notFound } },
    ],
  },
];

/** The handle of the page route that the app path `pathname` shows (`/services`, not `/es/services`). */
export function routeHandleFor(pathname: string): RouteHandle {
  const handle = matchRoutes(routes, pathname)?.at(-1)?.route.handle as RouteHandle | undefined;
  if (!handle) throw new Error(`No route handle for ${pathname}`);
  return handle;
}

/**
 * Loads the chunk of the page at the public path `pathname` (`/es/services` on the Spanish site), if it
 * has one (resolves at once otherwise).
 */
export async function preloadPage(pathname: string): Promise<void> {
  await routeHandleFor(appPathOf(pathname)).page?.preload();
}
