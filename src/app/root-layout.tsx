import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteHeader } from '../components/layout/site-header';
import { MobileCallBar } from '../components/layout/mobile-call-bar';
import { SkipLink } from '../components/layout/skip-link';
import { HydrateLater, HydrateNearScreen, HydrationBoundary } from '../components/ui/hydrate-later';
import { PageLoading } from '../components/ui/page-loading';
import { CallBarShareLocation, ShareLocationAction } from '../features/share-location';
import { lazyComponent } from '../lib/lazy-component';
import { openEveryGate } from '../lib/near-screen';
import { PAGE_CONTAINER } from '../theme/components';
import { CALL_BAR_HEIGHT, HEADER_HEIGHT, SCROLL_GAP } from '../theme/layout';
import { hydratingPrerenderedPage } from './hydrating';
import { useRouteFocus } from './use-route-focus';

const MAIN_ID = 'main';

// The footer and its newsletter form (the form machinery; Firebase only on Subscribe) are chunks of
// their own: they are in every page's HTML. The footer is hydrated when its code arrives, right after
// the rest; the form only once it comes near the screen (decision 0078).
const SiteFooter = lazyComponent(
  () => import('../components/layout/site-footer'),
  (module) => module.SiteFooter,
);
const Newsletter = lazyComponent(
  () => import('../features/newsletter/newsletter-form'),
  (module) => module.NewsletterForm,
);

/**
 * Starts loading the footer's code right after the page's, so it has arrived when hydration reaches
 * the footer. A failure here is left to the footer's own render to retry. The newsletter form's code
 * is loaded by its gate (below); the short not-found page, whose first screen shows Subscribe on a
 * wide screen, lists it with its own chunks (scripts/build.ts).
 */
export function preloadLayout(): Promise<unknown> {
  return SiteFooter.preload().catch(() => undefined);
}

/**
 * The footer's form, hydrated once near the screen (components/ui/hydrate-later.tsx). One element for
 * the life of the page: the footer rendering again hands React the same one, and leaves it as it is.
 */
const newsletter = (
  <HydrateNearScreen name="newsletter" load={Newsletter.preload}>
    <Newsletter.Component />
  </HydrateNearScreen>
);

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
  // Another page is rendered: the parts still waiting to come near the screen must hydrate for React
  // to finish it (a context they might read has changed), so their code is loaded now. Idempotent.
  const location = useLocation();
  const [firstLocation] = useState(location);
  if (location !== firstLocation) openEveryGate();
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
          newsletter={newsletter}
          helpActions={<ShareLocationAction sx={{ mt: 1 }} buttonProps={{ color: 'inherit' }} />}
        />
      </HydrateLater>
      <HydrateLater>
        <MobileCallBar extraAction={<CallBarShareLocation />} />
      </HydrateLater>
    </>
  );
}
