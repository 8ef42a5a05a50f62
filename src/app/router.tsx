import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from '../pages/route-error-page';
import { HomePage } from '../pages/home-page';
import { ServicesPage } from '../pages/services-page';
import { AboutPage } from '../pages/about-page';
import { JobsPage } from '../pages/jobs-page';
import { EvChargingPage } from '../pages/ev-charging-page';
import { NotFoundPage } from '../pages/not-found-page';

/**
 * The one route table (spec §2): a layout route at `/` holding header, routed page and footer.
 * The long legal pages are loaded on demand to keep the first load small.
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
        lazy: async () => {
          const { PrivacyPolicyPage } = await import('../pages/privacy-policy-page');
          return { Component: PrivacyPolicyPage };
        },
      },
      {
        path: 'terms-of-service',
        lazy: async () => {
          const { TermsOfServicePage } = await import('../pages/terms-of-service-page');
          return { Component: TermsOfServicePage };
        },
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
