/**
 * The sentences of `describeBackendError` (backend-error-message.ts), one per kind of failure. `action`
 * completes "we couldn't …" ('send your application'); `call` is `call(phone)`. Text only: the Spanish
 * build shows `backend-error-copy.es.ts` instead, whose sentences take the action in Spanish (an
 * infinitive: 'enviar su solicitud').
 */
export const backendErrorCopy = {
  call: (phone: string) => `If this keeps happening, call us at ${phone}.`,
  offline: (action: string) =>
    `You appear to be offline, so we couldn't ${action}. Check your connection and try again.`,
  busy: (action: string, call: string) =>
    `Our service is busy, so we couldn't ${action}. Please try again in a minute. ${call}`,
  network: (action: string) =>
    `The connection to our server was interrupted, so we couldn't ${action}. Check your connection and try again.`,
  serverError: (action: string, call: string) =>
    `Our server ran into a problem, so we couldn't ${action}. Please try again in a minute. ${call}`,
  loadFailed: (action: string) =>
    `The connection dropped while part of this page was loading, so we couldn't ${action}. Check your connection and try again.`,
  siteUpdated: (action: string) =>
    `This site was updated while you had it open, so we couldn't ${action}. Reload the page and try again.`,
  reloadNeeded: (action: string) =>
    `Part of this page did not load, so we couldn't ${action}. Reload the page and try again.`,
  refused: (action: string, call: string) =>
    `We couldn't ${action}: the request was refused. Please check your answers and try again. ${call}`,
  other: (action: string, call: string) =>
    `Something went wrong and we couldn't ${action}. Please try again. ${call}`,
};
