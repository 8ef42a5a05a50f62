import type { Locale } from '../../../i18n/locales';
import { parseApplicationRecord, toApplicationRecord } from '../rules/application-record';
import { FILE_FIELDS, type ApplicationValues } from '../rules/schema';
import {
  deleteQueued,
  putQueued,
  readQueued,
  SEND_SYNC_TAG,
  withSendLock,
  type QueuedApplication,
} from './outbox';
import { applicationDigest, fileFingerprint } from './receipt';
import { reusableUpload, type SubmissionState, type SubmitResult } from './submit';
import { buildUploadPath, contentTypeOf } from './upload';

/**
 * The page's side of an application sent later (docs/decisions/0058-offline-site.md), loaded when
 * Confirm & Submit finds no connection, or a queued application is to be sent: it keeps what the
 * service worker needs in the outbox and asks the browser for a Background Sync; and, when the page
 * sends it itself, it first takes in what the worker did, under the same lock.
 */

interface BackgroundSyncRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

/** Asks the browser to wake the service worker once the connection is back (where it can). */
async function requestBackgroundSend(): Promise<boolean> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      (ServiceWorkerRegistration & BackgroundSyncRegistration) | undefined;
    if (!registration?.active || !registration.sync) return false;
    await registration.sync.register(SEND_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

/** The file's bytes; FileReader where `Blob.arrayBuffer` is missing (older Safari, jsdom). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Keeps the application for the service worker: the record it will write, each photo and where to
 * upload it, the receipt's digest, and what the page already did (a photo uploaded, a write started).
 * Resolves to whether the browser will send it by itself (Background Sync registered); the page sends
 * it anyway when the connection returns while it is open, or the next time the site is opened.
 */
export async function queueApplication({
  values,
  submission,
  language,
}: {
  values: ApplicationValues;
  submission: SubmissionState;
  language: Locale;
}): Promise<boolean> {
  const chosen = FILE_FIELDS.flatMap((field) => {
    const file = values[field];
    return file ? [{ field, file, fingerprint: fileFingerprint(file) }] : [];
  });
  const uploadPaths = Object.fromEntries(
    chosen.map(({ field, file }) => {
      const contentType = contentTypeOf(file) ?? 'application/octet-stream';
      return [
        field,
        { contentType, uploadPath: buildUploadPath(file.name, Date.now(), undefined, contentType) },
      ];
    }),
  );
  const { files: _files, ...record } = toApplicationRecord(values, {
    files: Object.fromEntries(chosen.map(({ field }) => [field, uploadPaths[field]!.uploadPath])),
    language,
    updates: submission.delivered?.id ?? null,
  });
  const paths = Object.fromEntries(
    chosen.map(({ field }) => [field, uploadPaths[field]!.uploadPath]),
  );
  if (!parseApplicationRecord({ ...record, files: paths }).ok) return false;
  const digest = await applicationDigest(submission.id, values);
  const bytes = await Promise.all(chosen.map(({ file }) => bytesOf(file)));
  const saved = await withSendLock(async () => {
    const earlier = await readQueued();
    const same = earlier?.id === submission.id && earlier.digest === digest;
    // What the worker did with these very answers stays recorded.
    if (same && earlier.state !== 'waiting') return true;
    const files: QueuedApplication['files'] = {};
    const now = Date.now();
    chosen.forEach(({ field, fingerprint }, index) => {
      // An upload of this very photo, recent enough to go with the application (submit.ts).
      const byPage = submission.files?.[field];
      const byWorker = same ? earlier.files[field] : undefined;
      const uploaded = reusableUpload(byPage, fingerprint, now)
        ? { path: byPage.path, uploadedAt: byPage.at }
        : byWorker?.path &&
            reusableUpload(
              { path: byWorker.path, fingerprint: byWorker.fingerprint, at: byWorker.uploadedAt },
              fingerprint,
              now,
            )
          ? { path: byWorker.path, uploadedAt: byWorker.uploadedAt }
          : {};
      files[field] = {
        data: bytes[index]!,
        contentType: uploadPaths[field]!.contentType,
        fingerprint,
        uploadPath: uploadPaths[field]!.uploadPath,
        ...uploaded,
      };
    });
    const queued: QueuedApplication = {
      id: submission.id,
      digest,
      record,
      files,
      // A write the page started whose outcome is unknown: the worker reads the receipt first.
      state: submission.sending?.digest === digest ? 'sending' : 'waiting',
      queuedAt: Date.now(),
    };
    return putQueued(queued);
  });
  return saved && (await requestBackgroundSend());
}

/**
 * The page sends the queued application itself (the connection is back, or the site was opened
 * again): holding the send lock, it first takes in what the worker did (a photo it uploaded, a write
 * it made, which the receipt then confirms), then sends, and forgets the queued copy once sent.
 */
export function sendQueuedFromPage(
  submission: SubmissionState,
  values: ApplicationValues,
  send: (submission: SubmissionState) => Promise<SubmitResult>,
): Promise<SubmitResult> {
  return withSendLock(async () => {
    const queued = await readQueued();
    let state = submission;
    if (queued?.id === submission.id) {
      for (const field of FILE_FIELDS) {
        const file = values[field];
        const fingerprint = file ? fileFingerprint(file) : null;
        const uploaded = queued.files[field];
        if (uploaded?.path && uploaded.fingerprint === fingerprint && !state.files?.[field]) {
          const at = uploaded.uploadedAt;
          state = {
            ...state,
            files: {
              ...state.files,
              [field]: { path: uploaded.path, fingerprint, ...(at === undefined ? {} : { at }) },
            },
          };
        }
      }
      if (queued.state !== 'waiting' && !state.sending) {
        state = { ...state, sending: { digest: queued.digest, startedAt: queued.queuedAt } };
      }
    }
    const result = await send(state);
    await deleteQueued();
    return result;
  });
}

export { deleteQueued };
