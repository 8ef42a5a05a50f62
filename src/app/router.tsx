import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from '../pages/route-error-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PageLoading } from '../components/ui/page-loading';

/**
 * A route whose page is loaded on demand, so a phone opening the home page downloads only the home
 * page. A first visit straight to such a page shows the layout with a loading status until the page
 * arrives (without a fallback the router renders nothing at all, not even the header, and warns).
 */
function lazyPage(path: string, load: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    hydrateFallbackElement: <PageLoading />,
    lazy: async () => ({ Component: await load() }),
  };
}

/** The one route table (spec §2): a layout route at `/` holding header, routed page and footer. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      lazyPage('services', async () => (await import('../pages/services-page')).ServicesPage),
      lazyPage('about', async () => (await import('../pages/about-page')).AboutPage),
      lazyPage('jobs', async () => (await import('../pages/jobs-page')).JobsPage),
      lazyPage(
        'ev-charging',
        async () => (await import('../pages/ev-charging-page')).EvChargingPage,
      ),
      lazyPage(
        'privacy-policy',
        async () => (await import('../pages/privacy-policy-page')).PrivacyPolicyPage,
      ),
      lazyPage(
        'terms-of-service',
        async () => (await import('../pages/terms-of-service-page')).TermsOfServicePage,
      ),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
