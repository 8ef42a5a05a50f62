import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PageSection } from './page-section';

/**
 * Shown inside the layout (header and footer stay) while a page loaded on demand arrives on the first
 * visit, e.g. a visitor who opens /privacy-policy directly. Used as the route's `hydrateFallbackElement`.
 */
export function PageLoading() {
  return (
    <PageSection maxWidth="md">
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
        <CircularProgress size={28} aria-hidden="true" />
        <Typography>Loading the page…</Typography>
      </Box>
    </PageSection>
  );
}
