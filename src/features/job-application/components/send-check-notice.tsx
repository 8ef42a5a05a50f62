import Box from '@mui/material/Box';
import { Spinner } from '../../../components/ui/spinner';
import { Typography } from '../../../components/ui/typography';
import type { SendCheck } from '../draft/use-application-draft';
import { sendCheckCopy } from './later-copy';
import { Button } from '../../../components/ui/button';
import { Alert, AlertTitle } from '../../../components/ui/alert';

const when = (at: number | undefined) =>
  at === undefined
    ? ''
    : sendCheckCopy.sentOn(
        new Date(at).toLocaleString(sendCheckCopy.dateLocale, {
          dateStyle: 'long',
          timeStyle: 'short',
        }),
      );

/**
 * What was found for a reopened draft whose send had not finished (the page closed while sending,
 * or the answer was lost): whether the application arrived. An arrival with the same answers shows
 * the confirmation instead (the wizard).
 */
export function SendCheckNotice({ check, onDismiss }: { check: SendCheck; onDismiss: () => void }) {
  const close = (
    <Button color="inherit" onClick={onDismiss}>
      {sendCheckCopy.close}
    </Button>
  );
  switch (check.status) {
    case 'checking':
      return (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
          <Spinner size={24} />
          <Typography>{sendCheckCopy.checking}</Typography>
        </Box>
      );
    case 'failed':
      return (
        <Alert severity="warning" role="status" sx={{ mb: 3 }} action={close}>
          <AlertTitle>{sendCheckCopy.failedTitle}</AlertTitle>
          {sendCheckCopy.failedText}
        </Alert>
      );
    case 'done':
      if (check.outcome === 'not-arrived') {
        return (
          <Alert severity="info" role="status" sx={{ mb: 3 }} action={close}>
            <AlertTitle>{sendCheckCopy.notArrivedTitle}</AlertTitle>
            {sendCheckCopy.notArrivedText}
          </Alert>
        );
      }
      if (check.outcome === 'arrived-then-changed') {
        return (
          <Alert severity="info" role="status" sx={{ mb: 3 }} action={close}>
            <AlertTitle>{sendCheckCopy.arrivedTitle}</AlertTitle>
            {sendCheckCopy.arrivedText(when(check.deliveredAt))}
          </Alert>
        );
      }
      return null;
    default:
      return null;
  }
}
