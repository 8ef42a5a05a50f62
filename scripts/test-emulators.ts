/**
 * The tests that need a real Firebase emulator. `npm test` runs this last.
 *
 * - `npm run test:emulators`: the security rules tests (tests/rules), then the end-to-end test against
 *   the emulators (tests/e2e-emulators, playwright.emulators.config.ts).
 * - `npm run test:rules`: the security rules tests only. Extra arguments go to Vitest, e.g.
 *   `npm run test:rules -- tests/rules/firestore.rules.test.ts`.
 * - `--end-to-end-only` (what `npm test` runs once the site is built): the end-to-end test only.
 *
 * Which emulator runs (scripts/firestore-emulator.ts decides, docs/testing.md says the same):
 * - Java 21 or newer: `firebase emulators:exec --only firestore,storage` (firebase.json's ports):
 *   every rules test and the whole end-to-end test.
 * - Otherwise the Cloud SDK's standalone Firestore emulator, when installed (FIRESTORE_EMULATOR_BIN,
 *   PATH, or a Cloud SDK install path): started here on a free 127.0.0.1 port, in its own process
 *   group, and stopped by that group when the tests end, fail or are interrupted. It runs the
 *   Firestore rules tests and the Firestore half of the end-to-end test, with the local stand-in
 *   (tests/e2e/support/firebase-standin.ts) answering Storage. The Storage rules tests skip, saying why.
 * - Neither: everything skips with the reason and exit code 0.
 *
 * RULES_TESTS_REQUIRED=1 turns a skip of the Firestore rules tests into a failure (exit 1);
 * RULES_TESTS_REQUIRED=all also a skip of the Storage rules tests (i.e. it demands Java 21).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  freePort,
  OFFLINE_ENV,
  PROJECT_ID,
  projectRoot,
  runInherited,
  scriptArguments,
  startStandaloneFirestore,
  type Command,
  processScope,
} from './emulator-process.ts';
import { findFirestoreEmulator, planEmulatorTests } from './firestore-emulator.ts';
import { findJava, hasEmulatorJava } from './java.ts';

const isWindows = process.platform === 'win32';
const args = scriptArguments();
const rulesOnly = args[0] === '--rules-only';
/** `--end-to-end-only`: `npm test` runs the rules tests beside the build, and this after it. */
const endToEndOnly = args[0] === '--end-to-end-only';
const vitestArgs = rulesOnly ? args.slice(1) : [];

/** The two test commands. The site the end-to-end test opens is built and served by its config. */
const RULES_TESTS: Command = [
  'npx',
  ['vitest', 'run', '--config', 'vitest.rules.config.ts', ...vitestArgs],
];
const END_TO_END_TESTS: Command = [
  'npx',
  ['playwright', 'test', '--config', 'playwright.emulators.config.ts'],
];

function log(message: string) {
  console.log(`[emulator tests] ${message}`);
}

/** The children in the foreground and the clean-ups, stopped on an interrupt. */
const { running, cleanups, cleanUp, isInterrupted } = processScope(log);

/** Runs a command with the terminal's stdio; resolves to its exit code. */
const run = (command: Command, env: Record<string, string> = {}) =>
  runInherited(command, { env: { ...OFFLINE_ENV, ...env }, running });

/** Loads firestore.rules into the emulator for the project the site uses (as firebase-tools does). */
async function loadFirestoreRules(host: string, port: number) {
  const content = readFileSync(resolve(projectRoot, 'firestore.rules'), 'utf8');
  const response = await fetch(
    `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}:securityRules`,
    { method: 'PUT', body: JSON.stringify({ rules: { files: [{ content }] } }) },
  );
  if (!response.ok) throw new Error(`Loading firestore.rules failed: ${await response.text()}`);
}

/** Java 21: firebase-tools starts Firestore and Storage (firebase.json's ports) around both commands. */
async function withFirebaseTools(): Promise<number> {
  const quote = (argument: string) => {
    if (/^[\w@%+=:,./-]+$/.test(argument)) return argument;
    if (isWindows) return `"${argument.replace(/"/g, '""')}"`;
    return `'${argument.replace(/'/g, `'\\''`)}'`;
  };
  const commands = [
    ...(endToEndOnly ? [] : [RULES_TESTS]),
    ...(rulesOnly ? [] : [END_TO_END_TESTS]),
  ];
  const inner = commands
    .map(([command, commandArgs]) => [command, ...commandArgs].map(quote).join(' '))
    .join(' && ');
  return run([
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
  ]);
}

/** No Java 21: the standalone Firestore emulator, the stand-in for Storage. */
async function withStandaloneFirestore(
  launcher: string,
): Promise<{ started: false; reason: string } | { started: true; code: number }> {
  let emulator: Awaited<ReturnType<typeof startStandaloneFirestore>>;
  try {
    emulator = await startStandaloneFirestore(launcher, { isInterrupted, log });
  } catch (error) {
    return { started: false, reason: (error as Error).message };
  }
  cleanups.push(async () => {
    await emulator.stop();
    log('Firestore emulator stopped.');
  });
  try {
    const firestoreHost = `${emulator.host}:${emulator.port}`;
    // No FIREBASE_STORAGE_EMULATOR_HOST: vitest.rules.config.ts then leaves the Storage rules out.
    const env = { FIRESTORE_EMULATOR_HOST: firestoreHost, FIREBASE_STORAGE_EMULATOR_HOST: '' };
    const rules = endToEndOnly ? 0 : await run(RULES_TESTS, env);
    if (rules !== 0 || rulesOnly || isInterrupted()) return { started: true, code: rules };

    await loadFirestoreRules(emulator.host, emulator.port);
    const standinPort = await freePort();
    const endToEnd = await run(END_TO_END_TESTS, {
      ...env,
      E2E_STORAGE_STANDIN_PORT: String(standinPort),
    });
    return { started: true, code: endToEnd };
  } finally {
    await cleanUp();
  }
}

async function main(): Promise<number> {
  const java = findJava();
  const plan = planEmulatorTests({
    java,
    emulator: hasEmulatorJava(java) ? undefined : findFirestoreEmulator(),
    required: process.env.RULES_TESTS_REQUIRED ?? '',
  });
  for (const message of plan.messages) log(message);

  if (plan.kind === 'skip') return plan.fail ? 1 : 0;
  if (plan.kind === 'firebase') return withFirebaseTools();

  const result = await withStandaloneFirestore(plan.emulatorPath);
  if (!result.started) {
    const required = process.env.RULES_TESTS_REQUIRED === '1' || plan.fail;
    log(
      `${required ? 'Cannot run' : 'Skipping'} the emulator tests: no Firestore emulator could ` +
        `start. ${result.reason}`,
    );
    return required ? 1 : 0;
  }
  if (result.code !== 0) return result.code;
  // RULES_TESTS_REQUIRED=all: what could run passed, but the Storage rules tests could not run.
  return plan.fail ? 1 : 0;
}

main().then(
  (code) => process.exit(isInterrupted() ? 130 : code),
  async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  },
);
