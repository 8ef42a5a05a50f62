import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PhoneIcon from '@mui/icons-material/Phone';
import SmsIcon from '@mui/icons-material/Sms';
import { useRef } from 'react';
import { company, smsHref, telHref } from '../../content/company';
import {
  ShareLocationIconButton,
  ShareLocationStatus,
} from '../../features/share-location/share-location-action';
import { useShareLocation } from '../../features/share-location/use-share-location';

export const MOBILE_CALL_BAR_HEIGHT = 72;

// Too narrow for the number: the call button says "Call now". On touch screens the bar also holds the
// location action (shown only there), which needs the room of the number below 420 px.
const NO_ROOM_FOR_NUMBER =
  '@media (max-width: 359px), (max-width: 419px) and (hover: none) and (pointer: coarse)';

/**
 * On phones the call action stays reachable on every page. The layout reserves its height at the bottom
 * of the page and as scroll padding, so it never covers focused content.
 */
export function MobileCallBar() {
  const shareLocation = useShareLocation();
  const shareLocationButton = useRef<HTMLButtonElement>(null);
  return (
    <Box
      component="aside"
      aria-label="Call or text for help"
      sx={{
        display: { xs: 'flex', md: 'none' },
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        height: MOBILE_CALL_BAR_HEIGHT,
        gap: 1,
        px: 1.5,
        py: 1,
        bgcolor: 'primary.main',
        boxShadow: '0 -2px 8px rgba(0,0,0,0.25)',
      }}
    >
      <Button
        href={telHref(company.heroPhone)}
        variant="contained"
        color="secondary"
        startIcon={<PhoneIcon />}
        sx={{ flex: 1, whiteSpace: 'nowrap', px: 1.5 }}
      >
        Call
        <Box component="span" sx={{ ml: 0.5, [NO_ROOM_FOR_NUMBER]: { display: 'none' } }}>
          {company.heroPhone.display}
        </Box>
        <Box
          component="span"
          sx={{ ml: 0.5, display: 'none', [NO_ROOM_FOR_NUMBER]: { display: 'inline' } }}
        >
          now
        </Box>
      </Button>
      <Button
        href={smsHref(company.heroPhone)}
        variant="outlined"
        startIcon={<SmsIcon />}
        sx={{ flex: '0 0 auto', whiteSpace: 'nowrap', color: '#fff', borderColor: '#fff' }}
      >
        Text us
      </Button>
      <ShareLocationIconButton
        ref={shareLocationButton}
        share={shareLocation}
        sx={{ flex: '0 0 auto', color: '#fff', border: '1px solid #fff', borderRadius: '10px' }}
      />
      {/* What the location action is doing, in a panel just above the bar. */}
      <ShareLocationStatus
        share={shareLocation}
        onDismiss={() => shareLocationButton.current?.focus()}
        sx={{ position: 'absolute', insetInline: 0, bottom: '100%' }}
        activeSx={{
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: '0 -2px 8px rgba(0,0,0,0.25)',
        }}
      />
    </Box>
  );
}
