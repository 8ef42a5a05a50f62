import type * as en from './backend-error-message';
import { company } from '../content/company';
import { errorCodeOf } from './error-code';
import type { Translation } from '../i18n/translation';

/**
 * The Spanish sentence for a failed request. `action` completes "no pudimos …" with an infinitive,
 * e.g. 'completar su suscripción' or 'enviar su solicitud'.
 */
export const describeBackendError: Translation<typeof en.describeBackendError> = (
  error,
  action,
) => {
  const code = errorCodeOf(error) ?? 'unknown';
  const call = `Si esto sigue ocurriendo, llámenos al ${company.supportPhone.display}.`;
  switch (code) {
    case 'offline':
      return `Parece que no tiene conexión a internet, así que no pudimos ${action}. Revise su conexión e inténtelo de nuevo.`;
    case 'quota-exceeded':
    case 'unavailable':
    case 'retry-limit-exceeded':
      return `Nuestro servicio está ocupado, así que no pudimos ${action}. Inténtelo de nuevo en un minuto. ${call}`;
    case 'network':
      return `Se interrumpió la conexión con nuestro servidor, así que no pudimos ${action}. Revise su conexión e inténtelo de nuevo.`;
    case 'server-error':
      return `Nuestro servidor tuvo un problema, así que no pudimos ${action}. Inténtelo de nuevo en un minuto. ${call}`;
    case 'load-failed':
      return `Se perdió la conexión mientras se cargaba parte de esta página, así que no pudimos ${action}. Revise su conexión e inténtelo de nuevo.`;
    case 'site-updated':
      return `Este sitio se actualizó mientras usted lo tenía abierto, así que no pudimos ${action}. Vuelva a cargar la página e inténtelo de nuevo.`;
    case 'reload-needed':
      return `Parte de esta página no se cargó, así que no pudimos ${action}. Vuelva a cargar la página e inténtelo de nuevo.`;
    case 'permission-denied':
      return `No pudimos ${action}: la solicitud fue rechazada. Revise sus respuestas e inténtelo de nuevo. ${call}`;
    default:
      return `Algo salió mal y no pudimos ${action}. Inténtelo de nuevo. ${call}`;
  }
};
