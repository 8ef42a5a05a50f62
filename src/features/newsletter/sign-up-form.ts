import { EMAIL_MAX_LENGTH } from '../../lib/email';
import type { LongTextQuestion, NumberQuestion, ShortTextQuestion } from '../../lib/form/question';

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
