import type { ProblemCode } from './check-answer';
import type { FileQuestion, Question, Questions } from './question';

/** A question's words in one language: how it is asked, and anything it says itself. */
export interface BaseWords {
  /** The question as asked: the field's label, the group's legend, the review's and the mail's. */
  label: string;
  /** A hint shown under it (its error takes the hint's place while there is one). */
  hint?: string;
  /** An example shown in an empty field (never in place of its label). */
  placeholder?: string;
  /** Its own words for a problem, in place of the form's (form-copy.ts). */
  problems?: Partial<Record<ProblemCode, string>>;
}

/** A choice question also names each option. */
export interface OptionWords<Option extends string> extends BaseWords {
  options: Record<Option, string>;
}

/** A file question also names its button's action, for a person using a screen reader. */
export interface FileWords extends BaseWords {
  /** The file input's name while none is chosen: "Choose a photo of your tools". */
  choose: string;
  /** Its name once one is: "Change the photo of your tools (chosen: IMG_2041.jpg)". */
  change: (fileName: string) => string;
  /** The chosen photo's text alternative, under the field. */
  preview: string;
  /** The text alternative of its thumbnail on the review step. */
  thumbnail: string;
}

/** The words a question needs, by its kind (the type checker asks for each). */
export type WordsOf<Q> = Q extends { options: readonly (infer Option extends string)[] }
  ? OptionWords<Option>
  : Q extends { kind: 'file' }
    ? FileWords
    : BaseWords;

/** A form's words: every question's, by id. */
export type FormWords<Form extends Questions> = { [Id in keyof Form]: WordsOf<Form[Id]> };

/** The names the site gives the file types it takes, in its messages. */
const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/heic': 'HEIC',
  'image/heif': 'HEIF',
  'image/avif': 'AVIF',
};

/** The names of the types a file question takes, as its messages name them: JPEG, PNG, WebP … */
export const typeNames = (question: FileQuestion) =>
  question.types.map((type) => TYPE_NAMES[type] ?? type.replace(/^.*\//, '').toUpperCase());

/** "10 MB": a size limit as the messages state it. */
export const megabytes = (bytes: number) =>
  `${Number((bytes / 1024 / 1024).toFixed(1)).toLocaleString('en-US')} MB`;

/**
 * An answer as a person reads it, in the words given: "Yes"/"No", an option's label, the labels of
 * the chosen options joined, a file's name, or `none` when it was not answered.
 */
export function answerInWords(
  question: Question,
  words: BaseWords,
  value: unknown,
  say: { yes: string; no: string; none: string; join?: string },
): string {
  const options = (words as Partial<OptionWords<string>>).options;
  const label = (option: string) => options?.[option] ?? option;
  if (Array.isArray(value)) {
    return value.length > 0
      ? value.map((item) => label(String(item))).join(say.join ?? ', ')
      : say.none;
  }
  if (value === null || value === undefined || value === '') return say.none;
  if (typeof value === 'object' && 'name' in value) return String(value.name);
  if (question.kind === 'yesNo')
    return value === 'yes' ? say.yes : value === 'no' ? say.no : say.none;
  if (question.kind === 'choice') return label(String(value));
  return String(value);
}
