/**
 * Paint first, then load the code: the prerendered page needs no JavaScript to be read or to call and
 * text (its links are plain `tel:` and `sms:` links), so its code is fetched only once the page has
 * painted. On a slow phone network the HTML and the hero image then have the connection to themselves,
 * and the page shows sooner (docs/decisions/0010, 0088).
 *
 * The build replaces the entry `<script type="module">` tags and module preloads of every page with
 * the boot script, inline, and what it needs as data (never executed, so the Content-Security-Policy
 * needs no change for it): `<script type="application/json" id="page-boot">` (the entry, the chunks
 * it imports in evaluation order, the page's language), and, per page, the page's other chunks in
 * `<script type="application/json" id="page-modules">` (document.ts). Once the document is parsed
 * and its first contentful paint is on the screen, the boot script preloads those chunks in parallel
 * and imports the entry.
 *
 * Inline, not a file of its own: a script the HTML makes the browser fetch while it is parsed is
 * fetched at high priority, and Lighthouse's simulation counts such a request as needed for the
 * first and the largest paint (decision 0088: on the low-end measure, FCP about 1.6 → 0.9 s). Its
 * text is the same on every page and every build, so its hash in firebase.json's
 * Content-Security-Policy allows it (tests/unit/hosting.test.ts fails when they differ).
 */
import { createHash } from 'node:crypto';

const MODULE_SCRIPT =
  /[ \t]*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\n?/g;
const MODULE_PRELOAD =
  /[ \t]*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?/g;

/** What the boot script reads from `page-boot`. */
export interface BootData {
  /** The entry chunk's URL. */
  entry: string;
  /**
   * Chunks the entry imports, in the order they are evaluated: each is evaluated in a task of its own
   * before the entry, so no single task runs all the start-up code (evaluating one big chunk is one
   * long task, which blocks a tap).
   */
  stages: string[];
  /** The language of the build: the boot script loads its code only into a page of that language. */
  lang: string;
}

/**
 * The boot script, sent in every page as it is written here but for its indentation (no comments
 * inside: they would be sent too). What it does:
 *
 * - Loads the code only into a page of the build's own language, checked when it starts: the English
 *   not-found page opened under /es/ is being replaced by the Spanish one
 *   (src/i18n/spanish-not-found.ts), whose own boot script loads its code; if that fails, the page
 *   is English again by then, and loads its own.
 * - Starts once the document is parsed (React hydrates the whole page) and its first contentful
 *   paint is on the screen (where the browser does not report it, the next frame), however long a
 *   slow phone takes to paint. A tab opened in the background, which paints nothing until it is
 *   shown, starts a second after the parse; every page within five seconds, should the browser never
 *   report a paint.
 * - Preloads the page's chunks (`page-modules`, read when it starts) and the entry, so that they
 *   download side by side, then evaluates the stages one per task and imports the entry. A stage
 *   that fails is left to the entry, which imports the same chunk: its import fails the same way and
 *   reports it.
 */
export const BOOT_SCRIPT = `(() => {
  const boot = JSON.parse(document.getElementById('page-boot').textContent);
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
  let started = false;
  const start = async () => {
    if (started || document.documentElement.lang !== boot.lang) return;
    started = true;
    const list = document.getElementById('page-modules');
    const modules = list ? JSON.parse(list.textContent) : [];
    for (const href of [...modules, boot.entry]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    try {
      for (const stage of boot.stages) {
        await import(stage);
        await nextTask();
      }
    } catch {}
    import(boot.entry);
  };
  const painted = () => new Promise((resolve) => {
    const types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : [];
    if (!types || !types.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  const parsed = new Promise((resolve) => {
    if (document.readyState !== 'loading') resolve();
    else addEventListener('DOMContentLoaded', resolve, { once: true });
  });
  parsed.then(() => {
    painted().then(() => setTimeout(start, 0));
    setTimeout(() => {
      if (document.visibilityState === 'hidden') start();
    }, 1000);
    setTimeout(start, 5000);
  });
})();`.replace(/\n +/g, '\n');

/** The Content-Security-Policy source that allows the boot script: `'sha256-…'`. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;

/** The boot script's data and the script, for the page template. `<` escaped in the data. */
export function bootTags(data: BootData): string {
  return `<script type="application/json" id="page-boot">${jsonForScript(data)}</script>\n    <script>${BOOT_SCRIPT}</script>`;
}

/**
 * Takes the entry scripts and module preloads out of the built index.html. Returns the template
 * with the boot script and its data in their place (it evaluates `stages` first, see `BootData`),
 * and the chunks every page loads besides the entry.
 */
export function deferPageCode(
  template: string,
  stages: string[] = [],
  lang = 'en',
): { template: string; everyPage: string[] } {
  const scripts = moduleScripts(template);
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const entry = entryOf(template);
  let placed = false;
  const withoutScripts = template.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, () => {
    if (placed) return '';
    placed = true;
    return `    ${bootTags({ entry, stages, lang })}\n`;
  });
  return { template: withoutScripts, everyPage: [...scripts.slice(0, -1), ...preloads] };
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

/** JSON for a `<script type="application/json">` element: `<` escaped, so it cannot close it. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The `page-modules` list: the chunks to fetch with the entry, `<` escaped for a script element. */
export function pageModulesScript(modules: string[]): string {
  return `<script type="application/json" id="page-modules">${jsonForScript(modules)}</script>`;
}

/**
 * The template without the boot script and its data, as `deferPageCode` wrote them: the offline page
 * needs no code. Throws when they are not there.
 */
export function withoutBoot(template: string): string {
  const result = template
    .replace(/[ \t]*<script type="application\/json" id="page-boot">[^<]*<\/script>\s*/, '')
    .replace(`<script>${BOOT_SCRIPT}</script>\n`, '');
  if (result.includes('id="page-boot"') || result.includes(BOOT_SCRIPT) || result === template) {
    throw new Error('The page template has no boot script to leave out');
  }
  return result;
}
