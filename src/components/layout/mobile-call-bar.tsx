import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { PhoneIcon, SmsIcon } from '../ui/icons';
import { company, smsHref, telHref } from '../../content/company';
import { onChrome } from '../../theme/components';
import { CALL_BAR_HEIGHT } from '../../theme/layout';
import { PhoneNumber } from '../ui/phone-number';
import { callBarCopy as copy } from './layout-copy';
import { Button } from '../ui/button';

/**
 * How much the buttons say depends on the bar's own width in `em` (a container query), so the bar
 * adapts to the screen and to the text size alike. Whatever is shown, the accessible names stay
 * "Call" with the number, and "Text us" (layout-copy.ts), and what is visible is always part of them.
 */
const BAR = '@container call-bar';
const hiddenBelow = (em: number) => ({
  [`${BAR} (max-width: ${em - 0.01}em)`]: { display: 'none' },
});

const CALL_NAME = `${copy.call} ${company.heroPhone.display}`;

/**
 * On phones the call action stays reachable on every page. The layout reserves its height at the bottom
 * of the page and as scroll padding, so it never covers focused content. `extraAction` (the location
 * action, a feature) is handed in by the layout that composes the page.
 */
export function MobileCallBar({ extraAction }: { extraAction?: ReactNode }) {
  return (
    <Box
      component="aside"
      aria-label={copy.name}
      sx={{
        ...onChrome(),
        display: { xs: 'flex', md: 'none' },
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        // Above an open menu's backdrop, so a tap on Call or Text is never swallowed by it.
        zIndex: (theme) => theme.zIndex.drawer + 1,
        height: CALL_BAR_HEIGHT,
        alignItems: 'center',
        gap: 1,
        px: 1,
        containerType: 'inline-size',
        containerName: 'call-bar',
        boxShadow: '0 -2px 8px rgba(0,0,0,0.25)',
      }}
    >
      <Button
        href={telHref(company.heroPhone)}
        aria-label={CALL_NAME}
        variant="contained"
        color="secondary"
        startIcon={<PhoneIcon />}
        sx={{ flex: '1 1 auto', minWidth: 0, whiteSpace: 'nowrap', px: 1.5 }}
      >
        {copy.call}
        <Box component="span" sx={{ ml: 0.5, ...hiddenBelow(26) }}>
          <PhoneNumber>{company.heroPhone.display}</PhoneNumber>
        </Box>
      </Button>
      <Button
        href={smsHref(company.heroPhone)}
        aria-label={copy.textName}
        variant="outlined"
        color="inherit"
        startIcon={<SmsIcon />}
        sx={{
          flex: '0 0 auto',
          whiteSpace: 'nowrap',
          px: 1.5,
          minWidth: 48,
          [`${BAR} (max-width: 15.99em)`]: {
            '& .MuiButton-startIcon': { m: 0 },
          },
        }}
      >
        <Box component="span" sx={hiddenBelow(16)}>
          {copy.textShort}
        </Box>
      </Button>
      {extraAction}
    </Box>
  );
}
