import createCache from '@emotion/cache';

/**
 * The one Emotion cache key. The prerender extracts the CSS each page uses into `<style
 * data-emotion="css …">` tags in its `<head>`; a browser cache with the same key finds those tags at
 * start-up and does not insert the same rules again when it hydrates.
 */
export const createEmotionCache = () => createCache({ key: 'css' });
