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
import { z } from 'zod';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain?: string;
  projectId: string;
  storageBucket: string;
  appId: string;
  messagingSenderId?: string;
}

export interface FirebaseSettings {
  config: FirebaseWebConfig;
  useEmulators: boolean;
  emulatorHost: string;
  firestorePort: number;
  storagePort: number;
}

export const DEMO_FIREBASE_CONFIG: Readonly<FirebaseWebConfig> = {
  projectId: 'demo-roadside',
  apiKey: 'demo-key',
  storageBucket: 'demo-roadside.appspot.com',
  appId: 'demo-app',
};

/** Blank strings count as "not set"; Vite may also put booleans (DEV, PROD, SSR) in the env. */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
  z.string().optional(),
);

const port = (name: string, fallback: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : Number(value)),
    z
      .number({ error: `${name} must be a port number` })
      .int(`${name} must be a port number`)
      .min(1, `${name} must be a port number`)
      .max(65535, `${name} must be a port number`),
  );

const envSchema = z.object({
  VITE_FIREBASE_API_KEY: optionalText,
  VITE_FIREBASE_AUTH_DOMAIN: optionalText,
  VITE_FIREBASE_PROJECT_ID: optionalText,
  VITE_FIREBASE_STORAGE_BUCKET: optionalText,
  VITE_FIREBASE_APP_ID: optionalText,
  VITE_FIREBASE_MESSAGING_SENDER_ID: optionalText,
  VITE_FIREBASE_USE_EMULATORS: z.preprocess(
    (value) => (typeof value === 'boolean' ? String(value) : value === '' ? undefined : value),
    z
      .enum(['true', 'false'], { error: "VITE_FIREBASE_USE_EMULATORS must be 'true' or 'false'" })
      .optional(),
  ),
  VITE_FIREBASE_EMULATOR_HOST: optionalText,
  VITE_FIRESTORE_EMULATOR_PORT: port('VITE_FIRESTORE_EMULATOR_PORT', 8080),
  VITE_STORAGE_EMULATOR_PORT: port('VITE_STORAGE_EMULATOR_PORT', 9199),
});

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
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => issue.message);
    throw new Error(`Invalid Firebase configuration: ${problems.join('; ')}.`);
  }
  const e = parsed.data;
  const emulatorSettings = {
    emulatorHost: e.VITE_FIREBASE_EMULATOR_HOST ?? '127.0.0.1',
    firestorePort: e.VITE_FIRESTORE_EMULATOR_PORT,
    storagePort: e.VITE_STORAGE_EMULATOR_PORT,
  };
  const projectId = e.VITE_FIREBASE_PROJECT_ID;

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
    return { config, useEmulators: true, ...emulatorSettings };
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
  return { config, useEmulators: e.VITE_FIREBASE_USE_EMULATORS === 'true', ...emulatorSettings };
}

function missingVariablesError(missing: readonly string[]): Error {
  return new Error(`Incomplete Firebase configuration: set ${missing.join(', ')}.`);
}
