// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createModuleLoader, failedModuleUrl, ModuleLoadError } from '../../src/lib/load-module';

/**
 * The loader's decisions with fakes; the browser tests prove the real thing in Chromium (a failed
 * chunk download followed by a good one, a redeploy).
 */
const chunk = () => `${location.origin}/assets/firebase-submit-Cuc9PFCX.js`;
const failure = (url = chunk()) =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`);

/** A fake `fetch` for the loader's HEAD request (and index.html). */
function serverAnswers(answer: () => Response | Promise<Response>) {
  const fetchSpy = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetchSpy);
  return fetchSpy;
}
const js = () =>
  new Response(null, { status: 200, headers: { 'content-type': 'text/javascript' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function loadErrorOf(promise: Promise<unknown>): Promise<ModuleLoadError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the load to fail');
    },
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(ModuleLoadError);
  return error as ModuleLoadError;
}

describe('failedModuleUrl', () => {
  it('reads the file’s URL from Chromium’s and Firefox’s messages, without its query', () => {
    expect(failedModuleUrl(failure(`${chunk()}?retry=abc`))).toBe(chunk());
    expect(
      failedModuleUrl(new TypeError(`error loading dynamically imported module: ${chunk()}`)),
    ).toBe(chunk());
  });

  it('gives nothing for another origin or a message without a URL (Safari)', () => {
    expect(failedModuleUrl(failure('https://cdn.example/assets/x.js'))).toBeNull();
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});

describe('createModuleLoader', () => {
  it('imports once and keeps the module for later calls, sharing a load in progress', async () => {
    const importModule = vi.fn(async () => ({ value: 1 }));
    const load = createModuleLoader(importModule);
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    await load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('downloads the file again at once, under a fresh URL, when the server has it', async () => {
    serverAnswers(js);
    const importUrl = vi.fn(async (_url: string) => ({ value: 2 }));
    const load = createModuleLoader(async () => {
      throw failure();
    }, importUrl);
    await expect(load()).resolves.toEqual({ value: 2 });
    expect(importUrl).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls[0]?.[0]).toMatch(
      new RegExp(`^${chunk().replace(/[.]/g, '\\.')}\\?retry=[a-z0-9]{8}$`),
    );
  });

  it('says the connection dropped when the server cannot be reached, and retries under a new URL next time', async () => {
    serverAnswers(() => {
      throw new TypeError('Failed to fetch');
    });
    const importModule = vi.fn(async () => {
      throw failure();
    });
    const importUrl = vi.fn(async (url: string) => {
      if (importUrl.mock.calls.length === 1) throw failure(url);
      return { value: 3 };
    });
    const load = createModuleLoader(importModule, importUrl);
    expect((await loadErrorOf(load())).code).toBe('load-failed');
    expect((await loadErrorOf(load())).code).toBe('load-failed');
    await expect(load()).resolves.toEqual({ value: 3 });
    expect(importModule).toHaveBeenCalledTimes(1); // the remembered failure is never asked again
    const [first, second] = importUrl.mock.calls.map(([url]) => url);
    expect(first).not.toBe(second);
  });

  it('says the browser is offline when it is', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const fetchSpy = serverAnswers(js);
    const load = createModuleLoader(async () => {
      throw failure();
    });
    expect((await loadErrorOf(load())).code).toBe('offline');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['a 404', () => new Response('Not found', { status: 404 })],
    [
      'the host’s index.html in place of the script',
      () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
    ],
  ])('says the site was updated when the server answers %s', async (_, answer) => {
    serverAnswers(answer);
    const load = createModuleLoader(async () => {
      throw failure();
    });
    expect((await loadErrorOf(load())).code).toBe('site-updated');
  });

  it('says a reload is needed when the file is there but still will not load (a part of it failed)', async () => {
    serverAnswers(js);
    const load = createModuleLoader(
      async () => {
        throw failure();
      },
      async (url) => {
        throw failure(url);
      },
    );
    expect((await loadErrorOf(load())).code).toBe('reload-needed');
  });

  it('without the file’s URL, compares the entry named by the site’s home page with this page’s', async () => {
    const bootData = (entry: string) =>
      `<script type="application/json" id="page-boot">${JSON.stringify({ entry, stages: [], lang: 'en' })}</script>`;
    document.head.insertAdjacentHTML('beforeend', bootData('/assets/first-load-OLD.js'));
    const failing = () =>
      createModuleLoader(async () => {
        throw new TypeError('Importing a module script failed.');
      });
    try {
      const fetchSpy = serverAnswers(() => new Response(bootData('/assets/first-load-NEW.js')));
      expect((await loadErrorOf(failing()())).code).toBe('site-updated');
      // The home page of this page's language: each language runs its own entry.
      expect(fetchSpy).toHaveBeenCalledWith('/', { cache: 'no-store' });

      serverAnswers(() => new Response(bootData('/assets/first-load-OLD.js')));
      expect((await loadErrorOf(failing()())).code).toBe('load-failed');
    } finally {
      document.getElementById('page-boot')?.remove();
    }

    // Served by Vite's development server: the page's module script.
    const running = document.createElement('script');
    running.type = 'module';
    running.src = '/src/main.tsx';
    document.head.append(running);
    try {
      serverAnswers(
        () => new Response('<script type="module" crossorigin src="/src/other.tsx"></script>'),
      );
      expect((await loadErrorOf(failing()())).code).toBe('site-updated');
      serverAnswers(() => new Response('<script type="module" src="/src/main.tsx"></script>'));
      expect((await loadErrorOf(failing()())).code).toBe('load-failed');
    } finally {
      running.remove();
    }
  });
});
