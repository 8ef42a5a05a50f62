import { useEffect, useRef } from 'react';
import { Typography } from '../../../components/ui/typography';
import { scrollToAndFocus } from '../../../lib/scroll';
import { openElsewhereCopy } from './later-copy';
import { Button } from '../../../components/ui/button';
import { Alert, AlertTitle } from '../../../components/ui/alert';

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
          {openElsewhereCopy.title}
        </Typography>
      </AlertTitle>
      <Typography sx={{ mb: 2 }}>{openElsewhereCopy.text}</Typography>
      <Button variant="contained" onClick={onUseHere}>
        {openElsewhereCopy.useHere}
      </Button>
    </Alert>
  );
}
