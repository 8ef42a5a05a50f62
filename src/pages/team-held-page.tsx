import { fetchListCodeEarly, HeldApplicationsPage } from '../features/held-applications';
import { pageLink } from '../lib/fragment-token';

// The page reads its link once it has hydrated; the list's code is fetched from now on.
fetchListCodeEarly(pageLink.token());

/** /team/held, opened from the hourly summary of held applications (docs/product.md, The team's actions). */
export function TeamHeldPage() {
  return <HeldApplicationsPage />;
}
