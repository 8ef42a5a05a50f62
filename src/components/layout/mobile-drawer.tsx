import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import CloseIcon from '@mui/icons-material/Close';
import { NavLink } from 'react-router-dom';
import { mainNav } from '../../content/navigation';
import { paths } from '../../content/paths';
import { scrollToTop } from '../../lib/scroll';
import { CALL_BAR_HEIGHT } from '../../theme/layout';
import { CallButton, TextButton } from '../ui/contact-buttons';

import { MOBILE_DRAWER_ID } from './mobile-drawer-id';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** Home, then the header's four destinations, the jobs one labelled 'Apply' (spec §2). */
const menuLinks = [{ to: paths.home, label: 'Home', drawerLabel: undefined }, ...mainNav];

/**
 * The small-screen menu: a top drawer whose first actions are Call and Text, then Home and the four
 * destinations. It closes on its close button, on a navigation, on Escape and on the backdrop (MUI's
 * Modal). It stops above the phone call bar, which stays in front of the backdrop and keeps working.
 */
export function MobileDrawer({ open, onClose }: MobileDrawerProps) {
  const navigate = () => {
    onClose();
    scrollToTop();
  };
  return (
    <Drawer
      anchor="top"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: MOBILE_DRAWER_ID,
          'aria-label': 'Menu',
          sx: { maxHeight: { xs: `calc(100dvh - ${CALL_BAR_HEIGHT})`, md: '100dvh' } },
        },
      }}
    >
      <Box sx={{ px: 2, pt: 1, pb: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton onClick={onClose} aria-label="Close menu" edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5, mb: 1 }}>
          <CallButton size="large" />
          <TextButton size="large" />
        </Box>
        <Box component="nav" aria-label="Main">
          <List>
            {menuLinks.map((link) => (
              <ListItem key={link.to} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={link.to}
                  end
                  onClick={navigate}
                  sx={{
                    minHeight: 56,
                    borderRadius: 2,
                    '&[aria-current="page"]': { bgcolor: 'action.selected' },
                  }}
                >
                  <ListItemText
                    primary={link.drawerLabel ?? link.label}
                    slotProps={{ primary: { sx: { fontSize: '1.25rem', fontWeight: 700 } } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Box>
    </Drawer>
  );
}
