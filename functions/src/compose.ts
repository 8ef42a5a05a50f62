/**
 * The onboarding mail of a checked application: what `processApplication` (applications.ts) writes
 * to `mail/{id}`, minus `createdAt`. Pure (no Firebase), so the browser tests can show what the
 * product mails for the exact document a browser wrote (tests/e2e/support/backend.ts).
 */
import { company } from '../../src/content/company';
import {
  buildMailDocument,
  type AppliedBefore,
  type FileLinks,
  type MailDocument,
  type TeamLinks,
} from '../../src/features/job-application/mail/mail';
import type { QuestionId } from '../../src/features/job-application/rules/schema';
import type { ApplicationRecord } from '../../src/features/job-application/rules/application-record';

export interface ComposeOptions {
  /** The server's link to each verified file (none for a file that could not be verified). */
  fileLinks: FileLinks;
  /** Questions added after the applicant's page was loaded: not asked. */
  notAsked?: readonly QuestionId[];
  /** Why the photo could not be verified (a person released the application anyway), or null. */
  photoProblem?: string | null;
  /** The earlier application this one updates (found by the server), or null. */
  updates: string | null;
  /** An earlier application with the same email or phone that this one does not update, or null. */
  appliedBefore?: AppliedBefore | null;
  /** The team's one-tap decisions on this application (links.ts), or null without a link secret. */
  teamLinks?: TeamLinks | null;
  onboardingEmail?: string;
}

export function composeApplicationMail(
  record: ApplicationRecord,
  {
    fileLinks,
    notAsked = [],
    photoProblem = null,
    updates,
    appliedBefore = null,
    teamLinks = null,
    onboardingEmail = company.onboardingEmail,
  }: ComposeOptions,
): MailDocument {
  return buildMailDocument({
    answers: record.answers,
    fileLinks,
    notAsked,
    onboardingEmail,
    updates,
    hiddenFieldFilled: record.hiddenFieldFilled,
    language: record.language,
    photoProblem,
    appliedBefore,
    teamLinks,
  });
}
