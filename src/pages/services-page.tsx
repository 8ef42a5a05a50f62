import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../components/ui/page-heading';
import { PageSection } from '../components/ui/page-section';
import { ServicePicker } from '../components/sections/service-picker';
import { company, smsHref, telHref } from '../content/company';
import { services } from '../content/services';

export function ServicesPage() {
  return (
    <PageSection>
      <PageHeading>Services</PageHeading>
      <Typography sx={{ mb: 4, maxWidth: 720 }}>
        Need a technician?{' '}
        <Link href={smsHref(company.heroPhone)}>Text us at {company.heroPhone.display}</Link> and we
        will send one your way. Not using insurance?{' '}
        <Link href={telHref(company.heroPhone)}>Call {company.heroPhone.display}</Link> for a price
        up front.
      </Typography>
      <ServicePicker services={services} />
    </PageSection>
  );
}
