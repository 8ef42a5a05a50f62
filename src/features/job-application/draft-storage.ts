import { emptyApplication, type ApplicationAnswers, type StepIndex } from './schema';

/**
 * The applicant's draft survives a reload, a crash or an accidental navigation (DECISIONS.md):
 * answers and step in localStorage, the chosen photo in IndexedDB. Both expire after 7 days and are
 * cleared on success or "Start over". Storage that is missing or full never breaks the form: the draft
 * is a convenience, so failures to save are ignored and a draft that can't be read is treated as none.
 */
export const DRAFT_KEY = 'job-application-draft-v1';
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const DB_NAME = 'job-application';
const STORE = 'draft';
const PHOTO_KEY = 'toolImage';

/** What a retry needs to send exactly one mail and upload the photo once (issue 4). */
export interface SubmissionState {
  /** The client-chosen id of the mail document. */
  id: string;
  /** The photo already uploaded for this submission, and which file it was. */
  photo?: { url: string; fingerprint: string };
  /**
   * An earlier write of this mail document ended without a clear answer (a dropped connection, a server
   * error): it may have landed. The create-only rules then refuse the same id, which means "sent".
   */
  mailMaybeSent?: boolean;
}

export interface DraftAnswers {
  version: 1;
  savedAt: number;
  step: StepIndex;
  answers: ApplicationAnswers;
  submission?: SubmissionState;
}

export interface LoadedDraft {
  step: StepIndex;
  answers: ApplicationAnswers;
  photo: File | null;
  submission?: SubmissionState;
}

/** Identifies a chosen file well enough to know whether the uploaded copy is still the same photo. */
export const fileFingerprint = (file: File) => `${file.name}|${file.size}|${file.lastModified}`;

function readAnswers(now: number): DraftAnswers | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<DraftAnswers>;
    if (draft.version !== 1 || typeof draft.savedAt !== 'number' || !draft.answers) return null;
    if (now - draft.savedAt > DRAFT_TTL_MS) {
      window.localStorage.removeItem(DRAFT_KEY); // Expired answers are deleted, not only ignored.
      return null;
    }
    return draft as DraftAnswers;
  } catch {
    return null;
  }
}

export function saveAnswers(
  draft: Omit<DraftAnswers, 'version' | 'savedAt'>,
  now = Date.now(),
): void {
  try {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, savedAt: now, ...draft }));
  } catch {
    // Private mode or a full disk: the form keeps working without a saved draft.
  }
}

function openDatabase(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest | null,
): Promise<T | undefined> {
  const db = await openDatabase();
  if (!db) return undefined;
  try {
    return await new Promise<T | undefined>((resolve) => {
      const transaction = db.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request?.result as T | undefined);
      transaction.onerror = () => resolve(undefined);
      transaction.onabort = () => resolve(undefined);
    });
  } finally {
    db.close();
  }
}

interface StoredPhoto {
  savedAt: number;
  name: string;
  type: string;
  lastModified: number;
  data: ArrayBuffer;
}

/** The file's bytes; FileReader where `Blob.arrayBuffer` is missing (older Safari, jsdom). */
function readBytes(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsArrayBuffer(file);
  });
}

export async function savePhoto(file: File | null, now = Date.now()): Promise<void> {
  if (!file) {
    await withStore('readwrite', (store) => store.delete(PHOTO_KEY));
    return;
  }
  const data = await readBytes(file);
  const record: StoredPhoto = {
    savedAt: now,
    name: file.name,
    type: file.type,
    lastModified: file.lastModified,
    data,
  };
  await withStore('readwrite', (store) => store.put(record, PHOTO_KEY));
}

async function readPhoto(now: number): Promise<File | null> {
  const record = await withStore<StoredPhoto>('readonly', (store) => store.get(PHOTO_KEY));
  if (!record) return null;
  if (now - record.savedAt > DRAFT_TTL_MS) {
    await withStore('readwrite', (store) => store.delete(PHOTO_KEY)); // Expired: deleted too.
    return null;
  }
  return new File([record.data], record.name, {
    type: record.type,
    lastModified: record.lastModified,
  });
}

/** The saved draft, or null when there is none or it has expired (an expired one is deleted). */
export async function loadDraft(now = Date.now()): Promise<LoadedDraft | null> {
  const saved = readAnswers(now);
  const photo = await readPhoto(now).catch(() => null);
  if (!saved && !photo) {
    await clearDraft();
    return null;
  }
  return {
    step: saved?.step ?? 0,
    answers: { ...toAnswersShape(), ...saved?.answers },
    photo,
    submission: saved?.submission,
  };
}

function toAnswersShape(): ApplicationAnswers {
  const { toolImage: _photo, website: _honeypot, ...answers } = emptyApplication;
  return answers;
}

export function forgetAnswers(): void {
  try {
    window.localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

export async function clearDraft(): Promise<void> {
  forgetAnswers();
  await withStore('readwrite', (store) => store.delete(PHOTO_KEY)).catch(() => undefined);
}
