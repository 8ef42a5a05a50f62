import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../content/paths';
import { PageHeading } from '../components/ui/page-heading';
import { PageSection } from '../components/ui/page-section';

export function NotFoundPage() {
  return (
    <PageSection reading>
      <PageHeading>Page not found</PageHeading>
      <Typography sx={{ mb: 3 }}>
        We couldn’t find that page. It may have moved, or the address may be mistyped.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button href={paths.home} variant="contained">
          Go to the home page
        </Button>
        <Button href={paths.services} variant="outlined">
          See our services
        </Button>
      </Stack>
    </PageSection>
  );
}
