// @vitest-environment node
/**
 * Which emulator runs which tests (scripts/firestore-emulator.ts), on made-up machines: the search
 * for the Cloud SDK's standalone Firestore emulator and the plan scripts/test-emulators.ts follows.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findFirestoreEmulator,
  planEmulatorTests,
  type JavaInfo,
} from '../../scripts/firestore-emulator';

const LAUNCHER = join('platform', 'cloud-firestore-emulator', 'cloud_firestore_emulator');
const JAVA_17: JavaInfo = { major: 17, description: 'openjdk version "17.0.15" 2025-04-15' };
const JAVA_21: JavaInfo = { major: 21, description: 'openjdk version "21.0.4" 2024-07-16' };

/** A machine whose only files are `files`; `links` maps a symlink to its target. */
function machine(files: string[], links: Record<string, string> = {}) {
  const present = new Set([...files, ...Object.keys(links)]);
  return {
    exists: (path: string) => present.has(path),
    realpath: (path: string) => links[path] ?? path,
    home: '/home/driver',
  };
}

describe('finding the standalone Firestore emulator', () => {
  it('uses the launcher FIRESTORE_EMULATOR_BIN names, before anything else', () => {
    const named = '/tools/firestore/cloud_firestore_emulator';
    const found = findFirestoreEmulator({
      env: { FIRESTORE_EMULATOR_BIN: named, PATH: '/usr/bin' },
      ...machine([named, '/usr/bin/cloud_firestore_emulator']),
    });
    expect(found).toEqual({ path: named, source: 'FIRESTORE_EMULATOR_BIN' });
  });

  it('says so when FIRESTORE_EMULATOR_BIN names a file that does not exist', () => {
    const found = findFirestoreEmulator({
      env: { FIRESTORE_EMULATOR_BIN: '/nowhere/cloud_firestore_emulator' },
      ...machine(['/usr/lib/google-cloud-sdk/' + LAUNCHER]),
    });
    expect(found.error).toBe(
      'FIRESTORE_EMULATOR_BIN names /nowhere/cloud_firestore_emulator, which does not exist',
    );
  });

  it('finds cloud_firestore_emulator on PATH', () => {
    const found = findFirestoreEmulator({
      env: { PATH: ['/opt/bin', '/usr/local/bin'].join(':') },
      ...machine(['/usr/local/bin/cloud_firestore_emulator']),
    });
    expect(found.path).toBe('/usr/local/bin/cloud_firestore_emulator');
  });

  it('finds it under $CLOUDSDK_ROOT_DIR', () => {
    const root = '/srv/cloud-sdk';
    const found = findFirestoreEmulator({
      env: { CLOUDSDK_ROOT_DIR: root, PATH: '/usr/bin' },
      ...machine([join(root, LAUNCHER)]),
    });
    expect(found.path).toBe(join(root, LAUNCHER));
  });

  it('finds it in the SDK of the gcloud on PATH, following the symlink', () => {
    const root = '/srv/sdk-from-gcloud';
    const found = findFirestoreEmulator({
      env: { PATH: '/usr/bin' },
      ...machine([join(root, LAUNCHER)], { '/usr/bin/gcloud': join(root, 'bin', 'gcloud') }),
    });
    expect(found.path).toBe(join(root, LAUNCHER));
    expect(found.source).toContain('/usr/bin/gcloud');
  });

  it.each([
    '/usr/lib/google-cloud-sdk',
    '/usr/share/google-cloud-sdk',
    '/opt/google-cloud-sdk',
    '/home/driver/google-cloud-sdk',
  ])('finds it at the usual install path %s', (root) => {
    const found = findFirestoreEmulator({ env: { PATH: '' }, ...machine([join(root, LAUNCHER)]) });
    expect(found.path).toBe(join(root, LAUNCHER));
  });

  it('lists every place it looked when it is nowhere', () => {
    const found = findFirestoreEmulator({ env: { PATH: '/usr/bin' }, ...machine([]) });
    expect(found.path).toBeUndefined();
    expect(found.looked).toEqual(
      expect.arrayContaining([
        'FIRESTORE_EMULATOR_BIN (unset)',
        'cloud_firestore_emulator on PATH',
        join('/usr/lib/google-cloud-sdk', LAUNCHER),
        join('/home/driver/google-cloud-sdk', LAUNCHER),
      ]),
    );
  });
});

