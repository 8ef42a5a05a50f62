import { ApplicationStatusPage as StatusPage } from '../features/application-status';

/** /application-status, opened from the applicant's mails (docs/product.md, The applicant's status page). */
export function ApplicationStatusPage() {
  return <StatusPage />;
}
