import type { Translation } from '../../../i18n/translation';
import type * as en from './copy';

/** The wizard's own words in Spanish (copy.ts). Formal register (usted) throughout. */

/** The submit button's name, which the notices below tell the applicant to press. */
const SUBMIT = 'Confirmar y enviar solicitud';

export const wizardCopy: Translation<typeof en.wizardCopy> = {
  stepOf: (number, count) => `Paso ${number} de ${count}`,
  stepAnnouncement: (number, count, heading) => `Paso ${number} de ${count}: ${heading}`,
  documentTitle: (number, count, title, siteName) =>
    `Paso ${number} de ${count}: ${title} – Solicitud | ${siteName}`,
  needsAttention: (count) =>
    count === 1
      ? 'Una respuesta requiere su atención antes de continuar.'
      : `${count} respuestas requieren su atención antes de continuar.`,
  stepNeedsAttention: (number, count, heading) =>
    `Paso ${number} de ${count}: ${heading}. Algunas respuestas de este paso requieren su atención antes de enviar la solicitud.`,
  preparingPhotoNote: 'Preparando su foto… El siguiente paso se abrirá en cuanto esté lista.',
  loadingSavedAnswers: 'Cargando sus respuestas guardadas…',
  progress: {
    checking: 'Comprobando si su solicitud ya llegó…',
    preparingPhoto: 'Preparando su foto…',
    uploadingPhoto: (percent) => `Subiendo su foto… ${percent}%`,
    sending: 'Enviando su solicitud…',
    submitting: 'Enviando…',
  },
  uploadProgressLabel: 'Progreso de la subida de la foto',
  reloadPage: 'Volver a cargar la página',
  tryAgain: 'Intentar de nuevo',
  waiting: {
    title: 'Sin conexión: su solicitud se enviará sola',
    text: 'Sus respuestas y su foto están guardadas en este teléfono. En cuanto vuelva la conexión, su solicitud se envía, una sola vez, y aquí le mostramos que llegó. Puede cerrar esta página: entonces se envía en segundo plano si su navegador lo permite, o la próxima vez que abra este sitio.',
  },
  back: 'Atrás',
  next: 'Siguiente',
  submit: SUBMIT,
  submitting: 'Enviando…',
  startOver: 'Empezar de nuevo',
  questionsCall: { before: '¿Tiene preguntas sobre la solicitud? Llame al', after: '.' },
};

export const laterPartsCopy: Translation<typeof en.laterPartsCopy> = {
  loadingStep: 'Cargando este paso…',
  stepFailed: 'No se pudo cargar este paso. Compruebe su conexión e inténtelo de nuevo.',
  noticeFailed: 'No se pudo mostrar un mensaje. Compruebe su conexión e inténtelo de nuevo.',
  tryAgain: 'Intentar de nuevo',
};

export const stepperCopy: Translation<typeof en.stepperCopy> = {
  label: 'Pasos de la solicitud',
  done: ' (completado)',
  current: ' (paso actual)',
};

export const startOverCopy: Translation<typeof en.startOverCopy> = {
  title: '¿Empezar de nuevo?',
  text: 'Esto borra todas sus respuestas y su foto de este dispositivo. No se puede deshacer.',
  keep: 'Conservar mis respuestas',
  confirm: 'Borrar y empezar de nuevo',
};

export const honeypotCopy: Translation<typeof en.honeypotCopy> = {
  label: 'Deje este campo vacío',
};
