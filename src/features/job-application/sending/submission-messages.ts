import { describeBackendError } from '../../../lib/backend-error-message';
import { ModuleLoadError } from '../../../lib/load-module';
import { SubmissionError } from './submission-error';
import type { SavedOnDevice } from '../draft/use-application-draft';

/** What the applicant reads when a submission fails: what happened, and what to do. */
export interface SubmissionFailureText {
  title: string;
  message: string;
  /** Only a reload helps (the site was updated, or part of the page would not load). */
  reload: boolean;
}

const NOT_SENT = 'Your application was not sent';

/** Why a send's outcome is unknown, in words. */
function interruption(code: string): string {
  switch (code) {
    case 'offline':
      return 'You appear to be offline';
    case 'server-error':
      return 'Our server ran into a problem';
    default:
      return 'The connection to our server was interrupted';
  }
}

export function describeSubmissionError(error: unknown): SubmissionFailureText {
  if (error instanceof ModuleLoadError) {
    switch (error.code) {
      case 'site-updated':
        return {
          title: 'This site was updated',
          message:
            'A new version of this site was published while you had this page open, so your application was not sent. Reload the page to send it.',
          reload: true,
        };
      case 'reload-needed':
        return {
          title: NOT_SENT,
          message:
            'Part of this page did not load, so your application was not sent. Reload the page to send it.',
          reload: true,
        };
      default:
        return {
          title: NOT_SENT,
          message: describeBackendError(error, 'send your application'),
          reload: false,
        };
    }
  }
  if (error instanceof SubmissionError) {
    if (error.outcome === 'unknown') {
      return {
        title: 'We could not confirm that your application arrived',
        message: `${interruption(error.code)}, so we could not tell whether your application reached us. When you try again, we check first: it will never be sent twice.`,
        reload: false,
      };
    }
    if (error.failure === 'photo-too-large') {
      return {
        title: NOT_SENT,
        message:
          'Your photo is too large to send (10 MB at most). Please choose a smaller photo on the Qualifications step.',
        reload: false,
      };
    }
    if (error.failure === 'upload') {
      return {
        title: NOT_SENT,
        message: describeBackendError(error, 'upload your tool photo'),
        reload: false,
      };
    }
  }
  return {
    title: NOT_SENT,
    message: describeBackendError(error, 'send your application'),
    reload: false,
  };
}

/** What is true about the draft on this device: never "saved" unless it is. */
export function savedOnDeviceSentence(saved: SavedOnDevice, hasPhoto: boolean): string {
  if (!saved.answers) {
    return 'Your answers could not be saved on this device (its storage may be full or turned off), so please keep this page open.';
  }
  if (!hasPhoto) return 'Your answers are saved on this device.';
  if (!saved.photo) {
    return 'Your answers are saved on this device, but your photo could not be saved here: keep this page open, or choose the photo again if you come back.';
  }
  return 'Your answers and photo are saved on this device.';
}
