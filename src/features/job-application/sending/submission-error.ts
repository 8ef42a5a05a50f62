import { errorCodeOf } from '../../../lib/error-code';
import type { FileField } from '../rules/schema';

/**
 * How a submission failed (submit.ts throws it; submission-messages.ts words it). A module of its
 * own, so the wizard's first load does not include the submission code and the mail builder, which
 * load when the applicant sends (decision 0010's budgets).
 */
export type SubmissionFailure = 'photo-too-large' | 'upload' | 'mail' | 'check';

/**
 * 'not-sent': the application is known not to have arrived. 'unknown': it may have (the answer was
 * lost and the receipt could not be read); the next attempt finds out before sending again.
 */
export type SubmissionOutcome = 'not-sent' | 'unknown';

export class SubmissionError extends Error {
  readonly failure: SubmissionFailure;
  /** The adapter's error code when there is one ('offline', 'permission-denied', …). */
  readonly code: string;
  readonly outcome: SubmissionOutcome;

  /** The file question whose file failed ('photo-too-large', 'upload'), when one did. */
  readonly field: FileField | null;

  constructor(
    failure: SubmissionFailure,
    cause: unknown,
    outcome: SubmissionOutcome = 'not-sent',
    field: FileField | null = null,
  ) {
    const code = errorCodeOf(cause) ?? 'unknown';
    super(`Submission failed at ${failure} (${code}, ${outcome})`, { cause });
    this.name = 'SubmissionError';
    this.failure = failure;
    this.code = code;
    this.outcome = outcome;
    this.field = field;
  }
}
