/**
 * The files that hold the palette's colours as values (docs/decisions/0062-one-palette.md):
 * pictures and a page a browser reads as they are, where nothing can import src/theme/palette.ts.
 * The palette script (scripts/write-palette.ts) writes them; tests/unit/palette-files.test.ts
 * checks them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import * as palette from '../../src/theme/palette.ts';
import { normalizeHex } from '../../src/theme/color.ts';

export const ROOT = resolve(import.meta.dirname, '../..');

/**
 * The colours the files were last written with, by name (written by scripts/write-palette.ts): how
 * the script knows which colour a value in a picture is once the palette has changed it.
 */
export const WRITTEN_PATH = 'src/theme/palette-written.json';

/** The palette's colours by name, in its order: `brand.navy` → `#0B2545`. */
export function paletteColors(): Map<string, string> {
  const colors = new Map<string, string>();
  for (const [group, values] of Object.entries(palette)) {
    for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
      if (typeof value !== 'string')
        throw new Error(`palette.ts: ${group}.${name} is not a colour`);
      colors.set(`${group}.${name}`, value);
    }
  }
  return colors;
}

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(resolve(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The files, relative to the repository: the pictures of src/assets, the brand mark
 * (public/favicon.svg, which the PNG icons are drawn from) and index.html (`theme-color`).
 */
export function colorFiles(): string[] {
  return ['index.html', 'public/favicon.svg', ...filesUnder('src/assets', '.svg')];
}

export const readRepoFile = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');

/**
 * A hex colour as an attribute's value or a CSS property's (`fill="#0B2545"`, `content="#fff"`,
 * `color:#FFB400`). A fragment link (`href="#face"`) would read as one: name the element otherwise.
 */
const HEX = /(?<=[="':\s])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;

/** A colour written otherwise: a colour function, or a name where SVG or CSS takes a colour. */
const COLOR_FUNCTION = String.raw`\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(`;
const COLOR_PROPERTY = String.raw`\b(?:fill|stroke|stop-color|flood-color|lighting-color|color)`;
const NOT_A_NAME = String.raw`(?!none\b|currentColor\b|inherit\b|url\(|#)`;
const COLOR_NAME = String.raw`${COLOR_PROPERTY}\s*[=:]\s*["']?${NOT_A_NAME}[a-z]+`;
const OTHER_COLOR = new RegExp(`${COLOR_FUNCTION}|${COLOR_NAME}`, 'gi');

/** Every colour a file writes: the hex values, and anything written otherwise as a problem. */
export function colorsIn(text: string): { hex: string[]; otherwise: string[] } {
  return {
    hex: [...text.matchAll(HEX)].map((match) => match[0]),
    otherwise: [...text.matchAll(OTHER_COLOR)].map((match) => match[0]),
  };
}

/**
 * What each colour the files were written with becomes (`#0B2545` → `#0C2A4F`), from the record of
 * what they were written with and the palette now. Names that shared a value (a reference such as
 * `focusRing.onDark: brand.amber`) must still share one, or the files cannot tell which is which.
 */
export function changedColors(
  written: Record<string, string>,
  now: Map<string, string>,
): Map<string, string> {
  const changes = new Map<string, { to: string; names: string[] }>();
  for (const [name, value] of now) {
    const was = written[name];
    if (was === undefined) continue;
    const from = normalizeHex(was);
    const to = changes.get(from);
    if (to && normalizeHex(to.to) !== normalizeHex(value)) {
      throw new Error(
        `${[...to.names, name].join(' and ')} were both ${was}, and now differ: the files cannot ` +
          'tell which is which. Change one at a time, running `npm run palette` after each.',
      );
    }
    changes.set(from, { to: value, names: [...(to?.names ?? []), name] });
  }
  return new Map(
    [...changes]
      .filter(([from, { to }]) => from !== normalizeHex(to))
      .map(([from, { to }]) => [from, to]),
  );
}

/** The text with each hex colour that changed written anew, in the palette's form. */
export function rewriteColors(text: string, changes: Map<string, string>): string {
  return text.replace(HEX, (hex) => changes.get(normalizeHex(hex)) ?? hex);
}

/** What is wrong with the colours a file writes: each one that is not the palette's, once. */
export function strayColors(text: string, colors: Map<string, string>): string[] {
  const values = new Set([...colors.values()].map(normalizeHex));
  const { hex, otherwise } = colorsIn(text);
  return [
    ...new Set(hex.filter((value) => !values.has(normalizeHex(value)))),
    ...otherwise.map((value) => `${value}… (a colour not written in hex)`),
  ];
}
