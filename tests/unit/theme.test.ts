import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider as MuiThemeProvider, useTheme } from '@mui/material/styles';
import { createSiteTheme, getTheme, UNUSED_COMPONENT_PALETTES } from '../../src/theme/theme';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The CSS the theme writes into every page (its variables, in both colour schemes). */
const themeCss = () =>
  JSON.stringify(
    (getTheme() as unknown as { generateStyleSheets: () => object[] }).generateStyleSheets(),
  );

describe('the theme’s CSS variables', () => {
  it('leave out the colours of the MUI components the site does not use, and only those', () => {
    const css = themeCss();
    for (const component of UNUSED_COMPONENT_PALETTES) {
      expect(css, component).not.toContain(`--mui-palette-${component}-`);
    }
    // Components the site shows keep theirs.
    for (const component of ['Alert', 'LinearProgress', 'StepConnector']) {
      expect(css, component).toContain(`--mui-palette-${component}-`);
    }
  });

  it('are left out only for components no source file uses, directly or through another', () => {
    // Components that draw on another's colours: a Snackbar on SnackbarContent's, an Autocomplete on
    // Chip's, a SpeedDial on SpeedDialAction's and Tooltip's, a filled field on FilledInput's.
    const usersOf: Record<string, readonly string[]> = {
      SnackbarContent: ['Snackbar'],
      Chip: ['Autocomplete'],
      SpeedDialAction: ['SpeedDial'],
      Tooltip: ['SpeedDial'],
    };
    const used = sourceFiles(SRC).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const imported = (component: string) =>
        new RegExp(
          `@mui/material/${component}['/]|\\b${component}\\b[^;]*from '@mui/material'`,
        ).test(source);
      return [
        ...UNUSED_COMPONENT_PALETTES.filter((component) =>
          [component, ...(usersOf[component] ?? [])].some(imported),
        ).map((component) => `${file}: ${component}`),
        ...(UNUSED_COMPONENT_PALETTES.includes('FilledInput') &&
        /variant(=|: )["']filled["']/.test(source)
          ? [`${file}: a filled field (FilledInput)`]
          : []),
      ];
    });
    expect(used).toEqual([]);
  });
});

describe('the theme a prerendered page hydrates with (schemesInPage)', () => {
  // The page's CSS holds both schemes' variables, so that theme computes only the light scheme. Every
  // style the components write must come out as on the server, which rendered with the whole theme.
  const whole = getTheme() as unknown as Record<string, unknown>;
  const inPage = getTheme({ schemesInPage: true }) as unknown as Record<string, unknown>;

  /**
   * A theme as data, its keys in order and its functions by their source (its spacing aside), for a
   * comparison. A function is compared by what it says, not by what it closes over: the second test
   * calls them.
   */
  const asData = (value: unknown): string =>
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'function'
        ? `function ${String(item).replace(/\s+/g, ' ')}`
        : item && typeof item === 'object' && !Array.isArray(item)
          ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
          : item,
    );

  it('is the whole theme in everything but the dark scheme’s computed colours', () => {
    const { colorSchemes: wholeSchemes, generateThemeVars: wholeVars, ...wholeRest } = whole;
    const { colorSchemes: inPageSchemes, generateThemeVars: inPageVars, ...inPageRest } = inPage;
    expect(asData(inPageRest)).toBe(asData(wholeRest));
    // The variables it names: those of both schemes, as the whole theme's.
    const variables = (make: unknown) => asData((make as () => object)());
    expect(variables(inPageVars)).toBe(variables(wholeVars));
    const schemes = inPageSchemes as Record<string, unknown>;
    expect(Object.keys(schemes)).toEqual(['light', 'dark']);
    expect(asData(schemes.light)).toBe(asData((wholeSchemes as Record<string, unknown>).light));
    expect(schemes.dark).toEqual({ palette: { mode: 'dark' } });
  });

  it('writes the same styles with its functions, the dark scheme’s included', () => {
    type Styling = {
      applyStyles: (scheme: string, styles: object) => object;
      spacing: (...values: number[]) => string;
      breakpoints: { up: (key: string) => string; down: (key: string) => string };
      transitions: { create: (property: string) => string };
      typography: { pxToRem: (px: number) => string };
      alpha: (color: string, amount: number) => string;
    };
    const write = (theme: unknown) => {
      const styling = theme as Styling;
      return [
        styling.applyStyles('dark', { color: 'red' }),
        styling.applyStyles('light', { color: 'blue' }),
        styling.spacing(1, 2.5),
        styling.breakpoints.up('md'),
        styling.breakpoints.down('sm'),
        styling.transitions.create('color'),
        styling.typography.pxToRem(14),
        styling.alpha('var(--mui-palette-primary-main)', 0.4),
      ];
    };
    expect(write(inPage)).toEqual(write(whole));
    // What it checks: the dark scheme's rule is there, as on the server.
    expect(JSON.stringify(write(inPage)[0])).toContain('prefers-color-scheme: dark');
  });

  it('is, whole, what MUI’s own provider for CSS variables hands its components', () => {
    // MUI's provider (which the site's plain one replaced) given the theme as MUI makes it.
    let handedDown: Record<string, unknown> | undefined;
    const Capture = () => {
      handedDown = useTheme() as unknown as Record<string, unknown>;
      return null;
    };
    renderToString(
      createElement(MuiThemeProvider, {
        theme: createSiteTheme(['light', 'dark']),
        noSsr: true,
        storageManager: null,
        children: createElement(Capture),
      }),
    );
    // Its one difference: it spreads the light scheme's overlays (an empty list) into an object.
    const comparable = ({ overlays, ...theme }: Record<string, unknown>) => ({
      ...theme,
      overlays: Object.values(overlays as object),
    });
    expect(asData(comparable(whole))).toBe(asData(comparable(handedDown!)));
  });

  it('names each CSS variable without a fallback, as MUI’s provider does', () => {
    const vars = inPage.vars as { palette: { text: { primary: string } } };
    expect(vars.palette.text.primary).toBe('var(--mui-palette-text-primary)');
  });
});
