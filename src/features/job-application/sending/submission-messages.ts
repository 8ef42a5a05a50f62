import { describeBackendError } from '../../../lib/backend-error-message';
import { megabytes } from '../../../lib/form/question-words';
import { STEP_TITLES } from '../rules/questions';
import { FILE_FIELDS, fileQuestionOf } from '../rules/schema';
import { ModuleLoadError } from '../../../lib/load-module';
import { submissionCopy as copy } from './submission-copy';
import { SubmissionError } from './submission-error';
import type { SavedOnDevice } from '../draft/use-application-draft';

/** What the applicant reads when a submission fails: what happened, and what to do. */
export interface SubmissionFailureText {
  title: string;
  message: string;
  /** Only a reload helps (the site was updated, or part of the page would not load). */
  reload: boolean;
}

const NOT_SENT = copy.notSent;

/** Why a send's outcome is unknown, in words. */
function interruption(code: string): string {
  switch (code) {
    case 'offline':
      return copy.interruption.offline;
    case 'server-error':
      return copy.interruption.serverError;
    default:
      return copy.interruption.other;
  }
}

export function describeSubmissionError(error: unknown): SubmissionFailureText {
  if (error instanceof ModuleLoadError) {
    switch (error.code) {
      case 'site-updated':
        return { ...copy.siteUpdated, reload: true };
      case 'reload-needed':
        return {
          title: NOT_SENT,
          message: copy.reloadNeeded,
          reload: true,
        };
      default:
        return {
          title: NOT_SENT,
          message: describeBackendError(error, copy.actions.send),
          reload: false,
        };
    }
  }
  if (error instanceof SubmissionError) {
    if (error.outcome === 'unknown') {
      return {
        title: copy.unknownOutcome.title,
        message: copy.unknownOutcome.message(interruption(error.code)),
        reload: false,
      };
    }
    if (error.failure === 'photo-too-large') {
      const question = fileQuestionOf(error.field ?? FILE_FIELDS[0]!);
      return {
        title: NOT_SENT,
        message: copy.photoTooLarge(megabytes(question.maxBytes), STEP_TITLES[question.step]),
        reload: false,
      };
    }
    if (error.failure === 'upload') {
      return {
        title: NOT_SENT,
        message: describeBackendError(error, copy.actions.upload),
        reload: false,
      };
    }
  }
  return {
    title: NOT_SENT,
    message: describeBackendError(error, copy.actions.send),
    reload: false,
  };
}

/** What is true about the draft on this device: never "saved" unless it is. */
export function savedOnDeviceSentence(saved: SavedOnDevice, hasPhoto: boolean): string {
  if (!saved.answers) return copy.saved.nothing;
  // While the photo is being written, only what is sure.
  if (!hasPhoto || saved.photo === 'saving') return copy.saved.answers;
  if (!saved.photo) return copy.saved.answersNotPhoto;
  return copy.saved.answersAndPhoto;
}
