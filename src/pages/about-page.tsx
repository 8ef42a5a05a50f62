import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../app/use-page-meta';
import { PageHeading } from '../components/ui/page-heading';
import { PageSection } from '../components/ui/page-section';
import { aboutPageCopy } from '../content/about';
import { company, smsHref, telHref } from '../content/company';

export function AboutPage() {
  usePageMeta(
    'About Us',
    `Customers come first. Our founder has ${company.founderExperience} of experience in towing and roadside work. Call or text; insurance is not required.`,
  );
  return (
    <PageSection maxWidth="md">
      <PageHeading>{aboutPageCopy.heading}</PageHeading>
      <Typography sx={{ fontSize: '1.25rem', mb: 4 }}>{aboutPageCopy.lead}</Typography>
      {aboutPageCopy.sections.map((section) => (
        <section key={section.heading}>
          <Typography variant="h2" sx={{ mt: 4, mb: 2, color: 'primary.main' }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </section>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
        <Button
          href={telHref(company.heroPhone)}
          variant="contained"
          color="secondary"
          size="large"
        >
          Call {company.heroPhone.display}
        </Button>
        <Button href={smsHref(company.heroPhone)} variant="outlined" size="large">
          Text {company.heroPhone.display}
        </Button>
      </Stack>
    </PageSection>
  );
}
