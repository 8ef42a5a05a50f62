import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { CloseIcon } from '../ui/icons';
import { useLocation } from 'react-router-dom';
import { homeLink, mainNav } from '../../content/navigation';
import { NavLink } from '../../lib/router-link';
import { scrollToTop } from '../../lib/scroll';
import { CALL_BAR_HEIGHT } from '../../theme/layout';
import { CallButton, TextButton } from '../ui/contact-buttons';
import { MOBILE_DRAWER_ID } from './mobile-drawer-id';
import { layoutCopy } from './layout-copy';
import { Button, IconButton } from '../ui/button';

/** Home, then the header's four destinations, the jobs one labelled 'Apply' (docs/product.md). */
const menuLinks = [homeLink, ...mainNav];

const slideDown = keyframes`
  from { transform: translateY(-100%); }
  to { transform: none; }
`;

/** Closes the menu (nothing happens when it is closed, or in a browser without the popover API). */
const hide = (menu: HTMLElement | null) => menu?.hidePopover?.();

/**
 * The small-screen menu: a top drawer whose first actions are Call and Text, then Home and the four
 * destinations. It is a native popover (`popover="auto"`), opened and closed by its buttons'
 * `popovertarget` with no script at all, so it works the moment the page is painted. The browser
 * closes it on Escape and on a tap outside it, and puts focus back on the menu button. Once the page's
 * code runs, a navigation closes it and scrolls to the top. It stops above the phone call bar, which
 * stays usable while the menu is open.
 */
export function MobileDrawer() {
  const menu = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  // Any navigation, by a link or by the browser's back and forward, closes the menu; hydrating does
  // not (it may have been opened before the page's code arrived).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    hide(menu.current);
  }, [pathname]);

  const navigate = () => {
    hide(menu.current);
    scrollToTop();
  };

  return (
    <Box
      ref={menu}
      id={MOBILE_DRAWER_ID}
      popover="auto"
      role="dialog"
      aria-label={layoutCopy.menu}
      sx={(theme) => ({
        // The browser's popover box, made a top drawer.
        position: 'fixed',
        inset: '0 0 auto 0',
        width: '100%',
        maxWidth: '100%',
        maxHeight: `calc(100dvh - ${CALL_BAR_HEIGHT})`,
        overflowY: 'auto',
        m: 0,
        p: 0,
        border: 0,
        bgcolor: 'background.paper',
        color: 'text.primary',
        // The scheme's ring, not the header's amber one it would inherit (too faint on white).
        '--focus-ring': 'var(--mui-palette-focus-main)',
        boxShadow: theme.shadows[16],
        [theme.breakpoints.up('md')]: { maxHeight: '100dvh' },
        '&::backdrop': {
          backgroundColor: 'rgba(0, 0, 0, 0.5)',
          // The call bar below stays in front: a tap on Call or Text there is never swallowed.
          [theme.breakpoints.down('md')]: { bottom: CALL_BAR_HEIGHT },
        },
        '@media (prefers-reduced-motion: no-preference)': {
          '&:popover-open': { animation: `${slideDown} 225ms ease-out` },
        },
      })}
    >
      <Box sx={{ px: 2, pt: 1, pb: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton
            popoverTarget={MOBILE_DRAWER_ID}
            popoverTargetAction="hide"
            aria-label={layoutCopy.closeMenu}
            edge="end"
          >
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, mb: 1 }}>
          <CallButton size="large" />
          <TextButton size="large" />
        </Box>
        <Box component="nav" aria-label={layoutCopy.mainNav}>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pt: 1 }}>
            {menuLinks.map((link) => (
              <li key={link.to}>
                <Button
                  component={NavLink}
                  to={link.to}
                  end
                  onClick={navigate}
                  color="inherit"
                  fullWidth
                  sx={{
                    justifyContent: 'flex-start',
                    minHeight: 56,
                    px: 2,
                    borderRadius: 2,
                    fontSize: '1.25rem',
                    fontWeight: 700,
                    '&[aria-current="page"]': { bgcolor: 'action.selected' },
                  }}
                >
                  {link.drawerLabel ?? link.label}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
