import type { SubmissionState } from './draft-storage';
import { fileFingerprint } from './draft-storage';
import { buildMailDocument, type MailDocument } from './mail';
import { toAnswers, type ApplicationValues } from './schema';

/**
 * Submission (spec §4, §7): upload the photo, then write the mail document. Throws a
 * `SubmissionError` on failure, never swallows. Its dependencies are handed in so tests can pass fakes;
 * `firebase-submit.ts` wires the real Firebase adapter.
 */
export type SubmitStage = 'preparing-photo' | 'uploading-photo' | 'sending';

export interface SubmitProgress {
  stage: SubmitStage;
  /** 0..1 while the photo uploads. */
  fraction?: number;
}

export interface SubmitApplicationInput {
  values: ApplicationValues;
  /** The mail document id and any photo already uploaded for it, kept with the draft for retries. */
  submission: SubmissionState;
  onProgress?: (progress: SubmitProgress) => void;
  /** Called once the photo is stored, so a retry can reuse it instead of uploading it again. */
  onPhotoUploaded?: (photo: NonNullable<SubmissionState['photo']>) => void;
  /** Called when the mail write failed without a clear answer, so it may have landed. */
  onMailMaybeSent?: () => void;
}

export type SubmitApplication = (input: SubmitApplicationInput) => Promise<void>;

export interface SubmitDependencies {
  onboardingEmail: string;
  prepareImage: (file: File) => Promise<File>;
  /** Uploads one file and resolves to its download address (`uploadFiles` over the adapter). */
  uploadPhoto: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  /** Creates the mail document with this id, adding the server timestamp `createdAt`. */
  writeMail: (id: string, mail: MailDocument) => Promise<void>;
}

export type SubmissionFailure = 'photo-too-large' | 'upload' | 'mail';

/**
 * Failures that prove the mail document was not written. 'offline' is not one: the connection may have
 * dropped after the write reached the server.
 */
const DEFINITE_WRITE_FAILURES = new Set(['permission-denied', 'invalid-argument']);

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error
    ? String((error as { code: unknown }).code)
    : 'unknown';

export class SubmissionError extends Error {
  readonly failure: SubmissionFailure;
  /** The adapter's error code when there is one ('offline', 'permission-denied', …). */
  readonly code: string;

  constructor(failure: SubmissionFailure, cause: unknown) {
    const code = codeOf(cause);
    super(`Submission failed at ${failure} (${code})`, { cause });
    this.name = 'SubmissionError';
    this.failure = failure;
    this.code = code;
  }
}

/** The storage rules' size limit for one photo: they accept only sizes strictly below it. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export function createSubmitApplication(deps: SubmitDependencies): SubmitApplication {
  return async ({ values, submission, onProgress, onPhotoUploaded, onMailMaybeSent }) => {
    let toolImageUrl: string | null = null;
    const photo = values.toolImage;
    if (photo) {
      const fingerprint = fileFingerprint(photo);
      if (submission.photo?.fingerprint === fingerprint) {
        toolImageUrl = submission.photo.url;
      } else {
        onProgress?.({ stage: 'preparing-photo' });
        const prepared = await deps.prepareImage(photo);
        if (prepared.size >= MAX_PHOTO_BYTES) {
          throw new SubmissionError('photo-too-large', { code: 'photo-too-large' });
        }
        onProgress?.({ stage: 'uploading-photo', fraction: 0 });
        try {
          toolImageUrl = await deps.uploadPhoto(prepared, (fraction) =>
            onProgress?.({ stage: 'uploading-photo', fraction }),
          );
        } catch (error) {
          throw new SubmissionError('upload', error);
        }
        onPhotoUploaded?.({ url: toolImageUrl, fingerprint });
      }
    }

    onProgress?.({ stage: 'sending' });
    const mail = buildMailDocument({
      answers: toAnswers(values),
      toolImageUrl,
      onboardingEmail: deps.onboardingEmail,
    });
    try {
      await deps.writeMail(submission.id, mail);
    } catch (error) {
      const code = codeOf(error);
      // The earlier attempt landed: the create-only rules refuse a second document with this id.
      if (code === 'permission-denied' && submission.mailMaybeSent) return;
      if (!DEFINITE_WRITE_FAILURES.has(code)) onMailMaybeSent?.();
      throw new SubmissionError('mail', error);
    }
  };
}
