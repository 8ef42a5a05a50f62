import { TeamActionPage } from '../features/team-actions';

/** /team/decline, opened from a link of the onboarding team's mails (docs/product.md, The team's actions). */
export function TeamDeclinePage() {
  return <TeamActionPage action="decline" />;
}
