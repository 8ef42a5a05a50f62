import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import heroImage from '../../assets/hero-tow-truck.svg';
import { heroCopy } from '../../content/site-copy';
import { brand } from '../../theme/palette';
import { CallButton, TextButton } from '../ui/contact-buttons';
import {
  ShareLocationButton,
  ShareLocationStatus,
} from '../../features/share-location/share-location-action';
import { useShareLocation } from '../../features/share-location/use-share-location';

const onNavy = { color: '#fff', borderColor: '#fff', '&:hover': { borderColor: brand.amber } };

/** The home page's hero (`id="hero"`): the headline and the call button (spec §1). */
export function HeroSection() {
  const shareLocation = useShareLocation();
  return (
    <Box
      component="section"
      id="hero"
      aria-labelledby="hero-heading"
      sx={{ bgcolor: brand.navy, color: '#fff', py: { xs: 5, md: 9 } }}
    >
      <Container
        maxWidth="lg"
        sx={{
          display: 'grid',
          gap: { xs: 4, md: 6 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
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
            sx={{ flexWrap: 'wrap', '& > *': { flexShrink: 0 } }}
          >
            <CallButton size="large">{heroCopy.callLabel}</CallButton>
            <TextButton size="large" sx={onNavy}>
              Text us
            </TextButton>
            <ShareLocationButton share={shareLocation} size="large" sx={onNavy} />
          </Stack>
          <ShareLocationStatus share={shareLocation} activeSx={{ mt: 2, maxWidth: 560 }} />
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
