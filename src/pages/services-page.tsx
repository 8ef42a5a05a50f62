import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageHeading } from '../components/ui/page-heading';
import { PageSection } from '../components/ui/page-section';
import { ServicePicker } from '../components/sections/service-picker';
import { company, smsHref, telHref } from '../content/company';
import { services } from '../content/services';
import { ShareLocationAction } from '../features/share-location';
import { PhoneNumber } from '../components/ui/phone-number';
import { READING_WIDTH } from '../theme/layout';

export function ServicesPage() {
  return (
    <PageSection>
      <PageHeading>Services</PageHeading>
      <Box sx={{ mb: 4, maxWidth: READING_WIDTH }}>
        <Typography>
          Need a technician?{' '}
          <Link href={smsHref(company.heroPhone)}>
            Text us at <PhoneNumber>{company.heroPhone.display}</PhoneNumber>
          </Link>{' '}
          and we will send one your way. Not using insurance?{' '}
          <Link href={telHref(company.heroPhone)}>
            Call <PhoneNumber>{company.heroPhone.display}</PhoneNumber>
          </Link>{' '}
          for a price up front.
        </Typography>
        <ShareLocationAction sx={{ mt: 2 }} />
      </Box>
      <ServicePicker services={services} />
    </PageSection>
  );
}
