import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { usePageMeta } from '../app/use-page-meta';
import { PageHeading } from '../components/ui/page-heading';
import { PageSection } from '../components/ui/page-section';
import { jobsPageCopy } from '../content/jobs';

// The wizard (form library, schema, image handling) is its own chunk, loaded only on this page.
const ApplicationWizard = lazy(() =>
  import('../features/job-application/components/application-wizard').then((module) => ({
    default: module.ApplicationWizard,
  })),
);

function WizardLoading() {
  usePageMeta(jobsPageCopy.title, jobsPageCopy.description);
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={28} aria-hidden="true" />
      <Typography>Loading the application form…</Typography>
    </Box>
  );
}

export function JobsPage() {
  // The wizard owns the title once it is shown ("Step N of 4 …"); the loading state sets it before.
  usePageMeta(null, jobsPageCopy.description);
  return (
    <PageSection maxWidth="md">
      <PageHeading>{jobsPageCopy.heading}</PageHeading>
      {jobsPageCopy.intro.map((paragraph) => (
        <Typography key={paragraph} sx={{ mb: 2 }}>
          {paragraph}
        </Typography>
      ))}
      <Suspense fallback={<WizardLoading />}>
        <ApplicationWizard />
      </Suspense>
    </PageSection>
  );
}
