/**
 * The size budget, part of `npm test` (after the build): how much JavaScript and CSS a phone downloads
 * for the home page and for the application page, in English and in Spanish, and that none of them
 * loads the other language's text.
 *
 * For each page, from its prerendered HTML in dist/:
 * - first load: the entry script and the chunks the HTML preloads, which the page needs before it can
 *   hydrate (gzip level 9);
 * - right after: the chunks it loads by itself straight away (the footer, the location action), found
 *   through the build manifest;
 * - near the footer: the chunks the footer's newsletter form adds once it comes near the screen
 *   (decision 0078);
 * - CSS: the styles inlined in the HTML (the page's critical CSS; there are no CSS files).
 * It fails when a budget is exceeded, or when Firebase or the wizard is in the first load of the home
 * page or the privacy policy.
 * Usage: `npm run bench:size` (builds first).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { withSourceModules } from './load-source-modules.ts';
import type { BuildManifest } from './prerender/manifest.ts';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const kB = 1024;

/**
 * Budgets in kB gzip, set a little above what the site weighs (see docs/decisions/0010). `/` grew by
 * 0.6 kB with decision 0041: the menu is in the page (a native popover that works before the code
 * arrives) instead of a lazily loaded drawer, and the replay of taps made before the code arrived.
 * The budgets of `/` and `/jobs` then allow the 3 kB the Spanish site may add to the English pages
 * (decision 0055: they weighed 135.6 and 214.4 kB before it), and the Spanish pages are held to them.
 * The newsletter's confirm and unsubscribe pages (decision 0057) added 1 kB to `/jobs` (216.0 → 217.0,
 * `/es/jobs` 217.4 → 218.4: their routes and titles in every first load, and the error messages and
 * alerts the application and the footer's form shared in one chunk now being a chunk of their own,
 * shared with the new pages) and 0.6 kB to what `/` loads right after (15.7 → 16.3, `/es` 16.6).
 * The team's pages and the applicant's status page (decision 0063) added their five routes and titles
 * to every first load: 0.4 kB (`/` 137.4 → 137.8, `/es` 137.9 → 138.4, `/jobs` 212.4 → 212.8).
 * With the questions declared once (decision 0073), the wizard checks its answers without zod:
 * `/jobs` 213.3 → 193.0 (`/es/jobs` 214.6 → 193.9); and the footer's sign-up is made from its
 * declarations with the wizard's machinery (the field's view, its check and its messages, shared in
 * one chunk): what `/` loads right after 16.4 → 18.1 (`/es` 16.6 → 18.4). The team's held pages
 * (decision 0070) added their three routes and titles to every first load (`/es` 138.4 → 138.6).
 * Start-up on a low-end phone (decision 0072): V8's compile hint in each chunk a page runs to start,
 * and the entry's work split into tasks, 0.2–0.6 kB (`/` 137.9 → 138.5, `/es` 138.6 → 138.9, `/jobs`
 * 193.0 → 193.6; right after `/es` 18.4 → 18.6).
 * The wizard's later parts (the views of the later steps, the review, the notices: a chunk fetched
 * once the page is idle) left `/jobs`'s first load: 193.6 → 180.9 (`/es/jobs` 194.2 → 181.3). Its
 * MUI Alert is then the footer's alone, loaded right after (`/jobs` 5.2 → 9.0, `/es/jobs` 5.4 →
 * 9.3), and MUI's slot helpers, which the wizard's stepper and the Alert share, became a chunk of
 * their own: what `/` loads right after 18.3 → 18.5 (`/es` 18.6 → 18.8). The words of those parts
 * went with them: `/jobs` 180.9 → 180.3 (`/es/jobs` 181.3 → 180.6).
 * The wizard's answers in a store of its own instead of react-hook-form (decision 0074): `/jobs`
 * 180.3 → 167.9 (`/es/jobs` 180.6 → 168.2); and the stepper a list of the site's own instead of MUI's
 * (decision 0075): 167.9 → 163.3 (`/es/jobs` 168.2 → 163.6). The text field the site's own instead
 * of MUI's (decision 0076): `/jobs` 163.3 → 157.2 (`/es/jobs` 163.6 → 157.5), what `/` loads right
 * after 18.5 → 13.3 (`/es` 18.8 → 13.6); MUI's form parts the later steps use went to the later
 * parts' chunk, loaded right after: `/jobs` 9.0 → 9.8 (`/es/jobs` 9.3 → 10.0).
 * The buttons and the message box the site's own instead of MUI's (decision 0077): every first load
 * −4.7 to −6.3 kB (`/` 138.4 → 132.1, `/es` 138.8 → 132.5, `/jobs` 157.2 → 152.5, `/es/jobs` 157.5 →
 * 152.8); right after `/` 13.3 → 12.5 (`/es` 13.6 → 12.8), `/jobs` 9.8 → 7.3 (`/es/jobs` 10.0 → 7.6).
 * The newsletter form hydrated near the screen (decision 0078): its code left what every page loads
 * right after (`/` 12.5 → 4.1, `/jobs` 7.3 → 3.5) for a figure of its own, near the footer.
 * The theme handed down by a provider that keeps no state, made for the light scheme only on a
 * prerendered page (decision 0079): MUI's provider for CSS variables left every first load, −2.9 kB
 * (`/` 132.6 → 129.7, `/es` 133.0 → 130.1, `/jobs` 152.2 → 149.3, `/es/jobs` 152.4 → 149.6).
 * react-router's links, prefetching and forms, and the react-is 16 Emotion brought, out of every
 * first load (decision 0082): −4.6 kB (`/` 129.7 → 125.1, `/es` 130.1 → 125.5, `/jobs` 149.3 →
 * 144.6, `/es/jobs` 149.6 → 145.0).
 * MUI's `Typography`, `Link`, `Container`, `Stack` and `SvgIcon` (with the Material icons) the
 * site's own (decision 0083), and the baseline's code out of a prerendered page: −3.2 to −3.3 kB
 * (`/` 125.1 → 121.8, `/es` 125.5 → 122.2, `/jobs` 144.6 → 141.4, `/es/jobs` 145.0 → 141.7).
 * The theme a page hydrates with held as data, written at build time, and MUI's default theme that
 * theme (decision 0084): MUI's theme-making code out of every first load, −4.9 kB (`/` 121.8 →
 * 116.9, `/es` 122.2 → 117.3, `/jobs` 141.4 → 136.5, `/es/jobs` 141.7 → 136.8).
 * Emotion's list of HTML attributes left out, every styled element saying what it passes on
 * (decision 0085): −1.9 kB (`/` 116.9 → 115.0, `/es` 117.3 → 115.3, `/jobs` 136.5 → 134.7,
 * `/es/jobs` 136.8 → 134.9); right after `/` 4.2 → 4.3.
 * The privacy policy, whose lists of what is collected are made from the forms' declarations,
 * imported them through the features' indexes, which brought the wizard and the newsletter's pages
 * into its first load; it imports them from the features' `collected` entries now (decision 0087):
 * 144.7 → 122.2 kB. Held by a budget of its own since, and by the same check as `/` that no wizard
 * or Firebase is in it.
 */
