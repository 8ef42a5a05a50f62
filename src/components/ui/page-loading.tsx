import { Typography } from './typography';
import { PageSection } from './page-section';
import { pageLoadingCopy } from './ui-copy';

/**
 * Shown in the layout (header and footer stay) while a page's chunk arrives, in the rare case it was
 * not loaded ahead: prerendered pages load it before hydrating, and a navigation keeps the current page
 * until the next one is ready. Text only, so the first load carries no spinner code.
 */
export function PageLoading() {
  return (
    <PageSection reading>
      <Typography role="status" sx={{ py: 6 }}>
        {pageLoadingCopy.loading}
      </Typography>
    </PageSection>
  );
}
