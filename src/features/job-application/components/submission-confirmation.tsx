import { useEffect, useRef } from 'react';
import { Link } from '../../../components/ui/link';
import { Typography } from '../../../components/ui/typography';
import { company, telHref } from '../../../content/company';
import { scrollToAndFocus } from '../../../lib/scroll';
import { PhoneNumber } from '../../../components/ui/phone-number';
import { confirmationCopy } from './later-copy';
import { Button } from '../../../components/ui/button';
import { Alert, AlertTitle } from '../../../components/ui/alert';

/** Shown after a successful submission: it takes focus so nobody misses it. */
export function SubmissionConfirmation({
  name,
  update = false,
  onDismiss,
}: {
  name: string;
  /** The answers went as an update of an application sent earlier. */
  update?: boolean;
  onDismiss: () => void;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (titleRef.current) scrollToAndFocus(titleRef.current);
  }, []);
  return (
    <Alert
      severity="success"
      role="status"
      sx={{ mb: 4, '& .MuiAlert-message': { width: '100%' } }}
      action={
        <Button color="inherit" onClick={onDismiss}>
          {confirmationCopy.close}
        </Button>
      }
    >
      <AlertTitle>
        <Typography component="h2" variant="h3" ref={titleRef} tabIndex={-1}>
          {confirmationCopy.title(update, name)}
        </Typography>
      </AlertTitle>
      <Typography sx={{ mb: 1 }}>{confirmationCopy.text(update)}</Typography>
      <Typography>
        {confirmationCopy.questionsCall.before}{' '}
        <Link href={telHref(company.supportPhone)}>
          <PhoneNumber>{company.supportPhone.display}</PhoneNumber>
        </Link>
        {confirmationCopy.questionsCall.after}
      </Typography>
    </Alert>
  );
}
