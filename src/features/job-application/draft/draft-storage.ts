import { answerProblem } from '../../../lib/form/check-answer';
import {
  ANSWER_IDS,
  emptyApplication,
  FILE_FIELDS,
  isStepName,
  questionOf,
  STEPS,
  toAnswers,
  type ApplicationAnswers,
  type FileField,
  type StepName,
} from '../rules/schema';
import { PHOTO_PATH_PATTERN } from '../rules/photo-path';
import type { SubmissionState } from '../sending/submit';

/**
 * The applicant's draft survives a reload, a crash or an accidental navigation
 * (docs/decisions/0003-draft-and-retries.md): answers and step in localStorage, the chosen photo in
 * IndexedDB. Both expire after 7 days and are cleared on success or "Start over". Storage that is
 * missing or full never breaks the form: the draft is a convenience, so failures to save are
 * ignored and a draft that can't be read is treated as none.
 */
export const DRAFT_KEY = 'job-application-draft-v1';
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const DB_NAME = 'job-application';
const STORE = 'draft';

const isString = (value: unknown): value is string => typeof value === 'string';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isUploaded = (value: unknown): value is { path: string; fingerprint: string; at?: number } =>
  isRecord(value) &&
  isString(value.path) &&
  PHOTO_PATH_PATTERN.test(value.path) &&
  isString(value.fingerprint);

/**
 * Keeps a saved submission only in the shape this version writes. A draft saved before the files had
 * names recorded its one uploaded photo as `photo`: the tool photo's.
 */
function sanitizeSubmission(value: unknown): SubmissionState | undefined {
  if (!isRecord(value) || !isString(value.id)) return undefined;
  const submission: SubmissionState = { id: value.id };
  const { photo, sending, delivered, queued } = value;
  const files = isRecord(value.files) ? value.files : { toolImage: photo };
  // A photo uploaded under a path the rules would refuse (or recorded by an older version as its
  // download address) is forgotten: it is uploaded again with the next send.
  for (const field of FILE_FIELDS) {
    const uploaded = files[field];
    if (isUploaded(uploaded)) {
      submission.files = {
        ...submission.files,
        [field]: {
          path: uploaded.path,
          fingerprint: uploaded.fingerprint,
          ...(typeof uploaded.at === 'number' ? { at: uploaded.at } : {}),
        },
      };
    }
  }
  if (isRecord(sending) && isString(sending.digest) && typeof sending.startedAt === 'number') {
    submission.sending = { digest: sending.digest, startedAt: sending.startedAt };
  }
  if (
    isRecord(delivered) &&
    isString(delivered.id) &&
    isString(delivered.digest) &&
    typeof delivered.at === 'number'
  ) {
    submission.delivered = { id: delivered.id, digest: delivered.digest, at: delivered.at };
  }
  if (isRecord(queued) && typeof queued.at === 'number') submission.queued = { at: queued.at };
  return submission;
}

/**
 * What localStorage holds. `step` is the step's name; a draft saved before the steps had names holds
 * its place (0 to 3) instead, read as the step there (`readStep`). The version stays 1, as nothing
 * else changed: a page of the earlier site still open in a tab reads a name as no step and opens the
 * draft on the first step with every answer, where a new version would make it drop the whole draft.
 */
export interface DraftAnswers {
  version: 1;
  savedAt: number;
  step: StepName;
  answers: ApplicationAnswers;
  submission?: SubmissionState;
}

export interface LoadedDraft {
  step: StepName;
  answers: ApplicationAnswers;
  /** The chosen file of each file question that has one. */
  files: Partial<Record<FileField, File>>;
  submission?: SubmissionState;
}

/**
 * The step a draft was saved on: its name or, in a draft saved before the steps had names, the step at
 * the place it holds (0 to 3: 2 is the qualifications step). Anything else (a draft edited by hand)
 * opens the first step.
 */
function readStep(saved: unknown): StepName {
  if (isStepName(saved)) return saved;
  const atPlace = typeof saved === 'number' ? STEPS[saved] : undefined;
  return atPlace ?? 'contact';
}

