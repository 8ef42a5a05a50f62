/**
 * In place of `@emotion/is-prop-valid` (vite.config.ts, `emotionWithoutItsAttributeList`): Emotion's
 * `styled` asks that package, a list of every HTML and SVG attribute (1.9 kB gzip in every first
 * load), which props of a styled HTML element reach the DOM, and only for an element that does not
 * say so itself. Every styled element of the site says so (`shouldForwardProp`, usually `forwarded`
 * from components/ui/theme-look.ts), and so does every MUI part the site uses, so the list is never
 * read for a rendered element; this says what to do if it ever is (docs/decisions/0085).
 *
 * `as` is answered as the list answers it (not an attribute): Emotion asks it of every element it
 * makes, its shorthands (`styled.div` …) among them, when its module loads.
 */
export default function isPropValid(prop: string): boolean {
  if (prop === 'as') return false;
  throw new Error(
    `A styled HTML element was given "${prop}" and says nothing of which props it passes on: give it a shouldForwardProp (forwarded, components/ui/theme-look.ts)`,
  );
}
