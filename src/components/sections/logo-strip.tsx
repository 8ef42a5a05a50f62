import Box from '@mui/material/Box';
import { Typography } from '../ui/typography';
import logo1 from '../../assets/logos/fake-company-1.svg';
import logo2 from '../../assets/logos/fake-company-2.svg';
import logo3 from '../../assets/logos/fake-company-3.svg';
import logo4 from '../../assets/logos/fake-company-4.svg';
import { logoStripCopy } from '../../content/site-copy';
import { PageSection } from '../ui/page-section';

const logos = [logo1, logo2, logo3, logo4].map((src, index) => ({
  src,
  alt: logoStripCopy.logoAlt(index + 1),
}));

/** The strip of four insurance-company logos (docs/product.md, Pages and routes: `/`). */
export function LogoStrip() {
  return (
    <PageSection aria-labelledby="logos-heading" sx={{ bgcolor: 'background.band' }}>
      <Typography
        id="logos-heading"
        variant="h2"
        sx={{ textAlign: 'center', mb: 4, color: 'primary.main' }}
      >
        {logoStripCopy.heading}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          justifyItems: 'center',
        }}
      >
        {logos.map((logo) => (
          <li key={logo.alt}>
            <Box
              component="img"
              src={logo.src}
              alt={logo.alt}
              width={240}
              height={80}
              loading="lazy"
              sx={{ width: '100%', maxWidth: 240, height: 'auto', aspectRatio: '3 / 1' }}
            />
          </li>
        ))}
      </Box>
    </PageSection>
  );
}
