import { company } from '../content/company';
import { errorCodeOf } from './error-code';

/**
 * A sentence for a person, from an error thrown by the Firebase adapter (`BackendError`) or anything
 * else. `action` completes "We couldn't …", e.g. 'send your application'. Reads only the `code` so the
 * marketing pages need not import the adapter.
 */
export function describeBackendError(error: unknown, action: string): string {
  const code = errorCodeOf(error) ?? 'unknown';
  const call = `If this keeps happening, call us at ${company.supportPhone.display}.`;
  switch (code) {
    case 'offline':
      return `You appear to be offline, so we couldn't ${action}. Check your connection and try again.`;
    case 'quota-exceeded':
    case 'unavailable':
    case 'retry-limit-exceeded':
      return `Our service is busy, so we couldn't ${action}. Please try again in a minute. ${call}`;
    case 'network':
      return `The connection to our server was interrupted, so we couldn't ${action}. Check your connection and try again.`;
    case 'server-error':
      return `Our server ran into a problem, so we couldn't ${action}. Please try again in a minute. ${call}`;
    case 'load-failed':
      return `The connection dropped while part of this page was loading, so we couldn't ${action}. Check your connection and try again.`;
    case 'site-updated':
      return `This site was updated while you had it open, so we couldn't ${action}. Reload the page and try again.`;
    case 'reload-needed':
      return `Part of this page did not load, so we couldn't ${action}. Reload the page and try again.`;
    case 'permission-denied':
      return `We couldn't ${action}: the request was refused. Please check your answers and try again. ${call}`;
    default:
      return `Something went wrong and we couldn't ${action}. Please try again. ${call}`;
  }
}
