import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { Outlet } from 'react-router-dom';
import { SiteHeader } from '../components/layout/site-header';
import { MobileCallBar } from '../components/layout/mobile-call-bar';
import { SkipLink } from '../components/layout/skip-link';
import { HydrateLater, HydrationBoundary } from '../components/ui/hydrate-later';
import { PageLoading } from '../components/ui/page-loading';
import { CallBarShareLocation, ShareLocationAction } from '../features/share-location';
import { lazyComponent } from '../lib/lazy-component';
import { PAGE_CONTAINER } from '../theme/components';
import { CALL_BAR_HEIGHT, HEADER_HEIGHT, SCROLL_GAP } from '../theme/layout';
import { hydratingPrerenderedPage } from './hydrating';
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

/**
 * Starts loading the footer's and the newsletter's code (the build preloads their chunks with the
 * page's, scripts/build.ts), so it has arrived when hydration reaches the footer: on a short page
 * Subscribe is on the first screen. A failure here is left to the footer's own render to retry.
 */
export function preloadLayout(): Promise<unknown> {
  return Promise.allSettled([SiteFooter, Newsletter].map((part) => part.preload()));
}

const globalStyles = (
  <GlobalStyles
    styles={(theme) => ({
      html: {
        scrollPaddingTop: `calc(${HEADER_HEIGHT} + ${SCROLL_GAP})`,
        [theme.breakpoints.down('md')]: {
          scrollPaddingBottom: `calc(${CALL_BAR_HEIGHT} + ${SCROLL_GAP})`,
        },
      },
      body: {
        [theme.breakpoints.down('md')]: { paddingBottom: CALL_BAR_HEIGHT },
      },
      '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } },
    })}
  />
);

/** The layout route at `/`: header, the routed page, footer (docs/product.md, Pages and routes). */
export function RootLayout() {
  useRouteFocus(MAIN_ID);
  return (
    <>
      {/* In the prerendered page's head already (hydrating.ts). */}
      {!hydratingPrerenderedPage && globalStyles}
      <SkipLink targetId={MAIN_ID} />
      {/* The header and the call bar work by HTML alone (links, the menu's popover): they hydrate
          after the page's own content, which may need its code sooner (the application). */}
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{
          pt: HEADER_HEIGHT,
          minHeight: '70vh',
          outline: 'none',
          containerType: 'inline-size',
          containerName: PAGE_CONTAINER,
        }}
      >
        {/* A page's chunk is loaded before its prerendered HTML hydrates, and a navigation keeps the
            current page until the next one has loaded, so this fallback is rarely seen. */}
        <HydrationBoundary fallback={<PageLoading />}>
          <Outlet />
        </HydrationBoundary>
      </Box>
      <HydrateLater>
        <SiteFooter.Component
          newsletter={<Newsletter.Component />}
          helpActions={<ShareLocationAction sx={{ mt: 1 }} buttonProps={{ color: 'inherit' }} />}
        />
      </HydrateLater>
      <HydrateLater>
        <MobileCallBar extraAction={<CallBarShareLocation />} />
      </HydrateLater>
    </>
  );
}
