import { TeamActionPage } from '../features/team-actions';

/** /team/release, opened from a link of the onboarding team's mails (docs/product.md, The team's actions). */
export function TeamReleasePage() {
  return <TeamActionPage action="release" />;
}
