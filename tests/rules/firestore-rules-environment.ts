import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { emulatorAddress } from './emulator-address';

const PROJECT_ID = 'demo-roadside';
const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

export type Data = Record<string, unknown>;

/**
 * The Firestore rules test environment of a test file: `firestore.rules` loaded into the emulator
 * named by FIRESTORE_EMULATOR_HOST, emptied before each test, cleaned up after the file.
 */
export function firestoreRulesEnvironment() {
  let testEnv: RulesTestEnvironment | undefined;
  const environment = () => {
    if (!testEnv) throw new Error('The rules test environment is not ready');
    return testEnv;
  };

  beforeAll(async () => {
    // Every refused write is also logged by the SDK as a warning; the assertions say enough.
    setLogLevel('error');
    testEnv = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: {
        rules: readFileSync(RULES_PATH, 'utf8'),
        ...emulatorAddress('FIRESTORE_EMULATOR_HOST'),
      },
    });
  });
  beforeEach(async () => {
    await environment().clearFirestore();
  });
  afterAll(async () => {
    await testEnv?.cleanup();
  });

  return {
    /** Firestore as an anonymous visitor of the site sees it (the rules apply). */
    visitorDb: (): Firestore =>
      environment().unauthenticatedContext().firestore() as unknown as Firestore,
    /** Writes `data` to `collectionName/{id}` with the rules switched off (test setup). */
    seed: async (collectionName: string, id: string, data: Data): Promise<void> => {
      await environment().withSecurityRulesDisabled(async (context) => {
        await setDoc(doc(context.firestore() as unknown as Firestore, collectionName, id), data);
      });
    },
  };
}