function readAnswers(): DraftAnswers | null {
  try {
    const raw = window.localStorage.getItem(DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as
      (Partial<Omit<DraftAnswers, 'step'>> & { step?: unknown }) | null;
    if (draft?.version !== 1 || typeof draft.savedAt !== 'number') return null;
    if (typeof draft.answers !== 'object' || draft.answers === null) return null;
    return { ...(draft as Omit<DraftAnswers, 'step'>), step: readStep(draft.step) };
  } catch {
    return null;
  }
}

/**
 * Keeps only saved values of the right type (a draft written by another version, or edited by hand,
 * must never crash the form): each answer as its question takes it (any text for a text, 'yes'/'no',
 * known options), or empty. An answer still being typed is kept as typed, too long or not: the form
 * says what is wrong with it.
 */
function sanitizeAnswers(saved: Record<string, unknown>): ApplicationAnswers {
  const answers = toAnswersShape();
  for (const id of ANSWER_IDS) {
    const question = questionOf(id);
    const value = saved[id];
    if (question.kind === 'choices') {
      if (Array.isArray(value)) {
        (answers as Record<string, unknown>)[id] = question.options.filter((option) =>
          value.includes(option),
        );
      }
    } else if (typeof value === 'string') {
      const kept =
        question.kind === 'yesNo' || question.kind === 'choice'
          ? answerProblem({ ...question, required: false }, value) === null
          : true;
      if (kept) (answers as Record<string, unknown>)[id] = value;
    }
  }
  return answers;
}

/**
 * Saves answers typed before the saved draft was restored (the page is being hidden at that moment):
 * the saved draft's answers, step and send, with `typed` written over them. Synchronous, as a page
 * being hidden may be discarded right after.
 */
export function saveTypedOverDraft(typed: Partial<ApplicationAnswers>, now = Date.now()): boolean {
  const saved = readAnswers();
  const current = saved && now - saved.savedAt <= DRAFT_TTL_MS ? saved : null;
  return saveAnswers(
    {
      step: current?.step ?? 'contact',
      answers: {
        ...sanitizeAnswers((current?.answers ?? {}) as Record<string, unknown>),
        ...typed,
      },
      submission: sanitizeSubmission(current?.submission),
    },
    now,
  );
}

/** Saves the answers; false when they could not be saved (private mode, a full disk). */
export function saveAnswers(
  draft: Omit<DraftAnswers, 'version' | 'savedAt'>,
  now = Date.now(),
): boolean {
  try {
    window.localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, savedAt: now, ...draft }));
    return true;
  } catch {
    // The form keeps working without a saved draft; the applicant is told when it matters.
    return false;
  }
}

/** IndexedDB can hang (seen in WebKit): after this long the form goes on without the saved photo. */
const OPEN_TIMEOUT_MS = 1500;

function openDatabase(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      resolve(null);
    }, OPEN_TIMEOUT_MS);
    const request = indexedDB.open(DB_NAME, 1);
    request.addEventListener('success', () => {
      clearTimeout(timer);
      if (timedOut) request.result.close();
    });
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/** Runs one request in a transaction: `ok` is false when the database or the transaction failed. */
async function withStore<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest | null,
): Promise<{ ok: boolean; result?: T }> {
  const db = await openDatabase();
  if (!db) return { ok: false };
  try {
    return await new Promise<{ ok: boolean; result?: T }>((resolve) => {
      const transaction = db.transaction(STORE, mode);
      const request = action(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve({ ok: true, result: request?.result as T });
      transaction.onerror = () => resolve({ ok: false });
      transaction.onabort = () => resolve({ ok: false });
    });
  } catch {
    return { ok: false };
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

/**
 * Saves the file chosen for a file question (or forgets it, for null), under the question's id;
 * false when it could not be saved (no IndexedDB, storage full, the file unreadable).
 */
export async function saveFile(
  field: FileField,
  file: File | null,
  now = Date.now(),
): Promise<boolean> {
  if (!file) {
    return (await withStore('readwrite', (store) => store.delete(field))).ok;
  }
  let data: ArrayBuffer;
  try {
    data = await readBytes(file);
  } catch {
    return false;
  }
  const record: StoredPhoto = {
    savedAt: now,
    name: file.name,
    type: file.type,
    lastModified: file.lastModified,
    data,
  };
  return (await withStore('readwrite', (store) => store.put(record, field))).ok;
}

async function readFileRecord(field: FileField): Promise<StoredPhoto | undefined> {
  const { result: record } = await withStore<StoredPhoto>('readonly', (store) => store.get(field));
  return record && typeof record.data?.byteLength === 'number' ? record : undefined;
}

/**
 * The saved draft, or null when there is none. A draft expires 7 days after its last change (answers
 * or photo, whichever is newer); an expired draft is deleted, both parts.
 */
export async function loadDraft(now = Date.now()): Promise<LoadedDraft | null> {
  const saved = readAnswers();
  const stored = await Promise.all(
    FILE_FIELDS.map(
      async (field) => [field, await readFileRecord(field).catch(() => undefined)] as const,
    ),
  );
  const lastChange = Math.max(
    saved?.savedAt ?? -Infinity,
    ...stored.map(([, file]) => file?.savedAt ?? -Infinity),
  );
  if ((!saved && stored.every(([, file]) => !file)) || now - lastChange > DRAFT_TTL_MS) {
    await clearDraft();
    return null;
  }
  const files: LoadedDraft['files'] = {};
  for (const [field, file] of stored) {
    if (file) {
      files[field] = new File([file.data], file.name, {
        type: file.type,
        lastModified: file.lastModified,
      });
    }
  }
  return {
    step: saved?.step ?? 'contact',
    answers: sanitizeAnswers((saved?.answers ?? {}) as Record<string, unknown>),
    files,
    submission: sanitizeSubmission(saved?.submission),
  };
}

function toAnswersShape(): ApplicationAnswers {
  return toAnswers(emptyApplication);
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
  await withStore('readwrite', (store) => {
    for (const field of FILE_FIELDS) store.delete(field);
    return null;
  }).catch(() => undefined);
}
