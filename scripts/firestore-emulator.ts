/**
 * Finding the Cloud SDK's standalone Firestore emulator (`cloud_firestore_emulator`, Debian package
 * `google-cloud-cli-firestore-emulator`, or `gcloud components install cloud-firestore-emulator`),
 * and deciding which emulator runs which tests. Pure apart from the defaults of `findFirestoreEmulator`,
 * so tests/unit/emulator-plan.test.ts can hand in a made-up machine.
 *
 * Order of the search:
 *   1. FIRESTORE_EMULATOR_BIN: the launcher's path (an error when it names nothing);
 *   2. `cloud_firestore_emulator` on PATH;
 *   3. `platform/cloud-firestore-emulator/cloud_firestore_emulator` under a Cloud SDK root:
 *      $CLOUDSDK_ROOT_DIR, the root of the `gcloud` on PATH, then the usual install paths.
 */
import { existsSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { MIN_JAVA_MAJOR, type JavaInfo } from './java.ts';

export type { JavaInfo };

/**
 * Where the search ended: the launcher's `path` and how it was found, an `error` (a named launcher
 * that does not exist), or every place `looked` at.
 */
export type EmulatorSearch =
  | { path: string; source: string; error?: undefined; looked?: undefined }
  | { error: string; path?: undefined; source?: undefined; looked?: undefined }
  | { looked: string[]; path?: undefined; source?: undefined; error?: undefined };

/** Which emulator runs which tests, and what to print (see planEmulatorTests). */
export type EmulatorPlan =
  | { kind: 'firebase'; fail: false; emulatorPath?: undefined; messages: string[] }
  | { kind: 'standalone'; fail: boolean; emulatorPath: string; messages: string[] }
  | { kind: 'skip'; fail: boolean; emulatorPath?: undefined; messages: string[] };

/** The environment variable that names the emulator's launcher. */
export const FIRESTORE_EMULATOR_BIN = 'FIRESTORE_EMULATOR_BIN';

const isWindows = process.platform === 'win32';
const LAUNCHER = isWindows ? 'cloud_firestore_emulator.cmd' : 'cloud_firestore_emulator';
const IN_SDK_ROOT = ['platform', 'cloud-firestore-emulator', LAUNCHER];

/** Where the Cloud SDK is usually installed (Debian/Ubuntu packages, the tarball, Homebrew, snap). */
export function usualSdkRoots(home: string): string[] {
  return [
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    join(home, 'google-cloud-sdk'),
    '/usr/local/google-cloud-sdk',
    '/opt/homebrew/share/google-cloud-sdk',
    '/usr/local/share/google-cloud-sdk',
    '/snap/google-cloud-cli/current',
    '/snap/google-cloud-sdk/current',
  ];
}

/** The first `name` in the PATH directories that exists, or undefined. */
export function findOnPath(
  name: string,
  pathValue: string | undefined,
  exists: (path: string) => boolean,
): string | undefined {
  for (const directory of (pathValue ?? '').split(delimiter)) {
    if (!directory) continue;
    const candidate = join(directory, name);
    if (exists(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Looks for the launcher. Returns `{ path, source }` when found, `{ error }` when
 * FIRESTORE_EMULATOR_BIN names a file that does not exist, else `{ looked }`: every place tried, for
 * the message that says what is missing.
 */
export function findFirestoreEmulator({
  env = process.env,
  exists = existsSync,
  realpath = realpathSync,
  home = homedir(),
}: {
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
  realpath?: (path: string) => string;
  home?: string;
} = {}): EmulatorSearch {
  const named = env[FIRESTORE_EMULATOR_BIN]?.trim();
  if (named) {
    return exists(named)
      ? { path: named, source: `${FIRESTORE_EMULATOR_BIN}` }
      : { error: `${FIRESTORE_EMULATOR_BIN} names ${named}, which does not exist` };
  }

  const looked = [`${FIRESTORE_EMULATOR_BIN} (unset)`, `${LAUNCHER} on PATH`];
  const onPath = findOnPath(LAUNCHER, env.PATH, exists);
  if (onPath) return { path: onPath, source: 'PATH' };

  const roots: { root: string; why: string }[] = [];
  if (env.CLOUDSDK_ROOT_DIR) roots.push({ root: env.CLOUDSDK_ROOT_DIR, why: '$CLOUDSDK_ROOT_DIR' });
  const gcloud = findOnPath(isWindows ? 'gcloud.cmd' : 'gcloud', env.PATH, exists);
  if (gcloud) {
    // `gcloud` is usually a symlink (/usr/bin/gcloud → /usr/lib/google-cloud-sdk/bin/gcloud).
    let target = gcloud;
    try {
      target = realpath(gcloud);
    } catch {
      // Keep the PATH entry itself.
    }
    roots.push({ root: dirname(dirname(target)), why: `the SDK of ${gcloud}` });
  }
  for (const root of usualSdkRoots(home)) roots.push({ root, why: 'a usual install path' });

  const seen = new Set<string>();
  for (const { root, why } of roots) {
    const candidate = join(root, ...IN_SDK_ROOT);
    if (seen.has(candidate)) continue;
    seen.add(candidate);
    if (exists(candidate)) return { path: candidate, source: `${why} (${root})` };
    looked.push(candidate);
  }
  return { looked };
}

/** `Java 17 (openjdk version "17.0.15" …)`, `no java on PATH`, … for messages. */
export function describeJava(java: JavaInfo | null): string {
  if (!java) return 'no java on PATH';
  if (Number.isNaN(java.major))
    return `a Java whose version could not be read: ${java.description}`;
  return `Java ${java.major} (${java.description})`;
}

/**
 * Which emulator runs which tests.
 *
 * - `firebase`: Java ≥ 21, so `firebase emulators:exec` runs Firestore and Storage: every rules test
 *   and the whole end-to-end test.
 * - `standalone`: the Cloud SDK's Firestore emulator: the Firestore rules tests and the Firestore
 *   half of the end-to-end test (the local stand-in answers Storage); the Storage rules tests skip.
 * - `skip`: neither can start: everything skips, saying what is missing (and fails when
 *   FIRESTORE_EMULATOR_BIN names a launcher that does not exist).
 *
 * `required` is RULES_TESTS_REQUIRED: '1' makes a skip of the Firestore rules tests a failure, 'all'
 * also a skip of the Storage rules tests. `fail: true` means exit 1 after printing `messages`.
 */
export function planEmulatorTests({
  java,
  emulator,
  required = '',
}: {
  java: JavaInfo | null;
  emulator: EmulatorSearch | undefined;
  required?: string;
}): EmulatorPlan {
  const javaText = describeJava(java);
  const requireFirestore = required === '1' || required === 'all';
  const requireStorage = required === 'all';

  if (java && java.major >= MIN_JAVA_MAJOR) {
    return {
      kind: 'firebase',
      fail: false,
      messages: [
        `Firestore and Storage emulators: firebase emulators:exec with ${javaText}. ` +
          'Running every rules test and the whole end-to-end test.',
      ],
    };
  }

  const storageSkip =
    `the Storage rules tests (tests/rules/storage.rules.test.ts): they need the Storage emulator, ` +
    `which only firebase-tools has, and firebase-tools needs Java ${MIN_JAVA_MAJOR} or newer ` +
    `(found: ${javaText}).`;

  if (emulator?.path) {
    return {
      kind: 'standalone',
      fail: requireStorage,
      emulatorPath: emulator.path,
      messages: [
        `Firestore emulator: the Cloud SDK's standalone emulator ${emulator.path} (found through ` +
          `${emulator.source}), because firebase-tools needs Java ${MIN_JAVA_MAJOR} or newer ` +
          `(found: ${javaText}). It runs the Firestore rules tests and the Firestore half of the ` +
          'end-to-end test; the local stand-in answers Storage.',
        requireStorage
          ? `Cannot run (RULES_TESTS_REQUIRED=all) ${storageSkip}`
          : `Skipping ${storageSkip}`,
      ],
    };
  }

  const whyNoStandalone = emulator?.error
    ? emulator.error
    : `the Cloud SDK's standalone Firestore emulator is not installed (looked at: ${(emulator?.looked ?? []).join('; ')})`;
  // A launcher named on purpose that is not there is a mistake to fix, not a reason to skip.
  const fail = requireFirestore || Boolean(emulator?.error);
  const lead = !fail
    ? 'Skipping the security rules and emulator end-to-end tests'
    : requireFirestore
      ? `Cannot run the security rules and emulator end-to-end tests (RULES_TESTS_REQUIRED=${required})`
      : 'Cannot run the security rules and emulator end-to-end tests';
  return {
    kind: 'skip',
    fail,
    messages: [
      `${lead}: no Firestore emulator can start here. firebase-tools needs Java ` +
        `${MIN_JAVA_MAJOR} or newer (found: ${javaText}), and ${whyNoStandalone}.`,
      `To run them, install one of: a Java ${MIN_JAVA_MAJOR} JDK (every test, Storage ` +
        `included); or the Cloud SDK's Firestore emulator (Debian/Ubuntu: \`apt-get install ` +
        'google-cloud-cli-firestore-emulator`; with gcloud: `gcloud components install ' +
        `cloud-firestore-emulator\`), or set ${FIRESTORE_EMULATOR_BIN} to its cloud_firestore_emulator launcher.`,
    ],
  };
}
