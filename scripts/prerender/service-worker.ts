/**
 * The service workers (docs/decisions/0058-offline-site.md): `src/service-worker/sw.ts` bundled by
 * Vite into one classic script per language, then workbox-build's injectManifest writes into it the
 * list of that language's files to keep on the device. This runs at the end of scripts/build.ts,
 * once every page is written (a plugin at Vite's closeBundle would run before the pages exist).
 *
 * - `/sw.js` (English, scope `/`) and `/sw-es.js` (Spanish, scope `/es`: the Spanish home page is
 *   `/es`, which a worker under `/es/` could not control). Both at the root, where firebase.json
 *   serves them with `Cache-Control: no-cache`.
 * - Pages are listed by their public address (`/`, `/services`, `/es/jobs`) with the hash of their
 *   content as revision; hashed files under `/assets/` by their name alone (revision null: the name
 *   changes with the content).
 */
import { gzipSync } from 'node:zlib';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

/** The web app's icons, for an installed site opened without a connection. */
export const ICONS = [
  'favicon.svg',
  'apple-touch-icon.png',
  'icon-192.png',
  'icon-512.png',
  'icon-maskable-512.png',
];

/** Where each language's worker is served (the page registers it: src/lib/service-worker.ts). */
export const WORKER_FILES = { en: 'sw.js', es: 'sw-es.js' } as const;

/** A language with a site of its own. */
export type SiteLanguage = keyof typeof WORKER_FILES;

/** A written file's public address: `index.html` → `/`, `es.html` → `/es`, `a/b.html` → `/a/b`. */
export function publicUrlOf(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('.html')) return `/${file.slice(0, -'.html'.length)}`;
  return `/${file}`;
}

/**
 * Builds `language`'s worker into `outDir` with `files` (paths relative to outDir) as what it keeps.
 * Prints how much that is (raw and gzip).
 */
export async function buildServiceWorker({
  root,
  mode,
  outDir,
  workDir,
  language,
  files,
}: {
  root: string;
  mode: string;
  outDir: string;
  workDir: string;
  language: SiteLanguage;
  files: string[];
}): Promise<void> {
  const bundleDir = join(workDir, `sw-${language}`);
  await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    publicDir: false,
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __SITE_LANGUAGE__: JSON.stringify(language),
    },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      lib: {
        entry: join(root, 'src/service-worker/sw.ts'),
        formats: ['iife'],
        name: 'roadReadyServiceWorker',
        fileName: () => 'sw.js',
      },
    },
  });
  const listed = [...new Set([...files, ...ICONS])];
  const { count, warnings } = await injectManifest({
    swSrc: join(bundleDir, 'sw.js'),
    swDest: join(outDir, WORKER_FILES[language]),
    globDirectory: outDir,
    globPatterns: listed,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    manifestTransforms: [
      (entries) => ({
        manifest: entries.map((entry) => ({
          url: publicUrlOf(entry.url),
          revision: entry.url.startsWith('assets/') ? null : entry.revision,
          // Only counted by workbox-build, which leaves it out of the worker.
          size: entry.size,
        })),
        warnings: [],
      }),
    ],
  });
  if (warnings.length > 0) throw new Error(`injectManifest: ${warnings.join('; ')}`);
  if (count !== listed.length) {
    throw new Error(`The ${language} service worker lists ${count} of ${listed.length} files`);
  }
  let size = 0;
  let gzip = 0;
  for (const file of listed) {
    const bytes = readFileSync(join(outDir, file));
    size += bytes.length;
    gzip += /\.(png|jpe?g|webp|avif)$/.test(file) ? bytes.length : gzipSync(bytes).length;
  }
  const worker = statSync(join(outDir, WORKER_FILES[language])).size;
  console.log(
    `Service worker /${WORKER_FILES[language]} (${(worker / 1024).toFixed(1)} kB): keeps ${count} files, ${(size / 1024).toFixed(0)} kB (${(gzip / 1024).toFixed(0)} kB gzip)`,
  );
}
