import Box from '@mui/material/Box';
import { Container } from '../ui/container';
import { MenuIcon } from '../ui/icons';
import { company } from '../../content/company';
import { mainNav } from '../../content/navigation';
import { NavLink } from '../../lib/router-link';
import { scrollToTop } from '../../lib/scroll';
import { onChrome } from '../../theme/components';
import { CONTENT_WIDTH, HEADER_HEIGHT } from '../../theme/layout';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';
import { MobileDrawer } from './mobile-drawer';
import { MOBILE_DRAWER_ID } from './mobile-drawer-id';
import { layoutCopy } from './layout-copy';
import { CallButton } from '../ui/contact-buttons';
import { PhoneNumber } from '../ui/phone-number';
import { Button, IconButton } from '../ui/button';

/**
 * Whether the links fit is decided by the header's own width in `em` (a container query), not by the
 * screen's width in pixels: with the text size doubled the links give way to the menu button on any
 * screen too narrow for them, and on the narrowest the brand keeps its mark and drops its name.
 */
const ROOM_FOR_LINKS = '@container site-header (min-width: 52em)';
const NO_ROOM_FOR_LINKS = '@container site-header (max-width: 51.99em)';
const NO_ROOM_FOR_NAME = '@container site-header (max-width: 16em)';

/**
 * The fixed header: brand, the four links and the number when they fit, else a menu button and its
 * menu (the top drawer); and the language switch.
 */
export function SiteHeader() {
  return (
    // A plain fixed bar rather than MUI's AppBar and Toolbar: the same look, less JavaScript on every
    // page. `mui-fixed` lets an open MUI dialog compensate for the scrollbar it hides, as AppBar does.
    <Box
      component="header"
      className="mui-fixed"
      sx={{ ...onChrome(), position: 'fixed', insetInline: 0, top: 0, zIndex: 'appBar' }}
    >
      <Container
        maxWidth={CONTENT_WIDTH}
        sx={{ containerType: 'inline-size', containerName: 'site-header' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', height: HEADER_HEIGHT, gap: 2 }}>
          <BrandLogo nameSx={{ [NO_ROOM_FOR_NAME]: { display: 'none' } }} />
          <Box
            component="nav"
            aria-label={layoutCopy.mainNav}
            sx={{ display: 'flex', [NO_ROOM_FOR_LINKS]: { display: 'none' }, gap: 0.5, ml: 'auto' }}
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
                  whiteSpace: 'nowrap',
                  '&[aria-current="page"]': {
                    textDecoration: 'underline',
                    textDecorationColor: 'var(--mui-palette-chrome-accent)',
                    textDecorationThickness: 3,
                    textUnderlineOffset: 8,
                  },
                }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <CallButton sx={{ [NO_ROOM_FOR_LINKS]: { display: 'none' }, ml: 1 }}>
            <PhoneNumber>{company.heroPhone.display}</PhoneNumber>
          </CallButton>
          {/* The same page in the other language: a plain link, on every screen. */}
          <LanguageSwitch
            color="inherit"
            sx={{
              ml: 1,
              [NO_ROOM_FOR_LINKS]: { ml: 'auto' },
              flexShrink: 0,
              whiteSpace: 'nowrap',
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: 44,
              // Little padding: with the text size doubled on a 320 px screen the menu button must
              // still fit beside it.
              px: 0.5,
            }}
          />
          {/* Opens the menu, a native popover, with no script: it works as soon as it is seen. */}
          <IconButton
            color="inherit"
            aria-label={layoutCopy.openMenu}
            popoverTarget={MOBILE_DRAWER_ID}
            sx={{ [ROOM_FOR_LINKS]: { display: 'none' }, flexShrink: 0 }}
          >
            <MenuIcon />
          </IconButton>
        </Box>
      </Container>
      <MobileDrawer />
    </Box>
  );
}
