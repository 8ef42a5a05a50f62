/**
 * `npm run build`: the production build, prerendered.
 *
 * 1. Vite builds the browser bundle into `dist/` (with a manifest of which chunk holds which module),
 *    and writes the web app manifest there (vite.config.ts).
 * 2. Vite builds `src/entry-server.tsx`, the build-time renderer, for Node.
 * 3. Every route is rendered to its own HTML file: `index.html`, `services.html`, … and `404.html`
 *    (Hosting serves them at clean URLs, and 404.html with status 404 for any other path). Each file
 *    holds the page's markup, the CSS it uses, its own title, description and canonical link, a
 *    preload of its largest image, and the list of its chunks, which the small inline boot script
 *    loads once the page has painted (scripts/prerender/boot.ts). Then sitemap.xml and robots.txt.
 *
 * Options: `--mode <mode>` (Vite mode, e.g. e2e), `--outDir <dir>` (default dist).
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';
import type * as EntryServer from '../src/entry-server.tsx';
import { deferPageCode, entryOf, withoutBoot } from './prerender/boot.ts';
import { renderDocument } from './prerender/document.ts';
import { chunksForModule, chunksInHtml, importsInEvaluationOrder } from './prerender/manifest.ts';
import { buildServiceWorker, type SiteLanguage } from './prerender/service-worker.ts';

/** The build-time renderer, as its build for Node exports it. */
type Renderer = typeof EntryServer;

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
async function firstLoadModules(): Promise<string[]> {
  const modules: string[] = [];
  await build({
    root,
    mode,
    logLevel: 'warn',
    build: { write: false },
    plugins: [
      {
        name: 'list-first-load-modules',
        generateBundle(_, bundle) {
          // Chunk names come from the bundle's own chunks (the entry and what chunks import).
          const chunk = (name: string) => bundle[name] as Rolldown.OutputChunk;
          const entry = Object.values(bundle).find(
            (output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.isEntry,
          )!;
          const seen = new Set<string>();
          const visit = (name: string) => {
            if (seen.has(name)) return;
            seen.add(name);
            for (const imported of chunk(name).imports) visit(imported);
          };
          visit(entry.fileName);
          for (const name of seen) {
            for (const [id, info] of Object.entries(chunk(name).modules)) {
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

/** Where a page of a language is written: `/` → index.html, `/es/services` → es/services.html. */
function fileOf(publicPath: string): string {
  return publicPath === '/' ? 'index.html' : `${publicPath.slice(1)}.html`;
}

/**
 * One language's site (docs/decisions/0055-spanish-site.md): its browser bundle, its renderer, and its
 * pages. English is built into `outDir` itself; Spanish (SITE_LOCALE=es, the Vite config then resolves
 * the Spanish modules) into a folder of its own, whose chunks are then copied into `outDir/assets`
 * (the chunks both languages share have the same content, so the same name) and whose pages are
 * written under `outDir/es`. Returns the renderer.
 */
async function buildLanguage(language: SiteLanguage) {
  const english = language === 'en';
  process.env.SITE_LOCALE = language;
  const clientDir = english ? outDir : join(ssrOutDir, `client-${language}`);
  const firstLoadList = join(ssrOutDir, `first-load-modules-${language}.json`);
  writeFileSync(firstLoadList, JSON.stringify(await firstLoadModules()));
  process.env.FIRST_LOAD_MODULES = firstLoadList;
  await build({
    root,
    mode,
    logLevel: english ? 'info' : 'warn',
    build: { outDir: clientDir, manifest: true, emptyOutDir: true },
  });
  delete process.env.FIRST_LOAD_MODULES;
  const serverDir = join(ssrOutDir, `server-${language}`);
  await build({
    root,
    mode,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true },
  });

  const renderer: Renderer = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const builtTemplate = readFileSync(join(clientDir, 'index.html'), 'utf8')
    .replace(/<html lang="[^"]*">/, `<html lang="${renderer.htmlLang}">`)
    // Each language's pages link their own web app manifest (the Spanish one is written below).
    .replace(
      'href="/manifest.webmanifest"',
      `href="${renderer.localizedPath('/manifest.webmanifest')}"`,
    );
  const loadedByEveryPage = chunksInHtml(builtTemplate);
  // The page's code loads once it has painted (scripts/prerender/boot.ts).
  // …and evaluates the chunks every page needs one task at a time (vite.config.ts groups them).
  const { template, everyPage } = deferPageCode(
    builtTemplate,
    importsInEvaluationOrder(manifest, entryOf(builtTemplate)),
    renderer.htmlLang,
  );
  // This language's hashed files (its chunks and images), for its service worker.
  const assets = readdirSync(join(clientDir, 'assets'))
    // Source maps (BUILD_SOURCEMAPS=1, for the benchmark) are never needed offline.
    .filter((file) => !file.endsWith('.map'))
    .map((file) => `assets/${file}`);
  if (!english) {
    cpSync(join(clientDir, 'assets'), join(outDir, 'assets'), { recursive: true });
    const manifestFile = join(outDir, renderer.localizedPath('/manifest.webmanifest').slice(1));
    mkdirSync(dirname(manifestFile), { recursive: true });
    writeFileSync(manifestFile, renderer.webManifestText());
    // The size check reads each language's manifest.
    cpSync(
      join(clientDir, '.vite', 'manifest.json'),
      join(outDir, '.vite', `manifest.${language}.json`),
    );
  }

  const written = [];
  for (const meta of renderer.prerenderPages) {
    const path = meta.path ?? renderer.NOT_FOUND_PATH;
    const page = await renderer.renderPage(path);
    const file =
      meta.path === null
        ? renderer.localizedPath('/404.html')
        : fileOf(renderer.localizedPath(path)).replace(/^\//, '');
    const html = renderDocument(template, page, {
      pageModules: [
        ...everyPage,
        ...(meta.path === null
          ? []
          : chunksForModule(manifest, pageModuleOf(path), loadedByEveryPage)),
      ],
      // The not-found page is short: on a wide screen the footer, Subscribe included, is on its
      // first screen. The other pages' first screens are their own; the app asks for the footer
      // before hydrating.
      layoutModules:
        meta.path === null
          ? LAYOUT_MODULES.flatMap((module) => chunksForModule(manifest, module, loadedByEveryPage))
          : [],
      // The English home page opens the Spanish one for a visitor who chose Spanish; the English
      // not-found page, the one Hosting serves for every unknown address, shows the Spanish one
      // for an address under /es/.
      headScripts: !english
        ? []
        : path === '/'
          ? [renderer.REMEMBERED_LANGUAGE_SCRIPT]
          : meta.path === null
            ? [renderer.SPANISH_NOT_FOUND_SCRIPT]
            : [],
    });
    const target = join(outDir, file.replace(/^\//, ''));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
    written.push(`${file.replace(/^\//, '')} (${(Buffer.byteLength(html) / 1024).toFixed(1)} kB)`);
  }
  // The offline page the service worker shows for a page the device never saw: no script at all.
  const offline = renderer.renderOfflinePage();
  const offlineFile = fileOf(renderer.localizedPath(renderer.OFFLINE_PATH));
  writeFileSync(join(outDir, offlineFile), renderDocument(withoutBoot(template), offline));
  written.push(offlineFile);
  console.log(`Prerendered ${written.length} pages: ${written.join(', ')}`);
  return {
    renderer,
    assets,
    pages: written.map((entry) => entry.replace(/ \(.*$/, '')),
    webManifest: renderer.localizedPath('/manifest.webmanifest').slice(1),
  };
}

try {
  const english = await buildLanguage('en');
  const spanish = await buildLanguage('es');
  const englishRenderer = english.renderer;
  delete process.env.SITE_LOCALE;
  // One service worker per language (docs/decisions/0058-offline-site.md), each listing that
  // language's files; the English one also holds the Spanish offline page, for a Spanish address
  // asked for before the Spanish worker is installed.
  for (const [language, site, extra] of [
    ['en', english, ['es/offline.html']],
    ['es', spanish, []],
  ] as const) {
    await buildServiceWorker({
      root,
      mode,
      outDir,
      workDir: ssrOutDir,
      language,
      files: [
        ...site.pages.filter((page) => !/(^|\/)404\.html$/.test(page)),
        ...extra,
        ...site.assets,
        site.webManifest,
      ],
    });
  }
  // Both languages' pages are in the one sitemap, which the English renderer writes.
  writeFileSync(join(outDir, 'sitemap.xml'), englishRenderer.renderSitemap());
  writeFileSync(join(outDir, 'robots.txt'), englishRenderer.renderRobots());
  // dist/.vite/manifest*.json stay for the size check; Hosting never serves dotfiles (firebase.json).
  console.log('Wrote sitemap.xml, robots.txt');
} finally {
  rmSync(ssrOutDir, { recursive: true, force: true });
}

/**
 * The source module of a page loaded on demand: `/services` → `src/pages/services-page.tsx`,
 * `/newsletter/confirm` → `src/pages/newsletter-confirm-page.tsx`. The home page is part of the entry
 * chunk (null). `chunksForModule` fails the build if a page is not found, so a renamed page cannot
 * silently lose its preload.
 */
function pageModuleOf(path: string): string | null {
  return path === '/' ? null : `src/pages/${path.slice(1).replaceAll('/', '-')}-page.tsx`;
}
