#!/usr/bin/env node
// The project's benchmark: how much JavaScript a phone downloads for the first page.
// Usage: npm run bench:size (builds first). Reads dist/index.html, follows the entry script and the
// chunks it preloads, and prints their gzip sizes. It also checks that Firebase and the wizard are
// not part of that first load. Exits 1 when they are, or when the budget is exceeded.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const BUDGET_GZIP_BYTES = Number(process.env.FIRST_LOAD_BUDGET_KB ?? 165) * 1024;

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]);
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
  (m) => m[1],
);
const files = [...new Set([...scripts, ...preloads])];

let total = 0;
let raw = 0;
const problems = [];
const rows = files.map((file) => {
  const source = readFileSync(join(dist, file.replace(/^\//, '')));
  const gzip = gzipSync(source, { level: 9 }).length;
  total += gzip;
  raw += source.length;
  const text = source.toString('utf8');
  if (/firestore\.googleapis\.com|firebasestorage\.googleapis\.com/.test(text)) {
    problems.push(`${file} contains the Firebase SDK`);
  }
  if (/Confirm & Submit|job-applications\//.test(text)) {
    problems.push(`${file} contains the application wizard`);
  }
  return { file, raw: source.length, gzip };
});

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log('JavaScript loaded by / (first load):');
for (const row of rows)
  console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(10)}  gzip ${kb(row.gzip)}`);
console.log(`  ${'total'.padEnd(48)} ${kb(raw).padStart(10)}  gzip ${kb(total)}`);
if (total > BUDGET_GZIP_BYTES)
  problems.push(`first load ${kb(total)} gzip exceeds the budget of ${kb(BUDGET_GZIP_BYTES)}`);
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
