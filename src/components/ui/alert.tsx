import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { styled, type CSSObject, type SxProps, type Theme } from '@mui/material/styles';
import { capitalized, memoizedPerTheme, varsOf } from './theme-look';

/**
 * The site's message box (success, information, warning, error), drawn as MUI's standard `Alert` and
 * `AlertTitle` were with the site's theme (the same class names, colours and icons), without MUI's
 * `Paper` and without the close button machinery it brings along (docs/decisions/0077).
 */

type Severity = 'success' | 'info' | 'warning' | 'error';

/** MUI's icons for each kind of message (Material Design's outlined ones), 24 × 24. */
const ICON_PATHS: Record<Severity, string> = {
  success:
    'M20,12A8,8 0 0,1 12,20A8,8 0 0,1 4,12A8,8 0 0,1 12,4C12.76,4 13.5,4.11 14.2, 4.31L15.77,2.74C14.61,2.26 13.34,2 12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0, 0 22,12M7.91,10.08L6.5,11.5L11,16L21,6L19.59,4.58L11,13.17L7.91,10.08Z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20, 12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10, 10 0 0,0 12,2M11,17H13V11H11V17Z',
  warning: 'M12 5.99L19.53 19H4.47L12 5.99M12 2L1 21h22L12 2zm1 14h-2v2h2v-2zm0-6h-2v4h2v-4z',
  error:
    'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
};

function alertLook(theme: Theme, { severity }: { severity: Severity }): CSSObject {
  const { Alert } = varsOf(theme).palette;
  return {
    ...theme.typography.body2,
    fontSize: '1rem',
    display: 'flex',
    alignItems: 'center',
    padding: '6px 16px',
    borderRadius: 14,
    color: Alert[`${severity}Color`],
    backgroundColor: Alert[`${severity}StandardBg`],
    '& .MuiAlert-icon': {
      display: 'flex',
      marginRight: 12,
      padding: '7px 0',
      fontSize: 22,
      opacity: 0.9,
      color: Alert[`${severity}IconColor`],
      '& > svg': {
        userSelect: 'none',
        width: '1em',
        height: '1em',
        display: 'inline-block',
        flexShrink: 0,
        fill: 'currentColor',
        fontSize: 'inherit',
      },
    },
    // What is too wide scrolls inside the message (the status page's, with the text doubled on a
    // 320 px screen), not the page. The 5 px at each side, taken back by the margins, hold the focus
    // ring of a button at its edge (3 px, 2 px out), which the scrolling box would otherwise cut.
    '& .MuiAlert-message': {
      padding: '8px 5px',
      margin: '0 -5px',
      minWidth: 0,
      overflow: 'auto',
    },
    '& .MuiAlert-action': {
      display: 'flex',
      alignItems: 'flex-start',
      padding: '4px 0 0 16px',
      marginLeft: 'auto',
      marginRight: -8,
    },
    '& .MuiAlertTitle-root': {
      ...theme.typography.body1,
      margin: 0,
      marginBottom: '0.35em',
      marginTop: -2,
      fontWeight: 500,
    },
  };
}

const lookFor = memoizedPerTheme(alertLook);

const AlertRoot = styled('div', {
  shouldForwardProp: (prop) => prop !== 'severity' && prop !== 'sx' && prop !== 'as',
})<{ severity: Severity }>(({ theme, severity }) => lookFor(theme, { severity }));

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  /** The kind of message: its colours and icon. */
  severity?: Severity;
  /** What the visitor can do about it, at the end of the box (a button). */
  action?: ReactNode;
  sx?: SxProps<Theme>;
  ref?: Ref<HTMLDivElement>;
}

/** A message in a tinted box with its kind's icon; an alert to assistive technology unless told. */
export function Alert({
  severity = 'success',
  role = 'alert',
  action,
  className,
  children,
  ...props
}: AlertProps) {
  return (
    <AlertRoot
      severity={severity}
      role={role}
      className={[
        'MuiAlert-root',
        `MuiAlert-color${capitalized(severity)}`,
        'MuiAlert-standard',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      {...props}
    >
      <div className="MuiAlert-icon">
        <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={ICON_PATHS[severity]} />
        </svg>
      </div>
      <div className="MuiAlert-message">{children}</div>
      {action != null && <div className="MuiAlert-action">{action}</div>}
    </AlertRoot>
  );
}

/** The message's title, on a line of its own above its text. */
export const AlertTitle = ({ children }: { children: ReactNode }) => (
  <div className="MuiAlertTitle-root">{children}</div>
);
