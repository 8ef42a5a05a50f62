import { company } from '../content/company';
import { backendErrorCopy as copy } from './backend-error-copy';
import { errorCodeOf } from './error-code';

/**
 * A sentence for a person, from an error thrown by the Firebase adapter (`BackendError`) or anything
 * else. `action` completes "We couldn't …", e.g. 'send your application' (in the Spanish build, in
 * Spanish: 'enviar su solicitud'). Reads only the `code` so the marketing pages need not import the
 * adapter. The sentences are in backend-error-copy.ts.
 */
export function describeBackendError(error: unknown, action: string): string {
  const code = errorCodeOf(error) ?? 'unknown';
  const call = copy.call(company.supportPhone.display);
  switch (code) {
    case 'offline':
      return copy.offline(action);
    case 'quota-exceeded':
    case 'unavailable':
    case 'retry-limit-exceeded':
      return copy.busy(action, call);
    case 'network':
      return copy.network(action);
    case 'server-error':
      return copy.serverError(action, call);
    case 'load-failed':
      return copy.loadFailed(action);
    case 'site-updated':
      return copy.siteUpdated(action);
    case 'reload-needed':
      return copy.reloadNeeded(action);
    case 'permission-denied':
      return copy.refused(action, call);
    default:
      return copy.other(action, call);
  }
}
