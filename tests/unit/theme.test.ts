import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { getTheme, UNUSED_COMPONENT_PALETTES } from '../../src/theme/theme';

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
