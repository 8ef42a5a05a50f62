// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  changedColors,
  colorFiles,
  colorsIn,
  paletteColors,
  readRepoFile,
  rewriteColors,
  ROOT,
  strayColors,
  WRITTEN_PATH,
} from '../../scripts/palette/files';
import { webManifest } from '../../src/content/web-manifest';
import { normalizeHex, parseColor, toHex } from '../../src/theme/color';
import { brand } from '../../src/theme/palette';

/**
 * Each colour is written once, in src/theme/palette.ts (docs/decisions/0062-one-palette.md): the
 * files that must hold the values hold the palette's, as `npm run palette` last wrote them, and
 * nothing else writes a colour of its own.
 */

const colors = paletteColors();
const RUN = 'run `npm run palette` and commit what it rewrites';

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)));
}

describe('the palette', () => {
  it('writes each colour once, as #RRGGBB', () => {
    const source = readRepoFile('src/theme/palette.ts');
    const literals = [...source.matchAll(/'(#[0-9A-Fa-f]+)'/g)].map((match) => match[1]!);
    const repeated = literals.filter((value, index) => literals.indexOf(value) !== index);
    expect(repeated, 'colours written twice: make the second a reference to the first').toEqual([]);
    for (const [name, value] of colors) expect(value, name).toMatch(/^#[0-9A-F]{6}$/);
    expect(literals.length).toBeGreaterThan(20);
  });

  it('is what the files were last written with', () => {
    expect(JSON.parse(readRepoFile(WRITTEN_PATH)), `${WRITTEN_PATH} is stale: ${RUN}`).toEqual(
      Object.fromEntries(colors),
    );
  });
});

describe('the files that hold the palette’s colours', () => {
  it('are the pictures, the brand mark and index.html', () => {
    const files = colorFiles();
    expect(files).toEqual(expect.arrayContaining(['index.html', 'public/favicon.svg']));
    expect(files.filter((file) => file.startsWith('src/assets/'))).toEqual(
      filesUnder('src/assets', /\.svg$/).sort(),
    );
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  it.each(colorFiles())('%s holds only colours of the palette', (file) => {
    const text = readRepoFile(file);
    expect(colorsIn(text).hex.length, 'no colour found: is the file read right?').toBeGreaterThan(
      0,
    );
    expect(strayColors(text, colors), `colours not in src/theme/palette.ts: ${RUN}`).toEqual([]);
  });

  it('index.html’s theme-color is the manifest’s, the navy', () => {
    const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(
      readRepoFile('index.html'),
    );
    expect(themeColor?.[1]).toBe(brand.navy);
    expect(webManifest().theme_color).toBe(brand.navy);
  });

  it('the brand mark (public/favicon.svg) is navy and amber', () => {
    const { hex } = colorsIn(readRepoFile('public/favicon.svg'));
    expect(new Set(hex.map(normalizeHex))).toEqual(new Set([brand.navy, brand.amber]));
  });
});

/** The pixels of an 8-bit RGB or RGBA PNG, as `#RRGGBB` (or `transparent`). */
function readPng(path: string) {
  const data = readFileSync(join(ROOT, path));
  let width = 0;
  let height = 0;
  let channels = 0;
  const compressed: Buffer[] = [];
  for (let at = 8; at < data.length;) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    const chunk = data.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = chunk.readUInt32BE(0);
      height = chunk.readUInt32BE(4);
      const [depth, colorType, , , interlace] = chunk.subarray(8);
      channels = colorType === 6 ? 4 : colorType === 2 ? 3 : 0;
      if (depth !== 8 || channels === 0 || interlace !== 0) {
        throw new Error(`${path}: not an 8-bit RGB(A) PNG without interlacing`);
      }
    }
    if (type === 'IDAT') compressed.push(chunk);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(compressed));
  const stride = width * channels;
  const rows: Uint8Array[] = [];
  let above = new Uint8Array(stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const row = Uint8Array.from(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? row[x - channels]! : 0;
      const up = above[x]!;
      const upLeft = x >= channels ? above[x - channels]! : 0;
      const estimate = left + up - upLeft;
      const paeth =
        Math.abs(estimate - left) <= Math.abs(estimate - up) &&
        Math.abs(estimate - left) <= Math.abs(estimate - upLeft)
          ? left
          : Math.abs(estimate - up) <= Math.abs(estimate - upLeft)
            ? up
            : upLeft;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter!];
      if (predicted === undefined) throw new Error(`${path}: unknown filter ${filter}`);
      row[x] = (row[x]! + predicted) & 0xff;
    }
    rows.push(row);
    above = row;
  }
  return (x: number, y: number) => {
    const [r = 0, g = 0, b = 0, a = 255] = rows[Math.round(y)]!.subarray(
      Math.round(x) * channels,
      (Math.round(x) + 1) * channels,
    );
    return a === 0 ? 'transparent' : toHex({ r, g, b, a: a / 255 });
  };
}

