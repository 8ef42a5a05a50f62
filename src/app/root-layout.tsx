import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteHeader } from '../components/layout/site-header';
import { MobileCallBar } from '../components/layout/mobile-call-bar';
import { SkipLink } from '../components/layout/skip-link';
import { HydrateWhenTouched, HydrationBoundary } from '../components/ui/hydrate-later';
import { PageLoading } from '../components/ui/page-loading';
import {
  CallBarShareLocation,
  preloadShareLocation,
  ShareLocationAction,
} from '../features/share-location';
import { lazyComponent } from '../lib/lazy-component';
import { gateOf, openEveryGate } from '../lib/near-screen';
import { PAGE_CONTAINER } from '../theme/components';
import { CALL_BAR_HEIGHT, HEADER_HEIGHT, SCROLL_GAP } from '../theme/layout';
import { hydratingPrerenderedPage } from './hydrating';
import { useRouteFocus } from './use-route-focus';

const MAIN_ID = 'main';

// The footer and its newsletter form (the form machinery; Firebase only on Subscribe) are chunks of
// their own: they are in every page's HTML. The footer's code is loaded right after the page's, the
// form's once it comes near the screen (decision 0078); both are hydrated only once touched (0086).
const SiteFooter = lazyComponent(
  () => import('../components/layout/site-footer'),
  (module) => module.SiteFooter,
);
const Newsletter = lazyComponent(
  () => import('../features/newsletter/newsletter-form'),
  (module) => module.NewsletterForm,
);

/** The footer's form, as a part of the page its gate finds (lib/near-screen.ts). */
const NEWSLETTER = 'newsletter';

/**
 * Starts loading the footer's code right after the page's, so it has arrived when the footer is
 * touched (React then hydrates it at once), and sets the footer's form to load its own once it comes
 * near the screen: the form's gate is made now, as the form itself is rendered only once the footer
 * has hydrated. A failure here is left to the footer's own render to retry. The short not-found page,
 * whose first screen shows Subscribe on a wide screen, lists the form's code with its own chunks
 * (scripts/build.ts).
 */
export function preloadLayout(): Promise<unknown> {
  gateOf(NEWSLETTER, Newsletter.preload);
  return SiteFooter.preload().catch(() => undefined);
}

/**
 * The footer's form, its code loaded near the screen and hydrated once touched
 * (components/ui/hydrate-later.tsx). One element for the life of the page: the footer rendering
 * again hands React the same one, and leaves it as it is.
 */
const newsletter = (
  <HydrateWhenTouched name={NEWSLETTER} load={Newsletter.preload}>
    <Newsletter.Component />
  </HydrateWhenTouched>
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
          only once touched, or when the app renders another page (decision 0086). */}
      <HydrateWhenTouched name="header">
        <SiteHeader />
      </HydrateWhenTouched>
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
      <HydrateWhenTouched name="footer" load={preloadShareLocation}>
        <SiteFooter.Component
          newsletter={newsletter}
          helpActions={<ShareLocationAction sx={{ mt: 1 }} buttonProps={{ color: 'inherit' }} />}
        />
      </HydrateWhenTouched>
      <HydrateWhenTouched name="call-bar" load={preloadShareLocation}>
        <MobileCallBar extraAction={<CallBarShareLocation />} />
      </HydrateWhenTouched>
    </>
  );
}
