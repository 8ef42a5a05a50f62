import { z } from 'zod';
import type { Locale } from '../../../i18n/locales';
import {
  contactSchema,
  experienceSchema,
  qualificationsSchema,
  toAnswers,
  TOOL_OPTIONS,
  type ApplicationAnswers,
  type ApplicationValues,
} from './schema';
import { PHOTO_PATH_PATTERN } from './photo-path';

export { PHOTO_PATH_PATTERN, UPLOAD_PREFIX } from './photo-path';

/**
 * The application as the browser stores it: `applications/{id}` (docs/product.md, Submitting;
 * docs/decisions/0056-only-the-company-writes-its-mail.md). The browser writes this document and its
 * receipt; the product's function re-checks it with `parseApplicationRecord` below, verifies the photo
 * and composes the mail. One module for both, so the site and the functions can never disagree on what
 * an application is. firestore.rules checks the same shape field by field
 * (tests/unit/rules-constants.test.ts keeps the two in step).
 */
export { APPLICATIONS_COLLECTION, RECEIPTS_COLLECTION } from './collections';

/** A 20-character id like the ones the Firestore SDK generates (`newDocumentId`). */
export const AUTO_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

/** Characters a one-line answer may not hold: control characters and line or paragraph separators. */
const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;
const NOT_ONE_LINE_GLOBAL = new RegExp(NOT_ONE_LINE.source, 'gu');

/** The answers typed into a one-line field (an `<input>`); every other text answer is a textarea. */
export const ONE_LINE_FIELDS = [
  'fullName',
  'phone',
  'email',
  'location',
  'yearsExperience',
  'lockoutBrand',
] as const satisfies readonly (keyof ApplicationAnswers)[];

/**
 * A pasted tab or other invisible control character in a one-line answer becomes a space: the person
 * meant a gap, and the stored answer stays one line (the rules refuse control characters there).
 */
export function oneLineAnswers(answers: ApplicationAnswers): ApplicationAnswers {
  const cleaned = { ...answers };
  for (const field of ONE_LINE_FIELDS) {
    cleaned[field] = cleaned[field].replace(NOT_ONE_LINE_GLOBAL, ' ').trim();
  }
  return cleaned;
}

/** The answers as stored: every question of the wizard but the photo, checked by the wizard's rules. */
const answersShape = {
  ...contactSchema.shape,
  ...experienceSchema.shape,
  ...qualificationsSchema.omit({ toolImage: true }).shape,
};

export const answersRecordSchema = z.strictObject(answersShape).superRefine((answers, context) => {
  for (const field of ONE_LINE_FIELDS) {
    if (NOT_ONE_LINE.test(answers[field])) {
      context.addIssue({ code: 'custom', path: [field], message: 'not one line' });
    }
  }
  if (answers.tools.length > TOOL_OPTIONS.length) {
    context.addIssue({ code: 'custom', path: ['tools'], message: 'too many tools' });
  }
  if (new Set(answers.tools).size !== answers.tools.length) {
    context.addIssue({ code: 'custom', path: ['tools'], message: 'a tool is listed twice' });
  }
});

export const LANGUAGES = ['en', 'es'] as const satisfies readonly Locale[];

/** Every field the browser writes, but `createdAt` (the server's time, added by the adapter). */
export const applicationRecordSchema = z.strictObject({
  answers: answersRecordSchema,
  /** Where the photo was uploaded (upload.ts); the function makes its link. */
  photoPath: z.string().regex(PHOTO_PATH_PATTERN),
  /** The language of the site the applicant applied on (the mail says so when not English). */
  language: z.enum(LANGUAGES),
  /** The form's hidden anti-spam field was filled (docs/decisions/0032-honeypot-marks.md). */
  hiddenFieldFilled: z.boolean(),
  /**
   * An earlier application of this applicant's that this one replaces (they changed answers after it
   * arrived; decision 0030), or null. The function honours it only when that application has the same
   * email address or phone number.
   */
  updates: z.string().regex(AUTO_ID_PATTERN).nullable(),
});

export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;
/** The record's keys, in the order the browser writes them; `createdAt` follows. */
export const APPLICATION_RECORD_KEYS = Object.keys(
  applicationRecordSchema.shape,
) as (keyof ApplicationRecord)[];
export const ANSWER_KEYS = Object.keys(answersShape) as (keyof ApplicationAnswers)[];

/** The record the browser writes for these answers. */
export function toApplicationRecord(
  values: ApplicationValues,
  options: { photoPath: string; language: Locale; updates: string | null },
): ApplicationRecord {
  return {
    answers: oneLineAnswers(toAnswers(values)),
    photoPath: options.photoPath,
    language: options.language,
    hiddenFieldFilled: values.leaveEmpty !== '',
    updates: options.updates,
  };
}

/** Where a stored application breaks the rules: field paths only, never a value. */
export type RecordProblems = string[];

/**
 * Checks a stored application document (without `createdAt` and the function's own fields) against
 * the rules the wizard applies. Returns the record, or the paths of the fields that break them.
 */
export function parseApplicationRecord(
  data: unknown,
): { ok: true; record: ApplicationRecord } | { ok: false; problems: RecordProblems } {
  const result = applicationRecordSchema.safeParse(data);
  if (result.success) return { ok: true, record: result.data };
  const problems = [
    ...new Set(result.error.issues.map((issue) => issue.path.join('.') || '(document)')),
  ];
  return { ok: false, problems };
}
