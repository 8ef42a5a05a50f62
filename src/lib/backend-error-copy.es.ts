import type { Translation } from '../i18n/translation';
import type * as en from './backend-error-copy';

/**
 * The sentences of `describeBackendError` in Spanish (backend-error-copy.ts). `action` is a Spanish
 * infinitive that completes "no pudimos …": 'enviar su solicitud'. A caller that still passes its
 * English action gets a mixed sentence: every caller's action must come from a translated module.
 */
export const backendErrorCopy: Translation<typeof en.backendErrorCopy> = {
  call: (phone) => `Si esto sigue pasando, llámenos al ${phone}.`,
  offline: (action) =>
    `Parece que no tiene conexión a internet, así que no pudimos ${action}. Revise su conexión e inténtelo de nuevo.`,
  busy: (action, call) =>
    `Nuestro servicio está muy ocupado, así que no pudimos ${action}. Inténtelo de nuevo en un minuto. ${call}`,
  network: (action) =>
    `Se interrumpió la conexión con nuestro servidor, así que no pudimos ${action}. Revise su conexión e inténtelo de nuevo.`,
  serverError: (action, call) =>
    `Nuestro servidor tuvo un problema, así que no pudimos ${action}. Inténtelo de nuevo en un minuto. ${call}`,
  loadFailed: (action) =>
    `Se cortó la conexión mientras se cargaba una parte de esta página, así que no pudimos ${action}. Revise su conexión e inténtelo de nuevo.`,
  siteUpdated: (action) =>
    `Este sitio se actualizó mientras usted lo tenía abierto, así que no pudimos ${action}. Vuelva a cargar la página e inténtelo de nuevo.`,
  reloadNeeded: (action) =>
    `Una parte de esta página no se cargó, así que no pudimos ${action}. Vuelva a cargar la página e inténtelo de nuevo.`,
  // Not "la solicitud fue rechazada": that would read as the application being turned down.
  refused: (action, call) =>
    `No pudimos ${action}: nuestro servidor no aceptó el envío. Revise sus respuestas e inténtelo de nuevo. ${call}`,
  other: (action, call) => `Algo salió mal y no pudimos ${action}. Inténtelo de nuevo. ${call}`,
};
