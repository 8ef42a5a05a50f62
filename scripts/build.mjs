#!/usr/bin/env node
/**
 * `npm run build`: the production build, prerendered.
 *
 * 1. Vite builds the browser bundle into `dist/` (with a manifest of which chunk holds which module),
 *    and writes the web app manifest there (vite.config.ts).
 * 2. Vite builds `src/entry-server.tsx`, the build-time renderer, for Node.
 * 3. Every route is rendered to its own HTML file: `index.html`, `services.html`, … and `404.html`
 *    (Hosting serves them at clean URLs, and 404.html with status 404 for any other path). Each file
 *    holds the page's markup, the CSS it uses, its own title, description and canonical link, a
 *    preload of its largest image, and the list of its chunks, which a small boot script loads once
 *    the page has painted (scripts/prerender/boot.mjs). Then sitemap.xml and robots.txt.
 *
 * Options: `--mode <mode>` (Vite mode, e.g. e2e), `--outDir <dir>` (default dist).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { deferPageCode, entryOf } from './prerender/boot.mjs';
import { renderDocument } from './prerender/document.mjs';
import { chunksForModule, chunksInHtml, importsInEvaluationOrder } from './prerender/manifest.mjs';

const { values } = parseArgs({
  options: { mode: { type: 'string', default: 'production' }, outDir: { type: 'string' } },
});
const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, values.outDir ?? 'dist');
const mode = values.mode;
/**
 * Parts of the layout route loaded on demand (src/app/root-layout.tsx). The not-found page lists them
 * with its own chunks: it is short enough for a wide screen to show Subscribe at once.
 */
const LAYOUT_MODULES = [
  'src/components/layout/site-footer.tsx',
  'src/features/newsletter/newsletter-form.tsx',
];
const ssrOutDir = mkdtempSync(join(tmpdir(), 'roadside-prerender-'));

/**
 * The modules of the chunks the entry loads at once (its static imports, all the way down), as a
 * default build splits them: vite.config.ts then puts exactly these into one chunk.
 */
async function firstLoadModules() {
  const modules = [];
  await build({
    root,
    mode,
    logLevel: 'warn',
    build: { write: false },
    plugins: [
      {
        name: 'list-first-load-modules',
        generateBundle(_, bundle) {
          const entry = Object.values(bundle).find(
            (chunk) => chunk.type === 'chunk' && chunk.isEntry,
          );
          const seen = new Set();
          const visit = (name) => {
            if (seen.has(name)) return;
            seen.add(name);
            for (const imported of bundle[name].imports) visit(imported);
          };
          visit(entry.fileName);
          for (const name of seen) {
            for (const [id, info] of Object.entries(bundle[name].modules)) {
              // The entry module itself stays the entry chunk, which imports the one chunk.
              if (info.renderedLength > 0 && id !== entry.facadeModuleId) modules.push(id);
            }
          }
        },
      },
    ],
  });
  return modules;
}

try {
  const firstLoadList = join(ssrOutDir, 'first-load-modules.json');
  writeFileSync(firstLoadList, JSON.stringify(await firstLoadModules()));
  process.env.FIRST_LOAD_MODULES = firstLoadList;
  await build({ root, mode, build: { outDir, manifest: true, emptyOutDir: true } });
  delete process.env.FIRST_LOAD_MODULES;
  await build({
    root,
    mode,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrOutDir, emptyOutDir: true },
  });

  const renderer = await import(pathToFileURL(join(ssrOutDir, 'entry-server.js')).href);
  const manifestPath = join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const builtTemplate = readFileSync(join(outDir, 'index.html'), 'utf8');
  const loadedByEveryPage = chunksInHtml(builtTemplate);
  // The page's code loads once it has painted (scripts/prerender/boot.mjs).
  // …and evaluates the chunks every page needs one task at a time (vite.config.ts groups them).
  const { template, boot, everyPage } = deferPageCode(
    builtTemplate,
    importsInEvaluationOrder(manifest, entryOf(builtTemplate)),
  );
  writeFileSync(join(outDir, boot.name), boot.source);

  const written = [];
  for (const meta of renderer.prerenderPages) {
    const path = meta.path ?? renderer.NOT_FOUND_PATH;
    const page = await renderer.renderPage(path);
    const file =
      meta.path === null ? '404.html' : path === '/' ? 'index.html' : `${path.slice(1)}.html`;
    const html = renderDocument(template, page, {
      pageModules: [
        ...everyPage,
        ...(meta.path === null
          ? []
          : chunksForModule(manifest, pageModuleOf(path), loadedByEveryPage)),
      ],
      // The not-found page is short: the footer, Subscribe included, is on its first screen. The
      // other pages' first screens are their own; the app asks for the footer before hydrating.
      layoutModules:
        meta.path === null
          ? LAYOUT_MODULES.flatMap((module) => chunksForModule(manifest, module, loadedByEveryPage))
          : [],
    });
    writeFileSync(join(outDir, file), html);
    written.push(`${file} (${(Buffer.byteLength(html) / 1024).toFixed(1)} kB)`);
  }
  writeFileSync(join(outDir, 'sitemap.xml'), renderer.renderSitemap());
  writeFileSync(join(outDir, 'robots.txt'), renderer.renderRobots());
  // dist/.vite/manifest.json stays for the size check; Hosting never serves dotfiles (firebase.json).
  console.log(
    `Prerendered ${written.length} pages: ${written.join(', ')}; sitemap.xml, robots.txt`,
  );
} finally {
  rmSync(ssrOutDir, { recursive: true, force: true });
}

/**
 * The source module of a page loaded on demand: `/services` → `src/pages/services-page.tsx`. The home
 * page is part of the entry chunk (null). `chunksForModule` fails the build if a page is not found, so
 * a renamed page cannot silently lose its preload.
 */
function pageModuleOf(path) {
  return path === '/' ? null : `src/pages${path}-page.tsx`;
}
