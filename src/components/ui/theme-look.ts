import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * What the site's own styled parts (button.tsx, alert.tsx) share to draw MUI's looks from the theme.
 */

/** The theme's colours as CSS variables (`var(--mui-palette-…)`): the site's theme always has them. */
export function varsOf(theme: Theme) {
  if (!theme.vars) throw new Error('The site’s theme declares its colours as CSS variables.');
  return theme.vars;
}

/** `large` → `Large`, for MUI's class names (`MuiButton-sizeLarge`). */
export const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A style per theme and combination of props, made once (rendering then only serialises it). A
 * style is made per combination, not one style with a rule per class, so that what a caller's `sx`
 * says overrides it as it did MUI's (the same specificity, later).
 */
export function memoizedPerTheme<L extends object>(make: (theme: Theme, look: L) => CSSObject) {
  const made = new WeakMap<Theme, Map<string, CSSObject>>();
  return (theme: Theme, look: L): CSSObject => {
    let byKey = made.get(theme);
    if (!byKey) made.set(theme, (byKey = new Map()));
    const key = Object.values(look).join(' ');
    let style = byKey.get(key);
    if (!style) byKey.set(key, (style = make(theme, look)));
    return style;
  };
}

const NOT_FORWARDED = new Set(['look', 'sx', 'as']);

/**
 * What a styled part of the site passes on to its element: not its look, and not `sx` or `as`, which
 * MUI's and Emotion's `styled` read themselves (a part that forwarded `as` would keep its default
 * element, with an `as` attribute).
 */
export const forwarded = (prop: string) => !NOT_FORWARDED.has(prop);
