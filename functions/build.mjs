#!/usr/bin/env node
/**
 * `npm run build` (firebase.json's predeploy, and `npm run dev`): bundles the functions into
 * lib/index.js with esbuild. Bundling lets the functions use the site's own modules (the application's
 * rules, the mail builder, the company constants under ../src) as the one source, not a copy
 * (docs/decisions/0056-only-the-company-writes-its-mail.md). firebase-admin and firebase-functions stay
 * outside the bundle: Cloud Functions installs them from package.json.
 *
 * The site's public address reaches the bundle as the site build gets it: VITE_SITE_URL from the
 * root's `.env.production.local` (or the environment), read with Vite's own loader.
 *
 * With DEPLOY=true (firebase.json's predeploy), it refuses to build while the company constants the
 * functions use (the onboarding address the mail goes to, the site's address in links) are still
 * placeholders, as the site's deploy build does (src/content/company.ts `findPlaceholders`).
 */
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');

/** VITE_SITE_URL as the production site build sees it ('' when unset: the placeholder stands). */
async function siteUrl() {
  if (process.env.VITE_SITE_URL) return process.env.VITE_SITE_URL;
  try {
    const { loadEnv } = await import('vite');
    return loadEnv('production', root, 'VITE_').VITE_SITE_URL ?? '';
  } catch {
    return ''; // Vite is a dependency of the site (the repository root); without it, the placeholder.
  }
}

if (process.env.DEPLOY === 'true') {
  const url = await siteUrl();
  const checker = await build({
    stdin: {
      contents: "export { company, findPlaceholders } from '../src/content/company.ts';",
      resolveDir: here,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    define: { 'import.meta.env': JSON.stringify({ VITE_SITE_URL: url }) },
    logLevel: 'warning',
  });
  const source = Buffer.from(checker.outputFiles[0].text).toString('base64');
  const { company, findPlaceholders } = await import(`data:text/javascript;base64,${source}`);
  const left = findPlaceholders(company);
  if (left.length > 0) {
    console.error(
      `Refusing to deploy the functions: src/content/company.ts still holds placeholders (${left.join(', ')}); the functions mail and link with them.`,
    );
    process.exit(1);
  }
}

await build({
  entryPoints: [resolve(here, 'src/index.ts')],
  outfile: resolve(here, 'lib/index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
  define: { 'import.meta.env': JSON.stringify({ VITE_SITE_URL: await siteUrl() }) },
  logLevel: 'warning',
});
console.log('[functions build] lib/index.js');
