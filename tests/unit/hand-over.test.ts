/**
 * How the running service worker hands over to a new deploy's worker at a navigation
 * (src/service-worker/hand-over.ts, docs/decisions/0060-new-deploy-in-a-kept-tab.md): only once
 * every page of the site still open is one of its blank pages, never while another page could break, and
 * never in a loop. The browser test (tests/e2e/offline.spec.ts, "a new deploy at the same address")
 * runs it in Chromium with two real deploys.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BLANK_WINDOW_MS,
  createHandOver,
  listenForHandOver,
  MAX_BLANKS,
  SKIP_WAITING,
  type HandOverMemory,
  type HandOverState,
  type WaitingWorkerScope,
} from '../../src/service-worker/hand-over';

/** A stand-in for the worker's scope: the pages open (client ids) and the waiting worker. */
function workerScope(open: string[]) {
  const waiting = { postMessage: vi.fn() };
  const scope = {
    open,
    registration: { waiting: waiting as typeof waiting | null },
    clients: { matchAll: async () => scope.open.map((id) => ({ id })) },
  };
  return { scope, waiting };
}

/** The hand-over's memory, as Cache Storage keeps it across the worker's restarts. */
function storedMemory(): HandOverMemory & { state: HandOverState } {
  const memory = {
    state: { blanks: [] } as HandOverState,
    read: async () => structuredClone(memory.state),
    write: async (state: HandOverState) => {
      memory.state = structuredClone(state);
    },
  };
  return memory;
}

const navigation = (method = 'GET', mode: RequestMode = 'navigate') =>
  ({ method, mode }) as Request;
const refreshOf = (response: Response | null) => response?.headers.get('Refresh') ?? null;

let time = 1_000_000;
const now = () => time;
beforeEach(() => {
  time = 1_000_000;
});

