/**
 * Reads the Firebase settings from the Vite environment. Pure: must not import `firebase/*`.
 *
 * - No project id and no other Firebase variable → the demo project, talking to the emulators.
 * - A `demo-*` project id → missing keys get demo values; emulators are always on (a demo project
 *   cannot reach production).
 * - Any other project id → VITE_FIREBASE_API_KEY, _AUTH_DOMAIN, _STORAGE_BUCKET and _APP_ID are
 *   required; the error names every missing one.
 * - Emulators are on when VITE_FIREBASE_USE_EMULATORS is 'true' or the project id starts with 'demo-'.
 */

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  storageBucket: string;
  appId: string;
  messagingSenderId?: string;
}

/**
 * Firebase App Check with reCAPTCHA Enterprise, when `VITE_APPCHECK_SITE_KEY` is set. With the
 * emulators (or `VITE_APPCHECK_DEBUG_TOKEN`), the debug provider stands in for reCAPTCHA as Firebase
 * documents: `debugToken` is that token, or `true` to have the SDK print a new one in the console.
 */
export interface AppCheckSettings {
  siteKey: string;
  debugToken: string | true | null;
}

export interface FirebaseSettings {
  config: FirebaseWebConfig;
  /** null when App Check is off (no site key): nothing of App Check is then loaded. */
  appCheck: AppCheckSettings | null;
  useEmulators: boolean;
  emulatorHost: string;
  firestorePort: number;
  storagePort: number;
  /** The Functions emulator's port: the callables (submitApplication, subscribeNewsletter). */
  functionsPort: number;
}

export const DEMO_FIREBASE_CONFIG: Readonly<FirebaseWebConfig> = {
  projectId: 'demo-roadside',
  apiKey: 'demo-key',
  storageBucket: 'demo-roadside.appspot.com',
  appId: 'demo-app',
};

const TEXT_VARIABLES = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_EMULATOR_HOST',
  'VITE_APPCHECK_SITE_KEY',
  'VITE_APPCHECK_DEBUG_TOKEN',
] as const;
type TextVariable = (typeof TEXT_VARIABLES)[number];

interface FirebaseEnv extends Partial<Record<TextVariable, string>> {
  VITE_FIREBASE_USE_EMULATORS?: 'true' | 'false';
  VITE_FIRESTORE_EMULATOR_PORT: number;
  VITE_STORAGE_EMULATOR_PORT: number;
  VITE_FUNCTIONS_EMULATOR_PORT: number;
}

/**
 * The env checked against its rules, or every problem found. Plain code: this runs in the Firebase
 * chunk, which must not depend on the wizard's form code (it is loaded on pages without the wizard;
 * docs/decisions/0031-retrying-code-downloads.md).
 */
function readEnv(
  env: Record<string, string | boolean | undefined>,
): { ok: true; env: FirebaseEnv } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  // Blank strings count as "not set"; Vite may also put booleans (DEV, PROD, SSR) in the env.
  const text = (name: string) => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const port = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1 || number > 65535) {
      problems.push(`${name} must be a port number`);
    }
    return number;
  };
  const flag = env.VITE_FIREBASE_USE_EMULATORS;
  const useEmulators = typeof flag === 'boolean' ? String(flag) : flag === '' ? undefined : flag;
  if (useEmulators !== undefined && useEmulators !== 'true' && useEmulators !== 'false') {
    problems.push("VITE_FIREBASE_USE_EMULATORS must be 'true' or 'false'");
  }
  const read: FirebaseEnv = {
    VITE_FIRESTORE_EMULATOR_PORT: port('VITE_FIRESTORE_EMULATOR_PORT', 8080),
    VITE_STORAGE_EMULATOR_PORT: port('VITE_STORAGE_EMULATOR_PORT', 9199),
    VITE_FUNCTIONS_EMULATOR_PORT: port('VITE_FUNCTIONS_EMULATOR_PORT', 5001),
  };
  if (useEmulators === 'true' || useEmulators === 'false') {
    read.VITE_FIREBASE_USE_EMULATORS = useEmulators;
  }
  for (const name of TEXT_VARIABLES) {
    const value = text(name);
    if (value !== undefined) read[name] = value;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, env: read };
}

