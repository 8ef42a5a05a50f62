import { Stack } from '../ui/stack';
import { Typography } from '../ui/typography';
import { aboutCopy } from '../../content/site-copy';
import { PageSection } from '../ui/page-section';
import { CallButton, TextButton } from '../ui/contact-buttons';
import { withUnbrokenPhoneNumbers } from '../ui/phone-number';

/** The home page's about section (`id="about"`; docs/product.md, Pages and routes). */
export function AboutSection() {
  return (
    <PageSection id="about" aria-labelledby="about-heading" reading>
      <Typography id="about-heading" variant="h2" sx={{ mb: 3, color: 'primary.main' }}>
        {aboutCopy.heading}
      </Typography>
      {aboutCopy.paragraphs.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 2 }}>
          {withUnbrokenPhoneNumbers(paragraph)}
        </Typography>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <CallButton color="primary" />
        <TextButton />
      </Stack>
    </PageSection>
  );
}
