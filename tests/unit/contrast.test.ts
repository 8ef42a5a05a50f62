// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { brand } from '../../src/theme/palette';
import { getTheme } from '../../src/theme/theme';
import { contrastRatio, cssRgb, flatten, normalizeHex, parseColor } from '../../src/theme/color';

/**
 * WCAG AA for every pair of colours the site draws one on the other, in both schemes, read from the
 * theme MUI builds (its palettes as MUI computed them, the contrast texts it derived included): in
 * milliseconds, where the browser runs with axe (tests/e2e/readability.spec.ts) take minutes and
 * see only the states they reach (docs/decisions/0062-one-palette.md).
 */

type Scheme = 'light' | 'dark';
const SCHEME_NAME: Record<Scheme, string> = { light: 'day', dark: 'night' };

/**
 * WCAG 2.2 AA: 1.4.3 for text, 1.4.11 for the focus ring and what shows a state. No pair is drawn
 * for large text only today (the headings' colours are body text's too), so every text pair is held
 * to 4.5:1.
 */
const MINIMUM = { text: 4.5, 'large text': 3, 'focus ring': 3, 'state indicator': 3 } as const;

/**
 * A colour: a path into the scheme's palette (`text.primary`, `Alert.errorColor`), `overlays.N` for
 * the lighter surface MUI gives a raised paper at night, or a colour the site draws outside the
 * theme, by its name in the palette.
 */
type Color = string | { name: string; value: string };

interface Pair {
  /** Where the site draws it. */
  where: string;
  kind: keyof typeof MINIMUM;
  color: Color;
  /** The surface under it; layers from the bottom up when there are several. */
  on: Color | readonly Color[];
  /** Both unless said. */
  schemes?: readonly Scheme[];
}

const PAGES = ['background.default', 'background.paper', 'background.band'] as const;
const FIELDS = ['background.default', 'background.paper'] as const;
const NAVY = ['chrome.main', 'chrome.dark'] as const;
const RAISED_AT_NIGHT = ['background.paper', 'overlays.24'] as const;

/** The pairs, from what the components draw (components.ts, theme.ts and the components' `sx`). */
const PAIRS: readonly Pair[] = [
  ...PAGES.flatMap((on): Pair[] => [
    { where: 'body text, field labels and answers', kind: 'text', color: 'text.primary', on },
    {
      where: 'secondary text (hints, the review’s labels)',
      kind: 'text',
      color: 'text.secondary',
      on,
    },
    {
      where: 'headings, links, outlined and text buttons',
      kind: 'text',
      color: 'primary.main',
      on,
    },
  ]),
  {
    where: 'a filled primary button (Next, Submit), the chosen service’s chip',
    kind: 'text',
    color: 'primary.contrastText',
    on: 'primary.main',
  },
  {
    where: 'a filled primary button, hovered',
    kind: 'text',
    color: 'primary.contrastText',
    on: 'primary.dark',
  },
  {
    where: 'the amber call buttons, the newsletter’s button, the skip link',
    kind: 'text',
    color: 'secondary.contrastText',
    on: 'secondary.main',
  },
  {
    where: 'an amber button, hovered',
    kind: 'text',
    color: 'secondary.contrastText',
    on: 'secondary.dark',
  },
  ...FIELDS.map((on): Pair => ({
    where: 'a field’s error message, the photo’s question when it is missing',
    kind: 'text',
    color: 'error.main',
    on,
  })),
  {
    where: 'the red Next of an incomplete step, Start over’s confirm button',
    kind: 'text',
    color: 'error.contrastText',
    on: 'error.main',
  },
  {
    where: 'a red button, hovered',
    kind: 'text',
    color: 'error.contrastText',
    on: 'error.dark',
  },
  {
    where: 'a step’s number in the stepper',
    kind: 'text',
    color: 'background.default',
    on: 'text.secondary',
  },
  {
    where: 'the current or a done step’s number',
    kind: 'text',
    color: 'background.default',
    on: 'primary.main',
  },
  ...(['error', 'warning', 'info', 'success'] as const).map((severity): Pair => ({
    where: `${severity} alerts`,
    kind: 'text',
    color: `Alert.${severity}Color`,
    on: `Alert.${severity}StandardBg`,
  })),
  {
    where: 'the menu’s link to the current page',
    kind: 'text',
    color: 'text.primary',
    on: ['background.paper', 'action.selected'],
  },
  ...(['text.primary', 'text.secondary', 'primary.main'] as const).map((color): Pair => ({
    where: 'the Start over dialog, a raised surface',
    kind: 'text',
    color,
    on: RAISED_AT_NIGHT,
    schemes: ['dark'],
  })),
  {
    where: 'the header, the hero and the call bar',
    kind: 'text',
    color: 'chrome.contrastText',
    on: 'chrome.main',
  },
  { where: 'the footer', kind: 'text', color: 'chrome.contrastText', on: 'chrome.dark' },
  {
    where: 'the footer’s newsletter field’s error (newsletter-form.tsx)',
    kind: 'text',
    color: { name: 'brand.redOnNavy', value: brand.redOnNavy },
    on: 'chrome.dark',
  },
  ...PAGES.map((on): Pair => ({
    where: 'the focus ring on a page',
    kind: 'focus ring',
    color: 'focus.main',
    on,
  })),
  {
    where: 'the focus ring in the Start over dialog',
    kind: 'focus ring',
    color: 'focus.main',
    on: RAISED_AT_NIGHT,
    schemes: ['dark'],
  },
  ...NAVY.map((on): Pair => ({
    where: 'the focus ring on navy (`onChrome`)',
    kind: 'focus ring',
    color: 'chrome.accent',
    on,
  })),
  {
    where: 'the skip link’s focus ring, over the header',
    kind: 'focus ring',
    color: 'chrome.contrastText',
    on: 'chrome.main',
  },
  {
    where: 'the header’s underline of the current page',
    kind: 'state indicator',
    color: 'chrome.accent',
    on: 'chrome.main',
  },
  ...FIELDS.map((on): Pair => ({
    where: 'the photo button’s focus ring (tool-photo-field.tsx)',
    kind: 'focus ring',
    color: 'secondary.dark',
    on,
    schemes: ['dark'],
  })),
];

