import type * as en from './share-location-message';
import type { Translation } from '../i18n/translation';

/** The text message "Enviar mi ubicación por mensaje de texto" prepares, in Spanish. */
export const shareLocationMessageCopy: Translation<typeof en.shareLocationMessageCopy> = {
  help: 'Hola, necesito asistencia en carretera.',
  location: 'Mi ubicación:',
  accuracy: (distance) => `Precisión aproximada: ${distance}.`,
  describe: 'Estoy en (carretera, dirección, salida o punto de referencia más cercano): ',
  feet: 'pies',
  miles: 'millas',
};
