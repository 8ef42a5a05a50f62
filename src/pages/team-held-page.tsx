import { HeldApplicationsPage } from '../features/held-applications';

/** /team/held, opened from the hourly summary of held applications (docs/product.md, The team's actions). */
export function TeamHeldPage() {
  return <HeldApplicationsPage />;
}
