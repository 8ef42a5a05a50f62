import Box from '@mui/material/Box';
import { Link } from '../components/ui/link';
import { Typography } from '../components/ui/typography';
import { PageHeading } from '../components/ui/page-heading';
import { PageSection } from '../components/ui/page-section';
import { ServicePicker } from '../components/sections/service-picker';
import { company, smsHref, telHref } from '../content/company';
import { services, servicesPageCopy } from '../content/services';
import { ShareLocationAction, preloadShareLocation } from '../features/share-location';
import { HydratePageWhenTouched } from '../components/ui/hydrate-later';
import { PhoneNumber } from '../components/ui/phone-number';
import { READING_WIDTH } from '../theme/layout';

const { heading, intro } = servicesPageCopy;

export function ServicesPage() {
  return (
    <HydratePageWhenTouched load={preloadShareLocation}>
      <PageSection>
        <PageHeading>{heading}</PageHeading>
        <Box sx={{ mb: 4, maxWidth: READING_WIDTH }}>
          <Typography>
            {intro.beforeTextLink}{' '}
            <Link href={smsHref(company.heroPhone)}>
              {`${intro.textLink} `}
              <PhoneNumber>{company.heroPhone.display}</PhoneNumber>
            </Link>{' '}
            {intro.betweenLinks}{' '}
            <Link href={telHref(company.heroPhone)}>
              {`${intro.callLink} `}
              <PhoneNumber>{company.heroPhone.display}</PhoneNumber>
            </Link>{' '}
            {intro.afterCallLink}
          </Typography>
          <ShareLocationAction sx={{ mt: 2 }} />
        </Box>
        <ServicePicker services={services} />
      </PageSection>
    </HydratePageWhenTouched>
  );
}
