#!/usr/bin/env node
/**
 * `npm run test:rules`: runs the security rules tests (tests/rules) against the Firestore and
 * Storage emulators, started and stopped by `firebase emulators:exec`.
 *
 * The emulators need Java 21 or newer (firebase-tools refuses older Java and downloads the emulator
 * jars on first use). Without it the tests are skipped with a printed reason and exit code 0, so a
 * machine without Java can still run the whole test suite. Set RULES_TESTS_REQUIRED=1 (CI machines
 * that should have Java) to make a missing or old Java an error instead (exit code 1).
 *
 * Extra arguments are passed to Vitest, e.g. `npm run test:rules -- tests/rules/storage.rules.test.ts`.
 */
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findJava, MIN_JAVA_MAJOR } from './java.mjs';

const PROJECT_ID = 'demo-roadside';
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const isWindows = process.platform === 'win32';

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
  const lead = required
    ? 'Cannot run the security rules tests (RULES_TESTS_REQUIRED=1)'
    : 'Skipping the security rules tests';
  console.log(
    `${lead}: they need the Firestore and Storage emulators, which need Java ${MIN_JAVA_MAJOR} or newer ` +
      `(found: ${found}). Install a Java ${MIN_JAVA_MAJOR} JDK (e.g. Temurin ${MIN_JAVA_MAJOR}) and run ` +
      '`npm run test:rules` again.',
  );
  process.exit(required ? 1 : 0);
}

const vitestCommand = ['npx', 'vitest', 'run', '--config', 'vitest.rules.config.ts']
  .concat(
    process.argv
      .slice(2)
      .filter((argument, index) => !(index === 0 && argument === '--'))
      .map(quoteArgument),
  )
  .join(' ');

console.log(`Running the security rules tests with ${java.description}.`);
const result = spawnSync(
  'npx',
  [
    'firebase',
    'emulators:exec',
    '--only',
    'firestore,storage',
    '--project',
    PROJECT_ID,
    isWindows ? `"${vitestCommand}"` : vitestCommand,
  ],
  { cwd: projectRoot, stdio: 'inherit', shell: isWindows },
);

if (result.error) {
  console.error(`Could not start \`npx firebase emulators:exec\`: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
