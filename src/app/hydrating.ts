/**
 * True in the browser when this page load hydrates a prerendered page (its `#root` already holds the
 * page), false when rendering (the dev server's empty page, the prerender itself, component tests).
 *
 * The page's global styles (the baseline, the theme's CSS variables for both color schemes, the
 * layout's) are then in its `<head>` already, and stay there for the life of the page: nothing the
 * app does replaces them. So the components that make them are not rendered in the browser: each
 * would compute its styles again, and Emotion would take their tags out of the `<head>` and put them
 * back, which makes the browser restyle the whole page (docs/decisions/0072). Component styles are
 * hydrated as before (src/app/emotion-cache.ts).
 */
export const hydratingPrerenderedPage =
  typeof document !== 'undefined' && document.getElementById('root')?.firstElementChild != null;
