import { HeldGroupPage } from '../features/held-applications';

/** /team/held-discard, a network's "Discard all" link of the hourly summary (docs/product.md, The team's actions). */
export function TeamHeldDiscardPage() {
  return <HeldGroupPage action="discard" />;
}
