/**
 * The service worker of one language's site (docs/decisions/0058-offline-site.md): `/sw.js` for the
 * English site (scope `/`), `/sw-es.js` for the Spanish one (scope `/es`). scripts/build.ts bundles
 * this file once per language and writes the list of that language's files into it (workbox-build's
 * injectManifest): every page, the offline page, every hashed asset and the icons.
 *
 * - Pages and assets come from the device (precached), so every page opens without a connection and
 *   at once on a slow one; an asset is cached by its hashed name, a page by the hash of its content.
 * - A new deploy installs beside the running one (no skipWaiting at install) and takes over once no
 *   page of the old one is open, or when this worker hands over to it at a navigation that leaves no
 *   other page of the site open (./hand-over.ts, docs/decisions/0060-new-deploy-in-a-kept-tab.md): a
 *   returning visitor gets it by their second visit, in a tab they kept open too. An open page keeps
 *   its own deploy's files, and hydration never mixes two.
 * - A page the device never saw: the network, or, without one, the offline page.
 * - The application queued without a connection is sent by Background Sync (./send-queued.ts).
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { PrecacheEntry } from 'workbox-precaching';
import { listenForBackgroundSend } from './send-queued';
import { createHandOver, listenForHandOver, memoryInCache } from './hand-over';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** The language whose site this worker serves: 'en' or 'es' (set by scripts/build.ts). */
declare const __SITE_LANGUAGE__: string;

const SPANISH = /^\/es(\/|$)/;

/** The offline page in the language of the address asked for (the English worker holds both). */
const offlinePageFor = (path: string) => (SPANISH.test(path) ? '/es/offline' : '/offline');

/** A page the list does not hold: the network; without one (or after 10 s), the offline page. */
const pageFromNetwork = new NetworkOnly({
  networkTimeoutSeconds: 10,
  plugins: [
    {
      handlerDidError: async ({ request }) =>
        (await matchPrecache(offlinePageFor(new URL(request.url).pathname))) ?? Response.error(),
    },
  ],
});

// While a new deploy's worker waits, a page asked for may hand over to it (./hand-over.ts); else it
// is answered as below: from the list (the address without its query string), else the network.
const handOver = createHandOver(self, memoryInCache(`hand-over-${__SITE_LANGUAGE__}`));
registerRoute(
  ({ request }) => handOver.applies(request),
  async ({ event, request }) =>
    (await handOver.answer(event as FetchEvent)) ??
    (await matchPrecache(new URL(request.url).pathname)) ??
    pageFromNetwork.handle({ event, request }),
);

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, {
  // Pages are listed by their public address (`/`, `/services`, `/es/jobs`), as Hosting serves them.
  directoryIndex: '',
  cleanURLs: false,
  // No page depends on its query string (Hosting serves the same file): `/jobs?from=sms` is `/jobs`.
  ignoreURLParametersMatching: [/./],
});

// Any other page: the network; without one (or after 10 s of a link that gives nothing), the offline
// page with the call and text links, never the browser's error.
registerRoute(new NavigationRoute(pageFromNetwork));

// A hashed file the list does not hold (the other language's chunk after a switch): kept by its
// name, which changes with its content; at most 60 files, for 30 days.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: `assets-${__SITE_LANGUAGE__}`,
    plugins: [
      new ExpirationPlugin({
        maxEntries: 60,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

listenForHandOver(self);
listenForBackgroundSend(self);
