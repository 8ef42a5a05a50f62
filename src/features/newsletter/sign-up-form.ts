import { EMAIL_MAX_LENGTH } from '../../lib/email';
import type {
  FormAnswers,
  LongTextQuestion,
  NumberQuestion,
  ShortTextQuestion,
} from '../../lib/form/question';

/**
 * The footer's newsletter sign-up, declared as the application's questions are
 * (docs/decisions/0073-a-question-is-declared-once.md): each field once, with the kind of answer it
 * takes, whether it is required and its limits, and what the privacy policy says is collected. Its
 * words are in sign-up-words.ts and sign-up-words.es.ts (the type checker asks for them).
 *
 * Made from this table: the footer's fields and their checks (newsletter-form.tsx), what the browser
 * sends (subscribe.ts), the callable's check and the stored sign-up (functions/src/newsletter-intake.ts),
 * and the privacy policy's sentence on the newsletter.
 *
 * The footer is on every page's first screen, so it takes written answers only: their view is the
 * one already in the first load (src/components/form/text-answer.tsx). A field of another kind fails
 * the type check here rather than growing every page's download.
 */
type SignUpQuestion = (
  (ShortTextQuestion & { format?: 'email' }) | LongTextQuestion | NumberQuestion
) & {
  /** What the privacy policy says is collected for it, in its words. */
  collected: string;
};

export const SIGN_UP_QUESTIONS = {
  email: {
    kind: 'shortText',
    format: 'email',
    required: true,
    maxLength: EMAIL_MAX_LENGTH,
    autoComplete: 'email',
    collected: 'your email address',
  },
} as const satisfies Record<string, SignUpQuestion>;

export type SignUpQuestions = typeof SIGN_UP_QUESTIONS;
export type SignUpField = keyof SignUpQuestions;

/** The sign-up's answers: one per declared field. */
export type SignUpAnswers = FormAnswers<SignUpQuestions>;

/**
 * The fields asked since the footer's sign-up went live. A required field added later says since
 * when it is asked (`askedSince`): a page loaded before sends none, and the callable takes the
 * sign-up without it (an optional field left out is taken as empty in any case).
 */
export const SIGN_UP_FROM_THE_START = ['email'] as const satisfies readonly SignUpField[];

/** A required field added later that does not say since when it is asked. */
type WithoutAskedSince = {
  [Field in SignUpField]: Field extends (typeof SIGN_UP_FROM_THE_START)[number]
    ? never
    : SignUpQuestions[Field] extends { required: true }
      ? SignUpQuestions[Field] extends { askedSince: string }
        ? never
        : Field
      : never;
}[SignUpField];

/** True, or the type check fails here naming a new required field without its `askedSince`. */
export const NEW_FIELDS_SAY_SINCE_WHEN: [WithoutAskedSince] extends [never]
  ? true
  : `declare askedSince on ${WithoutAskedSince}` = true;
