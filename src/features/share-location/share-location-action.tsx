import { useRef, type MouseEvent, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import { Spinner } from '../../components/ui/spinner';
import { Link } from '../../components/ui/link';
import type { SxProps, Theme } from '@mui/material/styles';
import { CloseIcon } from '../../components/ui/icons';
import { createIcon } from '../../components/ui/svg-icon';
import { company } from '../../content/company';
import { shareLocationCopy as copy } from '../../content/share-location';
import { describeLocationMessage, smsUrl } from './location-message';
import {
  useShareLocation,
  type ShareLocation,
  type ShareLocationState,
} from './use-share-location';
import { Button, type ButtonProps, IconButton } from '../../components/ui/button';

/** The location pin (a Material icon, as `@mui/icons-material` draws it). */
const LocationIcon = createIcon(
  <path d="M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5" />,
);

/**
 * Phones and tablets only: shown where the main pointer is a touch screen that cannot hover. A desktop
 * has no app for `sms:`, so the action is not offered there. Decided by CSS, not by reading
 * `navigator`, so the server's HTML and the first render in the browser are the same and nothing moves
 * after. Written as "hidden unless", so a browser that ignores the query still offers the action.
 */
export const UNLESS_TOUCH_SCREEN = '@media not all and (hover: none) and (pointer: coarse)';
const touchScreensOnly = { [UNLESS_TOUCH_SCREEN]: { display: 'none' } };

const asArray = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

/**
 * The action is a link to a text message that asks the driver to say where they are: a tap opens the
 * messages app at once, even before the page's code has arrived (the page's inline script then picks
 * the `sms:` form an iPhone reads). Once the code runs, a tap finds the position first instead.
 */
const describeHref = smsUrl(company.heroPhone.e164, describeLocationMessage(), 'android');

/** The tap finds the position (the link's own message is the fallback for before the code ran). */
const onTap = (share: ShareLocation) => (event: MouseEvent) => {
  event.preventDefault();
  share.toggle();
};

interface ShareLocationButtonProps extends Omit<
  ButtonProps,
  'onClick' | 'children' | 'ref' | 'href'
> {
  share: ShareLocation;
  ref?: Ref<HTMLAnchorElement>;
}

/** "Text us my location"; while the position is being found it reads "Cancel" and stops the search. */
export function ShareLocationButton({ share, sx, ...props }: ShareLocationButtonProps) {
  const finding = share.state.phase === 'finding';
  return (
    <Button
      href={describeHref}
      variant="outlined"
      startIcon={finding ? <Spinner size={20} color="inherit" /> : <LocationIcon />}
      aria-label={finding ? copy.cancelName : undefined}
      onClick={onTap(share)}
      sx={[touchScreensOnly, ...asArray(sx)]}
      {...props}
    >
      {finding ? copy.cancel : copy.action}
    </Button>
  );
}

/** The same action as a 48 px icon, for the phone call bar; a spinning ring around × while finding. */
export function ShareLocationIconButton({
  share,
  sx,
  ref,
}: {
  share: ShareLocation;
  sx?: SxProps<Theme>;
  ref?: Ref<HTMLAnchorElement>;
}) {
  const finding = share.state.phase === 'finding';
  return (
    <IconButton
      ref={ref}
      href={describeHref}
      aria-label={finding ? copy.cancelName : copy.action}
      onClick={onTap(share)}
      sx={[touchScreensOnly, { position: 'relative' }, ...asArray(sx)]}
    >
      {finding ? (
        <>
          <Spinner size={40} color="inherit" sx={{ position: 'absolute' }} />
          <CloseIcon />
        </>
      ) : (
        <LocationIcon />
      )}
    </IconButton>
  );
}

/** What the page says about the action, as it happens. */
function statusText(state: ShareLocationState): ReactNode {
  switch (state.phase) {
    case 'idle':
      return state.cancelled ? copy.cancelled : null;
    case 'finding':
      return copy.finding;
    case 'opened':
      return (
        <>
          {state.failure ? `${copy.notAdded[state.failure]} ${copy.describe}` : copy.found}{' '}
          <Link href={state.href} color="inherit">
            {copy.openMessage}
          </Link>
        </>
      );
  }
}

interface ShareLocationStatusProps {
  share: ShareLocation;
  /** Always applied (placement). */
  sx?: SxProps<Theme>;
  /** Applied while there is something to say (spacing, a panel's background). */
  activeSx?: SxProps<Theme>;
  /** Offers a × that hides the note; `onDismiss` then puts focus back where it belongs. */
  onDismiss?: () => void;
}

/**
 * A polite live region, always in the page so screen readers announce each change: "Finding your
 * location…", then that the location is in the message or why it is not, with a link to the message in
 * case the messages app did not open.
 */
export function ShareLocationStatus({ share, sx, activeSx, onDismiss }: ShareLocationStatusProps) {
  const text = statusText(share.state);
  return (
    <Box
      sx={[
        { display: 'flex', alignItems: 'center', gap: 1 },
        touchScreensOnly,
        ...asArray(sx),
        ...asArray(text ? activeSx : undefined),
      ]}
    >
      <Box role="status" sx={{ flex: 1 }}>
        {text}
      </Box>
      {text && onDismiss && share.state.phase !== 'finding' ? (
        <IconButton
          aria-label={copy.dismiss}
          onClick={() => {
            share.dismiss();
            onDismiss();
          }}
          size="small"
          color="inherit"
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Box>
  );
}

interface ShareLocationActionProps {
  /** Styles of the button (it is only shown on touch devices whatever these say). */
  buttonProps?: Omit<ButtonProps, 'onClick' | 'children' | 'ref' | 'href'>;
  /** Styles of the status line while it says something. */
  statusSx?: SxProps<Theme>;
  sx?: SxProps<Theme>;
}

/** The button with its status line below it. */
export function ShareLocationAction({ buttonProps, statusSx, sx }: ShareLocationActionProps) {
  const share = useShareLocation();
  return (
    <Box
      sx={[
        { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 },
        touchScreensOnly,
        ...asArray(sx),
      ]}
    >
      <ShareLocationButton share={share} {...buttonProps} />
      <ShareLocationStatus share={share} activeSx={statusSx} />
    </Box>
  );
}

/**
 * The action as it sits in the phone call bar: a 48 px icon, and what it is doing in a panel just above
 * the bar. Dismissing the panel puts focus back on the icon.
 */
export function CallBarShareLocation() {
  const share = useShareLocation();
  const button = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <ShareLocationIconButton
        ref={button}
        share={share}
        sx={{
          flex: '0 0 auto',
          color: 'inherit',
          border: '1px solid currentColor',
          borderRadius: '10px',
        }}
      />
      <ShareLocationStatus
        share={share}
        onDismiss={() => button.current?.focus()}
        sx={{ position: 'absolute', insetInline: 0, bottom: '100%' }}
        activeSx={{
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          '--focus-ring': 'var(--mui-palette-focus-main)',
          boxShadow: '0 -2px 8px rgba(0,0,0,0.25)',
        }}
      />
    </>
  );
}
