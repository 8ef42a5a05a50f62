import type { Translation } from '../../../i18n/translation';
import type * as en from './submission-copy';

/** What a failed send says, in Spanish (submission-copy.ts). */
export const submissionCopy: Translation<typeof en.submissionCopy> = {
  notSent: 'Su solicitud no se envió',
  // Infinitives: they complete "no pudimos …" (lib/backend-error-copy.es.ts).
  actions: {
    send: 'enviar su solicitud',
    upload: 'subir la foto de sus herramientas',
  },
  siteUpdated: {
    title: 'Este sitio se actualizó',
    message:
      'Se publicó una nueva versión de este sitio mientras usted tenía esta página abierta, así que su solicitud no se envió. Vuelva a cargar la página para enviarla.',
  },
  reloadNeeded:
    'Una parte de esta página no se cargó, así que su solicitud no se envió. Vuelva a cargar la página para enviarla.',
  unknownOutcome: {
    title: 'No pudimos confirmar que su solicitud llegó',
    message: (why) =>
      `${why}, así que no pudimos saber si su solicitud nos llegó. Cuando lo intente de nuevo, lo comprobaremos primero: nunca se enviará dos veces.`,
  },
  interruption: {
    offline: 'Parece que no tiene conexión a internet',
    serverError: 'Nuestro servidor tuvo un problema',
    other: 'Se interrumpió la conexión con nuestro servidor',
  },
  photoTooLarge: (maxSize, step) =>
    `Su foto es demasiado grande para enviarla (${maxSize} como máximo). Elija una foto más pequeña en el paso ${step}.`,
  saved: {
    nothing:
      'Sus respuestas no se pudieron guardar en este dispositivo (puede que su almacenamiento esté lleno o desactivado), así que mantenga esta página abierta.',
    answers: 'Sus respuestas están guardadas en este dispositivo.',
    answersNotPhoto:
      'Sus respuestas están guardadas en este dispositivo, pero su foto no se pudo guardar aquí: mantenga esta página abierta o vuelva a elegir la foto si regresa.',
    answersAndPhoto: 'Sus respuestas y su foto están guardadas en este dispositivo.',
  },
};
