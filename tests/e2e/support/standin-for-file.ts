import { startFirebaseStandin, type FirebaseStandin } from './firebase-standin';
import { test } from './test';

// The build reads the same variables (they override .env.e2e), so a second checkout can use other ports.
const FIRESTORE_PORT = Number(process.env.VITE_FIRESTORE_EMULATOR_PORT ?? 18080);
const STORAGE_PORT = Number(process.env.VITE_STORAGE_EMULATOR_PORT ?? 19199);

/**
 * The local stand-in that answers the Firebase SDK at the emulator address, for one spec file of the
 * `submission` project (whose tests run one at a time): started before the file's tests, emptied
 * before each, closed after them. Call it at the top of the file.
 */
export function standinForThisFile(): FirebaseStandin {
  let current: FirebaseStandin | undefined;
  test.beforeAll(async () => {
    current = await startFirebaseStandin({
      firestorePort: FIRESTORE_PORT,
      storagePort: STORAGE_PORT,
    });
  });
  test.afterAll(async () => {
    await current?.close();
  });
  test.beforeEach(() => {
    current?.reset();
  });
  return new Proxy({} as FirebaseStandin, {
    get(_, key) {
      if (!current) throw new Error('The stand-in starts before the file’s tests');
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? (value as () => unknown).bind(current) : value;
    },
  });
}
