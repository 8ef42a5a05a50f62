import { parseFirebaseEnv } from '../lib/firebase-config';
import {
  restTargetOf,
  sendQueuedApplication,
  SEND_SYNC_TAG,
  SENT_MESSAGE,
} from '../features/job-application/worker';

/** The `sync` event of Background Sync, which the DOM and worker libraries do not declare. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * Sends the application queued without a connection when the browser says the connection is back
 * (Background Sync's `sync` event, registered by the page under SEND_SYNC_TAG), even once the page is
 * closed; then tells any open page, which shows that it arrived. A failed send rejects, so the
 * browser tries again later; after its last try, the page sends it the next time the site is opened.
 */
export function listenForBackgroundSend(worker: ServiceWorkerGlobalScope) {
  worker.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== SEND_SYNC_TAG) return;
    sync.waitUntil(
      (async () => {
        const settings = parseFirebaseEnv(import.meta.env);
        const outcome = await sendQueuedApplication({
          fetch: (...args) => worker.fetch(...args),
          target: restTargetOf(settings),
          appCheck: settings.appCheck !== null,
        });
        if (outcome !== 'sent') return;
        const pages = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
        for (const page of pages) page.postMessage({ type: SENT_MESSAGE });
      })(),
    );
  });
}
