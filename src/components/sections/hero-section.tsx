import Box from '@mui/material/Box';
import { Container } from '../ui/container';
import { Stack } from '../ui/stack';
import { Typography } from '../ui/typography';
import heroImage from '../../assets/hero-tow-truck.svg';
import { heroCopy } from '../../content/site-copy';
import type { ReactNode } from 'react';
import { onChrome } from '../../theme/components';
import { CONTENT_WIDTH } from '../../theme/layout';
import { CallButton, TextButton } from '../ui/contact-buttons';
import { withUnbrokenPhoneNumbers } from '../ui/phone-number';

/**
 * The home page's hero (`id="hero"`): the headline and the call button (docs/product.md, Pages and
 * routes: `/`), navy by day and by night. `locationAction` (the "Text us my location" feature) is
 * handed in by the page.
 */
export function HeroSection({ locationAction }: { locationAction?: ReactNode }) {
  return (
    <Box
      component="section"
      id="hero"
      aria-labelledby="hero-heading"
      sx={{ ...onChrome(), py: { xs: 5, md: 9 } }}
    >
      <Container
        maxWidth={CONTENT_WIDTH}
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          alignItems: 'center',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
        }}
      >
        <Box>
          <Typography id="hero-heading" variant="h1" tabIndex={-1} sx={{ mb: 2 }}>
            {heroCopy.headline}
          </Typography>
          <Typography sx={{ fontSize: '1.2rem', mb: 4, maxWidth: 560 }}>
            {heroCopy.subheading}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
          >
            <CallButton size="large">{withUnbrokenPhoneNumbers(heroCopy.callLabel)}</CallButton>
            <TextButton size="large" color="inherit">
              {heroCopy.textLabel}
            </TextButton>
            {locationAction}
          </Stack>
        </Box>
        <Box
          component="img"
          src={heroImage}
          alt=""
          width={960}
          height={640}
          fetchPriority="high"
          sx={{ width: '100%', height: 'auto', aspectRatio: '3 / 2', borderRadius: 3 }}
        />
      </Container>
    </Box>
  );
}
