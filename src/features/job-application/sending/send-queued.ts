import type { FirebaseSettings } from '../../../lib/firebase-config';
import { RECEIPTS_COLLECTION } from '../rules/collections';
import { FUNCTIONS_REGION, SUBMIT_APPLICATION } from './callables';
import {
  putQueued,
  readQueued,
  withSendLock,
  type QueuedApplication,
  type QueuedFile,
} from './outbox';

/**
 * The service worker's send of the application queued without a connection
 * (docs/decisions/0058-offline-site.md), made when Background Sync says the connection is back, even
 * after the page was closed. The worker has no Firebase SDK: it makes the very requests the SDK makes
 * for the page (tests/e2e/support/firebase-standin.ts lists them), through `fetch`:
 *
 * 1. each photo: `POST {storage}/v0/b/{bucket}/o?name={path}`, one multipart/related body (the
 *    object's name and content type, then its bytes), to the path the page chose when it queued it;
 * 2. the application: the callable `submitApplication`, as the Functions SDK calls it,
 *    `POST {functions}/submitApplication` with `{"data": {id, record, digest}}` → `{"result": …}`, or
 *    an error `{"error": {"status", "message"}}` with the matching HTTP status; the function stores
 *    the application and its receipt (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md);
 * 3. where the outcome of a call is unclear, the receipt: `documents:batchGet`.
 *
 * The same id as the page would use, so a second call with the same answers is a success and one
 * with other answers is refused, and the receipt says which version arrived (docs/decisions/0030-known-send-outcome.md). Everything happens
 * holding the send lock, and what was done is recorded in the outbox at once: the photo is uploaded
 * once and the application written once, whoever sends it. A network failure throws, so that the
 * browser tries the sync again later; anything the page must explain to the applicant (a refusal) is
 * left for the page, which sends it the next time the site is opened.
 */
export interface RestTarget {
  firestore: string;
  storage: string;
  /** Where the callables are: `{origin}/{project}/{region}` (emulator) or `https://{region}-{project}.cloudfunctions.net`. */
  functions: string;
  /** `projects/{project}/databases/(default)` */
  database: string;
  bucket: string;
}

/** Where the requests go, from the same settings the page's SDK uses (src/lib/firebase-config.ts). */
export function restTargetOf(settings: FirebaseSettings): RestTarget {
  const local = (port: number) => `http://${settings.emulatorHost}:${port}`;
  return {
    firestore: settings.useEmulators
      ? local(settings.firestorePort)
      : 'https://firestore.googleapis.com',
    storage: settings.useEmulators
      ? local(settings.storagePort)
      : 'https://firebasestorage.googleapis.com',
    // The addresses the Functions SDK uses for the page (its emulator and production forms).
    functions: settings.useEmulators
      ? `${local(settings.functionsPort)}/${settings.config.projectId}/${FUNCTIONS_REGION}`
      : `https://${FUNCTIONS_REGION}-${settings.config.projectId}.cloudfunctions.net`,
    database: `projects/${settings.config.projectId}/databases/(default)`,
    bucket: settings.config.storageBucket,
  };
}

/**
 * 'nothing': nothing queued (or already sent); 'sent': it arrived; 'left-for-page': the worker
 * cannot send it (App Check, a refusal, another version under this id): the page does, and says why.
 */
export type QueuedSendOutcome = 'nothing' | 'sent' | 'left-for-page';

type Fetch = typeof fetch;

const documentName = (target: RestTarget, collection: string, id: string) =>
  `${target.database}/documents/${collection}/${id}`;

/**
 * The body of the call the Functions SDK makes for the page: `{ data: { id, record, digest } }`, the
 * record with where each file was uploaded.
 */
export function callBody(queued: QueuedApplication) {
  const files = Object.fromEntries(
    Object.entries(queued.files).map(([field, file]) => [field, file?.path]),
  );
  return { data: { id: queued.id, record: { ...queued.record, files }, digest: queued.digest } };
}

