/**
 * Puts a rendered page into the built index.html: the script that catches early taps
 * (early-events.ts) and its head tags where `<!--app-head-->` is, its markup
 * inside `#root`, the list of chunks its boot script loads after the first paint (boot.ts), and a
 * preload of its high-priority image.
 */
import { pageModulesScript } from './boot.ts';
import { earlyEventsScriptTag } from './early-events.ts';

const HEAD_MARK = '<!--app-head-->';
const ROOT_MARK = '<!--app-html-->';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>\s*/;

/** What the build-time renderer gives for a page: its markup, its head tags and its critical CSS. */
export interface PageMarkup {
  html: string;
  head: string;
  styles: string;
}

/** The first `<img fetchpriority="high">` source in the markup, if any. */
export function highPriorityImage(html: string): string | null {
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    if (!/\bfetchpriority="high"/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag);
    if (src) return src[1]!;
  }
  return null;
}

/**
 * Every page fetches its code after its first paint (boot.ts), the chunks listed in `pageModules`
 * and then `layoutModules`: chunks of the layout's parts loaded on demand that are on the page's first
 * screen (the footer and its newsletter form, on a short page). A page with a high-priority image (the
 * home page's hero) preloads it.
 *
 * No script is fetched during parse, even at low priority: Lighthouse's simulation counts every
 * request that finished before the (unthrottled) first paint as needed for the largest paint, so
 * code fetched with the HTML moved the phone LCP of the text pages from about 1.0 s to 2.0 s
 * (docs/decisions/0041-alive-from-first-paint.md, "Ready sooner").
 *
 * `headScripts` are inline scripts to run first (the English home page's remembered language); each
 * must be allowed by its hash in firebase.json's Content-Security-Policy.
 */
export function renderDocument(
  template: string,
  page: PageMarkup,
  {
    pageModules = [],
    layoutModules = [],
    headScripts = [],
  }: { pageModules?: string[]; layoutModules?: string[]; headScripts?: string[] } = {},
): string {
  if (!template.includes(HEAD_MARK) || !template.includes(ROOT_MARK)) {
    throw new Error(`index.html must contain ${HEAD_MARK} and ${ROOT_MARK}`);
  }
  const preloads = [pageModulesScript([...new Set([...pageModules, ...layoutModules])])];
  const image = highPriorityImage(page.html);
  if (image) {
    preloads.unshift(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
  }
  return template
    .replace(TEMPLATE_TITLE, '')
    .replace(HEAD_MARK, () =>
      [
        ...headScripts.map((script) => `<script>${script}</script>`),
        earlyEventsScriptTag(),
        page.head,
        ...preloads,
        page.styles,
      ].join('\n    '),
    )
    .replace(ROOT_MARK, () => page.html);
}
