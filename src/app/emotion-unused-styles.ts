import type { EmotionCache } from '@emotion/cache';

/**
 * The one place that reads Emotion's cache beyond its documented server API (`extractCriticalToChunks`,
 * `constructStyleTagsFromChunks`): `cache.inserted` (every style the cache made, by id) and
 * `cache.registered` (keyed `{key}-{id}`). tests/unit/emotion-unused-styles.test.tsx fails when an
 * Emotion upgrade changes either.
 *
 * The names of the styles Emotion made for this page that no element uses, as an empty `<style
 * data-emotion="css …">` tag (written into the page as prerenderedStyleTags says): the browser's cache
 * reads the names of such tags at start-up as styles it already has (src/app/emotion-cache.ts,
 * createEmotionCache). A component styled on top of another (MUI's Button on its
 * ButtonBase) makes a style of its own that ends up merged into the inner one's class, so no element
 * carries it and the page's CSS leaves it out; without its name here, hydrating compiled and inserted
 * every such style again (about 170 rules on /jobs, a third of its hydration's longest task on a
 * phone) for nothing.
 */
export function unusedStylesTag(cache: EmotionCache, shipped: { ids: string[] }[]): string {
  const inPage = new Set(shipped.flatMap((style) => style.ids));
  const unused = Object.keys(cache.inserted).filter(
    (id) => !inPage.has(id) && cache.registered[`${cache.key}-${id}`] !== undefined,
  );
  return unused.length > 0 ? `<style data-emotion="${cache.key} ${unused.join(' ')}"></style>` : '';
}
