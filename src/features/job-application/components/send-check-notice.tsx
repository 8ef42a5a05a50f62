import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { SendCheck } from '../draft/use-application-draft';

const when = (at: number | undefined) =>
  at === undefined
    ? ''
    : ` on ${new Date(at).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' })}`;

/**
 * What was found for a reopened draft whose send had not finished (the page closed while sending,
 * or the answer was lost): whether the application arrived. An arrival with the same answers shows
 * the confirmation instead (the wizard).
 */
export function SendCheckNotice({ check, onDismiss }: { check: SendCheck; onDismiss: () => void }) {
  const close = (
    <Button color="inherit" onClick={onDismiss}>
      Close
    </Button>
  );
  switch (check.status) {
    case 'checking':
      return (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>Checking whether your application arrived…</Typography>
        </Box>
      );
    case 'failed':
      return (
        <Alert severity="warning" role="status" sx={{ mb: 3 }} action={close}>
          <AlertTitle>We could not check whether your application arrived</AlertTitle>
          Your last attempt to send it did not finish, and we could not reach our server to find out
          whether it arrived. When you press Confirm &amp; Submit, we check first: it will never be
          sent twice.
        </Alert>
      );
    case 'done':
      if (check.outcome === 'not-arrived') {
        return (
          <Alert severity="info" role="status" sx={{ mb: 3 }} action={close}>
            <AlertTitle>Your application has not been sent yet</AlertTitle>
            Your last attempt to send it did not reach us. Your answers are here: press Confirm
            &amp; Submit on the review step to send it.
          </Alert>
        );
      }
      if (check.outcome === 'arrived-then-changed') {
        return (
          <Alert severity="info" role="status" sx={{ mb: 3 }} action={close}>
            <AlertTitle>Your application arrived</AlertTitle>
            We received the application you sent{when(check.deliveredAt)}. You changed some answers
            since: press Confirm &amp; Submit on the review step to send them as an update, and our
            team will use the updated answers.
          </Alert>
        );
      }
      return null;
    default:
      return null;
  }
}
