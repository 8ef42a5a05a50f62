import type { Theme } from '@mui/material/styles';
import {
  colorChannel,
  createSpacing,
  createTheme as createSystemTheme,
  createUnarySpacing,
  darken,
  hslToRgb,
  lighten,
  private_safeColorChannel as safeColorChannel,
  unstable_createGetCssVar as createGetCssVar,
} from '@mui/system';
import { createGetColorSchemeSelector } from '@mui/system/cssVars';
import type { DataRef, ThemeData } from './theme-data';

/**
 * The theme a prerendered page hydrates with, made from its data (src/theme/theme-data.ts, written at
 * build time) instead of by MUI's `createTheme`: the browser build holds the data, so the theme's
 * making (its palettes, its CSS variables, its typography) is not part of the page's start-up, and
 * MUI's code for it is not in the first load (docs/decisions/0084).
 *
 * The data is everything but the functions; these are made again here as MUI makes them for this
 * theme (CSS variables, no `colorSpace`, spacing from the variables): MUI System's theme gives the
 * breakpoints, container queries, `applyStyles` and `sx`, MUI System's helpers the rest, and MUI's
 * transitions and `alpha` are copied here (nothing here imports `@mui/material`: in the browser build
 * MUI's default theme is this module's theme, so that would be a circular import). Left out, as no
 * part of the browser calls them: the style sheets of the variables (the page has them in its head),
 * the skip rule that writes them, the theme's source for Pigment CSS, and the palette's
 * `getContrastText` and `augmentColor` (only MUI components the site does not use call them). The
 * data leaves out the colours of those components too (theme-data.ts, `browserTheme`). The data
 * passed in is changed in place (the build passes a fresh `JSON.parse`).
 * tests/unit/page-theme.test.tsx holds the result equal to the theme MUI makes, data and functions.
 */
export function themeFromData(data: ThemeData): Theme {
  const theme = withReferences(data);
  if (theme.colorSpace || !theme.vars) {
    throw new Error('The page theme’s functions are made for CSS variables without a colorSpace');
  }
  theme.vars = withVariableNames(theme.vars, [theme.cssVarPrefix as string]);
  const system = createSystemTheme({ breakpoints: theme.breakpoints as object });
  const typography = theme.typography as { fontSize: number; htmlFontSize: number };
  const coefficient = typography.fontSize / 14;
  const { create, getAutoHeightDuration } = transitionsOf(
    theme.transitions as { easing: Record<string, string>; duration: Record<string, number> },
  );
  Object.assign(theme, {
    breakpoints: system.breakpoints,
    containerQueries: system.containerQueries,
    applyStyles: system.applyStyles,
    unstable_sxConfig: system.unstable_sxConfig,
    unstable_sx: system.unstable_sx,
    internal_cache: {},
    typography: {
      ...typography,
      pxToRem: (size: number) => `${(size / typography.htmlFontSize) * coefficient}rem`,
    },
    transitions: { ...(theme.transitions as object), create, getAutoHeightDuration },
    getCssVar: createGetCssVar(theme.cssVarPrefix as string),
    getColorSchemeSelector: createGetColorSchemeSelector(theme.colorSchemeSelector as string),
    generateThemeVars: () => theme.vars,
    generateSpacing(this: Parameters<typeof createUnarySpacing>[0]) {
      return createSpacing(undefined, createUnarySpacing(this));
    },
    alpha,
    lighten,
    darken,
  });
  theme.spacing = (theme.generateSpacing as () => unknown).call(theme);
  return theme as unknown as Theme;
}

/**
 * MUI's `theme.transitions.create` and `getAutoHeightDuration` (createTransitions.mjs, MIT licence),
 * over the theme's own easings and durations. Written here rather than imported: the only way in is
 * `@mui/material/styles`, whose `styled` imports MUI's default theme, which in the browser build is
 * this theme, so importing it would make the page theme's module import itself.
 */
function transitionsOf({
  easing,
  duration,
}: {
  easing: Record<string, string>;
  duration: Record<string, number>;
}) {
  const formatMs = (milliseconds: number) => `${Math.round(milliseconds)}ms`;
  const create = (
    props: string | string[] = ['all'],
    {
      duration: time = duration.standard!,
      easing: curve = easing.easeInOut!,
      delay = 0,
    }: { duration?: number | string; easing?: string; delay?: number | string } = {},
  ) =>
    (Array.isArray(props) ? props : [props])
      .map(
        (property) =>
          `${property} ${typeof time === 'string' ? time : formatMs(time)} ${curve} ${
            typeof delay === 'string' ? delay : formatMs(delay)
          }`,
      )
      .join(',');
  const getAutoHeightDuration = (height: number) => {
    if (!height) return 0;
    const constant = height / 36;
    return Math.min(Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10), 3000);
  };
  return { create, getAutoHeightDuration };
}

/** The data with each `{ $ref }` made the object it names again. */
function withReferences(data: ThemeData): Record<string, unknown> {
  const at = (path: string[]) =>
    path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data);
  const resolve = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const entries = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(entries)) {
      if (value && typeof value === 'object' && '$ref' in value) {
        entries[key] = at((value as DataRef).$ref);
      } else resolve(value);
    }
  };
  resolve(data);
  return data;
}

/** The theme's variables, each `0` (theme-data.ts) named by its place: `var(--mui-palette-…)`. */
function withVariableNames(vars: unknown, path: string[]): unknown {
  if (vars === 0) return `var(--${path.join('-')})`;
  if (Array.isArray(vars)) {
    return vars.map((item, index) => withVariableNames(item, [...path, `${index}`]));
  }
  if (vars && typeof vars === 'object') {
    return Object.fromEntries(
      Object.entries(vars).map(([key, value]) => [key, withVariableNames(value, [...path, key])]),
    );
  }
  return vars;
}

// MUI's `theme.alpha` for a theme with CSS variables (createThemeNoVars.mjs, attachColorManipulators):
// a colour given as a variable becomes its channels' variable, so the alpha applies in CSS.
const toRgb = (color: string) => (color.startsWith('hsl') ? hslToRgb(color) : color);

function toChannelVar(_match: string, name: string, fallback = '') {
  const color = fallback.trim();
  if (color && !color.startsWith('color(')) {
    try {
      const channel = colorChannel(toRgb(color));
      if (channel.split(' ').length === 3 && !channel.includes('NaN')) {
        return `var(--${name}Channel, ${channel})`;
      }
    } catch {
      // Not a colour it reads: the variable alone.
    }
  }
  return `var(--${name}Channel)`;
}

function alpha(color: string, coefficient: number | string) {
  const alphaValue = typeof coefficient === 'string' ? `calc(${coefficient})` : coefficient;
  if (color.startsWith('color(')) return color.replace(/\s*(?:\/[^)]*)?\)$/, ` / ${alphaValue})`);
  const channels = color.includes('var(')
    ? color.replace(/var\(--([^,\s)]+)(?:,((?:[^()]|\([^()]*\))+)\)|(?:,[^)]+)?\)+)/g, toChannelVar)
    : safeColorChannel(toRgb(color));
  return `rgba(${channels} / ${alphaValue})`;
}
