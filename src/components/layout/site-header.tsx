import { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import PhoneIcon from '@mui/icons-material/Phone';
import { NavLink } from 'react-router-dom';
import { company, telHref } from '../../content/company';
import { mainNav } from '../../content/navigation';
import { scrollToTop } from '../../lib/scroll';
import { brand } from '../../theme/palette';
import { BrandLogo } from './brand-logo';
import { MOBILE_DRAWER_ID, MobileDrawer } from './mobile-drawer';

export const HEADER_HEIGHT = 64;

/** The fixed header: brand, the four links on wide screens, a menu button and drawer on small ones. */
export function SiteHeader() {
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <AppBar position="fixed" component="header">
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: HEADER_HEIGHT, gap: 2 }}>
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
          <Button
            href={telHref(company.heroPhone)}
            variant="contained"
            color="secondary"
            startIcon={<PhoneIcon />}
            sx={{ display: { xs: 'none', md: 'inline-flex' }, ml: 1 }}
          >
            {company.heroPhone.display}
          </Button>
          <IconButton
            color="inherit"
            aria-label="Open menu"
            aria-controls={drawerOpen ? MOBILE_DRAWER_ID : undefined}
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' }, ml: 'auto' }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </AppBar>
  );
}
