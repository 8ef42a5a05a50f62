import {
  alpha,
  createTheme,
  private_createTypography as createTypography,
  shouldSkipGeneratingVar,
  type Theme,
} from '@mui/material/styles';
import { brand, focusRing, night } from './palette';
import { globalCustomizations, inputsCustomizations, surfacesCustomizations } from './components';

declare module '@mui/material/styles' {
  /** The theme uses CSS variables (cssVariables below): `theme.vars` is always there. */
  interface CssThemeVariables {
    enabled: true;
  }
  /** The navy "chrome" of the site (header, hero, footer, call bar), the same in both schemes. */
  interface Palette {
    chrome: { main: string; dark: string; contrastText: string; accent: string };
    focus: { main: string };
  }
  interface PaletteOptions {
    chrome?: Palette['chrome'];
    focus?: Palette['focus'];
  }
  interface TypeBackground {
    /** A band that sets a section apart (the logo strip, a selected service). */
    band: string;
  }
}

const systemFont = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const chrome = {
  main: brand.navy,
  dark: brand.navyDark,
  contrastText: brand.white,
  accent: brand.amber,
};

/**
 * A heading's long word (at 200% text on a 320 px screen) is hyphenated where the browser can, and
 * otherwise broken, rather than pushing the page sideways.
 */
const wrapLongWords = { overflowWrap: 'anywhere', hyphens: 'auto' } as const;

/**
 * MUI components the site does not use. MUI writes a CSS variable for each colour of each of them,
 * in both schemes, into every page's inlined CSS: leaving them out keeps about 60 variables out of
 * the first download. A unit test (tests/unit/theme.test.ts) fails if the site starts using one, or
 * a component that draws on one of them (a Snackbar, an Autocomplete, a SpeedDial, a filled field).
 */
export const UNUSED_COMPONENT_PALETTES: readonly string[] = [
  'AppBar',
  'Avatar',
  'Chip',
  'FilledInput',
  'Skeleton',
  'Slider',
  'SnackbarContent',
  'SpeedDialAction',
  'StepContent',
  'Switch',
  'TableCell',
  'Tooltip',
];

const skipVariable = (keys: string[]) =>
  shouldSkipGeneratingVar(keys) ||
  (keys[0] === 'palette' && UNUSED_COMPONENT_PALETTES.includes(keys[1] ?? ''));

/**
 * One theme, two color schemes chosen by the phone's or computer's setting
 * (`prefers-color-scheme`) through CSS variables and a media query: the prerendered HTML carries
 * both, so the first paint is already in the right scheme, with no script and no flash.
 *
 * Made on first use rather than when the module loads: building a theme with CSS variables for two
 * schemes takes about 20 ms on a fast computer. The prerender, the dev server and the tests make it
 * here; a prerendered page in the browser does not make it at all: the build holds the theme it
 * hydrates with as data (page-theme.ts, docs/decisions/0084).
 *
 * `schemesInPage`: the page's CSS already holds both schemes' variables (a prerendered page being
 * hydrated keeps them in its head for its whole life). The theme then computes only the light
 * scheme, the one it renders with everywhere: the components' colours are CSS variables, which the
 * page's CSS sets for the dark scheme, and nothing in the browser needs the dark scheme's computed
 * values. It only needs to know that the scheme exists, so that styles written for it
 * (`theme.applyStyles('dark', …)`) come out as in the prerendered page. This is about half the work
 * (docs/decisions/0079); unit tests hold the two themes equal in everything else, and both equal to
 * what MUI's own provider would hand down.
 */
const themes = new Map<boolean, Theme>();
export function getTheme({ schemesInPage = false } = {}): Theme {
  let theme = themes.get(schemesInPage);
  if (!theme) {
    theme = asProvided(
      schemesInPage ? createLightThemeForThePage() : createSiteTheme(['light', 'dark']),
    );
    themes.set(schemesInPage, theme);
  }
  return theme;
}

/** What the browser's theme knows of the dark scheme: its name and mode, no computed values. */
const DARK_SCHEME_IN_PAGE_CSS = { palette: { mode: 'dark' } } as const;

