import { TeamActionPage } from '../features/team-actions';

/** /team/call, opened from a link of the onboarding team's mails (docs/product.md, The team's actions). */
export function TeamCallPage() {
  return <TeamActionPage action="call" />;
}
