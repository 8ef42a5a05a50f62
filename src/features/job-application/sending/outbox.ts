import type { ApplicationRecord } from '../rules/application-record';
import type { FileField } from '../rules/schema';

/**
 * The application waiting for a connection (docs/decisions/0058-offline-site.md): what the service
 * worker needs to send it by itself (Background Sync), kept in IndexedDB, which both the page and the
 * worker can read (the worker cannot read the draft in localStorage). One at a time: the applicant's
 * one application. The page writes it when Confirm & Submit finds no connection; whoever sends it,
 * page or worker, does so holding the send lock (`withSendLock`) and records here what it did, so the
 * photos are uploaded once and the application written once. It is deleted once the page knows the
 * application arrived, on "Start over", and with the draft.
 *
 * This module runs in the page and in the service worker: nothing of `window` or `document`.
 */
export interface QueuedApplication {
  /** The application's id (and its receipt's): the same whoever sends it. */
  id: string;
  /** The receipt's digest of these answers and photos (receipt.ts). */
  digest: string;
  /** The application as it will be written, less where its files are. */
  record: Omit<ApplicationRecord, 'files'>;
  /** Each file question's file, to upload (or uploaded). */
  files: Partial<Record<FileField, QueuedFile>>;
  /**
   * 'waiting': nothing written yet. 'sending': a write of the application was started, its outcome
   * may be unknown (the receipt tells). 'sent': the write was answered: it arrived.
   */
  state: 'waiting' | 'sending' | 'sent';
  queuedAt: number;
}

/** A file of the queued application: its bytes, and where it goes. */
export interface QueuedFile {
  data: ArrayBuffer;
  contentType: string;
  /** fileFingerprint of the chosen file: the page reuses an upload of this file only. */
  fingerprint: string;
  /** Where the worker uploads it (the upload helper's shape). */
  uploadPath: string;
  /** Where it was uploaded, once it was (by the worker, or by the page), and when (ms). */
  path?: string;
  uploadedAt?: number;
}

/** The Background Sync tag the page registers and the worker answers. */
export const SEND_SYNC_TAG = 'send-application';
/** The Web Lock held while the queued application is being sent, by the page or the worker. */
export const SEND_LOCK = 'job-application-send';
/** The worker's message to the open pages once it has sent the application. */
export const SENT_MESSAGE = 'application-sent';

/** Kept no longer than the draft it came from (docs/decisions/0003: 7 days). */
export const OUTBOX_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const DB_NAME = 'job-application-outbox';
const STORE = 'outbox';
const KEY = 'application';
const OPEN_TIMEOUT_MS = 1500;

function openOutbox(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), OPEN_TIMEOUT_MS);
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      clearTimeout(timer);
      resolve(request.result);
    };
    request.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    request.onblocked = () => {
      clearTimeout(timer);
      resolve(null);
    };
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest,
): Promise<{ ok: boolean; result?: T }> {
  const db = await openOutbox();
  if (!db) return { ok: false };
  try {
    return await new Promise((resolve) => {
      const transaction = db.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve({ ok: true, result: request.result as T });
      transaction.onerror = () => resolve({ ok: false });
      transaction.onabort = () => resolve({ ok: false });
    });
  } catch {
    return { ok: false };
  } finally {
    db.close();
  }
}

const isQueuedFile = (value: unknown): value is QueuedFile => {
  const file = value as Partial<QueuedFile> | undefined;
  return typeof file?.data?.byteLength === 'number' && typeof file.uploadPath === 'string';
};

/**
 * A queued application as this version keeps it. One queued by a page from before the files had
 * names held its one photo as `photo`: the tool photo's.
 */
function asQueued(value: unknown): QueuedApplication | null {
  const queued = value as (Partial<QueuedApplication> & { photo?: unknown }) | undefined;
  if (!queued || typeof queued !== 'object') return null;
  const { photo, ...rest } = queued;
  const files = rest.files ?? (photo ? { toolImage: photo } : undefined);
  const valid =
    typeof rest.id === 'string' &&
    typeof rest.digest === 'string' &&
    typeof rest.record === 'object' &&
    typeof files === 'object' &&
    Object.values(files).every(isQueuedFile) &&
    (rest.state === 'waiting' || rest.state === 'sending' || rest.state === 'sent');
  return valid ? ({ ...rest, files } as QueuedApplication) : null;
}

/**
 * The queued application, or null (none, storage unreadable, or older than the draft may be: it is
 * then deleted).
 */
export async function readQueued(now = Date.now()): Promise<QueuedApplication | null> {
  const { result: stored } = await inStore<unknown>('readonly', (store) => store.get(KEY));
  const result = asQueued(stored);
  if (!result) return null;
  if (now - result.queuedAt > OUTBOX_TTL_MS) {
    await deleteQueued();
    return null;
  }
  return result;
}

/** Saves it (replacing any other); false when it could not be saved. */
export async function putQueued(queued: QueuedApplication): Promise<boolean> {
  return (await inStore('readwrite', (store) => store.put(queued, KEY))).ok;
}

export async function deleteQueued(): Promise<void> {
  await inStore('readwrite', (store) => store.delete(KEY));
}

/**
 * Runs `action` holding the send lock, so the page and the worker never send at the same time; where
 * there are no Web Locks, runs it at once.
 */
export function withSendLock<T>(action: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return action();
  return locks.request(SEND_LOCK, action) as Promise<T>;
}
