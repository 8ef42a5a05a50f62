import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { HEADER_HEIGHT, SiteHeader } from '../components/layout/site-header';
import { MOBILE_CALL_BAR_HEIGHT, MobileCallBar } from '../components/layout/mobile-call-bar';
import { SkipLink } from '../components/layout/skip-link';
import { HydrateLater } from '../components/ui/hydrate-later';
import { PageLoading } from '../components/ui/page-loading';
import { lazyComponent } from '../lib/lazy-component';
import { useRouteFocus } from './use-route-focus';

const MAIN_ID = 'main';

// The footer and its newsletter form (MUI's input components; Firebase only on Subscribe) are chunks of
// their own: they are in every page's HTML, and are hydrated when their code arrives, after the rest.
const SiteFooter = lazyComponent(
  async () => (await import('../components/layout/site-footer')).SiteFooter,
);
const Newsletter = lazyComponent(
  async () => (await import('../features/newsletter/newsletter-form')).NewsletterForm,
);

const globalStyles = (
  <GlobalStyles
    styles={(theme) => ({
      html: {
        scrollPaddingTop: HEADER_HEIGHT + 16,
        [theme.breakpoints.down('md')]: { scrollPaddingBottom: MOBILE_CALL_BAR_HEIGHT + 16 },
      },
      body: {
        [theme.breakpoints.down('md')]: { paddingBottom: MOBILE_CALL_BAR_HEIGHT },
      },
      'h1:focus': { outline: 'none' },
      '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } },
    })}
  />
);

/** The layout route at `/`: header, the routed page, footer (spec §2). */
export function RootLayout() {
  useRouteFocus(MAIN_ID);
  return (
    <>
      {globalStyles}
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ pt: `${HEADER_HEIGHT}px`, minHeight: '70vh', outline: 'none' }}
      >
        {/* A page's chunk is loaded before its prerendered HTML hydrates, and a navigation keeps the
            current page until the next one has loaded, so this fallback is rarely seen. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <HydrateLater>
        <SiteFooter.Component newsletter={<Newsletter.Component />} />
      </HydrateLater>
      <MobileCallBar />
    </>
  );
}
