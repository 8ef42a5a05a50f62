import {
  ApplicationStatusPage as StatusPage,
  fetchReadCodeEarly,
} from '../features/application-status';
import { pageLink } from '../lib/fragment-token';

// The page reads its link once it has hydrated; the read's code is fetched from now on.
fetchReadCodeEarly(pageLink.token());

/** /application-status, opened from the applicant's mails (docs/product.md, The applicant's status page). */
export function ApplicationStatusPage() {
  return <StatusPage />;
}
