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
import { scrollToTop } from '../../lib/scroll';

import { MOBILE_DRAWER_ID } from './mobile-drawer-id';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The small-screen menu: a top drawer with the four destinations, the jobs one labelled 'Apply'.
 * It closes on its close button, on a navigation, on Escape and on the backdrop (MUI's Modal).
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
      slotProps={{ paper: { id: MOBILE_DRAWER_ID, 'aria-label': 'Menu' } }}
    >
      <Box component="nav" aria-label="Main" sx={{ px: 2, pt: 1, pb: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton onClick={onClose} aria-label="Close menu" edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <List>
          {mainNav.map((link) => (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={link.to}
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
    </Drawer>
  );
}
