import { HeldGroupPage } from '../features/held-applications';

/** /team/held-release, a network's "Send all" link of the hourly summary (docs/product.md, The team's actions). */
export function TeamHeldReleasePage() {
  return <HeldGroupPage action="release" />;
}
