/**
 * In place of `@emotion/is-prop-valid` in the builds and the dev server (vite.config.ts,
 * `emotionWithoutItsAttributeList`): Emotion's `styled` asks that package, a list of every HTML and
 * SVG attribute (1.9 kB gzip in every first load), which props of a styled HTML element reach the
 * DOM, and only for an element that does not say so itself. Every styled element of the site says so
 * (`shouldForwardProp`, usually `forwarded` from components/ui/theme-look.ts), and so does every MUI
 * part the site uses, so the list is never read for a rendered element; this says what to do if it
 * ever is (docs/decisions/0085).
 *
 * `as` is answered as the list does (not an attribute): Emotion asks it once of each element made
 * without a rule of its own, which its module does for its shorthands (one per tag) when it loads.
 */
export default function isPropValid(prop: string): boolean {
  if (prop === 'as') return false;
  throw new Error(
    `A styled HTML element was given "${prop}" and says nothing of which props it passes on: give it a shouldForwardProp (forwarded, components/ui/theme-look.ts)`,
  );
}
