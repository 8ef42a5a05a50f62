import type { Locale } from '../../../i18n/locales';
import { newDocumentId } from '../../../lib/ids';
import {
  parseApplicationRecord,
  toApplicationRecord,
  type ApplicationFiles,
  type ApplicationRecord,
} from '../rules/application-record';
import {
  FILE_FIELDS,
  fileQuestionOf,
  type ApplicationValues,
  type FileField,
} from '../rules/schema';
import { REUPLOAD_AFTER_MS } from '../rules/photo-path';
import { SubmissionError } from './submission-error';
import { applicationDigest, fileFingerprint, type Receipt } from './receipt';

/**
 * Submission (docs/product.md, Submitting): upload each photo, then write the application and its
 * receipt. The browser writes the application as typed answers; the product's function checks it
 * and composes the mail to the onboarding team
 * (docs/decisions/0056-only-the-company-writes-its-mail.md). The outcome of a send is known, not
 * guessed (docs/decisions/0030-known-send-outcome.md):
 * the draft records that an id is being sent before the write starts, and whenever the answer is
 * unclear the receipt says whether the application arrived. Throws a `SubmissionError` on failure,
 * never swallows. Its dependencies are handed in so tests can pass fakes; `firebase-submit.ts`
 * wires the real adapter.
 */
export type SubmitStage = 'checking' | 'preparing-photo' | 'uploading-photo' | 'sending';

export interface SubmitProgress {
  stage: SubmitStage;
  /** 0..1 while the photo uploads. */
  fraction?: number;
}

/** A file uploaded for a submission: its storage path, which chosen file it was, and when. */
export interface UploadedFile {
  path: string;
  fingerprint: string;
  /** When it was uploaded (ms): an upload older than `REUPLOAD_AFTER_MS` is made again. */
  at?: number;
}

/** Whether an upload of this very file is recent enough to go with the application. */
export const reusableUpload = (
  uploaded: UploadedFile | undefined,
  fingerprint: string,
  now: number,
): uploaded is UploadedFile =>
  uploaded?.fingerprint === fingerprint &&
  uploaded.at !== undefined &&
  now - uploaded.at < REUPLOAD_AFTER_MS;

/**
 * What a retry needs to send exactly one application, upload each photo once, and know, not guess,
 * whether an earlier send arrived (docs/decisions/0030-known-send-outcome.md).
 */
export interface SubmissionState {
  /** The client-chosen id of the next application (and of its receipt, and of the mail). */
  id: string;
  /** The files already uploaded for this submission, by file question. */
  files?: Partial<Record<FileField, UploadedFile>>;
  /**
   * Saved just before the write of `id` starts, cleared once its outcome is known: while it is set, the
   * application may have arrived, and its receipt says whether it did. `digest` identifies what was
   * sent (`applicationDigest`).
   */
  sending?: { digest: string; startedAt: number };
  /** An application known to have arrived (its receipt was read): another send is an update of it. */
  delivered?: { id: string; digest: string; at: number };
  /**
   * Confirm & Submit found no connection: the application waits to be sent by itself, by this page
   * when the connection returns, by the service worker, or the next time the site is opened
   * (docs/decisions/0058-offline-site.md; what the worker needs is in the outbox, sending/outbox.ts).
   */
  queued?: { at: number };
}

export interface SubmitApplicationInput {
  values: ApplicationValues;
  /** The application's id, the photo already uploaded and what is known of earlier sends. */
  submission: SubmissionState;
  onProgress?: (progress: SubmitProgress) => void;
  /**
   * Called, synchronously, each time the submission's state changes (a photo stored, a send about to
   * start, an outcome learned), so the draft keeps it: before a write starts, the draft says so.
   */
  onSubmissionChange?: (submission: SubmissionState) => void;
  /**
   * The language the applicant applied in: the wizard's build's (i18n/locales). The application
   * records it, and the mail says so when it is not English; English when not given.
   */
  language?: Locale;
}

export interface SubmitResult {
  /** 'already-sent': these very answers had arrived with an earlier send; nothing was sent again. */
  outcome: 'sent' | 'already-sent';
  /** The answers went as an update of an application that had arrived before. */
  update: boolean;
}

export type SubmitApplication = (input: SubmitApplicationInput) => Promise<SubmitResult>;

export type CheckOutcome =
  /** The application arrived, with the answers as they are now. */
  | 'arrived'
  /** It arrived, and answers were changed since: sending again sends an update. */
  | 'arrived-then-changed'
  /** It did not arrive: sending again sends it, under the same id. */
  | 'not-arrived';

/** Finds out whether the send recorded in `submission.sending` arrived (a reopened draft). */
export type CheckSubmission = (
  submission: SubmissionState,
  values: ApplicationValues,
) => Promise<{ outcome: CheckOutcome; submission: SubmissionState }>;

export interface SubmitDependencies {
  prepareImage: (file: File) => Promise<File>;
  /** Uploads one file and resolves to its storage path (`uploadFiles` over the adapter). */
  uploadPhoto: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  /**
   * Creates the application and its receipt, both with this id, in one atomic write (both or
   * neither), adding the server timestamp `createdAt` to each.
   */
  writeApplication: (id: string, application: ApplicationRecord, receipt: Receipt) => Promise<void>;
  /** The receipt with this id, or null when there is none: the application did not arrive. */
  readReceipt: (id: string) => Promise<Receipt | null>;
  newId?: () => string;
  now?: () => number;
}

