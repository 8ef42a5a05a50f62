import Box from '@mui/material/Box';
import { Link } from '../components/ui/link';
import { Stack } from '../components/ui/stack';
import { Typography } from '../components/ui/typography';
import { company, smsHref, telHref } from '../content/company';
import { offlineCopy as copy } from '../content/offline';
import { paths } from '../content/paths';
import { localizedPath } from '../i18n/locales';
import { PhoneNumber } from '../components/ui/phone-number';
import { PageSection } from '../components/ui/page-section';
import { PageHeading } from '../components/ui/page-heading';
import { Button } from '../components/ui/button';

/**
 * What the service worker shows, with no connection, for a page this device never saw
 * (docs/decisions/0058-offline-site.md). It is not a route: the build renders it on its own into
 * `offline.html` (and `es/offline.html`) without any script, so it works from the cache alone; its
 * call and text links need no data connection.
 */
export function OfflinePage() {
  return (
    <Box component="main" id="main">
      <PageSection reading>
        <PageHeading>{copy.heading}</PageHeading>
        <Typography sx={{ mb: 3 }}>{copy.text}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
          <Button href={telHref(company.heroPhone)} variant="contained" size="large">
            {copy.call}&nbsp;<PhoneNumber>{company.heroPhone.display}</PhoneNumber>
          </Button>
          <Button href={smsHref(company.heroPhone)} variant="outlined" size="large">
            {copy.textLabel}
          </Button>
        </Stack>
        <Typography>
          <Link href={localizedPath(paths.home)}>{copy.home}</Link>
        </Typography>
      </PageSection>
    </Box>
  );
}
