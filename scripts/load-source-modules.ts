/**
 * Loads the site's TypeScript modules in Node through Vite (no build), for scripts that need the
 * site's own values: the share image's words (make-images.ts), the onboarding mail (mail-preview.ts).
 * `task` receives `load(path)` (a path from the project root, e.g. '/src/content/company.ts') and its
 * result is returned once Vite has been closed.
 */
import { resolve } from 'node:path';
import { createServer } from 'vite';

const root = resolve(import.meta.dirname, '..');

/**
 * Loads a module of the site by its path from the project root. Vite does not know its exports' types:
 * the caller names them, e.g. `load<typeof Company>('/src/content/company.ts')` after
 * `import type * as Company from '../src/content/company.ts'`.
 */
export type LoadSourceModule = <Module = Record<string, unknown>>(path: string) => Promise<Module>;

export async function withSourceModules<T>(
  task: (load: LoadSourceModule) => Promise<T>,
): Promise<T> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    return await task(<Module>(path: string) => server.ssrLoadModule(path) as Promise<Module>);
  } finally {
    await server.close();
  }
}
