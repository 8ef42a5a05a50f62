import type { Ref } from 'react';
import Box from '@mui/material/Box';
import { Spinner } from '../../../components/ui/spinner';
import LinearProgress from '@mui/material/LinearProgress';
import { Typography } from '../../../components/ui/typography';
import { withUnbrokenPhoneNumbers } from '../../../components/ui/phone-number';
import type { SavedOnDevice } from '../draft/use-application-draft';
import type { SubmitProgress } from '../sending/submit';
import { savedOnDeviceSentence } from '../sending/submission-messages';
import { wizardCopy } from './copy';
import type { SendingStatus } from './wizard-state';
import { Button } from '../../../components/ui/button';
import { Alert, AlertTitle } from '../../../components/ui/alert';

const progressText = (progress: SubmitProgress | null) => {
  switch (progress?.stage) {
    case 'checking':
      return wizardCopy.progress.checking;
    case 'preparing-photo':
      return wizardCopy.progress.preparingPhoto;
    case 'uploading-photo':
      return wizardCopy.progress.uploadingPhoto(Math.round((progress.fraction ?? 0) * 100));
    case 'sending':
      return wizardCopy.progress.sending;
    default:
      return wizardCopy.progress.submitting;
  }
};

interface SendingStatusAreaProps {
  status: SendingStatus;
  /** The note that the application waits for a connection, or the failure message. */
  noticeRef: Ref<HTMLDivElement>;
  /** The page is being saved and reloaded (after a site update). */
  reloading: boolean;
  /** What is saved on this device, and whether a photo was chosen: the failure message says so. */
  saved: SavedOnDevice;
  photoChosen: boolean;
  onReload: () => void;
  onTryAgain: () => void;
}

/**
 * Where a send stands, under the step: its progress, the note that it waits for a connection, or why
 * it failed, with "Try again" (or "Reload the page" after a site update).
 */
export function SendingStatusArea({
  status,
  noticeRef,
  reloading,
  saved,
  photoChosen,
  onReload,
  onTryAgain,
}: SendingStatusAreaProps) {
  return (
    <>
      {status.kind === 'submitting' && (
        <Box role="status" sx={{ mt: 3 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Spinner size={24} />
            <Typography>{progressText(status.progress)}</Typography>
          </Box>
          {status.progress?.stage === 'uploading-photo' && (
            <LinearProgress
              variant="determinate"
              value={Math.round((status.progress.fraction ?? 0) * 100)}
              aria-label={wizardCopy.uploadProgressLabel}
              sx={{ mt: 1.5, height: 8, borderRadius: 4 }}
            />
          )}
        </Box>
      )}
      {status.kind === 'waiting' && (
        <Alert ref={noticeRef} tabIndex={-1} severity="info" role="status" sx={{ mt: 3 }}>
          <AlertTitle>{wizardCopy.waiting.title}</AlertTitle>
          {wizardCopy.waiting.text}
        </Alert>
      )}
      {status.kind === 'failed' && (
        <Alert
          ref={noticeRef}
          tabIndex={-1}
          severity={status.text.reload ? 'warning' : 'error'}
          role="alert"
          sx={{ mt: 3 }}
          action={
            status.text.reload ? (
              <Button
                color="inherit"
                onClick={onReload}
                disabled={reloading}
                sx={{ fontWeight: 700 }}
              >
                {wizardCopy.reloadPage}
              </Button>
            ) : (
              <Button color="inherit" onClick={onTryAgain} sx={{ fontWeight: 700 }}>
                {wizardCopy.tryAgain}
              </Button>
            )
          }
        >
          <AlertTitle>{status.text.title}</AlertTitle>
          {withUnbrokenPhoneNumbers(status.text.message)}{' '}
          {savedOnDeviceSentence(saved, photoChosen)}
        </Alert>
      )}
    </>
  );
}