describe('which emulator runs which tests', () => {
  const standalone = { path: '/usr/lib/google-cloud-sdk/' + LAUNCHER, source: 'PATH' };
  const nothing = {
    looked: ['FIRESTORE_EMULATOR_BIN (unset)', 'cloud_firestore_emulator on PATH'],
  };

  it('with Java 21, firebase-tools runs every test', () => {
    const plan = planEmulatorTests({ java: JAVA_21, emulator: undefined });
    expect(plan).toMatchObject({ kind: 'firebase', fail: false });
    expect(plan.messages.join('\n')).toMatch(/every rules test and the whole end-to-end test/);
  });

  it('with Java 17 and the standalone emulator, runs the Firestore tests and says why Storage skips', () => {
    const plan = planEmulatorTests({ java: JAVA_17, emulator: standalone });
    expect(plan).toMatchObject({ kind: 'standalone', fail: false, emulatorPath: standalone.path });
    const text = plan.messages.join('\n');
    expect(text).toContain('Firestore rules tests and the Firestore half of the end-to-end test');
    expect(text).toMatch(/Skipping the Storage rules tests .* need the Storage emulator/);
    expect(text).toContain('Java 17');
  });

  it('with the standalone emulator, RULES_TESTS_REQUIRED=1 is satisfied and =all is not', () => {
    expect(planEmulatorTests({ java: JAVA_17, emulator: standalone, required: '1' }).fail).toBe(
      false,
    );
    const all = planEmulatorTests({ java: JAVA_17, emulator: standalone, required: 'all' });
    expect(all).toMatchObject({ kind: 'standalone', fail: true });
    expect(all.messages.join('\n')).toContain('Cannot run (RULES_TESTS_REQUIRED=all)');
  });

  it('with neither, skips everything and says exactly what is missing', () => {
    const plan = planEmulatorTests({ java: JAVA_17, emulator: nothing });
    expect(plan).toMatchObject({ kind: 'skip', fail: false });
    const text = plan.messages.join('\n');
    expect(text).toContain('no Firestore emulator can start here');
    expect(text).toContain('firebase-tools needs Java 21 or newer (found: Java 17');
    expect(text).toContain('looked at: FIRESTORE_EMULATOR_BIN (unset); cloud_firestore_emulator');
    expect(text).toContain('apt-get install google-cloud-cli-firestore-emulator');
  });

  it('without any Java, says that no java is on PATH', () => {
    const plan = planEmulatorTests({ java: null, emulator: nothing });
    expect(plan.messages.join('\n')).toContain('found: no java on PATH');
  });

  it('with neither and RULES_TESTS_REQUIRED=1, fails instead of skipping', () => {
    const plan = planEmulatorTests({ java: JAVA_17, emulator: nothing, required: '1' });
    expect(plan).toMatchObject({ kind: 'skip', fail: true });
    expect(plan.messages[0]).toMatch(/^Cannot run .*\(RULES_TESTS_REQUIRED=1\)/);
  });

  it('fails, saying why, when FIRESTORE_EMULATOR_BIN names a launcher that is not there', () => {
    const plan = planEmulatorTests({
      java: JAVA_17,
      emulator: { error: 'FIRESTORE_EMULATOR_BIN names /x, which does not exist' },
    });
    expect(plan).toMatchObject({ kind: 'skip', fail: true });
    expect(plan.messages[0]).toContain('FIRESTORE_EMULATOR_BIN names /x, which does not exist');
  });
});
