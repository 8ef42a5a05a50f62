import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PhoneIcon from '@mui/icons-material/Phone';
import SmsIcon from '@mui/icons-material/Sms';
import { company, smsHref, telHref } from '../../content/company';

export const MOBILE_CALL_BAR_HEIGHT = 72;

/**
 * On phones the call action stays reachable on every page. The layout reserves its height at the bottom
 * of the page and as scroll padding, so it never covers focused content.
 */
export function MobileCallBar() {
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
        <Box component="span" sx={{ ml: 0.5, '@media (max-width: 359px)': { display: 'none' } }}>
          {company.heroPhone.display}
        </Box>
        <Box component="span" sx={{ ml: 0.5, '@media (min-width: 360px)': { display: 'none' } }}>
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
    </Box>
  );
}
