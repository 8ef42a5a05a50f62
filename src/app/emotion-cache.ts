import createCache, { type StylisPlugin } from '@emotion/cache';

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

/**
 * The one Emotion cache key. The prerender extracts the CSS each page uses into `<style
 * data-emotion="css …">` tags in its `<head>`; a browser cache with the same key finds those tags at
 * start-up and does not insert the same rules again when it hydrates. An empty tag of the same kind
 * names the styles no element uses, which it then does not make either (src/entry-server.tsx).
 */
export const createEmotionCache = () =>
  createCache({ key: 'css', stylisPlugins: [webkitPrefixes] });
