/**
 * Draws the site's raster images from the brand mark (public/favicon.svg) in Chromium, so they can be
 * regenerated when the brand or the copy changes: `npx tsx scripts/make-images.ts` (`npm run palette`
 * runs it after a change of colour). The results are committed in public/ (they are source images,
 * not build output); their colours are the palette's (src/theme/palette.ts) and the mark's:
 *
 * - icon-192.png, icon-512.png: the app icons of the web app manifest;
 * - icon-maskable-512.png: the same mark inside the safe zone of a full-bleed navy square;
 * - apple-touch-icon.png: the mark on a navy square, 180 px, for iOS's home screen;
 * - og-image.png: the 1200×630 picture link previews show, its words (the company's short name, the
 *   hero's headline, the phone number) read from src/content, so run this again when they change.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';
import { withSourceModules } from './load-source-modules.ts';
import { brand } from '../src/theme/palette.ts';
import type * as Company from '../src/content/company.ts';
import type * as SiteCopy from '../src/content/site-copy.ts';

const root = resolve(import.meta.dirname, '..');
const mark = readFileSync(resolve(root, 'public/favicon.svg'), 'utf8');
const markDataUrl = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;

/** The company constants and the hero's copy, from the site's own modules. */
const { company, heroCopy } = await withSourceModules(async (load) => ({
  company: (await load<typeof Company>('/src/content/company.ts')).company,
  heroCopy: (await load<typeof SiteCopy>('/src/content/site-copy.ts')).heroCopy,
}));

const pages: Record<string, { size: [number, number]; html: string }> = {
  'icon-192.png': {
    size: [192, 192],
    html: `<img src="${markDataUrl}" style="width:192px;height:192px;display:block">`,
  },
  'icon-512.png': {
    size: [512, 512],
    html: `<img src="${markDataUrl}" style="width:512px;height:512px;display:block">`,
  },
  'icon-maskable-512.png': {
    size: [512, 512],
    html: `<div style="width:512px;height:512px;background:${brand.navy};display:grid;place-items:center">
      <img src="${markDataUrl}" style="width:360px;height:360px"></div>`,
  },
  'apple-touch-icon.png': {
    size: [180, 180],
    html: `<div style="width:180px;height:180px;background:${brand.navy}">
      <img src="${markDataUrl}" style="width:180px;height:180px;display:block"></div>`,
  },
  'og-image.png': {
    size: [1200, 630],
    html: `<div style="width:1200px;height:630px;box-sizing:border-box;padding:72px 80px;background:${brand.navy};
        color:${brand.white};font-family:'DejaVu Sans',Arial,sans-serif;display:flex;flex-direction:column;justify-content:space-between">
      <div style="display:flex;align-items:center;gap:24px">
        <img src="${markDataUrl}" style="width:96px;height:96px">
        <span style="font-size:48px;font-weight:800">${company.shortName}</span>
      </div>
      <div style="font-size:68px;font-weight:800;line-height:1.1;max-width:1000px">
        ${heroCopy.headline}</div>
      <div style="font-size:36px;font-weight:700">Call or text
        <span style="color:${brand.amber}">${company.heroPhone.display}</span> · Insurance not required</div>
    </div>`,
  },
};

const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
try {
  for (const [file, { size, html }] of Object.entries(pages)) {
    const page = await browser.newPage({ viewport: { width: size[0], height: size[1] } });
    await page.setContent(`<body style="margin:0">${html}</body>`);
    await page.screenshot({ path: resolve(root, 'public', file), omitBackground: true });
    await page.close();
    console.log(`public/${file}`);
  }
} finally {
  await browser.close();
}
