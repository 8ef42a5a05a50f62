import Box from '@mui/material/Box';
import { Typography } from '../components/ui/typography';
import evImage from '../assets/services/ev-charging.svg';
import { PageHeading } from '../components/ui/page-heading';
import { PageSection } from '../components/ui/page-section';
import { evChargingCopy } from '../content/ev-charging';
import { CallButton } from '../components/ui/contact-buttons';
import { HydratePageWhenTouched } from '../components/ui/hydrate-later';

export function EvChargingPage() {
  return (
    <HydratePageWhenTouched>
      <PageSection>
        <Box
          sx={{
            display: 'grid',
            gap: 5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'center',
          }}
        >
          <Box>
            <PageHeading>{evChargingCopy.heading}</PageHeading>
            {evChargingCopy.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 2 }}>
                {paragraph}
              </Typography>
            ))}
            <CallButton size="large" sx={{ mt: 2 }} />
          </Box>
          <Box
            component="img"
            src={evImage}
            alt={evChargingCopy.imageAlt}
            width={800}
            height={600}
            sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', borderRadius: 3 }}
          />
        </Box>
      </PageSection>
    </HydratePageWhenTouched>
  );
}
