import type { teamActionCopy as english } from './team-action-copy';
import { company } from '../../content/company';
import { retention } from '../../content/retention';
import type { Translation } from '../../i18n/translation';

const phone = company.heroPhone.display;
const days = retention.applicationDays;

/** The Spanish words of the team's action pages (see team-action-copy.ts). */
export const teamActionCopy: Translation<typeof english> = {
  dateLocale: 'es-US',
  pages: {
    read: {
      heading: 'Marcar como leída',
      text: 'Presione el botón para marcar esta solicitud como leída por nuestro equipo. La página de estado del solicitante dirá entonces que nuestro equipo la leyó. No se envía ningún correo.',
      button: 'Marcar como leída',
      pending: 'Marcando…',
      failureAction: 'marcar la solicitud como leída',
    },
    call: {
      heading: 'Revisada: lo llamaremos',
      text: `Presione el botón para avisar al solicitante, por correo electrónico y en el idioma en que presentó su solicitud, que nuestro equipo revisó su solicitud y lo llamará pronto desde el ${phone}. Su página de estado lo dirá también, y que nuestro equipo la leyó.`,
      button: 'Avisarle que lo llamaremos',
      pending: 'Avisando…',
      failureAction: 'avisar al solicitante',
    },
    decline: {
      heading: 'Por ahora no encaja',
      text: 'Presione el botón para enviar al solicitante una respuesta negativa cortés por correo electrónico, en el idioma en que presentó su solicitud. Su página de estado lo dirá también, y que nuestro equipo la leyó.',
      button: 'Enviar la respuesta',
      pending: 'Enviando…',
      failureAction: 'enviar la respuesta',
    },
    release: {
      heading: 'Enviarla a la bandeja de entrada ahora',
      text: 'Esta solicitud se retuvo y no se envió por correo: llegó después del límite por hora, desde una red que envió varias, o con una foto que no pasó la revisión. Presione el botón para enviarla tal como está a la bandeja de entrada de incorporación, con la confirmación para el solicitante. Una foto que no pasó la revisión se omite, y el correo lo dice.',
      button: 'Enviarla a la bandeja de entrada ahora',
      pending: 'Enviando…',
      failureAction: 'enviar la solicitud a la bandeja de entrada',
    },
  },
  reasonsLegend: 'El motivo que indica el correo',
  noReason: 'Sin indicar un motivo',
  reasons: {
    'service-area': 'Fuera de nuestra zona de servicio',
    tools: 'Le faltan herramientas obligatorias',
    'on-call': 'No está disponible para trabajar de guardia',
  },
  anotherLink:
    'Esta página muestra ahora el enlace que acaba de abrir. No se hace nada hasta que presione su botón.',
  reference: (reference: string) => `Solicitud ${reference}`,
  what: {
    read: 'se marcó como leída',
    call: 'se avisó al solicitante que lo llamaremos',
    decline: 'se avisó al solicitante que por ahora no encaja',
    release: 'se envió a la bandeja de entrada de incorporación',
  },
  withReason: (reason: string) => ` (motivo indicado: ${reason.toLowerCase()})`,
  withoutReason: ' (sin indicar un motivo)',
  doneTitle: {
    read: 'Marcada como leída',
    call: 'Se avisó al solicitante que lo llamaremos',
    decline: 'Se avisó al solicitante: por ahora no encaja',
    release: 'Enviada a la bandeja de entrada de incorporación',
  },
  done: {
    read: (at: string) =>
      `Hecho el ${at}. Su página de estado ya dice que nuestro equipo leyó la solicitud.`,
    call: (at: string) =>
      `Hecho el ${at}. Su correo va en camino, y su página de estado dice que lo llamaremos. Llámelo pronto desde el ${phone}.`,
    decline: (at: string) =>
      `Hecho el ${at}. Su correo va en camino, y su página de estado dice que por ahora no encaja.`,
    release: (at: string) =>
      `Hecho el ${at}. Llega a la bandeja de entrada de incorporación en unos minutos, con sus propios enlaces para decidir.`,
  },
  queued:
    'El correo espera a que haya espacio en el límite de correos de esta hora y sale solo en cuanto lo haya, dentro de la hora.',
  alreadyDoneTitle: 'Ya está hecho',
  alreadyDone: (at: string, what: string) => `Esto se hizo el ${at}: ${what}. No se cambió nada.`,
  alreadyDecidedTitle: 'Ya se decidió',
  alreadyDecided: (at: string, what: string) =>
    `Esta solicitud se decidió el ${at}: ${what}. No se cambió nada. Para decirle otra cosa al solicitante, llámelo.`,
  notHeldTitle: 'Ya no está retenida',
  notHeldMailed: (at: string | null) =>
    `Ya está en la bandeja de entrada de incorporación${at ? ` (enviada el ${at})` : ''}. No se cambió nada.`,
  notHeldReleasing:
    'Ya se está enviando a la bandeja de entrada de incorporación. No se cambió nada.',
  cannotReleaseTitle: 'Esta solicitud no se puede enviar',
  cannotRelease:
    'Sus respuestas no cumplen las reglas de la solicitud, así que nunca se envía por correo. No se cambió nada. Puede leerla en la consola de Firebase.',
  notInInboxTitle: 'Todavía no está en la bandeja de entrada',
  notInInbox:
    'Esta solicitud está retenida, no en la bandeja de entrada de incorporación, así que todavía no se le puede avisar nada al solicitante. No se cambió nada.',
  goneTitle: 'Ya no se guarda',
  gone: `Las solicitudes se eliminan ${days} días después de llegar a la bandeja de entrada de incorporación. No se cambió nada. Para comunicarse con el solicitante, use el teléfono o el correo electrónico del mensaje.`,
  expiredTitle: 'Este enlace venció',
  expired: `Los enlaces de nuestros correos funcionan durante ${days} días. No se cambió nada. Para comunicarse con el solicitante, use el teléfono o el correo electrónico del mensaje; una solicitud retenida todavía se puede enviar en la consola de Firebase, cambiando su campo «status» a «release».`,
  invalidTitle: 'Este enlace no es válido',
  invalid:
    'Asegúrese de haber abierto el enlace completo del correo: un enlace modificado, aunque sea en una sola letra, no hace nada. No se cambió nada.',
  noScript: 'Esta página necesita JavaScript para hacer esto. Actívelo y abra el enlace de nuevo.',
};
