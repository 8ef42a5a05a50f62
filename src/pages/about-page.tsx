import { Stack } from '../components/ui/stack';
import { Typography } from '../components/ui/typography';
import { PageHeading } from '../components/ui/page-heading';
import { PageSection } from '../components/ui/page-section';
import { aboutPageCopy } from '../content/about';
import { CallButton, TextButton } from '../components/ui/contact-buttons';
import { withUnbrokenPhoneNumbers } from '../components/ui/phone-number';
import { HydratePageWhenTouched } from '../components/ui/hydrate-later';

export function AboutPage() {
  return (
    <HydratePageWhenTouched>
      <PageSection reading>
        <PageHeading>{aboutPageCopy.heading}</PageHeading>
        <Typography sx={{ fontSize: '1.25rem', mb: 4 }}>{aboutPageCopy.lead}</Typography>
        {aboutPageCopy.sections.map((section) => (
          <section key={section.heading}>
            <Typography variant="h2" sx={{ mt: 4, mb: 2, color: 'primary.main' }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 2 }}>
                {withUnbrokenPhoneNumbers(paragraph)}
              </Typography>
            ))}
          </section>
        ))}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
          <CallButton size="large" />
          <TextButton size="large" />
        </Stack>
      </PageSection>
    </HydratePageWhenTouched>
  );
}