/** Uploads a photo in one multipart request. */
async function uploadPhoto(fetcher: Fetch, target: RestTarget, id: string, file: QueuedFile) {
  const { uploadPath: path, contentType, data } = file;
  const boundary = `roadready-${id}`;
  const body = new Blob([
    `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n`,
    JSON.stringify({ name: path, fullPath: path, contentType }),
    `\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`,
    data,
    `\r\n--${boundary}--`,
  ]);
  const response = await fetcher(
    `${target.storage}/v0/b/${encodeURIComponent(target.bucket)}/o?name=${encodeURIComponent(path)}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': `multipart/related; boundary=${boundary}`,
        'X-Goog-Upload-Protocol': 'multipart',
      },
      body,
    },
  );
  return response;
}

/** The receipt's digest for `id`, or null when there is none. */
async function readReceiptDigest(fetcher: Fetch, target: RestTarget, id: string) {
  const response = await fetcher(`${target.firestore}/v1/${target.database}/documents:batchGet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ documents: [documentName(target, RECEIPTS_COLLECTION, id)] }),
  });
  if (!response.ok) throw new Error(`The receipt could not be read (HTTP ${response.status})`);
  const [result] = (await response.json()) as {
    found?: { fields?: { digest?: { stringValue?: string } } };
  }[];
  return result?.found?.fields?.digest?.stringValue ?? null;
}

/** Sends the queued application, if there is one: see the module's comment. */
export function sendQueuedApplication({
  fetch: fetcher,
  target,
  appCheck = false,
}: {
  fetch: Fetch;
  target: RestTarget;
  /** App Check is on: a worker cannot get its token, so the page sends. */
  appCheck?: boolean;
}): Promise<QueuedSendOutcome> {
  return withSendLock(async () => {
    const found = await readQueued();
    if (!found || found.state === 'sent') return 'nothing';
    let queued: QueuedApplication = found;
    if (appCheck) return 'left-for-page';
    const keep = async (next: QueuedApplication) => {
      queued = next;
      await putQueued(next);
    };
    // Arrived: the photos' bytes are no longer needed; the rest tells the page, when it opens, to
    // confirm it through the receipt (and then deletes it).
    const arrived = async (current: QueuedApplication): Promise<QueuedSendOutcome> => {
      const files = Object.fromEntries(
        Object.entries(current.files).map(([field, file]) => [
          field,
          { ...file, data: new ArrayBuffer(0) },
        ]),
      );
      await keep({ ...current, state: 'sent', files });
      return 'sent';
    };

    // A write started earlier (by the page or this worker) may have landed: the receipt tells.
    if (queued.state === 'sending') {
      const digest = await readReceiptDigest(fetcher, target, queued.id);
      if (digest === queued.digest) return arrived(queued);
      if (digest !== null) return 'left-for-page';
    }

    for (const [field, file] of Object.entries(queued.files) as [string, QueuedFile][]) {
      if (file.path) continue;
      const response = await uploadPhoto(fetcher, target, queued.id, file);
      if (response.status >= 500 || response.status === 429) {
        throw new Error(`The photo upload failed (HTTP ${response.status})`);
      }
      if (!response.ok) return 'left-for-page';
      await keep({
        ...queued,
        files: {
          ...queued.files,
          [field]: { ...file, path: file.uploadPath, uploadedAt: Date.now() },
        },
      });
    }

    await keep({ ...queued, state: 'sending' });
    const response = await fetcher(`${target.functions}/${SUBMIT_APPLICATION}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(callBody(queued)),
    });
    // The same id and answers again is answered as a success, so `ok` is enough.
    if (response.ok) return arrived(queued);
    if (response.status === 409) {
      // Another version holds this id (the page sent one): the receipt says which.
      const digest = await readReceiptDigest(fetcher, target, queued.id);
      if (digest === queued.digest) return arrived(queued);
      return 'left-for-page';
    }
    if (response.status >= 500 || response.status === 429) {
      throw new Error(`The application could not be sent (HTTP ${response.status})`);
    }
    return 'left-for-page';
  });
}
