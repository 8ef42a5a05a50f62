/**
 * The driver application as the service worker uses it (src/service-worker/): the send of an
 * application queued without a connection (docs/decisions/0058-offline-site.md). The worker's own
 * entry, beside index.ts, so that its bundle holds only this and none of the wizard.
 */
export { restTargetOf, sendQueuedApplication } from './sending/send-queued';
export { SEND_SYNC_TAG, SENT_MESSAGE } from './sending/outbox';