describe('a page asked for while a new worker waits', () => {
  it('goes through the hand-over only for a GET navigation, and only while a worker waits', () => {
    const { scope } = workerScope([]);
    const handOver = createHandOver(scope, storedMemory(), now);
    expect(handOver.applies(navigation())).toBe(true);
    expect(handOver.applies(navigation('POST'))).toBe(false);
    expect(handOver.applies(navigation('GET', 'cors'))).toBe(false);
    scope.registration.waiting = null;
    expect(handOver.applies(navigation())).toBe(false);
  });

  it('in the only tab: a blank page that asks again at once, then the new worker is told to take over and a blank page asks again after a second', async () => {
    const { scope, waiting } = workerScope(['old-page']);
    const handOver = createHandOver(scope, storedMemory(), now);

    const first = await handOver.answer({ resultingClientId: 'blank-1' });
    expect(refreshOf(first)).toBe('0');
    expect(first?.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(first?.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
    expect(await first?.text()).not.toMatch(/<script|<link|src=/);
    expect(waiting.postMessage).not.toHaveBeenCalled();

    // The blank page replaced the old one, and asks for the page again.
    scope.open = ['blank-1'];
    const second = await handOver.answer({ resultingClientId: 'blank-2' });
    expect(refreshOf(second)).toBe('1');
    expect(waiting.postMessage).toHaveBeenCalledExactlyOnceWith({ type: SKIP_WAITING });
  });

  it('remembers its blank pages across a restart of the worker (a new instance, the same memory)', async () => {
    const { scope, waiting } = workerScope(['old-page']);
    const memory = storedMemory();
    await createHandOver(scope, memory, now).answer({ resultingClientId: 'blank-1' });

    scope.open = ['blank-1'];
    const afterRestart = await createHandOver(scope, memory, now).answer({
      resultingClientId: 'blank-2',
    });
    expect(refreshOf(afterRestart)).toBe('1');
    expect(waiting.postMessage).toHaveBeenCalledOnce();
  });

  it('with another page open, answers as usual (null) and never tells the new worker to take over', async () => {
    const { scope, waiting } = workerScope(['tab-a', 'tab-b']);
    const handOver = createHandOver(scope, storedMemory(), now);
    expect(await handOver.answer({ resultingClientId: 'next' })).toBeNull();
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });

  it('in a tab opened beside the one being read: one blank page, then the page as usual once it finds the other page still open', async () => {
    const { scope, waiting } = workerScope(['tab-being-read']);
    const handOver = createHandOver(scope, storedMemory(), now);
    // The new tab's request: one page is open, which may be the tab being navigated.
    expect(refreshOf(await handOver.answer({ resultingClientId: 'blank-1' }))).toBe('0');
    // The blank page asks again: the other page is still open.
    scope.open = ['tab-being-read', 'blank-1'];
    expect(await handOver.answer({ resultingClientId: 'page' })).toBeNull();
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });

  it('answers as usual when the browser does not say which page the navigation makes', async () => {
    const { scope, waiting } = workerScope(['old-page']);
    const handOver = createHandOver(scope, storedMemory(), now);
    expect(await handOver.answer({ resultingClientId: '' })).toBeNull();
    scope.open = [];
    expect(await handOver.answer({ resultingClientId: '' })).toBeNull();
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });

  it('answers as usual, and never tells the new worker to take over, when its storage fails', async () => {
    const { scope, waiting } = workerScope([]);
    const failing = {
      read: async () => ({ blanks: [] }),
      write: async () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    expect(
      await createHandOver(scope, failing, now).answer({ resultingClientId: 'next' }),
    ).toBeNull();
    const unreadable = { ...failing, read: () => Promise.reject(new Error('No storage')) };
    expect(
      await createHandOver(scope, unreadable, now).answer({ resultingClientId: 'next' }),
    ).toBeNull();
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });

  it('answers as usual once no worker waits any more', async () => {
    const { scope } = workerScope(['old-page']);
    scope.registration.waiting = null;
    expect(
      await createHandOver(scope, storedMemory(), now).answer({ resultingClientId: 'next' }),
    ).toBeNull();
  });

  it(`never loops: after ${MAX_BLANKS} blank pages within ${BLANK_WINDOW_MS / 1000} s, the page as usual, until that time has passed`, async () => {
    // A waiting worker that never takes over: every blank page is the only page open.
    const { scope, waiting } = workerScope([]);
    const handOver = createHandOver(scope, storedMemory(), now);
    for (let blank = 1; blank <= MAX_BLANKS; blank += 1) {
      expect(refreshOf(await handOver.answer({ resultingClientId: `blank-${blank}` }))).not.toBe(
        null,
      );
      scope.open = [`blank-${blank}`];
      time += 1_000;
    }
    expect(await handOver.answer({ resultingClientId: 'next' })).toBeNull();
    expect(waiting.postMessage).toHaveBeenCalledTimes(MAX_BLANKS);

    // Then it starts over (the blank page still open is forgotten, so it counts as a page).
    time += BLANK_WINDOW_MS;
    expect(refreshOf(await handOver.answer({ resultingClientId: 'later' }))).toBe('0');
  });
});

describe('the waiting worker', () => {
  const originalServiceWorker = (globalThis as { ServiceWorker?: unknown }).ServiceWorker;
  class StandInServiceWorker {}
  beforeEach(() => {
    (globalThis as { ServiceWorker?: unknown }).ServiceWorker = StandInServiceWorker;
  });
  afterEach(() => {
    (globalThis as { ServiceWorker?: unknown }).ServiceWorker = originalServiceWorker;
  });

  function waitingWorker() {
    let listener: Parameters<WaitingWorkerScope['addEventListener']>[1] = () => undefined;
    const worker = {
      addEventListener: (_type: 'message', added: typeof listener) => {
        listener = added;
      },
      skipWaiting: vi.fn(async () => undefined),
    };
    listenForHandOver(worker);
    const message = (data: unknown, source: unknown) => {
      const waitUntil = vi.fn();
      listener({ data, source, waitUntil });
      return waitUntil;
    };
    return { worker, message };
  }

  it('takes over when the running worker tells it to', () => {
    const { worker, message } = waitingWorker();
    const waitUntil = message({ type: SKIP_WAITING }, new StandInServiceWorker());
    expect(worker.skipWaiting).toHaveBeenCalledOnce();
    expect(waitUntil).toHaveBeenCalledOnce();
  });

  it('ignores the same message from a page, and any other message', () => {
    const { worker, message } = waitingWorker();
    message({ type: SKIP_WAITING }, { id: 'a-page', url: 'https://example.com/' });
    message({ type: SKIP_WAITING }, null);
    message({ type: 'SOMETHING_ELSE' }, new StandInServiceWorker());
    message(SKIP_WAITING, new StandInServiceWorker());
    message(null, new StandInServiceWorker());
    expect(worker.skipWaiting).not.toHaveBeenCalled();
  });
});
