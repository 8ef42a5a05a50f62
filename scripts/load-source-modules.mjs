/**
 * Loads the site's TypeScript modules in Node through Vite (no build), for scripts that need the
 * site's own values: the share image's words (make-images.mjs), the onboarding mail (mail-preview.mjs).
 * `use` receives `load(path)` (a path from the project root, e.g. '/src/content/company.ts') and its
 * result is returned once Vite has been closed.
 */
import { resolve } from 'node:path';
import { createServer } from 'vite';

const root = resolve(import.meta.dirname, '..');

export async function withSourceModules(use) {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    return await use((path) => server.ssrLoadModule(path));
  } finally {
    await server.close();
  }
}
