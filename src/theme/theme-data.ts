/**
 * The theme a prerendered page hydrates with, as data: what the browser build holds instead of making
 * the theme at start-up (src/theme/theme-from-data.ts, docs/decisions/0084). Runs at build time, and
 * in the tests that hold the two equal; never in the browser.
 *
 * Functions are left out (the browser makes them again). An object met a second time (the theme's
 * `palette` is its light scheme's) is written as `{ "$ref": [<the keys of its first place>] }`, so it is
 * one object again in the browser.
 */
import type { Theme } from '@mui/material/styles';
import { getTheme, UNUSED_COMPONENT_PALETTES } from './theme';
import { themeFromData } from './theme-from-data';

export type ThemeData = Record<string, unknown>;

/** A reference to an object already written at `$ref` (its keys from the theme down). */
export interface DataRef {
  $ref: string[];
}

export function themeData(theme: object): ThemeData {
  const firstPlace = new Map<object, string[]>();
  const write = (value: unknown, path: string[]): unknown => {
    if (typeof value === 'function' || value === undefined) return undefined;
    if (value === null || typeof value !== 'object') return value;
    const seenAt = firstPlace.get(value);
    if (seenAt !== undefined) return { $ref: seenAt } satisfies DataRef;
    firstPlace.set(value, path);
    if (Array.isArray(value)) return value.map((item, index) => write(item, [...path, `${index}`]));
    const written: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const data = write(item, [...path, key]);
      if (data !== undefined) written[key] = data;
    }
    return written;
  };
  return write(theme, []) as ThemeData;
}

/** The paths of the theme's functions (keys joined by dots), each once. */
export function functionPaths(theme: object): string[] {
  const paths: string[] = [];
  const seen = new Set<object>();
  const visit = (value: unknown, path: string[]) => {
    if (typeof value === 'function') paths.push(path.join('.'));
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(theme, []);
  return paths;
}

/**
 * The page theme as the browser holds it: without the colours of the MUI components the site does not
 * use (`UNUSED_COMPONENT_PALETTES`, whose CSS variables the page already leaves out), which only
 * those components read.
 */
export function browserTheme(theme: Theme): Theme {
  const palette = Object.fromEntries(
    Object.entries(theme.palette).filter(([key]) => !UNUSED_COMPONENT_PALETTES.includes(key)),
  ) as unknown as Theme['palette'];
  const colorSchemes = { ...theme.colorSchemes, light: { ...theme.colorSchemes.light, palette } };
  return { ...theme, colorSchemes, palette } as Theme;
}

/**
 * The theme's functions the browser does without, as nothing in the browser calls them: the
 * variables' style sheets (the page has them in its head) and the rule that writes them, the theme's
 * source for Pigment CSS, and the palette's helpers that only MUI components the site does not use
 * call.
 */
export const LEFT_OUT: readonly string[] = [
  'toRuntimeSource',
  'colorSchemes.light.palette.getContrastText',
  'colorSchemes.light.palette.augmentColor',
  'generateStyleSheets',
  'shouldSkipGeneratingVar',
];

/**
 * What the browser build holds (vite.config.ts, `themeMadeAtBuild`): the page theme's data, but for
 * the `sx` configuration, which the browser takes whole from MUI System (theme-from-data.ts).
 */
export function pageThemeData(): ThemeData {
  const made = getTheme({ schemesInPage: true });
  const { unstable_sxConfig: _madeAgain, ...theme } = browserTheme(made);
  const data = themeData({ ...theme, vars: namesLeftOut(theme.vars, [theme.cssVarPrefix]) });
  // Any function but those left out on purpose that the browser's theme, made from this data as the
  // browser makes it, lacks (a style override written as a function, a default prop) would be lost:
  // the page would hydrate with other styles than the prerender's.
  const madeAgain = new Set(functionPaths(themeFromData(JSON.parse(JSON.stringify(data)))));
  const lost = functionPaths(made).filter(
    (path) => !madeAgain.has(path) && !LEFT_OUT.includes(path),
  );
  if (lost.length > 0) {
    throw new Error(
      `The page theme has functions its data cannot hold: ${lost.join(', ')} (src/theme/theme-from-data.ts makes the others again)`,
    );
  }
  return data;
}

/**
 * The theme's variables, each written `0` where its name is the one its place gives it
 * (`theme.vars.palette.primary.main` is `var(--mui-palette-primary-main)`): all of them today. The
 * browser names them again (theme-from-data.ts, `withVariableNames`).
 */
function namesLeftOut(vars: unknown, path: string[]): unknown {
  if (Array.isArray(vars))
    return vars.map((item, index) => namesLeftOut(item, [...path, `${index}`]));
  if (vars && typeof vars === 'object') {
    return Object.fromEntries(
      Object.entries(vars).map(([key, value]) => [key, namesLeftOut(value, [...path, key])]),
    );
  }
  return vars === `var(--${path.join('-')})` ? 0 : vars;
}
