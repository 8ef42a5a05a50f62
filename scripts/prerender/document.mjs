/**
 * Puts a rendered page into the built index.html: the script that catches early taps
 * (early-events.mjs) and its head tags where `<!--app-head-->` is, its markup
 * inside `#root`, the list of chunks its boot script loads after the first paint (boot.mjs), and a
 * preload of its high-priority image.
 */
import { pageModulesScript } from './boot.mjs';
import { earlyEventsScriptTag } from './early-events.mjs';

const HEAD_MARK = '<!--app-head-->';
const ROOT_MARK = '<!--app-html-->';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>\s*/;

/** The first `<img fetchpriority="high">` source in the markup, if any. */
export function highPriorityImage(html) {
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    if (!/\bfetchpriority="high"/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag);
    if (src) return src[1];
  }
  return null;
}

/**
 * `entry`: the entry chunk. A page with a high-priority image (the home page's hero) fetches its code
 * after its first paint (boot.mjs), so the image has the connection to itself. Any other page's first
 * paint is its text, which needs nothing more: its code is fetched while the HTML is still parsed
 * (module preloads in the head), so the parts that need it (the application) work sooner, and with
 * it `layoutModules`: chunks of the layout's parts loaded on demand that are on its first screen (the
 * footer and its newsletter form, on a short page). A page with a hero image leaves those to the
 * app, which asks for them before it hydrates (src/app/root-layout.tsx, preloadLayout).
 */
export function renderDocument(
  template,
  page,
  { pageModules = [], entry = null, layoutModules = [] } = {},
) {
  if (!template.includes(HEAD_MARK) || !template.includes(ROOT_MARK)) {
    throw new Error(`index.html must contain ${HEAD_MARK} and ${ROOT_MARK}`);
  }
  const image = highPriorityImage(page.html);
  const modules = image ? pageModules : [...new Set([...pageModules, ...layoutModules])];
  const preloads = [pageModulesScript(modules)];
  if (image) {
    preloads.unshift(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
  } else {
    const eager = entry ? [...modules, entry] : modules;
    preloads.unshift(
      ...eager.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    );
  }
  return template
    .replace(TEMPLATE_TITLE, '')
    .replace(HEAD_MARK, () =>
      [earlyEventsScriptTag(), page.head, ...preloads, page.styles].join('\n    '),
    )
    .replace(ROOT_MARK, () => page.html);
}
