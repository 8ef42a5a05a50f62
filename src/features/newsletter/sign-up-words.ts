import type { FormWords } from '../../lib/form/question-words';
import type { SignUpQuestions } from './sign-up-form';

/**
 * The sign-up's fields in English, as docs/product.md words them (the footer's newsletter block).
 * Text only: the Spanish build shows `sign-up-words.es.ts` instead.
 */
export const SIGN_UP_WORDS = {
  email: {
    label: 'Email',
    placeholder: 'Your email address',
    problems: { invalid: 'Invalid email address' },
  },
} satisfies FormWords<SignUpQuestions>;
