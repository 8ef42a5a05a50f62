import { TeamActionPage } from '../features/team-actions';

/** /team/read, opened from a link of the onboarding team's mails (docs/product.md, The team's actions). */
export function TeamReadPage() {
  return <TeamActionPage action="read" />;
}
