import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import type { Theme } from '@mui/material/styles';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { createEmotionCache } from '../../src/app/emotion-cache';
import { PageProviders } from '../../src/app/page-providers';
import { prerenderPages } from '../../src/entry-server';
import { preloadEveryLazyComponent } from '../../src/lib/lazy-component';
import { getTheme, UNUSED_COMPONENT_PALETTES } from '../../src/theme/theme';
import {
  browserTheme,
  functionPaths,
  LEFT_OUT,
  pageThemeData,
  themeData,
} from '../../src/theme/theme-data';
import { themeFromData } from '../../src/theme/theme-from-data';

/**
 * The browser build holds the page theme as data and makes its functions again
 * (src/theme/theme-from-data.ts, decision 0084): it must be the theme MUI makes, in its data, in
 * what its functions return, and in every style a page or a part drawn later writes with it.
 */
const made = getTheme({ schemesInPage: true });
/** As the browser build has it: the data through JSON (as the build writes it), the theme from it. */
const fromData = () => themeFromData(JSON.parse(JSON.stringify(pageThemeData())));

/** MUI's components that call the palette's helpers left out. */
const CALLING_LEFT_OUT = /getContrastText|augmentColor/;

type Functions = {
  breakpoints: Record<'up' | 'down' | 'between' | 'only' | 'not', (...keys: string[]) => string>;
  containerQueries: (name: string) => { up: (key: string) => string };
  applyStyles: (scheme: string, styles: object) => object;
  unstable_sx: (styles: object) => object;
  spacing: (...values: (number | string)[]) => string;
  generateSpacing: () => (value: number) => string;
  typography: { pxToRem: (px: number) => string };
  transitions: {
    create: (property?: string | string[], options?: object) => string;
    getAutoHeightDuration: (height: number) => number;
  };
  alpha: (color: string, coefficient: number | string) => string;
  lighten: (color: string, coefficient: number) => string;
  darken: (color: string, coefficient: number) => string;
  getCssVar: (name: string, ...fallbacks: string[]) => string;
  getColorSchemeSelector: (scheme: string) => string;
  generateThemeVars: () => object;
};

/** What each of the theme's functions returns, for inputs of each kind it is given. */
function written(theme: Theme) {
  const calls = theme as unknown as Functions;
  const colors = [
    '#123456',
    '#abc',
    'rgb(12, 34, 56)',
    'hsl(210, 50%, 40%)',
    'color(display-p3 0.1 0.2 0.3)',
    'var(--mui-palette-primary-main)',
    'var(--mui-palette-text-primary, #2a3b4c)',
    'var(--mui-palette-action-active, currentColor)',
  ];
  return {
    breakpoints: ['xs', 'sm', 'md', 'lg', 'xl'].map((key) => [
      calls.breakpoints.up(key),
      calls.breakpoints.down(key),
      calls.breakpoints.only(key),
      calls.breakpoints.not(key),
      calls.breakpoints.between('xs', key),
    ]),
    containerQueries: calls.containerQueries('page').up('md'),
    applyStyles: [
      calls.applyStyles.call(theme, 'dark', { color: 'red' }),
      calls.applyStyles.call(theme, 'light', { color: 'blue' }),
    ],
    sx: calls.unstable_sx.call(theme, { p: 2, mt: { xs: 1, md: 3 }, color: 'text.secondary' }),
    spacing: [calls.spacing(1), calls.spacing(1, 2.5), calls.spacing('auto', 2, 0, -1)],
    generatedSpacing: calls.generateSpacing.call(theme)(3),
    pxToRem: [12, 14, 16.5].map(calls.typography.pxToRem),
    transitions: [
      calls.transitions.create('color'),
      calls.transitions.create(['color', 'opacity'], { duration: 200, delay: '1s' }),
      calls.transitions.create(),
      calls.transitions.create('width', { duration: '1s', easing: 'linear', delay: 20.4 }),
      calls.transitions.getAutoHeightDuration(240),
      calls.transitions.getAutoHeightDuration(0),
      calls.transitions.getAutoHeightDuration(100000),
    ],
    alpha: colors.flatMap((color) => [
      calls.alpha(color, 0.4),
      calls.alpha(color, 'var(--mui-palette-action-hoverOpacity)'),
    ]),
    lighten: colors.slice(0, 4).map((color) => calls.lighten(color, 0.2)),
    darken: colors.slice(0, 4).map((color) => calls.darken(color, 0.2)),
    getCssVar: [calls.getCssVar('palette-primary-main'), calls.getCssVar('spacing', '8px')],
    schemes: ['light', 'dark'].map((scheme) => calls.getColorSchemeSelector(scheme)),
    vars: calls.generateThemeVars(),
  };
}

/** `ui` in the page's providers with `theme`, as the prerender renders: its markup and its CSS. */
function rendered(ui: ReactElement, theme: Theme) {
  const cache = createEmotionCache();
  // Made before rendering, as the prerender does: it keeps the styles out of the markup.
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <PageProviders cache={cache} theme={theme}>
      {ui}
    </PageProviders>,
  );
  return { html, css: emotion.extractCriticalToChunks(html).styles.map((style) => style.css) };
}

