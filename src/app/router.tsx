import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from '../pages/route-error-page';
import { HomePage } from '../pages/home-page';
import { ServicesPage } from '../pages/services-page';
import { AboutPage } from '../pages/about-page';
import { JobsPage } from '../pages/jobs-page';
import { EvChargingPage } from '../pages/ev-charging-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PageLoading } from '../components/ui/page-loading';

/**
 * The one route table (spec §2): a layout route at `/` holding header, routed page and footer.
 * The long legal pages are loaded on demand to keep the first load small. A first visit straight to one
 * of them shows the layout with a loading status until the page arrives (without a fallback the router
 * renders nothing at all, not even the header, and warns).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'services', element: <ServicesPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'jobs', element: <JobsPage /> },
      { path: 'ev-charging', element: <EvChargingPage /> },
      {
        path: 'privacy-policy',
        hydrateFallbackElement: <PageLoading />,
        lazy: async () => {
          const { PrivacyPolicyPage } = await import('../pages/privacy-policy-page');
          return { Component: PrivacyPolicyPage };
        },
      },
      {
        path: 'terms-of-service',
        hydrateFallbackElement: <PageLoading />,
        lazy: async () => {
          const { TermsOfServicePage } = await import('../pages/terms-of-service-page');
          return { Component: TermsOfServicePage };
        },
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
