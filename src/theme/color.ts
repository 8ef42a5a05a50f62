/**
 * Colour arithmetic for the checks of the palette (docs/decisions/0062-one-palette.md): the
 * contrast test, the palette script (scripts/write-palette.ts) and the browser tests that compare a
 * computed colour. The site itself does not import this module.
 *
 * Every reader fails loudly on what it cannot read (a CSS variable, a colour name, a gradient of
 * two colours) rather than skipping it: a check that skips a colour passes whatever the colour is.
 */

/** A colour: red, green and blue from 0 to 255, alpha from 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** An opaque hex colour (`#abc`, `#aabbcc`, `#aabbccff`) in the palette's form, `#AABBCC`. */
export function normalizeHex(hex: string): string {
  if (!HEX.test(hex.trim())) throw new Error(`Not a hex colour: "${hex}"`);
  const color = parseColor(hex);
  if (color.a !== 1) throw new Error(`Not an opaque colour: "${hex}"`);
  return toHex(color);
}

/** An opaque colour as `#RRGGBB`. */
export function toHex({ r, g, b }: Rgba): string {
  const pairs = [r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0'));
  return `#${pairs.join('')}`.toUpperCase();
}

/** A colour as the browser's `getComputedStyle` reports it: `rgb(11, 37, 69)`. */
export function cssRgb(color: string): string {
  const { r, g, b, a } = parseColor(color);
  return a === 1 ? `rgb(${r}, ${g}, ${b})` : `rgba(${r}, ${g}, ${b}, ${a})`;
}

function channel(text: string, max: number): number {
  const value = text.endsWith('%') ? (Number(text.slice(0, -1)) / 100) * max : Number(text);
  if (text === '' || !Number.isFinite(value) || value < 0 || value > max) {
    throw new Error(`Not a colour channel: "${text}"`);
  }
  return value;
}

/**
 * Reads a CSS colour as MUI's theme writes one: hex in its four lengths, `rgb()`/`rgba()` with
 * commas or spaces and an optional `/ alpha`, and `linear-gradient(c, c)` with one colour twice
 * (MUI's dark surface overlays). Throws on anything else, a `var(--…)` first of all.
 */
export function parseColor(value: string): Rgba {
  const text = value.trim();
  if (/var\(/i.test(text)) {
    throw new Error(`A CSS variable, not a colour: "${value}" (read the theme's palette instead)`);
  }
  const hex = HEX.exec(text)?.[1];
  if (hex) {
    const pairs = hex.length <= 4 ? [...hex].map((digit) => digit + digit) : hex.match(/../g)!;
    const [r = 0, g = 0, b = 0, a = 255] = pairs.map((pair) => parseInt(pair, 16));
    return { r, g, b, a: a / 255 };
  }
  const rgb = /^rgba?\((.*)\)$/i.exec(text)?.[1];
  if (rgb !== undefined) {
    // Either rgb(r, g, b) and rgba(r, g, b, a), or rgb(r g b) and rgb(r g b / a).
    const commas = rgb.includes(',');
    const [channels = '', slashAlpha, extra] = rgb.split('/').map((part) => part.trim());
    const parts = channels.split(commas ? ',' : /\s+/).map((part) => part.trim());
    const alpha = commas ? (parts.length === 4 ? parts.pop() : undefined) : slashAlpha;
    if (extra !== undefined || (commas && slashAlpha !== undefined) || parts.length !== 3) {
      throw new Error(`Not a colour I can read: "${value}"`);
    }
    const [r = 0, g = 0, b = 0] = parts.map((part) => channel(part, 255));
    return { r, g, b, a: alpha === undefined ? 1 : channel(alpha, 1) };
  }
  const gradient = /^linear-gradient\((.*)\)$/i.exec(text)?.[1];
  if (gradient !== undefined) {
    const stops = gradient.split(/,(?![^(]*\))/).map((stop) => stop.trim());
    const colors = stops.map(parseColor);
    if (stops.length === 2 && stops[0] === stops[1]) return colors[0]!;
    throw new Error(`A gradient of more than one colour: "${value}"`);
  }
  throw new Error(`Not a colour I can read: "${value}"`);
}

/** `top` painted over `bottom`, which must be opaque (the result is). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  if (bottom.a !== 1) throw new Error('The bottom layer must be opaque');
  const mix = (upper: number, lower: number) => upper * top.a + lower * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** Layers painted in order, the first at the bottom (it must be opaque). */
export function flatten([bottom, ...layers]: readonly Rgba[]): Rgba {
  if (!bottom || bottom.a !== 1) throw new Error('The bottom layer must be opaque');
  return layers.reduce((below, layer) => over(layer, below), bottom);
}

/** WCAG 2's relative luminance of an opaque colour. */
export function luminance({ r, g, b }: Rgba): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2's contrast ratio, 1 to 21, of a colour and the opaque background it is drawn on (a
 * translucent colour is painted over the background first).
 */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const [a, b] = [luminance(over(foreground, background)), luminance(background)];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
