import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { scrollToAndFocus } from '../../../lib/scroll';

/**
 * Shown instead of the form when another tab or window holds the application: two tabs saving it
 * would overwrite each other's answers and photo (docs/decisions/0033-one-tab-edits-the-draft.md).
 */
export function OpenElsewhereNotice({ onUseHere }: { onUseHere: () => void }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  // It replaces the form the applicant may have been using: move focus to it.
  useEffect(() => {
    if (titleRef.current) scrollToAndFocus(titleRef.current);
  }, []);
  return (
    <Alert severity="info" role="alert" sx={{ my: 3, '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>
        <Typography component="h2" variant="h3" ref={titleRef} tabIndex={-1}>
          Your application is open in another tab
        </Typography>
      </AlertTitle>
      <Typography sx={{ mb: 2 }}>
        To keep your answers and photo from being overwritten, the application can be edited in one
        tab or window at a time. Continue in the other one, or use it here: the other one will stop
        saving, and this one shows your latest saved answers.
      </Typography>
      <Button variant="contained" onClick={onUseHere}>
        Use it here
      </Button>
    </Alert>
  );
}
