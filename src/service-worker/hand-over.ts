/**
 * How a new deploy reaches a tab the visitor kept open
 * (docs/decisions/0060-new-deploy-in-a-kept-tab.md).
 *
 * A new deploy's worker installs beside the running one and waits (no skipWaiting at install), so an
 * open page keeps every file of its own deploy. A reload of the only tab never ends that wait by
 * itself: the old page is still open while its next page is asked for. So the running worker hands
 * over at a navigation, once no page that could break is left:
 *
 * 1. A page is asked for while a new worker waits, and exactly one page of the site is open (the
 *    tab being reloaded, or a link or the home-screen icon opening the site again in it): the answer
 *    is a blank page that asks for the same address again at once (`Refresh: 0`, which replaces the
 *    history entry). Once it is shown, the page it replaced is gone.
 * 2. A page is asked for and every page of the site still open is such a blank page: nothing open
 *    runs the old deploy's code, so the waiting worker is told to take over (SKIP_WAITING, which it
 *    obeys only from a worker) and the answer is another blank page, which asks again after a
 *    second (`Refresh: 1`): the browser activates the new worker only once the old one has answered
 *    and stopped, and then answers that request with the new deploy, whole.
 *
 * Anything else is answered as usual, from the deploy the open pages belong to: another page open
 * (a second tab; or a tab opened in the background beside the one being read, where step 1 happens
 * and the blank page's request then finds the other page), a browser that does not say which page
 * a navigation makes (`resultingClientId`), and any request after six blank pages in a minute,
 * whatever the reason: never a loop of reloads. Answering as usual is always safe: it is what
 * happened before.
 *
 * The blank pages this worker answered are remembered in Cache Storage, not in the worker's memory:
 * the browser stops the old worker to activate the new one, and may start it again for a request.
 */

/** The message the running worker sends the waiting one (the name Workbox's own tools use). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** At most this many blank pages in BLANK_WINDOW_MS, whatever happens. */
export const MAX_BLANKS = 6;
export const BLANK_WINDOW_MS = 60_000;

/** The blank page: no code, no request of its own, in the visitor's light or dark colours. */
const BLANK_PAGE =
  '<!doctype html><meta charset="utf-8"><meta name="color-scheme" content="light dark">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title></title>';

/** The blank pages answered (their client ids) and when, as the hand-over remembers them. */
export interface HandOverState {
  blanks: { id: string; at: number }[];
}

/** Where the hand-over keeps its state between requests. */
export interface HandOverMemory {
  read(): Promise<HandOverState>;
  write(state: HandOverState): Promise<void>;
}

/** What the hand-over needs of the worker's global scope (a stand-in in the unit test). */
export interface HandOverScope {
  registration: { waiting: Pick<ServiceWorker, 'postMessage'> | null };
  clients: { matchAll(options: { type: 'window' }): Promise<readonly { id: string }[]> };
}

/** A blank page that asks for its own address again after `seconds`. */
export function blankPageThatReloads(seconds: 0 | 1): Response {
  return new Response(BLANK_PAGE, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'",
      Refresh: String(seconds),
    },
  });
}

/** The hand-over's state in one entry of the Cache Storage cache `cacheName`. */
export function memoryInCache(cacheName: string): HandOverMemory {
  const key = '/hand-over-state';
  return {
    async read() {
      const stored = await (await caches.open(cacheName)).match(key);
      const state: unknown = stored ? await stored.json().catch(() => null) : null;
      const blanks = (state as Partial<HandOverState> | null)?.blanks;
      return {
        blanks: Array.isArray(blanks)
          ? blanks.filter((blank) => typeof blank?.id === 'string' && typeof blank.at === 'number')
          : [],
      };
    },
    async write(state) {
      await (await caches.open(cacheName)).put(key, Response.json(state));
    },
  };
}

/**
 * The running worker's side: `applies(request)` says at once (as a route must) whether a request
 * goes through `answer(event)`, which resolves to the blank page of step 1 or 2, or to null when the
 * page is to be answered as usual.
 */
export function createHandOver(
  scope: HandOverScope,
  memory: HandOverMemory,
  now: () => number = Date.now,
) {
  return {
    applies: (request: Request) =>
      request.mode === 'navigate' &&
      request.method === 'GET' &&
      scope.registration.waiting !== null,

    async answer(event: { resultingClientId: string }): Promise<Response | null> {
      const waiting = scope.registration.waiting;
      const next = event.resultingClientId;
      if (!waiting || !next) return null;
      let seconds: 0 | 1;
      try {
        const [state, windows] = await Promise.all([
          memory.read(),
          scope.clients.matchAll({ type: 'window' }),
        ]);
        const open = new Set(windows.map((client) => client.id));
        const recent = state.blanks.filter((blank) => now() - blank.at < BLANK_WINDOW_MS);
        if (recent.length >= MAX_BLANKS) return null;
        const blankIds = new Set(recent.filter((blank) => open.has(blank.id)).map(({ id }) => id));
        const others = [...open].filter((id) => !blankIds.has(id));
        if (others.length === 0) seconds = 1;
        else if (others.length === 1 && blankIds.size === 0) seconds = 0;
        else return null;
        await memory.write({ blanks: [...recent, { id: next, at: now() }] });
      } catch {
        // Storage or the list of pages failed: the page as usual, and the new worker goes on waiting.
        return null;
      }
      if (seconds === 1) waiting.postMessage({ type: SKIP_WAITING });
      return blankPageThatReloads(seconds);
    },
  };
}

/** What the waiting worker's side needs of its global scope (a stand-in in the unit test). */
export interface WaitingWorkerScope {
  addEventListener(
    type: 'message',
    listener: (event: {
      data: unknown;
      source: unknown;
      waitUntil(promise: Promise<unknown>): void;
    }) => void,
  ): void;
  skipWaiting(): Promise<void>;
}

/** The waiting worker's side: it takes over when the running worker (never a page) tells it to. */
export function listenForHandOver(worker: WaitingWorkerScope) {
  worker.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null;
    const fromWorker = typeof ServiceWorker === 'function' && event.source instanceof ServiceWorker;
    if (data?.type === SKIP_WAITING && fromWorker) event.waitUntil(worker.skipWaiting());
  });
}