describe('the page theme the browser build makes from data', () => {
  it('holds the data of the theme MUI makes, and all of its functions but those left out', () => {
    const theme = fromData();
    expect(themeData(theme)).toEqual(themeData(browserTheme(made)));
    // The same objects shared (the light scheme's palette is the theme's), not copies.
    expect(theme.palette).toBe(theme.colorSchemes.light?.palette);
    expect(functionPaths(theme).sort()).toEqual(
      functionPaths(made)
        .filter((path) => !LEFT_OUT.includes(path))
        .sort(),
    );
  });

  it('leaves out of MUI’s theme only the colours of the components the site does not use', () => {
    const colours = (theme: Theme) =>
      Object.entries(theme.palette)
        .filter(([, value]) => typeof value !== 'function')
        .map(([key]) => key);
    const left = colours(made).filter((key) => !colours(fromData()).includes(key));
    expect(left.length).toBeGreaterThan(5);
    expect(left.filter((key) => !UNUSED_COMPONENT_PALETTES.includes(key))).toEqual([]);
    // Nothing else: MUI's theme's data without them is the browser's.
    const withoutThem = themeData(made) as { colorSchemes: { light: { palette: object } } };
    for (const key of left) delete withoutThem.colorSchemes.light.palette[key as never];
    expect(themeData(browserTheme(made))).toEqual(withoutThem);
  });

  it('stops the build on a function its data would lose', () => {
    const theme = made as unknown as { components: Record<string, unknown> };
    const before = theme.components.MuiCard;
    theme.components.MuiCard = { styleOverrides: { root: () => ({ color: 'red' }) } };
    try {
      expect(() => pageThemeData()).toThrow(/components\.MuiCard\.styleOverrides\.root/);
    } finally {
      theme.components.MuiCard = before;
    }
    expect(() => pageThemeData()).not.toThrow();
  });

  it('returns from each function what MUI’s theme returns', () => {
    const mine = written(fromData());
    const mui = written(made);
    for (const key of Object.keys(mui) as (keyof typeof mui)[]) {
      expect({ [key]: mine[key] }).toEqual({ [key]: mui[key] });
    }
    // What it checks: the variables' channels, the dark scheme's query.
    expect(mine.alpha).toContain('rgba(var(--mui-palette-text-primaryChannel, 42 59 76) / 0.4)');
    expect(JSON.stringify(mine.applyStyles)).toContain('prefers-color-scheme: dark');
  });

  it('draws every page as MUI’s theme draws it', async () => {
    await preloadEveryLazyComponent();
    const theme = fromData();
    for (const { path } of prerenderPages) {
      const page = (pageTheme: Theme) =>
        rendered(
          <StaticRouter location={path ?? '/no-such-page'}>
            <App />
          </StaticRouter>,
          pageTheme,
        );
      const mine = page(theme);
      const mui = page(made);
      expect(mine.html, path ?? 'not found').toBe(mui.html);
      expect(mine.css, path ?? 'not found').toEqual(mui.css);
      expect(mine.css.join('').length).toBeGreaterThan(1000);
    }
  });

  it('draws the parts loaded later (the wizard’s choices, its progress, the dialog) as MUI’s does', () => {
    const parts = (
      <>
        <Card>
          <CardContent>A card</CardContent>
        </Card>
        <FormControl error>
          <FormLabel>One</FormLabel>
          <RadioGroup value="a">
            <FormControlLabel value="a" control={<Radio />} label="A" />
            <FormControlLabel value="b" control={<Radio />} label="B" disabled />
          </RadioGroup>
          <FormControlLabel control={<Checkbox defaultChecked />} label="C" />
          <FormControlLabel control={<Checkbox indeterminate />} label="D" />
          <FormHelperText>Help</FormHelperText>
        </FormControl>
        <LinearProgress />
        <LinearProgress variant="determinate" value={40} />
        <Dialog open disablePortal>
          <DialogTitle>Title</DialogTitle>
          <DialogContent>
            <DialogContentText>Text</DialogContentText>
          </DialogContent>
          <DialogActions>Actions</DialogActions>
        </Dialog>
      </>
    );
    const mine = rendered(parts, fromData());
    const mui = rendered(parts, made);
    expect(mine.html).toBe(mui.html);
    expect(mine.css).toEqual(mui.css);
    // What it checks: the radio's and the progress bar's colours through `theme.alpha`.
    expect(mine.css.join('')).toContain('Channel');
  });

  it('leaves out only helpers no MUI component the site uses calls', () => {
    const root = join(import.meta.dirname, '../..');
    const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => readFileSync(join(root, 'src', file), 'utf8'));
    const components = new Set(
      sources.flatMap((source) =>
        [...source.matchAll(/from '@mui\/material\/([A-Z]\w+)'/g)].map((match) => match[1]!),
      ),
    );
    expect(components.size).toBeGreaterThan(10);
    const calling = [...components].filter((component) =>
      readdirSync(join(root, 'node_modules/@mui/material', component))
        .filter((file) => file.endsWith('.mjs'))
        .some((file) =>
          CALLING_LEFT_OUT.test(
            readFileSync(join(root, 'node_modules/@mui/material', component, file), 'utf8'),
          ),
        ),
    );
    expect(calling).toEqual([]);
  });
});
