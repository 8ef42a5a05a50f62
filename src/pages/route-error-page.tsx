import { Container } from '../components/ui/container';
import { Typography } from '../components/ui/typography';
import { company, telHref } from '../content/company';
import { PhoneNumber } from '../components/ui/phone-number';
import { contactCopy } from '../components/ui/ui-copy';
import { routeErrorCopy as copy } from '../content/route-error';
import { Button } from '../components/ui/button';

/**
 * Shown when a route throws (the root's `errorElement`). It renders without the layout, so it keeps to
 * plain MUI and offers the two ways forward: reload, or call.
 */
export function RouteErrorPage() {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {copy.heading}
      </Typography>
      <Typography sx={{ mb: 3 }}>{copy.text}</Typography>
      <Button variant="contained" sx={{ mr: 2, mb: 2 }} onClick={() => window.location.reload()}>
        {copy.reload}
      </Button>
      <Button variant="outlined" href={telHref(company.heroPhone)} sx={{ mb: 2 }}>
        <span>
          {`${contactCopy.call} `}
          <PhoneNumber>{company.heroPhone.display}</PhoneNumber>
        </span>
      </Button>
    </Container>
  );
}