function createLightThemeForThePage(): Theme {
  const theme = createSiteTheme(['light']) as Theme & {
    generateThemeVars: () => Theme['vars'];
    getCssVar: (name: string) => string;
  };
  (theme.colorSchemes as Record<string, unknown>).dark = DARK_SCHEME_IN_PAGE_CSS;
  // The variables only MUI's dark scheme defines (an icon colour, the overlays of raised surfaces)
  // are named as in the whole theme, whose variables are those of both schemes.
  const lightVariables = theme.generateThemeVars.bind(theme);
  theme.generateThemeVars = () => {
    const vars = lightVariables();
    return {
      ...vars,
      palette: {
        ...vars.palette,
        text: { ...vars.palette.text, icon: theme.getCssVar('palette-text-icon') },
      },
      overlays: Array.from({ length: 25 }, (_, elevation) =>
        theme.getCssVar(`overlays-${elevation}`),
      ),
    } as unknown as Theme['vars'];
  };
  return theme;
}

/**
 * The theme as MUI's provider for a theme with CSS variables hands it to the components, so that the
 * site's plain provider (src/app/page-providers.tsx) renders exactly the same styles: each variable
 * named without its fallback value, the spacing made from them, the typography made again from the
 * palette.
 */
function asProvided(created: Theme): Theme {
  const withVars = created as Theme & { generateThemeVars: () => Theme['vars'] };
  const theme = { ...withVars, vars: withVars.generateThemeVars() } as Theme & {
    generateSpacing: () => Theme['spacing'];
  };
  theme.spacing = theme.generateSpacing();
  theme.typography = createTypography(theme.palette, theme.typography);
  return theme;
}

const colorSchemes = {
  light: {
    palette: {
      primary: { main: brand.navy, dark: brand.navyDark, contrastText: brand.white },
      secondary: { main: brand.amber, dark: brand.amberDark, contrastText: brand.navyDark },
      error: { main: brand.red },
      text: { primary: brand.ink, secondary: brand.muted },
      background: { default: brand.white, paper: brand.white, band: brand.surface },
      chrome,
      focus: { main: focusRing.onLight },
    },
  },
  dark: {
    palette: {
      primary: { main: night.blue, dark: night.blueDark, contrastText: brand.navyDark },
      secondary: { main: brand.amber, dark: brand.amberDark, contrastText: brand.navyDark },
      error: { main: night.red, contrastText: brand.navyDark },
      text: { primary: night.text, secondary: night.muted },
      background: { default: night.background, paper: night.paper, band: night.band },
      divider: alpha(night.text, 0.2),
      chrome,
      focus: { main: focusRing.onDark },
    },
  },
};

/** The theme as MUI makes it, before a provider hands it down (`getTheme` gives it as handed down). */
export const createSiteTheme = (schemes: readonly (keyof typeof colorSchemes)[]) =>
  createTheme({
    cssVariables: { colorSchemeSelector: 'media', shouldSkipGeneratingVar: skipVariable },
    colorSchemes: Object.fromEntries(schemes.map((scheme) => [scheme, colorSchemes[scheme]])),
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: systemFont,
      fontSize: 16,
      htmlFontSize: 16,
      h1: {
        fontSize: 'clamp(1.75rem, 1rem + 4vw, 3.25rem)',
        fontWeight: 800,
        lineHeight: 1.15,
        ...wrapLongWords,
      },
      h2: {
        fontSize: 'clamp(1.5rem, 1rem + 2.5vw, 2.4rem)',
        fontWeight: 800,
        lineHeight: 1.2,
        ...wrapLongWords,
      },
      h3: { fontSize: '1.35rem', fontWeight: 700, lineHeight: 1.3, ...wrapLongWords },
      h4: { fontSize: '1.2rem', fontWeight: 700, ...wrapLongWords },
      body1: { fontSize: '1.0625rem', lineHeight: 1.65 },
      body2: { fontSize: '0.975rem', lineHeight: 1.6 },
      button: { fontSize: '1rem' },
    },
    components: {
      ...globalCustomizations,
      ...inputsCustomizations,
      ...surfacesCustomizations,
    },
  });