/** Each scheme's palette as MUI computed it, and the overlays it gives raised surfaces. */
const schemes = (
  getTheme() as unknown as {
    colorSchemes: Record<Scheme, { palette: object; overlays?: readonly string[] }>;
  }
).colorSchemes;

function resolve(color: Color, scheme: Scheme): { name: string; value: string } {
  if (typeof color !== 'string') return color;
  const { palette, overlays } = schemes[scheme];
  const [root, ...path] = color.split('.');
  let value: unknown = root === 'overlays' ? overlays : palette;
  for (const key of root === 'overlays' ? path : [root!, ...path]) {
    value = (value as Record<string, unknown> | undefined)?.[key];
  }
  if (typeof value !== 'string') {
    throw new Error(`The ${SCHEME_NAME[scheme]} scheme has no colour ${color}`);
  }
  return { name: color, value };
}

const isLayers = (on: Pair['on']): on is readonly Color[] => Array.isArray(on);
const layersOf = (pair: Pair): readonly Color[] => (isLayers(pair.on) ? pair.on : [pair.on]);
const nameOf = (color: Color) => (typeof color === 'string' ? color : color.name);

/** `text.primary on action.selected over background.paper`: the pair, by the palette's names. */
const pairName = (pair: Pair) =>
  `${nameOf(pair.color)} on ${layersOf(pair).map(nameOf).toReversed().join(' over ')}`;

/** The pair's contrast, and the pair with the values it was measured with. */
function measure(pair: Pair, scheme: Scheme) {
  const color = resolve(pair.color, scheme);
  const layers = layersOf(pair).map((layer) => resolve(layer, scheme));
  const ratio = contrastRatio(
    parseColor(color.value),
    flatten(layers.map((layer) => parseColor(layer.value))),
  );
  const withValue = (c: { name: string; value: string }) => `${c.name} (${c.value})`;
  const measured = `${withValue(color)} on ${layers.map(withValue).toReversed().join(' over ')}`;
  return { ratio: Math.floor(ratio * 100) / 100, measured, minimum: MINIMUM[pair.kind] };
}

const pairsOf = <T extends Pair>(pairs: readonly T[], scheme: Scheme) =>
  pairs
    .filter((pair) => (pair.schemes ?? ['light', 'dark']).includes(scheme))
    .map((pair) => [`${pair.kind}, ${pair.where}: ${pairName(pair)}`, pair] as const);

describe.each([
  ['day', 'light'],
  ['night', 'dark'],
] as const)('the %s scheme meets WCAG AA', (_, scheme) => {
  it.each(pairsOf(PAIRS, scheme))('%s', (_, pair) => {
    const { ratio, measured, minimum } = measure(pair, scheme);
    expect(
      ratio,
      `${SCHEME_NAME[scheme]}, ${pair.where}: ${measured} is ${ratio}:1, under ${minimum}:1`,
    ).toBeGreaterThanOrEqual(minimum);
  });
});

describe('reading colours', () => {
  it('reads every form MUI writes, short hex included', () => {
    expect(parseColor('#abc')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc, a: 1 });
    expect(parseColor('#A1B2C3')).toEqual({ r: 0xa1, g: 0xb2, b: 0xc3, a: 1 });
    expect(parseColor('#a1b2c380')).toEqual({ r: 0xa1, g: 0xb2, b: 0xc3, a: 0x80 / 255 });
    expect(parseColor('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseColor('rgba(0, 0, 0, 0.87)')).toEqual({ r: 0, g: 0, b: 0, a: 0.87 });
    expect(parseColor('rgba(254 253 252 / 0.165)')).toEqual({ r: 254, g: 253, b: 252, a: 0.165 });
    expect(parseColor('linear-gradient(rgba(1 2 3 / 0.5), rgba(1 2 3 / 0.5))')).toEqual({
      r: 1,
      g: 2,
      b: 3,
      a: 0.5,
    });
    expect(normalizeHex('#abc')).toBe('#AABBCC');
    expect(cssRgb('#0a0b0c')).toBe('rgb(10, 11, 12)');
  });

  it('refuses what it cannot read rather than skipping it', () => {
    for (const value of [
      'var(--mui-palette-error-main, #ABCDEF)',
      'var(--focus-ring)',
      'red',
      'hsl(0 0% 50%)',
      'rgb(1, 2)',
      'rgb(1, 2, 3 / 0.5)',
      'rgb(256, 0, 0)',
      '#abcde',
      'linear-gradient(#abc, #def)',
      '',
    ]) {
      expect(() => parseColor(value), value).toThrow();
    }
  });

  it('measures as WCAG does, translucent colours over their surface', () => {
    const white = { r: 255, g: 255, b: 255, a: 1 };
    expect(contrastRatio({ r: 0, g: 0, b: 0, a: 1 }, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#777'), white)).toBeCloseTo(4.48, 2);
    // Black at 87% over white is rgb(33, 33, 33).
    expect(contrastRatio(parseColor('rgba(0, 0, 0, 0.87)'), white)).toBeCloseTo(
      contrastRatio(parseColor('rgb(33.15, 33.15, 33.15)'), white),
      5,
    );
    expect(() => flatten([parseColor('rgba(0, 0, 0, 0.5)')])).toThrow();
  });
});
