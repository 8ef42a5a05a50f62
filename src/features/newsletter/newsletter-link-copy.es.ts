import type { newsletterLinkCopy as english } from './newsletter-link-copy';
import { retention } from '../../content/retention';
import type { Translation } from '../../i18n/translation';

/** The Spanish words of the newsletter's confirm and unsubscribe pages (see newsletter-link-copy.ts). */
export const newsletterLinkCopy: Translation<typeof english> = {
  anotherLink:
    'Esta página muestra ahora el enlace que acaba de abrir. No se hace nada hasta que presione su botón.',
  confirm: {
    heading: 'Confirme su suscripción',
    text: 'Presione el botón para confirmar que desea recibir nuestro boletín semanal en la dirección a la que se envió este enlace. No se confirma nada hasta que lo haga.',
    button: 'Confirmar mi suscripción',
    pending: 'Confirmando…',
    doneTitle: 'Ya está suscrito',
    done: '¡Gracias por confirmar! Busque nuestro boletín semanal en su bandeja de entrada.',
    changedYourMind: '¿Cambió de opinión?',
    unsubscribeLink: 'Cancelar la suscripción',
    invalid: 'Este enlace no es válido o ya venció.',
    invalidHelp: `Asegúrese de haber abierto el enlace completo de nuestro correo. Los enlaces de confirmación funcionan durante ${retention.newsletterUnconfirmedDays} días: si ya confirmó, está suscrito y no tiene que hacer nada más. Si no, suscríbase de nuevo con el formulario al final de esta página y presione el enlace del nuevo correo.`,
    noScript:
      'Esta página necesita JavaScript para confirmar su suscripción. Actívelo y abra el enlace de nuevo, o llámenos al',
    failureAction: 'confirmar su suscripción',
  },
  unsubscribe: {
    heading: 'Cancelar la suscripción a nuestro boletín',
    text: 'Presione el botón para dejar de recibir nuestro boletín en la dirección a la que se envió este enlace.',
    button: 'Cancelar mi suscripción',
    pending: 'Cancelando…',
    doneTitle: 'Su suscripción está cancelada',
    done: 'No volveremos a enviar nuestro boletín a esta dirección, y la eliminamos de nuestra lista.',
    invalid: 'Este enlace para cancelar la suscripción ya no es válido.',
    invalidHelp: (phone: string, email: string) =>
      `Asegúrese de haber abierto el enlace completo de nuestro correo. Si ya canceló su suscripción, no tiene que hacer nada más. Si nuestro boletín le sigue llegando, llámenos al ${phone} o escríbanos a ${email} y lo quitaremos de la lista.`,
    noScript:
      'Esta página necesita JavaScript para cancelar su suscripción. Actívelo y abra el enlace de nuevo, o llámenos al',
    failureAction: 'cancelar su suscripción',
  },
};
