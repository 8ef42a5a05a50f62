import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { HEADER_HEIGHT, SiteHeader } from '../components/layout/site-header';
import { SiteFooter } from '../components/layout/site-footer';
import { MOBILE_CALL_BAR_HEIGHT, MobileCallBar } from '../components/layout/mobile-call-bar';
import { SkipLink } from '../components/layout/skip-link';
import { useRouteFocus } from './use-route-focus';

const MAIN_ID = 'main';

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
        <Outlet />
      </Box>
      <SiteFooter />
      <MobileCallBar />
      <ScrollRestoration />
    </>
  );
}
