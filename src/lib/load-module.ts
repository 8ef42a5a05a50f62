/**
 * Code fetched on demand (`import()`) that can be fetched again after a failed download
 * (docs/decisions/0031-retrying-code-downloads.md).
 *
 * Chromium remembers a module whose download failed: every later `import()` of that URL fails at once,
 * without a request, for the life of the page. So after a failure the loader imports the same file
 * under a new URL (a `?retry=` query), which the browser really downloads again. That works for the
 * file itself; a failed *dependency* of it would stay failed, so every chunk loaded this way is built
 * to depend only on code the page already runs (a browser test checks the build).
 *
 * A failure is told apart: offline, the connection dropped (try again), or the site was redeployed
 * while the page was open (the old file is gone, or the host answers with its index.html): only a
 * reload helps then.
 */
import { localizedPath } from '../i18n/locales';
import { randomToken } from './ids';

// Not backend-error's isOffline: that module (with its table of Firebase codes) would then weigh on
// every page's first load.
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export type ModuleLoadFailure =
  /** The browser says it has no network. */
  | 'offline'
  /** The download failed although the browser is online: the next attempt downloads it again. */
  | 'load-failed'
  /** The site was redeployed while this page was open: the old file is gone. A reload helps. */
  | 'site-updated'
  /** The file is there, but the code still would not load (a part of it failed): a reload helps. */
  | 'reload-needed';

export class ModuleLoadError extends Error {
  override readonly name = 'ModuleLoadError';
  readonly code: ModuleLoadFailure;

  constructor(code: ModuleLoadFailure, options: { cause: unknown }) {
    super(`Could not load part of the page (${code})`, options);
    this.code = code;
  }
}

/** The file a failed `import()` named (Chromium and Firefox put its URL in the message). */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = /https?:\/\/[^\s'"`]+?\.(?:m?js|[jt]sx?)(?=[?#\s'"`]|$)/.exec(message);
  if (!match || typeof location === 'undefined') return null;
  try {
    const url = new URL(match[0]);
    return url.origin === location.origin ? url.origin + url.pathname : null;
  } catch {
    return null;
  }
}

const BOOT_DATA = /<script type="application\/json" id="page-boot">([^<]*)<\/script>/;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/;

/** The entry its boot script's data names (scripts/prerender/boot.ts), if it is that data. */
function entryOfBootData(data: string | null | undefined): string | undefined {
  if (!data) return undefined;
  try {
    const entry: unknown = (JSON.parse(data) as { entry?: unknown }).entry;
    return typeof entry === 'string' ? entry : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The entry a page's HTML names: its boot script's (a built page), or its module script's (Vite's
 * development server).
 */
function entryNamedIn(html: string): string | undefined {
  const boot = BOOT_DATA.exec(html);
  return boot ? entryOfBootData(boot[1]) : MODULE_SCRIPT.exec(html)?.[1];
}

/** The entry this page runs, as its HTML named it. */
function runningEntry(): string | undefined {
  const boot = document.getElementById('page-boot');
  if (boot) return entryOfBootData(boot.textContent);
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? undefined;
}

/**
 * True when the site's home page, in this page's language (each language's pages run their own
 * entry), now names another entry than the one this page runs.
 */
async function siteWasRedeployed(): Promise<boolean> {
  const running = runningEntry();
  if (!running) return false;
  try {
    const response = await fetch(localizedPath('/'), { cache: 'no-store' });
    if (!response.ok) return false;
    const current = entryNamedIn(await response.text());
    return (
      current !== undefined &&
      new URL(current, location.href).href !== new URL(running, location.href).href
    );
  } catch {
    return false;
  }
}

type Diagnosis = 'offline' | 'load-failed' | 'site-updated' | 'available';

/** Why the file could not be imported: asks the server for it (HEAD, bypassing every cache). */
async function diagnose(url: string | null): Promise<Diagnosis> {
  if (isOffline()) return 'offline';
  if (!url) return (await siteWasRedeployed()) ? 'site-updated' : 'load-failed';
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    // Gone, or the host's catch-all rewrite answered with index.html instead of the script.
    if (response.status === 404 || response.status === 410) return 'site-updated';
    if (!response.ok) return 'load-failed';
    const type = response.headers.get('content-type') ?? '';
    return /javascript|ecmascript/i.test(type) ? 'available' : 'site-updated';
  } catch {
    return isOffline() ? 'offline' : 'load-failed';
  }
}

/**
 * Wraps `importModule` (a function around one `import()`) so that a failed download is retried on the
 * next call, really downloading the file again; failures reject with a `ModuleLoadError`. A success is
 * kept: later calls resolve to the same module at once.
 */
export function createModuleLoader<T>(
  importModule: () => Promise<T>,
  // Tests hand in their own; the default is the browser's import() of the URL.
  importUrl: (url: string) => Promise<T> = (url) => import(/* @vite-ignore */ url) as Promise<T>,
): () => Promise<T> {
  let loaded: { module: T } | null = null;
  let inFlight: Promise<T> | null = null;
  /** The file's URL, known after a first failure: later attempts import it under a fresh URL. */
  let fileUrl: string | null = null;

  const importAgain = (url: string) => importUrl(`${url}?retry=${randomToken(8)}`);

  const attempt = async (): Promise<T> => {
    try {
      return fileUrl ? await importAgain(fileUrl) : await importModule();
    } catch (error) {
      fileUrl ??= failedModuleUrl(error);
      let diagnosis = await diagnose(fileUrl);
      if (diagnosis === 'available' && fileUrl) {
        // The file is there now: the connection failed for a moment. Download it again at once.
        try {
          return await importAgain(fileUrl);
        } catch (again) {
          diagnosis = await diagnose(fileUrl);
          if (diagnosis === 'available')
            throw new ModuleLoadError('reload-needed', { cause: again });
        }
      }
      throw new ModuleLoadError(diagnosis === 'available' ? 'load-failed' : diagnosis, {
        cause: error,
      });
    }
  };

  return () => {
    if (loaded) return Promise.resolve(loaded.module);
    inFlight ??= attempt()
      .then((module) => {
        loaded = { module };
        return module;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

/**
 * The Firebase adapter (`./firebase.ts`), loaded on demand by the newsletter and the application.
 * Defined here, in code every page runs, so the chunks that use it depend on no chunk of their own.
 */
export const loadFirebase = createModuleLoader(() => import('./firebase'));

/**
 * Starts a download ahead of the call that needs it (`load`: a loader made by `createModuleLoader`).
 * A failure is left to that call: it shares the download, or tries again if it has already failed,
 * and says what failed.
 */
export function fetchAhead(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