/**
 * What is known once the receipt of `state.id` has been read: without one, nothing arrived and the
 * same id is sent again; with one, that application arrived, and a further send is an update of it
 * under a new id.
 */
function afterReceipt(
  state: SubmissionState,
  receipt: Receipt | null,
  newId: () => string,
  now: number,
): SubmissionState {
  if (!receipt) {
    const { sending: _sending, ...rest } = state;
    return rest;
  }
  return {
    id: newId(),
    ...(state.files ? { files: state.files } : {}),
    delivered: { id: state.id, digest: receipt.digest, at: now },
  };
}

async function readReceiptOrThrow(deps: SubmitDependencies, id: string): Promise<Receipt | null> {
  try {
    return await deps.readReceipt(id);
  } catch (error) {
    throw new SubmissionError('check', error, 'unknown');
  }
}

export function createCheckSubmission(deps: SubmitDependencies): CheckSubmission {
  const newId = deps.newId ?? newDocumentId;
  const now = deps.now ?? Date.now;
  return async (submission, values) => {
    if (!submission.sending) return { outcome: 'not-arrived', submission };
    const receipt = await readReceiptOrThrow(deps, submission.id);
    const next = afterReceipt(submission, receipt, newId, now());
    if (!receipt) return { outcome: 'not-arrived', submission: next };
    const digest = await applicationDigest(submission.id, values);
    return {
      outcome: digest === receipt.digest ? 'arrived' : 'arrived-then-changed',
      submission: next,
    };
  };
}

export function createSubmitApplication(deps: SubmitDependencies): SubmitApplication {
  const newId = deps.newId ?? newDocumentId;
  const now = deps.now ?? Date.now;
  return async ({ values, submission, onProgress, onSubmissionChange, language = 'en' }) => {
    let state = submission;
    const keep = (next: SubmissionState) => {
      state = next;
      onSubmissionChange?.(next);
    };

    // An earlier send whose outcome is unknown (the page closed, the answer was lost): learn it first.
    if (state.sending) {
      onProgress?.({ stage: 'checking' });
      keep(afterReceipt(state, await readReceiptOrThrow(deps, state.id), newId, now()));
    }
    // These very answers already arrived: nothing to send.
    if (state.delivered) {
      const digest = await applicationDigest(state.delivered.id, values);
      if (digest === state.delivered.digest) return { outcome: 'already-sent', update: false };
    }

    // Each file is uploaded once: a retry reuses the upload of the same chosen file.
    const files: ApplicationFiles = {};
    for (const field of FILE_FIELDS) {
      const file = values[field];
      const question = fileQuestionOf(field);
      // The wizard never gets here without a required photo (its step requires it); nor do the checks.
      if (!file) {
        if (question.required)
          throw new SubmissionError('upload', { code: 'no-photo' }, 'not-sent', field);
        continue;
      }
      const fingerprint = fileFingerprint(file);
      const uploaded = state.files?.[field];
      if (reusableUpload(uploaded, fingerprint, now())) {
        files[field] = uploaded.path;
        continue;
      }
      onProgress?.({ stage: 'preparing-photo' });
      const prepared = await deps.prepareImage(file);
      if (prepared.size >= question.maxBytes) {
        throw new SubmissionError(
          'photo-too-large',
          { code: 'photo-too-large' },
          'not-sent',
          field,
        );
      }
      onProgress?.({ stage: 'uploading-photo', fraction: 0 });
      let path: string;
      try {
        path = await deps.uploadPhoto(prepared, (fraction) =>
          onProgress?.({ stage: 'uploading-photo', fraction }),
        );
      } catch (error) {
        throw new SubmissionError('upload', error, 'not-sent', field);
      }
      keep({ ...state, files: { ...state.files, [field]: { path, fingerprint, at: now() } } });
      files[field] = path;
    }

    // At most twice: once more, as an update, if an older version turns out to hold this id.
    for (let attempt = 0; ; attempt += 1) {
      const update = Boolean(state.delivered);
      const digest = await applicationDigest(state.id, values);
      const application = toApplicationRecord(values, {
        files,
        language,
        updates: state.delivered?.id ?? null,
      });
      // The wizard checked every step with these rules; a record that breaks them is a defect here,
      // reported as a refused send rather than written and refused by the server.
      if (!parseApplicationRecord(application).ok) {
        throw new SubmissionError('mail', { code: 'invalid-argument' });
      }
      onProgress?.({ stage: 'sending' });
      keep({ ...state, sending: { digest, startedAt: now() } });
      try {
        await deps.writeApplication(state.id, application, { digest });
        keep(afterReceipt(state, { digest }, newId, now()));
        return { outcome: 'sent', update };
      } catch (error) {
        // The write may have landed although its answer was lost, or been refused because this id was
        // written before: the receipt tells.
        const receipt = await readReceiptOrThrow(deps, state.id).catch(() => {
          throw new SubmissionError('mail', error, 'unknown'); // `sending` stays recorded
        });
        if (receipt?.digest === digest) {
          keep(afterReceipt(state, receipt, newId, now()));
          return { outcome: 'sent', update };
        }
        if (receipt) {
          // An earlier version of these answers arrived under this id: send them as its update.
          keep(afterReceipt(state, receipt, newId, now()));
          if (attempt === 0) continue;
          throw new SubmissionError('mail', error);
        }
        const { sending: _sending, ...notSent } = state;
        keep(notSent);
        throw new SubmissionError('mail', error);
      }
    }
  };
}
