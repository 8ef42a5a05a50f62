import { startFirebaseStandin, type FirebaseStandin } from './firebase-standin';
import { test } from './test';

// The build reads the same variables (they override .env.e2e), so a second checkout can use other ports.
const FIRESTORE_PORT = Number(process.env.VITE_FIRESTORE_EMULATOR_PORT ?? 18080);
const STORAGE_PORT = Number(process.env.VITE_STORAGE_EMULATOR_PORT ?? 19199);
const FUNCTIONS_PORT = Number(process.env.VITE_FUNCTIONS_EMULATOR_PORT ?? 15001);
const EMULATOR_ADDRESS = new RegExp(
  `^http://127\\.0\\.0\\.1:(${FIRESTORE_PORT}|${STORAGE_PORT}|${FUNCTIONS_PORT})/`,
);

/**
 * The local stand-in that answers the Firebase SDK at the emulator address, one for each test: the
 * build talks to the emulator ports of .env.e2e, and each test's browser context sends those requests
 * to its own stand-in (listening on free ports), so the tests of the `submission` project run in
 * parallel and never see each other's writes. Call it at the top of the file.
 */
export function standinForThisFile(): FirebaseStandin {
  let current: FirebaseStandin | undefined;
  test.beforeEach(async ({ context }) => {
    const standin = await startFirebaseStandin({
      firestorePort: 0,
      storagePort: 0,
      browserStorageHost: `127.0.0.1:${STORAGE_PORT}`,
    });
    current = standin;
    const portFor: Record<string, number> = {
      [FIRESTORE_PORT]: standin.firestorePort!,
      [STORAGE_PORT]: standin.storagePort,
      // The callables are answered on the stand-in's Firestore port.
      [FUNCTIONS_PORT]: standin.functionsPort!,
    };
    await context.route(EMULATOR_ADDRESS, (route) => {
      const url = new URL(route.request().url());
      url.port = String(portFor[url.port]);
      return route.continue({ url: url.toString() });
    });
  });
  test.afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return new Proxy({} as FirebaseStandin, {
    get(_, key) {
      if (!current) throw new Error('The stand-in starts before each test');
      const value: unknown = Reflect.get(current, key);
      return typeof value === 'function' ? (value as () => unknown).bind(current) : value;
    },
  });
}
