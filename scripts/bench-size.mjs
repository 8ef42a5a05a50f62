#!/usr/bin/env node
/**
 * The size budget, part of `npm test` (after the build): how much JavaScript and CSS a phone downloads
 * for the home page and for the application page.
 *
 * For each page, from its prerendered HTML in dist/:
 * - first load: the entry script and the chunks the HTML preloads, which the page needs before it can
 *   hydrate (gzip level 9);
 * - right after: the chunks it loads by itself straight away (the footer, the newsletter form, the
 *   location action), found through the build manifest;
 * - CSS: the styles inlined in the HTML (the page's critical CSS; there are no CSS files).
 * It fails when a budget is exceeded, or when Firebase or the wizard is in the home page's first load.
 * Usage: `npm run bench:size` (builds first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const kB = 1024;

/**
 * Budgets in kB gzip, set a little above what the site weighs (see docs/decisions/0010). `/` grew by
 * 0.6 kB with decision 0041: the menu is in the page (a native popover that works before the code
 * arrives) instead of a lazily loaded drawer, and the replay of taps made before the code arrived.
 */
const BUDGETS = {
  '/': { firstLoad: 136, rightAfter: 16, css: 10 },
  '/jobs': { firstLoad: 216, rightAfter: 6, css: 10 },
};
/** The modules every page loads by itself straight after hydrating. */
const LOADED_RIGHT_AFTER = [
  'src/components/layout/site-footer.tsx',
  'src/features/newsletter/newsletter-form.tsx',
  'src/features/share-location/share-location-action.tsx',
];

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;
const read = (file) => readFileSync(join(dist, file.replace(/^\//, '')));
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json is missing: build with `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function chunkClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkClosure(imported, seen);
  return seen;
}

function measure(page, htmlFile) {
  const html = read(htmlFile).toString('utf8');
  // The boot script, the chunks the page lists for it (`page-modules`) and the entry it imports
  // (scripts/prerender/boot.mjs).
  const chunkUrls = (text) =>
    [...text.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  const listed = chunkUrls(html);
  const firstLoad = [
    ...new Set([
      ...listed,
      ...listed
        .filter((file) => /\/boot-/.test(file))
        .flatMap((boot) => chunkUrls(read(boot).toString('utf8'))),
    ]),
  ];
  const rightAfter = [
    ...new Set(LOADED_RIGHT_AFTER.flatMap((module) => [...chunkClosure(module)])),
  ].filter((file) => !firstLoad.includes(file));
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join('');
  const files = firstLoad.map((file) => ({ file, raw: read(file).length, gzip: gzip(read(file)) }));
  return {
    page,
    files,
    firstLoad: files.reduce((sum, file) => sum + file.gzip, 0),
    rightAfter: rightAfter.reduce((sum, file) => sum + gzip(read(file)), 0),
    css: gzip(Buffer.from(css)),
    text: files.map(({ file }) => read(file).toString('utf8')),
  };
}

const problems = [];
const format = (bytes) => `${(bytes / kB).toFixed(1)} kB`;
for (const [page, htmlFile] of [
  ['/', 'index.html'],
  ['/jobs', 'jobs.html'],
]) {
  const result = measure(page, htmlFile);
  const budget = BUDGETS[page];
  console.log(`${page} (gzip):`);
  for (const file of result.files) {
    console.log(
      `  ${file.file.padEnd(46)} ${format(file.raw).padStart(10)} raw  ${format(file.gzip)}`,
    );
  }
  for (const [label, key] of [
    ['JavaScript, first load', 'firstLoad'],
    ['JavaScript, loaded right after', 'rightAfter'],
    ['CSS, inlined in the HTML', 'css'],
  ]) {
    const over = result[key] > budget[key] * kB;
    console.log(
      `  ${label.padEnd(34)} ${format(result[key]).padStart(9)}  (budget ${budget[key]} kB)${over ? '  OVER' : ''}`,
    );
    if (over) problems.push(`${page}: ${label} ${format(result[key])} exceeds ${budget[key]} kB`);
  }
  if (page === '/') {
    result.files.forEach((file, index) => {
      const text = result.text[index];
      if (/firestore\.googleapis\.com|firebasestorage\.googleapis\.com/.test(text)) {
        problems.push(`${file.file} (first load of /) contains the Firebase SDK`);
      }
      if (/Confirm & Submit|job-applications\//.test(text)) {
        problems.push(`${file.file} (first load of /) contains the application wizard`);
      }
    });
  }
}
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
