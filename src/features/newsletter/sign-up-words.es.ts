import type { Translation } from '../../i18n/translation';
import type * as en from './sign-up-words';

/** The sign-up's fields in Spanish (sign-up-words.ts). */
export const SIGN_UP_WORDS: Translation<typeof en.SIGN_UP_WORDS> = {
  email: {
    label: 'Correo electrónico',
    placeholder: 'Su correo electrónico',
    problems: { invalid: 'Dirección de correo electrónico no válida' },
  },
};
