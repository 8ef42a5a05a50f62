import type { applicationStatusCopy as english } from './application-status-copy';
import { retention } from '../../content/retention';
import type { Translation } from '../../i18n/translation';

const days = retention.applicationStatusDays;

/** The Spanish words of the applicant's status page (see application-status-copy.ts). */
export const applicationStatusCopy: Translation<typeof english> = {
  dateLocale: 'es-US',
  heading: 'Su solicitud',
  loading: 'Buscando en qué punto está su solicitud…',
  anotherLink: 'Esta página muestra ahora el enlace que acaba de abrir.',
  hello: (firstName: string) => (firstName ? `Hola, ${firstName}.` : 'Hola.'),
  stagesHeading: 'En qué punto está',
  stages: {
    received: 'Recibida',
    read: 'Leída por nuestro equipo',
    call: 'Lo llamaremos',
    declined: 'Por ahora no seguiremos adelante',
  },
  notYet: 'Todavía no',
  now: {
    received:
      'Recibimos su solicitud. Nuestro equipo de incorporación revisa cada solicitud en unos pocos días hábiles.',
    read: 'Nuestro equipo de incorporación leyó su solicitud.',
    call: (phone: string) =>
      `Nuestro equipo de incorporación lo llamará pronto desde el ${phone}. Guarde el número para saber que somos nosotros.`,
    declined:
      'Gracias por presentar su solicitud. Por ahora no podemos seguir adelante con ella, y le enviamos un correo al respecto. Si su situación cambia, puede volver a presentar su solicitud.',
  },
  contact: '¿Tiene preguntas sobre su solicitud? Llámenos o envíenos un mensaje de texto.',
  invalidTitle: 'Este enlace no es válido o ya venció.',
  invalidHelp: (phone: string) =>
    `Asegúrese de haber abierto el enlace completo de nuestro correo. Los enlaces de estado funcionan durante ${days} días desde que su solicitud llegó a nuestro equipo. Para preguntar por su solicitud, llámenos o envíenos un mensaje de texto al ${phone}.`,
  failureAction: 'buscar su solicitud',
  retry: 'Intentar de nuevo',
  noScript:
    'Esta página necesita JavaScript para mostrar en qué punto está su solicitud. Actívelo y abra el enlace de nuevo, o llámenos.',
};
