import type { ReactNode } from 'react';
import { Typography } from './typography';
import { withUnbrokenPhoneNumbers } from './phone-number';
import { Button } from './button';
import { Alert } from './alert';

interface LinkPressProps {
  /** The button's words, and its words while the press is being sent. */
  label: string;
  pendingLabel: string;
  sending: boolean;
  onPress: () => void;
  /** What to do instead where JavaScript is off (the button cannot work there). */
  noScript: ReactNode;
  /** Why the last press failed, if it did: said in an alert under the button. */
  failure: string | null;
}

/**
 * The one button of a page a mailed link opens (the newsletter's and the onboarding team's links):
 * opening the page does nothing, the press does. Without JavaScript the button is hidden (`js-only`,
 * see index.html) and `noScript` says what to do instead; while sending it stays focusable (not
 * `disabled`, which would lose the keyboard focus), and a failure is announced in an alert.
 */
export function LinkPress({
  label,
  pendingLabel,
  sending,
  onPress,
  noScript,
  failure,
}: LinkPressProps) {
  return (
    <>
      <noscript>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {noScript}
        </Typography>
      </noscript>
      <div className="js-only">
        <Button
          variant="contained"
          size="large"
          onClick={onPress}
          aria-disabled={sending || undefined}
          sx={{ minHeight: 48 }}
        >
          {sending ? pendingLabel : label}
        </Button>
      </div>
      {failure !== null && (
        <Alert severity="error" role="alert" sx={{ mt: 3 }}>
          {withUnbrokenPhoneNumbers(failure)}
        </Alert>
      )}
    </>
  );
}