const REQUIRED_FOR_REAL_PROJECT = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

export function parseFirebaseEnv(
  env: Record<string, string | boolean | undefined>,
): FirebaseSettings {
  const parsed = readEnv(env);
  if (!parsed.ok) {
    throw new Error(`Invalid Firebase configuration: ${parsed.problems.join('; ')}.`);
  }
  const e = parsed.env;
  const emulatorSettings = {
    emulatorHost: e.VITE_FIREBASE_EMULATOR_HOST ?? '127.0.0.1',
    firestorePort: e.VITE_FIRESTORE_EMULATOR_PORT,
    storagePort: e.VITE_STORAGE_EMULATOR_PORT,
    functionsPort: e.VITE_FUNCTIONS_EMULATOR_PORT,
  };
  const projectId = e.VITE_FIREBASE_PROJECT_ID;
  const appCheckFor = (useEmulators: boolean): AppCheckSettings | null =>
    e.VITE_APPCHECK_SITE_KEY === undefined
      ? null
      : {
          siteKey: e.VITE_APPCHECK_SITE_KEY,
          debugToken: e.VITE_APPCHECK_DEBUG_TOKEN ?? (useEmulators ? true : null),
        };

  if (projectId === undefined || projectId.startsWith('demo-')) {
    const anyRealKey = REQUIRED_FOR_REAL_PROJECT.some((name) => e[name] !== undefined);
    if (projectId === undefined && anyRealKey) {
      // Half a real configuration is a mistake, not a request for the demo project.
      throw missingVariablesError(['VITE_FIREBASE_PROJECT_ID']);
    }
    const id = projectId ?? DEMO_FIREBASE_CONFIG.projectId;
    const config: FirebaseWebConfig = {
      projectId: id,
      apiKey: e.VITE_FIREBASE_API_KEY ?? DEMO_FIREBASE_CONFIG.apiKey,
      storageBucket: e.VITE_FIREBASE_STORAGE_BUCKET ?? `${id}.appspot.com`,
      appId: e.VITE_FIREBASE_APP_ID ?? DEMO_FIREBASE_CONFIG.appId,
    };
    if (e.VITE_FIREBASE_AUTH_DOMAIN !== undefined) config.authDomain = e.VITE_FIREBASE_AUTH_DOMAIN;
    if (e.VITE_FIREBASE_MESSAGING_SENDER_ID !== undefined) {
      config.messagingSenderId = e.VITE_FIREBASE_MESSAGING_SENDER_ID;
    }
    return { config, appCheck: appCheckFor(true), useEmulators: true, ...emulatorSettings };
  }

  const missing: string[] = [];
  const need = (name: (typeof REQUIRED_FOR_REAL_PROJECT)[number]): string => {
    const value = e[name];
    if (value === undefined) missing.push(name);
    return value ?? '';
  };
  const config: FirebaseWebConfig = {
    apiKey: need('VITE_FIREBASE_API_KEY'),
    authDomain: need('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId,
    storageBucket: need('VITE_FIREBASE_STORAGE_BUCKET'),
    appId: need('VITE_FIREBASE_APP_ID'),
  };
  if (missing.length > 0) throw missingVariablesError(missing);
  if (e.VITE_FIREBASE_MESSAGING_SENDER_ID !== undefined) {
    config.messagingSenderId = e.VITE_FIREBASE_MESSAGING_SENDER_ID;
  }
  const useEmulators = e.VITE_FIREBASE_USE_EMULATORS === 'true';
  return { config, appCheck: appCheckFor(useEmulators), useEmulators, ...emulatorSettings };
}

function missingVariablesError(missing: readonly string[]): Error {
  return new Error(`Incomplete Firebase configuration: set ${missing.join(', ')}.`);
}
