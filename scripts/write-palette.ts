/**
 * `npm run palette`: writes the palette's colours (src/theme/palette.ts) into the files that hold
 * them as values (scripts/palette/files.ts: the pictures of src/assets, public/favicon.svg and
 * index.html's `theme-color`), then, if a colour changed, draws the PNG icons and the share image
 * again (scripts/make-images.ts, in Chromium). Commit what it rewrote. docs/decisions/0062-one-palette.md.
 *
 * A value in a file is known by the colour it was last written as: src/theme/palette-written.json
 * records them by name, so `#0B2545` in a picture is `brand.navy` and becomes the navy's new value.
 * A file holding a colour that is not in the palette stops the script before anything is written:
 * name it in the palette first. Running it again with nothing changed writes nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  changedColors,
  colorFiles,
  paletteColors,
  readRepoFile,
  rewriteColors,
  ROOT,
  strayColors,
  WRITTEN_PATH,
} from './palette/files.ts';

const colors = paletteColors();
const written: Record<string, string> = existsSync(resolve(ROOT, WRITTEN_PATH))
  ? JSON.parse(readRepoFile(WRITTEN_PATH))
  : Object.fromEntries(colors);
const changes = changedColors(written, colors);

const rewritten = new Map<string, string>();
const problems: string[] = [];
for (const file of colorFiles()) {
  const before = readRepoFile(file);
  const after = rewriteColors(before, changes);
  for (const stray of strayColors(after, colors)) problems.push(`${file}: ${stray}`);
  if (after !== before) rewritten.set(file, after);
}
if (problems.length > 0) {
  console.error('Colours that are not in src/theme/palette.ts (name each there, or use one of its');
  console.error(`colours); nothing was written:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

for (const [file, text] of rewritten) {
  writeFileSync(resolve(ROOT, file), text);
  console.log(file);
}
const record = `${JSON.stringify(Object.fromEntries(colors), null, 2)}\n`;
if (!existsSync(resolve(ROOT, WRITTEN_PATH)) || record !== readRepoFile(WRITTEN_PATH)) {
  writeFileSync(resolve(ROOT, WRITTEN_PATH), record);
  console.log(WRITTEN_PATH);
}

if (changes.size === 0) {
  console.log('No colour changed: the PNG images are as they were.');
} else {
  // The icons and the share image are drawn from the rewritten mark and the palette.
  const script = resolve(ROOT, 'scripts/make-images.ts');
  const images = spawnSync(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
  if (images.status !== 0) {
    console.error('Drawing the PNG images failed. The other files are written: once it can run,');
    console.error('draw the images with `npx tsx scripts/make-images.ts`.');
    process.exit(1);
  }
}
