import type { Locale } from '../../../i18n/locales';
import {
  parseRecordAnswers,
  parseRecordFiles,
  type RecordFiles,
} from '../../../lib/form/parse-answers';
import {
  APPLICATION_QUESTIONS,
  toAnswers,
  type ApplicationAnswers,
  type ApplicationValues,
  type FileField,
  type QuestionId,
} from './schema';
import type { ApplicationQuestions } from './form';
import { PHOTO_PATH_PATTERN } from './photo-path';

export { PHOTO_PATH_PATTERN, UPLOAD_PREFIX } from './photo-path';

/**
 * The application as the browser sends it to the product's callable, which stores it as
 * `applications/{id}` (docs/product.md, Submitting; docs/decisions/0056 and 0061). The product's
 * functions check it with `parseApplicationRecord` below, the browser checks its own record with it
 * before sending, and both make it from the questions' declarations (form.ts): one module, so the
 * site and the functions can never disagree on what an application is.
 */
export { APPLICATIONS_COLLECTION, RECEIPTS_COLLECTION } from './collections';

/** A 20-character id like the ones the Firestore SDK generates (`newDocumentId`). */
export const AUTO_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

export const LANGUAGES = ['en', 'es'] as const satisfies readonly Locale[];

/** Where each file question's file was uploaded (upload.ts), by question id. */
export type ApplicationFiles = RecordFiles<ApplicationQuestions>;

/** Every field the browser sends, but `createdAt` (the server's time, added when it is stored). */
export interface ApplicationRecord {
  /** Every question's answer but the files: trimmed, one-line answers on one line. */
  answers: ApplicationAnswers;
  /** Where each file was uploaded; the function checks it and makes its link. */
  files: ApplicationFiles;
  /** The language of the site the applicant applied on (the mail says so when not English). */
  language: Locale;
  /** The form's hidden anti-spam field was filled (docs/decisions/0032-honeypot-marks.md). */
  hiddenFieldFilled: boolean;
  /**
   * An earlier application of this applicant's that this one replaces (they changed answers after it
   * arrived; decision 0030), or null. The function honours it only when that application has the same
   * email address or phone number.
   */
  updates: string | null;
}

/** The record's keys, in the order the browser writes them; `createdAt` follows. */
export const APPLICATION_RECORD_KEYS = [
  'answers',
  'files',
  'language',
  'hiddenFieldFilled',
  'updates',
] as const satisfies readonly (keyof ApplicationRecord)[];

/**
 * A record made before the files had names held its one photo as `photoPath`: the tool photo. Such a
 * record (a page loaded before, an application queued offline, or stored) is read as one whose
 * `files` name it.
 */
const LEGACY_PHOTO_KEY = 'photoPath';
const LEGACY_PHOTO_FIELD: FileField = 'toolImage';
/** The keys of a stored record, old ones included: what the functions read as the browser's. */
export const READABLE_RECORD_KEYS: readonly string[] = [
  ...APPLICATION_RECORD_KEYS,
  LEGACY_PHOTO_KEY,
];

/** The record the browser sends for these answers, its files uploaded at `files`. */
export function toApplicationRecord(
  values: ApplicationValues,
  options: { files: ApplicationFiles; language: Locale; updates: string | null },
): ApplicationRecord {
  return {
    answers: toAnswers(values),
    files: options.files,
    language: options.language,
    hiddenFieldFilled: values.leaveEmpty !== '',
    updates: options.updates,
  };
}

/** Where a record breaks the rules: field paths only, never a value. */
export type RecordProblems = string[];

export interface CheckedRecord {
  record: ApplicationRecord;
  /**
   * Questions declared since the page that sent it was loaded (`askedSince`): it holds no answer for
   * them, and the mail says they were not asked.
   */
  notAsked: QuestionId[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks an application record (as a browser sent it, or as stored: without `createdAt` and the
 * functions' own fields) against the questions' declarations. Returns the record, or the paths of
 * the fields that break them.
 */
export function parseApplicationRecord(
  data: unknown,
): ({ ok: true } & CheckedRecord) | { ok: false; problems: RecordProblems } {
  if (!isObject(data)) return { ok: false, problems: ['(document)'] };
  const legacy = !Object.hasOwn(data, 'files') && Object.hasOwn(data, LEGACY_PHOTO_KEY);
  const given = legacy
    ? { ...data, files: { [LEGACY_PHOTO_FIELD]: data[LEGACY_PHOTO_KEY] } }
    : data;
  const problems = Object.keys(given).filter(
    (key) =>
      !(APPLICATION_RECORD_KEYS as readonly string[]).includes(key) &&
      !(legacy && key === LEGACY_PHOTO_KEY),
  );
  const answers = parseRecordAnswers(APPLICATION_QUESTIONS, given.answers);
  if (!answers.ok) problems.push(...answers.problems.map((path) => `answers.${path}`));
  const files = parseRecordFiles(APPLICATION_QUESTIONS, given.files, PHOTO_PATH_PATTERN);
  if (!files.ok) {
    problems.push(...files.problems.map((path) => (legacy ? LEGACY_PHOTO_KEY : `files.${path}`)));
  }
  if (!(LANGUAGES as readonly unknown[]).includes(given.language)) problems.push('language');
  if (typeof given.hiddenFieldFilled !== 'boolean') problems.push('hiddenFieldFilled');
  const updates = given.updates;
  if (updates !== null && !(typeof updates === 'string' && AUTO_ID_PATTERN.test(updates))) {
    problems.push('updates');
  }
  if (problems.length > 0 || !answers.ok || !files.ok) return { ok: false, problems };
  return {
    ok: true,
    record: {
      answers: answers.value.answers,
      files: files.value,
      language: given.language as Locale,
      hiddenFieldFilled: given.hiddenFieldFilled as boolean,
      updates: updates as string | null,
    },
    notAsked: answers.value.notAsked,
  };
}

/**
 * The record as it is stored: its keys in order, and no answer for a question that was not asked (so
 * that it still reads as not asked).
 */
export function toStoredRecord({ record, notAsked }: CheckedRecord): Record<string, unknown> {
  const answers = Object.fromEntries(
    Object.entries(record.answers).filter(([id]) => !notAsked.includes(id as QuestionId)),
  );
  return Object.fromEntries(
    APPLICATION_RECORD_KEYS.map((key) => [key, key === 'answers' ? answers : record[key]]),
  );
}

/**
 * Where the files of a stored application are, by question: its `files`, or, stored before the files
 * had names, its `photoPath` as the tool photo's. Nothing else is trusted: only paths of the site's
 * shape are kept.
 */
export function storedFiles(data: Record<string, unknown>): ApplicationFiles {
  const files = isObject(data.files)
    ? data.files
    : typeof data[LEGACY_PHOTO_KEY] === 'string'
      ? { [LEGACY_PHOTO_FIELD]: data[LEGACY_PHOTO_KEY] }
      : {};
  return Object.fromEntries(
    Object.entries(files).filter(
      ([, path]) => typeof path === 'string' && PHOTO_PATH_PATTERN.test(path),
    ),
  ) as ApplicationFiles;
}
