import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import { pageMeta, type PageMeta } from '../content/page-meta';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component';
import { appPathOf, locale } from '../i18n/locales';
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

/**
 * The one route table (docs/product.md, Pages and routes): a layout route at `/` holding header,
 * routed page and footer. The browser and the prerender both render it with `useRoutes` (app.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage />, handle: { meta: pageMeta.home } },
      lazyRoute(
        'services',
        pageMeta.services,
        async () => (await import('../pages/services-page')).ServicesPage,
      ),
      lazyRoute(
        'about',
        pageMeta.about,
        async () => (await import('../pages/about-page')).AboutPage,
      ),
      lazyRoute('jobs', pageMeta.jobs, async () => (await import('../pages/jobs-page')).JobsPage),
      lazyRoute(
        'ev-charging',
        pageMeta.evCharging,
        async () => (await import('../pages/ev-charging-page')).EvChargingPage,
      ),
      // Opened from the newsletter's confirmation mail only: in no navigation, never indexed.
      lazyRoute(
        'newsletter/confirm',
        pageMeta.newsletterConfirm,
        async () => (await import('../pages/newsletter-confirm-page')).NewsletterConfirmPage,
      ),
      lazyRoute(
        'newsletter/unsubscribe',
        pageMeta.newsletterUnsubscribe,
        async () =>
          (await import('../pages/newsletter-unsubscribe-page')).NewsletterUnsubscribePage,
      ),
      // The legal pages are English only (English governs): the Spanish site links to them.
      ...(locale === 'en'
        ? [
            lazyRoute(
              'privacy-policy',
              pageMeta.privacyPolicy,
              async () => (await import('../pages/privacy-policy-page')).PrivacyPolicyPage,
            ),
            lazyRoute(
              'terms-of-service',
              pageMeta.termsOfService,
              async () => (await import('../pages/terms-of-service-page')).TermsOfServicePage,
            ),
          ]
        : []),
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
