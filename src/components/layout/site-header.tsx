import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { NavLink } from 'react-router-dom';
import { company } from '../../content/company';
import { mainNav } from '../../content/navigation';
import { scrollToTop } from '../../lib/scroll';
import { brand } from '../../theme/palette';
import { BrandLogo } from './brand-logo';
import { MOBILE_DRAWER_ID } from './mobile-drawer-id';
import { CallButton } from '../ui/contact-buttons';

// The drawer (MUI's Modal, Slide and focus trap) is not part of the first load: it is fetched when the
// browser is idle on a small screen, or at the latest when the menu button is pressed.
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = lazy(async () => ({ default: (await loadDrawer()).MobileDrawer }));

function usePrefetchDrawerOnSmallScreens() {
  useEffect(() => {
    if (!window.matchMedia?.('(max-width: 899.95px)').matches) return;
    const prefetch = () => void loadDrawer().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 1500);
    return () => clearTimeout(timer);
  }, []);
}

export const HEADER_HEIGHT = 64;

/** The fixed header: brand, the four links on wide screens, a menu button and drawer on small ones. */
export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  usePrefetchDrawerOnSmallScreens();

  return (
    // A plain fixed bar rather than MUI's AppBar and Toolbar: the same look, less JavaScript on every
    // page. `mui-fixed` lets an open drawer compensate for the scrollbar it hides, as AppBar does.
    <Box
      component="header"
      className="mui-fixed"
      sx={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        zIndex: 'appBar',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Container maxWidth="lg">
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: HEADER_HEIGHT, gap: 2 }}>
          <BrandLogo />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 'auto' }}
          >
            {mainNav.map((link) => (
              <Button
                key={link.to}
                component={NavLink}
                to={link.to}
                onClick={scrollToTop}
                color="inherit"
                sx={{
                  px: 2,
                  '&[aria-current="page"]': {
                    textDecoration: 'underline',
                    textDecorationColor: brand.amber,
                    textDecorationThickness: 3,
                    textUnderlineOffset: 8,
                  },
                }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <CallButton sx={{ display: { xs: 'none', md: 'inline-flex' }, ml: 1 }}>
            {company.heroPhone.display}
          </CallButton>
          <IconButton
            color="inherit"
            aria-label="Open menu"
            aria-controls={drawerOpen ? MOBILE_DRAWER_ID : undefined}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            onClick={() => {
              setDrawerWanted(true);
              setDrawerOpen(true);
            }}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: 'auto' }}
          >
            <MenuIcon />
          </IconButton>
        </Box>
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
