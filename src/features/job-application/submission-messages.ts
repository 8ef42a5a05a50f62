import { describeBackendError } from '../../lib/backend-error-message';
import { SubmissionError } from './submit';

/** What the applicant reads when a submission fails: which part failed, and what to do. */
export function describeSubmissionError(error: unknown): string {
  if (error instanceof SubmissionError) {
    if (error.failure === 'photo-too-large') {
      return 'Your photo is too large to send (10 MB at most). Please choose a smaller photo on the Qualifications step.';
    }
    if (error.failure === 'upload') {
      return describeBackendError(error, 'upload your tool photo');
    }
  }
  return describeBackendError(error, 'send your application');
}
