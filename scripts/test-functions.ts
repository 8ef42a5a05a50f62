/**
 * `npm run test:functions` (inside `npm test`): the product's Cloud Functions (functions/).
 *
 * Its tests (functions/test, vitest.functions.config.ts) run against a real Firestore emulator, the
 * first one this machine has (decision 0020): firebase-tools' with Java 21
 * (`firebase emulators:exec --only firestore`), else the Cloud SDK's standalone emulator, started on
 * a free 127.0.0.1 port and stopped by its process id afterwards, also on failure or Ctrl-C. With
 * neither, the tests skip and say why, and fail instead when RULES_TESTS_REQUIRED is set (`.ci/run`
 * sets it wherever an emulator exists). The package's type check is part of `npm run typecheck`.
 * Extra arguments go to Vitest, e.g. `npm run test:functions -- -t "lease"`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  OFFLINE_ENV,
  PROJECT_ID,
  projectRoot,
  runInherited,
  scriptArguments,
  startStandaloneFirestore,
  type Command,
  processScope,
} from './emulator-process.ts';
import { describeJava, findFirestoreEmulator } from './firestore-emulator.ts';
import { findJava, hasEmulatorJava, MIN_JAVA_MAJOR } from './java.ts';

const vitestArgs = scriptArguments();
const TESTS: Command = [
  'npx',
  ['vitest', 'run', '--config', 'vitest.functions.config.ts', ...vitestArgs],
];

const log = (message: string) => console.log(`[functions tests] ${message}`);

/** The children in the foreground and the clean-ups, stopped on an interrupt. */
const { running, cleanups, cleanUp, isInterrupted } = processScope(log);

/** Runs a command with the terminal's stdio; resolves to its exit code. */
const run = (command: Command, env: Record<string, string> = {}) =>
  runInherited(command, { env, running });

async function main(): Promise<number> {
  if (!existsSync(resolve(projectRoot, 'functions/node_modules/firebase-functions'))) {
    log('functions/node_modules is missing: run `npm ci` (it installs functions/ too).');
    return 1;
  }
  const java = findJava();
  const required = Boolean(process.env.RULES_TESTS_REQUIRED);
  if (hasEmulatorJava(java)) {
    log(`Firestore emulator: firebase emulators:exec with ${describeJava(java)}.`);
    const inner = [TESTS[0], ...TESTS[1]].join(' ');
    return run(
      [
        'npx',
        ['firebase', 'emulators:exec', '--only', 'firestore', '--project', PROJECT_ID, inner],
      ],
      OFFLINE_ENV,
    );
  }

  const found = findFirestoreEmulator();
  if (!found.path) {
    const why =
      found.error ??
      `the Cloud SDK's standalone Firestore emulator is not installed (looked at: ${(found.looked ?? []).join('; ')})`;
    // A launcher named on purpose that is not there is a mistake to fix, not a reason to skip.
    const fail = required || Boolean(found.error);
    log(
      `${fail ? 'Cannot run' : 'Skipping'} the Cloud Functions tests: no Firestore emulator can ` +
        `start. firebase-tools needs Java ${MIN_JAVA_MAJOR} or newer (found: ${describeJava(java)}), and ${why}. ` +
        'Install either (see docs/testing.md, "Which emulator runs which tests").',
    );
    return fail ? 1 : 0;
  }

  log(
    `Firestore emulator: the Cloud SDK's standalone emulator ${found.path} (found through ${found.source}).`,
  );
  let emulator: Awaited<ReturnType<typeof startStandaloneFirestore>>;
  try {
    emulator = await startStandaloneFirestore(found.path, {
      isInterrupted,
      log,
    });
  } catch (error) {
    log(
      `${required ? 'Cannot run' : 'Skipping'} the Cloud Functions tests: ${(error as Error).message}`,
    );
    return required ? 1 : 0;
  }
  cleanups.push(async () => {
    await emulator.stop();
    log('Firestore emulator stopped.');
  });
  try {
    return await run(TESTS, {
      ...OFFLINE_ENV,
      FIRESTORE_EMULATOR_HOST: `${emulator.host}:${emulator.port}`,
      GCLOUD_PROJECT: PROJECT_ID,
    });
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(isInterrupted() ? 130 : code),
  async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  },
);