const BUDGETS = {
  '/': { firstLoad: 116, rightAfter: 5, nearFooter: 8, css: 10 },
  '/jobs': { firstLoad: 135.5, rightAfter: 4.5, nearFooter: 4.5, css: 10 },
  '/privacy-policy': { firstLoad: 123, rightAfter: 5, nearFooter: 8, css: 10 },
} satisfies Record<
  string,
  { firstLoad: number; rightAfter: number; nearFooter: number; css: number }
>;
/**
 * The pages measured, with their HTML file and their language's build manifest. The Spanish site
 * (docs/decisions/0055-spanish-site.md) is held to the English budgets.
 */
const PAGES: {
  page: string;
  file: string;
  manifest: string;
  budget: keyof typeof BUDGETS;
  lang?: 'en' | 'es';
}[] = [
  { page: '/', file: 'index.html', manifest: 'manifest.json', budget: '/' },
  { page: '/jobs', file: 'jobs.html', manifest: 'manifest.json', budget: '/jobs' },
  { page: '/es', file: 'es.html', manifest: 'manifest.es.json', budget: '/', lang: 'es' },
  {
    page: '/es/jobs',
    file: 'es/jobs.html',
    manifest: 'manifest.es.json',
    budget: '/jobs',
    lang: 'es',
  },
  {
    page: '/privacy-policy',
    file: 'privacy-policy.html',
    manifest: 'manifest.json',
    budget: '/privacy-policy',
  },
];
/** The modules every page loads by itself straight after hydrating. */
const LOADED_RIGHT_AFTER = [
  'src/components/layout/site-footer.tsx',
  'src/features/share-location/share-location-action.tsx',
];
/** The modules the footer's form loads once it comes near the screen (src/app/root-layout.tsx). */
const LOADED_NEAR_FOOTER = ['src/features/newsletter/newsletter-form.tsx'];