describe('the PNG images, drawn from the brand mark by scripts/make-images.ts', () => {
  /** Where each draws the mark (left, top, size), and whether on a navy ground. */
  const IMAGES = {
    'public/icon-192.png': { mark: [0, 0, 192], navyGround: false },
    'public/icon-512.png': { mark: [0, 0, 512], navyGround: false },
    'public/icon-maskable-512.png': { mark: [76, 76, 360], navyGround: true },
    'public/apple-touch-icon.png': { mark: [0, 0, 180], navyGround: true },
    'public/og-image.png': { mark: [80, 72, 96], navyGround: true },
  } as const;

  it.each(Object.entries(IMAGES))('%s is in the palette’s navy and amber', (file, image) => {
    const pixel = readPng(file);
    const [left, top, size] = image.mark;
    const inMark = (x: number, y: number) => pixel(left + x * size, top + y * size);
    const stale = `${file} is not drawn in the palette's colours: ${RUN}`;
    expect(inMark(0.5, 0.5), `${stale} (the wrench)`).toBe(brand.navy);
    expect(inMark(13 / 16, 0.5), `${stale} (the sign)`).toBe(brand.amber);
    expect(pixel(0, 0), `${stale} (the ground)`).toBe(
      image.navyGround ? brand.navy : 'transparent',
    );
  });
});

describe('nothing else writes a colour of the palette', () => {
  /**
   * Source files that write colours: the palette, the colour arithmetic (its examples), and the
   * mails, whose inline colours are for mail clients and are not the site's (docs/decisions/0050).
   */
  const OWN_COLORS =
    /^src\/(theme\/(palette|color)\.ts|lib\/short-mail\.ts|features\/[^/]+\/mail\/)/;

  it('no source file of the site writes a hex colour', () => {
    const found = filesUnder('src', /\.tsx?$/)
      .filter((file) => !OWN_COLORS.test(file))
      .flatMap((file) =>
        [...readRepoFile(file).matchAll(/['"`:\s]#[0-9a-f]{3,8}\b/gi)].map(
          (match) => `${file}: ${match[0].slice(1)}`,
        ),
      );
    expect(found, 'name the colour in src/theme/palette.ts and import it').toEqual([]);
  });

  it('no test writes a colour of the palette: tests import it', () => {
    const values = new Set(colors.values());
    const found = filesUnder('tests', /\.tsx?$/).flatMap((file) =>
      [...readRepoFile(file).matchAll(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi)]
        .filter((match) => {
          try {
            const color = parseColor(match[0]);
            return color.a === 1 && values.has(toHex(color));
          } catch {
            return false; // Not a colour (a fragment link, a pattern).
          }
        })
        .map((match) => `${file}: ${match[0]}`),
    );
    expect(found, 'import the colour from src/theme/palette.ts').toEqual([]);
  });
});

describe('npm run palette', () => {
  it('rewrites each colour that changed, swaps included, and leaves the others', () => {
    const written = { 'a.one': '#111111', 'a.two': '#222222', 'a.three': '#333333' };
    const now = new Map([
      ['a.one', '#222222'],
      ['a.two', '#111111'],
      ['a.three', '#333333'],
    ]);
    const changes = changedColors(written, now);
    expect(changes).toEqual(
      new Map([
        ['#111111', '#222222'],
        ['#222222', '#111111'],
      ]),
    );
    expect(rewriteColors('<path fill="#111" stroke="#222222"/><rect fill="#333"/>', changes)).toBe(
      '<path fill="#222222" stroke="#111111"/><rect fill="#333"/>',
    );
  });

  it('refuses to guess when two names that shared a colour now differ', () => {
    // As `focusRing.onDark: brand.amber` was, until one of them is written out with a new value.
    const written = { 'brand.amber': '#ABCDEF', 'focusRing.onDark': '#ABCDEF' };
    const now = new Map([
      ['brand.amber', '#ABCDEF'],
      ['focusRing.onDark', '#ABCDEE'],
    ]);
    expect(() => changedColors(written, now)).toThrow(/brand.amber and focusRing.onDark/);
  });

  it('finds colours written otherwise than in hex, and leaves fragment links alone', () => {
    expect(
      strayColors('<rect fill="white"/><g style="stop-color: hsl(0 0% 50%)"/>', colors),
    ).toEqual([
      'fill="white… (a colour not written in hex)',
      'stop-color: hsl… (a colour not written in hex)',
    ]);
    expect(colorsIn('<use href="#s"/><rect fill="url(#sky)"/><path fill="none"/>')).toEqual({
      hex: [],
      otherwise: [],
    });
  });
});
