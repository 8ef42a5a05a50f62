#!/usr/bin/env node
/**
 * The tests that need the real Firebase emulators, started and stopped by `firebase emulators:exec`:
 *
 * - `npm run test:emulators`: the security rules tests (tests/rules) and the end-to-end tests against
 *   the emulators (tests/e2e-emulators, on the `emulators`-mode build). `npm test` runs this.
 * - `npm run test:rules`: the security rules tests only. Extra arguments go to Vitest, e.g.
 *   `npm run test:rules -- tests/rules/storage.rules.test.ts`.
 *
 * The emulators need Java 21 or newer (firebase-tools refuses older Java and downloads the emulator
 * jars on first use). Without it the tests are skipped with a printed reason and exit code 0, so a
 * machine without Java can still run the whole test suite. Set RULES_TESTS_REQUIRED=1 (machines that
 * should have Java) to make a missing or old Java an error instead (exit code 1).
 */
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findJava, MIN_JAVA_MAJOR } from './java.mjs';

const PROJECT_ID = 'demo-roadside';
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';
const args = process.argv.slice(2).filter((argument, index) => !(index === 0 && argument === '--'));
const rulesOnly = args[0] === '--rules-only';
const vitestArgs = rulesOnly ? args.slice(1) : [];
const what = rulesOnly
  ? 'the security rules tests'
  : 'the emulator tests (security rules and end-to-end)';
const rerun = rulesOnly ? 'npm run test:rules' : 'npm run test:emulators';

/** Quotes an argument for the shell command line `firebase emulators:exec` runs. */
function quoteArgument(argument) {
  if (/^[\w@%+=:,./-]+$/.test(argument)) return argument;
  if (isWindows) return `"${argument.replace(/"/g, '""')}"`;
  return `'${argument.replace(/'/g, `'\\''`)}'`;
}

const java = findJava();
if (!java || !(java.major >= MIN_JAVA_MAJOR)) {
  const found = !java
    ? 'no `java` on PATH'
    : Number.isNaN(java.major)
      ? `a Java whose version could not be read: ${java.description}`
      : `Java ${java.major} (${java.description})`;
  const required = process.env.RULES_TESTS_REQUIRED === '1';
  const lead = required ? `Cannot run ${what} (RULES_TESTS_REQUIRED=1)` : `Skipping ${what}`;
  console.log(
    `${lead}: they need the Firestore and Storage emulators, which need Java ${MIN_JAVA_MAJOR} or newer ` +
      `(found: ${found}). Install a Java ${MIN_JAVA_MAJOR} JDK (e.g. Temurin ${MIN_JAVA_MAJOR}) and run ` +
      `\`${rerun}\` again.`,
  );
  process.exit(required ? 1 : 0);
}

const run = (command, commandArgs, options = {}) => {
  const result = spawnSync(command, commandArgs, {
    cwd: projectRoot,
    stdio: 'inherit',
    ...options,
  });
  if (result.error) {
    console.error(
      `Could not start \`${command} ${commandArgs.join(' ')}\`: ${result.error.message}`,
    );
    process.exit(1);
  }
  return result.status ?? 1;
};

const commands = [
  [
    'npx',
    'vitest',
    'run',
    '--config',
    'vitest.rules.config.ts',
    ...vitestArgs.map(quoteArgument),
  ].join(' '),
];
if (!rulesOnly) {
  const built = run('npx', ['vite', 'build', '--mode', 'emulators', '--outDir', 'dist-emulators']);
  if (built !== 0) process.exit(built);
  commands.push('npx playwright test --config playwright.emulators.config.ts');
}
const inner = commands.join(' && ');

console.log(`Running ${what} with ${java.description}.`);
process.exit(
  run(
    'npx',
    [
      'firebase',
      'emulators:exec',
      '--only',
      'firestore,storage',
      '--project',
      PROJECT_ID,
      isWindows ? `"${inner}"` : inner,
    ],
    { shell: isWindows },
  ),
);
