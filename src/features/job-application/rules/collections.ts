/**
 * Where an application is stored (docs/product.md, Submitting): a module of its own, without the
 * questions' rules, so the service worker's send (sending/send-queued.ts) names them without bundling
 * the form.
 */
export const APPLICATIONS_COLLECTION = 'applications';
/** Each application's receipt, under the application's id (decision 0030). */
export const RECEIPTS_COLLECTION = 'applicationReceipts';
