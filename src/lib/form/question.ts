/**
 * The site's forms are declared, not written (docs/decisions/0073-a-question-is-declared-once.md):
 * each question of a form is one declaration of the kind of answer it takes, whether it is required,
 * and its limits. Everything else is made from the declarations: the field on screen (one view per
 * kind, src/components/form/), the checks in the browser and in the product's functions
 * (check-answer.ts, parse-answers.ts), the stored record, the review, the mail, the sample answers
 * the tests give. This module is the declarations' vocabulary: pure data, no words, no product.
 */

/** The kinds of answer a question can take; each has one view (answer-views.ts in the wizard). */
export const ANSWER_KINDS = [
  'yesNo',
  'shortText',
  'longText',
  'choice',
  'choices',
  'number',
  'file',
] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** A yes/no answer as stored: empty until answered. "No" is an answer like "yes". */
export type YesNo = '' | 'yes' | 'no';

interface Common {
  /** An answer must be given (a "no", or a choice that falls short, is an answer). */
  required: boolean;
  /**
   * The day (ISO `YYYY-MM-DD`) a question added to a live form was first asked. A record made by a
   * page loaded before that day (or queued offline before it) has no answer for it, and is taken
   * without one: the question reads as "not asked" (docs/decisions/0073).
   */
  askedSince?: string;
}

export interface YesNoQuestion extends Common {
  kind: 'yesNo';
}

/** One line of text (an `<input>`): no line breaks or control characters are stored. */
export interface ShortTextQuestion extends Common {
  kind: 'shortText';
  /** The most characters the answer may hold (after trimming). */
  maxLength: number;
  /**
   * A text of a known shape: an email address (`lib/email.ts`), or a US phone number, formatted as
   * it is typed (`lib/phone.ts`). Either is checked as such everywhere.
   */
  format?: 'email' | 'phone';
  /** The browser's autofill token for it (`name`, `email`, `address-level2` …). */
  autoComplete?: string;
}

/** Free text over several lines (a `<textarea>`). */
export interface LongTextQuestion extends Common {
  kind: 'longText';
  maxLength: number;
}

/** One choice of a list (radio buttons). The stored value is the option's id, in every language. */
export interface ChoiceQuestion<Option extends string = string> extends Common {
  kind: 'choice';
  options: readonly Option[];
}

/** Any number of choices of a list (checkboxes), stored in the list's order; required: at least one. */
export interface ChoicesQuestion<Option extends string = string> extends Common {
  kind: 'choices';
  options: readonly Option[];
}

/** A whole number from `min` to `max`, typed as digits and stored as they were typed (trimmed). */
export interface NumberQuestion extends Common {
  kind: 'number';
  min: number;
  max: number;
}

/**
 * A photo the applicant chooses or takes. In the form it is the chosen `File`; it is uploaded before
 * the record is sent, and the record holds where (`files` of the record). Checked when chosen, before
 * upload, by the storage rules and by the product's function (type, size).
 */
export interface FileQuestion extends Common {
  kind: 'file';
  /** The content types taken (anything else is refused with a message). */
  types: readonly string[];
  /** The largest file taken, in bytes: a file this large or larger is refused. */
  maxBytes: number;
}

export type Question =
  | YesNoQuestion
  | ShortTextQuestion
  | LongTextQuestion
  | ChoiceQuestion
  | ChoicesQuestion
  | NumberQuestion
  | FileQuestion;

/** A form: its questions by id, in the order they are asked. */
export type Questions = Readonly<Record<string, Question>>;

/** The question of this kind. */
export type QuestionOfKind<Kind extends AnswerKind> = Extract<Question, { kind: Kind }>;

/** The answer a question holds in the form (a file question: the chosen file). */
export type AnswerOf<Q> = Q extends { kind: 'yesNo' }
  ? YesNo
  : Q extends { kind: 'shortText' | 'longText' | 'number' }
    ? string
    : Q extends { kind: 'choice'; options: readonly (infer Option)[] }
      ? Option | ''
      : Q extends { kind: 'choices'; options: readonly (infer Option)[] }
        ? Option[]
        : Q extends { kind: 'file' }
          ? File | null
          : never;

/** Every answer of a form, by question id. */
export type FormAnswers<Form extends Questions> = {
  -readonly [Id in keyof Form]: AnswerOf<Form[Id]>;
};

/** The ids of a form's questions of these kinds. */
export type IdsOfKind<Form extends Questions, Kind extends AnswerKind> = {
  [Id in keyof Form]: Form[Id] extends { kind: Kind } ? Id : never;
}[keyof Form] &
  string;

/** The answers a record stores as typed values: every question but the files. */
export type RecordAnswers<Form extends Questions> = {
  -readonly [Id in Exclude<keyof Form, IdsOfKind<Form, 'file'>>]: AnswerOf<Form[Id]>;
};

/** A form's question ids, in the order they are asked. */
export const questionIds = <Form extends Questions>(form: Form) =>
  Object.keys(form) as (keyof Form & string)[];

export const isFileQuestion = (question: Question): question is FileQuestion =>
  question.kind === 'file';

/** Text answers are trimmed before they are checked, stored and sent. */
export const isTextKind = (kind: AnswerKind) =>
  kind === 'shortText' || kind === 'longText' || kind === 'number';

/** The answer a question holds before anything is answered. */
export function emptyAnswer(question: Question): AnswerOf<Question> {
  switch (question.kind) {
    case 'choices':
      return [];
    case 'file':
      return null;
    default:
      return '';
  }
}

/** Every answer of a form, empty. */
export function emptyAnswers<Form extends Questions>(form: Form): FormAnswers<Form> {
  return Object.fromEntries(
    questionIds(form).map((id) => [id, emptyAnswer(form[id]!)]),
  ) as FormAnswers<Form>;
}

/** Whether a question was answered at all (an optional one may not be). */
export function isAnswered(question: Question, value: unknown): boolean {
  if (question.kind === 'choices') return Array.isArray(value) && value.length > 0;
  if (question.kind === 'file') return value !== null && value !== undefined && value !== '';
  return typeof value === 'string' && value.trim() !== '';
}
