import { company } from '../content/company';

/**
 * A sentence for a person, from an error thrown by the Firebase adapter (`BackendError`) or anything
 * else. `action` completes "We couldn't …", e.g. 'send your application'. Reads only the `code` so the
 * marketing pages need not import the adapter.
 */
export function describeBackendError(error: unknown, action: string): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error
      ? String((error as { code: unknown }).code)
      : 'unknown';
  const call = `If this keeps happening, call us at ${company.supportPhone.display}.`;
  switch (code) {
    case 'offline':
      return `You appear to be offline, so we couldn't ${action}. Check your connection and try again.`;
    case 'quota-exceeded':
    case 'unavailable':
    case 'retry-limit-exceeded':
      return `Our service is busy, so we couldn't ${action}. Please try again in a minute. ${call}`;
    case 'load-failed':
      return `We couldn't ${action} because part of this page did not load. Reload the page (your answers are saved on this device) and try again.`;
    case 'permission-denied':
      return `We couldn't ${action}: the request was refused. Please check your answers and try again. ${call}`;
    default:
      return `Something went wrong and we couldn't ${action}. Please try again. ${call}`;
  }
}
