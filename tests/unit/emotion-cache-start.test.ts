// @vitest-environment jsdom
/**
 * The browser's half of the prerender's unused-styles tag (src/app/emotion-unused-styles.ts): the app's
 * Emotion cache, made at start-up, takes the names in the page's `<style data-emotion="css …">` tags as
 * styles it already has, and so does not make them again when it hydrates. Fails when an Emotion
 * upgrade stops doing so.
 */
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '../../src/app/emotion-cache';

describe('the app’s Emotion cache at start-up', () => {
  it('takes the names of the page’s style tags, an empty one included, as styles it has', () => {
    document.head.innerHTML =
      '<style data-emotion="css 1a2b3c">.css-1a2b3c{color:red;}</style>' +
      '<style data-emotion="css 4d5e6f 7g8h9i"></style>';
    const cache = createEmotionCache();
    for (const name of ['1a2b3c', '4d5e6f', '7g8h9i']) expect(cache.inserted[name]).toBe(true);
    expect(cache.inserted['not-on-the-page']).toBeUndefined();
  });
});
