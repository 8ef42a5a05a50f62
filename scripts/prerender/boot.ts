/**
 * Paint first, then load the code: the prerendered page needs no JavaScript to be read or to call and
 * text (its links are plain `tel:` and `sms:` links), so its code is fetched only once the page has
 * painted. On a slow phone network the HTML and the hero image then have the connection to themselves,
 * and the page shows sooner (docs/decisions/0010).
 *
 * The build replaces the entry `<script type="module">` tags and module preloads of every page with one
 * small script, `/assets/boot-<hash>.js`, and a JSON list of the page's other chunks in
 * `<script type="application/json" id="page-modules">` (data, never executed, so the
 * Content-Security-Policy needs no change). After the first frame has painted, the boot script
 * preloads those chunks in parallel and imports the entry. The entry's name is inside the boot script,
 * so a new deploy gives it a new name (src/lib/load-module.ts detects an updated site that way).
 */
import { createHash } from 'node:crypto';

const MODULE_SCRIPT =
  /[ \t]*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\n?/g;
const MODULE_PRELOAD =
  /[ \t]*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?/g;

/**
 * The JavaScript of the boot script for an entry chunk URL. `stages` are chunks the entry imports, in
 * the order they are evaluated: each is evaluated in a task of its own before the entry, so no single
 * task runs all the start-up code (evaluating one big chunk is one long task, which blocks a tap).
 */
export function bootSource(entry: string, stages: string[] = [], lang = 'en'): string {
  return `// Loads the page's code once the prerendered page has painted (scripts/prerender/boot.ts).
// Only into a page of its own language: the English not-found page, opened under /es/, is being
// replaced by the Spanish one (src/i18n/spanish-not-found.ts), whose own boot script loads its code.
const ownPage = document.documentElement.lang === ${JSON.stringify(lang)};
const list = document.getElementById('page-modules');
const modules = list ? JSON.parse(list.textContent) : [];
const stages = ${JSON.stringify(stages)};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
let started = false;
const start = async () => {
  if (started || !ownPage) return;
  started = true;
  // The entry too, so that it downloads with the layers rather than after them.
  for (const href of [...modules, ${JSON.stringify(entry)}]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  try {
    for (const stage of stages) {
      await import(stage);
      await nextTask();
    }
  } catch {
    // The entry imports the same chunk: its import fails the same way and reports it.
  }
  import(${JSON.stringify(entry)});
};
// After the next frame is painted; in a background tab (no frames) within a second anyway.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
`;
}

/**
 * Takes the entry scripts and module preloads out of the built index.html. Returns the template
 * without them (the boot script in their place), the boot file to write (`name`, `source`; it
 * evaluates `stages` first, see bootSource), and the chunks every page loads besides the entry.
 */
export function deferPageCode(
  template: string,
  stages: string[] = [],
  lang = 'en',
): { template: string; boot: { name: string; source: string }; everyPage: string[] } {
  const scripts = moduleScripts(template);
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const entry = entryOf(template);
  const source = bootSource(entry, stages, lang);
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const name = `assets/boot-${hash}.js`;
  let placed = false;
  const withoutScripts = template.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => {
    if (placed) return '';
    placed = true;
    return `    <script type="module" src="/${name}"></script>\n`;
  });
  return {
    template: withoutScripts,
    boot: { name, source },
    everyPage: [...scripts.slice(0, -1), ...preloads],
  };
}

function moduleScripts(template: string): string[] {
  const scripts = [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1]!);
  if (scripts.length === 0) throw new Error('The built index.html has no module script');
  return scripts;
}

/**
 * The entry chunk's URL in the built index.html: its last module script (scripts before it, the
 * bundler's runtime, are its imports).
 */
export function entryOf(template: string): string {
  return moduleScripts(template).at(-1)!;
}

/** The `page-modules` list: the chunks to fetch with the entry, `<` escaped for a script element. */
export function pageModulesScript(modules: string[]): string {
  return `<script type="application/json" id="page-modules">${JSON.stringify(modules).replace(/</g, '\\u003c')}</script>`;
}
