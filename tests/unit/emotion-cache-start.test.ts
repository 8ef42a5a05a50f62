// @vitest-environment jsdom
/**
 * The browser's half of the prerendered styles (src/app/emotion-cache.ts): the app's Emotion cache,
 * made at start-up, takes the names in the page's class style tags (an empty one naming the styles
 * no element uses included: src/app/emotion-unused-styles.ts) as styles it already has, so hydrating
 * makes none of them again; and it leaves every style tag of the `<head>` where it is, since a style
 * tag taken out and put back makes the browser restyle the whole page. Fails when an Emotion upgrade
 * changes either.
 */
import { describe, expect, it } from 'vitest';
import { createEmotionCache, prerenderedStyleTags } from '../../src/app/emotion-cache';

/** Style tags as Emotion's server writes them (`constructStyleTagsFromChunks`). */
const EMOTION_SERVER_TAGS =
  '<style data-emotion="css-global 0">:root{--mui-shape-borderRadius:10px;}</style>' +
  '<style data-emotion="css-global animation-x1">@keyframes x1{}</style>' +
  '<style data-emotion="css 1a2b3c">.css-1a2b3c{color:red;}</style>' +
  '<style data-emotion="css 4d5e6f 7g8h9i"></style>';

describe('the app’s Emotion cache at start-up', () => {
  it('takes the names of the page’s class style tags, an empty one included, as styles it has', () => {
    document.head.innerHTML = prerenderedStyleTags(EMOTION_SERVER_TAGS);
    const cache = createEmotionCache();
    for (const name of ['1a2b3c', '4d5e6f', '7g8h9i']) expect(cache.inserted[name]).toBe(true);
    expect(cache.inserted['not-on-the-page']).toBeUndefined();
  });

  it('leaves the page’s style tags where the prerender put them', () => {
    document.head.innerHTML =
      '<meta charset="utf-8">' +
      prerenderedStyleTags(EMOTION_SERVER_TAGS) +
      '<link rel="icon" href="/favicon.svg">';
    const moved: Node[] = [];
    new MutationObserver((records) => {
      for (const record of records) moved.push(...record.removedNodes);
    }).observe(document.head, { childList: true });
    const before = document.head.innerHTML;

    createEmotionCache();

    expect(document.head.innerHTML).toBe(before);
    // A tag taken out and put back leaves the markup as it was: the observer sees it go.
    return Promise.resolve().then(() => expect(moved).toEqual([]));
  });
});
