/**
 * `npm test` step: every page the build serves is valid HTML, by the Nu HTML Checker (the W3C's
 * validator; the `vnu-jar` package ships it, it runs on Java 8 or newer). HTML errors only: the
 * checker's CSS validator predates container queries, which the site uses, so its CSS messages are
 * left out. Without Java the step says so and passes, unless HTML_CHECK_REQUIRED=1 (which `.ci/run`
 * sets wherever Java is installed).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const dist = resolve(import.meta.dirname, '..', 'dist');
// The Spanish pages are in dist/es/.
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.html'))
  .map((name) => join(dist, name));
if (pages.length === 0) {
  console.error('No built pages in dist/: run the build first.');
  process.exit(1);
}

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error || java.status !== 0) {
  const reason = 'The HTML check needs Java 8 or newer (the Nu HTML Checker is a Java program).';
  if (process.env.HTML_CHECK_REQUIRED) {
    console.error(`${reason} HTML_CHECK_REQUIRED is set: failing.`);
    process.exit(1);
  }
  console.log(`Skipped: ${reason} Install a JDK (e.g. apt-get install default-jre) to run it.`);
  process.exit(0);
}

const vnu = createRequire(import.meta.url)('vnu-jar');
const result = spawnSync(
  'java',
  ['-jar', vnu, '--errors-only', '--filterpattern', 'CSS: .*', '--format', 'text', ...pages],
  { encoding: 'utf8' },
);
const report = `${result.stdout}${result.stderr}`.trim();
console.log(report);
if (result.status !== 0) {
  console.error(`\nThe Nu HTML Checker found errors in the built pages (${pages.length} checked).`);
  process.exit(1);
}
console.log(`${pages.length} pages checked: valid HTML.`);
