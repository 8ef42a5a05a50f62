import type { Translation } from '../../i18n/translation';
import type * as en from './form-copy';

/** The validation messages every form shares, in Spanish (form-copy.ts). */
export const formCopy: Translation<typeof en.formCopy> = {
  required: {
    yesNo: 'Responda sí o no',
    shortText: 'Responda esta pregunta',
    longText: 'Responda esta pregunta',
    number: 'Responda esta pregunta',
    choice: 'Elija una opción',
    choices: 'Elija al menos una opción',
    file: '',
  },
  tooLong: (max) => `Escriba menos de ${max} caracteres`,
  invalid: 'Revise esta respuesta',
  outOfRange: (min, max) => `Escriba un número entero del ${min} al ${max}`,
};
