import type { AnswerKind } from './question';

/**
 * What a problem with an answer says, unless its question words it itself (its words' `problems`):
 * the validation messages every form of the site shares. Text only: the Spanish build shows
 * `form-copy.es.ts` instead.
 */
export const formCopy = {
  /** A required question left unanswered, by the kind of answer it takes. */
  required: {
    yesNo: 'Please answer yes or no',
    shortText: 'Please answer this question',
    longText: 'Please answer this question',
    number: 'Please answer this question',
    choice: 'Please choose one',
    choices: 'Please choose at least one',
    // A missing file shows the field's error state with no text (docs/product.md, Fields and rules).
    file: '',
  } satisfies Record<AnswerKind, string>,
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  invalid: 'Please check this answer',
  outOfRange: (min: number, max: number) => `Please enter a whole number from ${min} to ${max}`,
};
