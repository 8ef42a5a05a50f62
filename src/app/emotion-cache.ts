import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/** Properties the Safari versions the site supports still need with a `-webkit-` prefix. */
const WEBKIT_ONLY = new Set(['user-select', 'backdrop-filter']);

/**
 * Emotion's default prefixer writes `-webkit-`, `-moz-` and `-ms-` variants of every flex, transition
 * and text-decoration declaration for browsers of ten years ago: 13 kB of the 88 kB of CSS each page
 * carries, parsed before it can paint. The browsers the site supports (es2022) need none of them, except
 * `-webkit-` for the two properties above.
 */
const webkitPrefixes: StylisPlugin = (element) => {
  if (element.type === 'decl' && !element.return && WEBKIT_ONLY.has(element.props as string)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** The one Emotion cache key: class names are `css-…`. */
const KEY = 'css';

/**
 * The attribute of a prerendered page's `<style>` tags of class styles: `css name name …`, the names
 * of the styles the tag holds (or, for an empty tag, of the styles no element uses:
 * emotion-unused-styles.ts).
 */
export const PRERENDERED_CLASSES = 'data-emotion-classes';

/**
 * The prerendered page's style tags (Emotion's server output) as the browser's cache should find
 * them. Emotion's own tags would all be moved by its browser cache, which takes them out of the
 * `<head>` and appends them again (to have them in its sheet's order): the browser then drops and
 * rebuilds the page's style sheets and restyles the whole page, in the task that evaluates the
 * page's code (docs/decisions/0072). So class tags carry their names in an attribute of their own,
 * which the cache reads without touching the tags (`createEmotionCache`), and the global styles'
 * tags are marked as already in place (`data-s`, Emotion's own mark), which spares them that move.
 */
export function prerenderedStyleTags(tags: string): string {
  return tags.replace(/<style data-emotion="([^"]*)"/g, (_, value: string) =>
    value.startsWith(`${KEY} `)
      ? `<style ${PRERENDERED_CLASSES}="${value}"`
      : `<style data-emotion="${value}" data-s=""`,
  );
}

/**
 * The one Emotion cache. The prerender extracts the CSS each page uses into `<style>` tags in its
 * `<head>` (prerenderedStyleTags); the browser's cache takes the names of the class styles there as
 * styles it has, so hydrating does not insert the same rules again. An empty tag of the same kind
 * names the styles no element uses, which it then does not make either (src/entry-server.tsx).
 */
export function createEmotionCache(): EmotionCache {
  const cache = createCache({ key: KEY, stylisPlugins: [webkitPrefixes] });
  if (typeof document !== 'undefined') {
    for (const tag of document.querySelectorAll(`style[${PRERENDERED_CLASSES}]`)) {
      const [key, ...names] = tag.getAttribute(PRERENDERED_CLASSES)!.split(' ');
      if (key === KEY) for (const name of names) cache.inserted[name] = true;
    }
  }
  return cache;
}
