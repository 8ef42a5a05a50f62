import type { Translation } from '../../../i18n/translation';
import type * as en from './messages';

/** The validation messages in Spanish (messages.ts). */
export const MESSAGES: Translation<typeof en.MESSAGES> = {
  fullNameRequired: 'El nombre completo es obligatorio',
  locationRequired: 'La zona es obligatoria',
  invalidPhone: 'Número de teléfono no válido',
  invalidEmail: 'Correo electrónico no válido',
  yesNoRequired: 'Responda sí o no',
  answerRequired: 'Responda esta pregunta',
  toolsRequired: 'Marque al menos una herramienta',
  tooLong: (max) => `Escriba menos de ${max} caracteres`,
};