const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;
const read = (file: string) => readFileSync(join(dist, file.replace(/^\//, '')));
const manifests = new Map<string, BuildManifest>();
function manifestOf(name: string): BuildManifest {
  let manifest = manifests.get(name);
  if (!manifest) {
    const path = join(dist, '.vite', name);
    if (!existsSync(path)) {
      console.error(`dist/.vite/${name} is missing: build with \`npm run build\` first.`);
      process.exit(1);
    }
    manifest = JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
    manifests.set(name, manifest);
  }
  return manifest;
}

function chunkClosure(manifest: BuildManifest, key: string, seen = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(`/${chunk.file}`)) return seen;
  seen.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, seen);
  return seen;
}

function measure(page: string, htmlFile: string, manifest: BuildManifest) {
  const html = read(htmlFile).toString('utf8');
  // The chunks the page lists for its boot script (`page-modules`), and the entry and the chunks it
  // evaluates first (`page-boot`; scripts/prerender/boot.ts).
  const firstLoad = [
    ...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)),
  ];
  const closureOf = (modules: string[]) => [
    ...new Set(modules.flatMap((module) => [...chunkClosure(manifest, module)])),
  ];
  const rightAfter = closureOf(LOADED_RIGHT_AFTER).filter((file) => !firstLoad.includes(file));
  const nearFooter = closureOf(LOADED_NEAR_FOOTER).filter(
    (file) => !firstLoad.includes(file) && !rightAfter.includes(file),
  );
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1])
    .join('');
  const files = firstLoad.map((file) => ({ file, raw: read(file).length, gzip: gzip(read(file)) }));
  return {
    page,
    files,
    firstLoad: files.reduce((sum, file) => sum + file.gzip, 0),
    rightAfter: rightAfter.reduce((sum, file) => sum + gzip(read(file)), 0),
    nearFooter: nearFooter.reduce((sum, file) => sum + gzip(read(file)), 0),
    css: gzip(Buffer.from(css)),
    text: files.map(({ file }) => read(file).toString('utf8')),
    loaded: [...firstLoad, ...rightAfter, ...nearFooter].map((file) => ({
      file,
      text: read(file).toString('utf8'),
    })),
  };
}

/**
 * The text of each language that the other language's catalogue does not have: every string of at
 * least 20 characters in the exports of the Spanish modules (`*.es.ts(x)` under src/) and of their
 * English originals. Shorter strings (ids, brand names, "Español") are left out.
 */
async function stringsOnlyIn() {
  const root = new URL('..', import.meta.url).pathname;
  const spanish = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.es\.tsx?$/.test(file))
    .map((file) => `/${relative(root, join(root, 'src', file))}`);
  const collect = (value: unknown, into: Set<string>, seen = new Set<object>()): Set<string> => {
    if (typeof value === 'string') {
      if (value.length >= 20) into.add(value);
    } else if (value && typeof value === 'object' && !seen.has(value)) {
      seen.add(value);
      // A key is the same in both languages' bundles (a stored value naming its label, such as a
      // tool's English name): it counts as the language's own text.
      for (const key of Object.keys(value)) if (key.length >= 20) into.add(key);
      for (const item of Object.values(value)) collect(item, into, seen);
    }
    return into;
  };
  const [en, es] = await withSourceModules(async (load) => {
    const english = new Set<string>();
    const spanishText = new Set<string>();
    for (const file of spanish) {
      collect(await load(file.replace(/\.es(\.tsx?)$/, '$1')), english);
      collect(await load(file), spanishText);
    }
    return [english, spanishText];
  });
  const only = (set: Set<string>, other: Set<string>) =>
    [...set].filter((string) => !other.has(string));
  return { en: only(en, es), es: only(es, en) };
}

const problems: string[] = [];
const format = (bytes: number) => `${(bytes / kB).toFixed(1)} kB`;
const onlyIn = await stringsOnlyIn();
for (const { page, file: htmlFile, manifest, budget: budgetOf, lang = 'en' } of PAGES) {
  const result = measure(page, htmlFile, manifestOf(manifest));
  const budget = BUDGETS[budgetOf];
  console.log(`${page} (gzip):`);
  for (const file of result.files) {
    console.log(
      `  ${file.file.padEnd(46)} ${format(file.raw).padStart(10)} raw  ${format(file.gzip)}`,
    );
  }
  for (const [label, key] of [
    ['JavaScript, first load', 'firstLoad'],
    ['JavaScript, loaded right after', 'rightAfter'],
    ['JavaScript, near the footer', 'nearFooter'],
    ['CSS, inlined in the HTML', 'css'],
  ] as const) {
    const over = result[key] > budget[key] * kB;
    console.log(
      `  ${label.padEnd(34)} ${format(result[key]).padStart(9)}  (budget ${budget[key]} kB)${over ? '  OVER' : ''}`,
    );
    if (over) problems.push(`${page}: ${label} ${format(result[key])} exceeds ${budget[key]} kB`);
  }
  // Only the application's page may load the wizard; none loads Firebase before it is needed.
  if (budgetOf !== '/jobs') {
    result.files.forEach((file, index) => {
      const text = result.text[index]!;
      if (
        /firestore\.googleapis\.com|firebasestorage\.googleapis\.com|cloudfunctions\.net/.test(text)
      ) {
        problems.push(`${file.file} (first load of ${page}) contains the Firebase SDK`);
      }
      if (/Confirm & Submit|job-applications\//.test(text)) {
        problems.push(`${file.file} (first load of ${page}) contains the application wizard`);
      }
    });
  }
  // No page loads the other language's text (which it never shows).
  const other = onlyIn[lang === 'en' ? 'es' : 'en'];
  for (const { file, text } of result.loaded) {
    const found = other.find((string) => text.includes(string));
    if (found) problems.push(`${file} (loaded by ${page}) holds the other language's "${found}"`);
  }
}
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
