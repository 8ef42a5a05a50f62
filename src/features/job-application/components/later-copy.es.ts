import type { Translation } from '../../../i18n/translation';
import { wizardCopy } from './copy';
import type * as en from './later-copy';

/** The words of the wizard's later parts in Spanish (later-copy.ts). Formal register (usted). */

/** The submit button's name (copy.es.ts), which the notices tell the applicant to press. */
const SUBMIT = wizardCopy.submit;

export const reviewCopy: Translation<typeof en.reviewCopy> = {
  edit: 'Editar',
  editStep: (title) => `Editar ${title}`,
  noAnswer: '—',
};

export const openElsewhereCopy: Translation<typeof en.openElsewhereCopy> = {
  title: 'Su solicitud está abierta en otra pestaña',
  text: 'Para que sus respuestas y su foto no se sobrescriban, la solicitud solo se puede editar en una pestaña o ventana a la vez. Continúe en la otra o úsela aquí: la otra dejará de guardar y esta mostrará sus últimas respuestas guardadas.',
  useHere: 'Usarla aquí',
};

export const sendCheckCopy: Translation<typeof en.sendCheckCopy> = {
  checking: 'Comprobando si su solicitud llegó…',
  close: 'Cerrar',
  failedTitle: 'No pudimos comprobar si su solicitud llegó',
  failedText: `Su último intento de enviarla no terminó y no pudimos comunicarnos con nuestro servidor para saber si llegó. Cuando presione ${SUBMIT}, lo comprobaremos primero: nunca se enviará dos veces.`,
  notArrivedTitle: 'Su solicitud todavía no se ha enviado',
  notArrivedText: `Su último intento de enviarla no nos llegó. Sus respuestas están aquí: presione ${SUBMIT} en el paso de revisión para enviarla.`,
  arrivedTitle: 'Su solicitud llegó',
  arrivedText: (sentOn) =>
    `Recibimos la solicitud que envió${sentOn}. Desde entonces cambió algunas respuestas: presione ${SUBMIT} en el paso de revisión para enviarlas como una actualización, y nuestro equipo usará las respuestas actualizadas.`,
  sentOn: (date) => ` el ${date}`,
  dateLocale: 'es-US',
};

export const confirmationCopy: Translation<typeof en.confirmationCopy> = {
  title: (update, name) =>
    `${update ? 'Solicitud actualizada enviada' : 'Solicitud enviada'}. ¡Gracias${name ? `, ${name}` : ''}!`,
  text: (update) =>
    `${
      update
        ? 'Nuestro equipo de incorporación tiene sus respuestas actualizadas y las usará en lugar de las que envió antes. '
        : 'Nuestro equipo de incorporación recibió su solicitud y la revisará en unos pocos días hábiles. '
    }Nos comunicaremos con usted por teléfono o correo electrónico sobre los próximos pasos.`,
  questionsCall: { before: '¿Tiene preguntas mientras tanto? Llame al', after: '.' },
  close: 'Cerrar',
};
