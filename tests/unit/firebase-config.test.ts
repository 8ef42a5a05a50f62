import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assertOnline,
  BackendError,
  mapFirebaseErrorCode,
  toBackendError,
} from '../../src/lib/backend-error';
import { DEMO_FIREBASE_CONFIG, parseFirebaseEnv } from '../../src/lib/firebase-config';

const REAL = {
  VITE_FIREBASE_API_KEY: 'AIzaReal',
  VITE_FIREBASE_AUTH_DOMAIN: 'roadside-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'roadside-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'roadside-prod.appspot.com',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

describe('parseFirebaseEnv', () => {
  it('uses the demo project with emulators on when no project id is given', () => {
    expect(parseFirebaseEnv({ DEV: true, MODE: 'test' })).toEqual({
      config: {
        projectId: 'demo-roadside',
        apiKey: 'demo-key',
        storageBucket: 'demo-roadside.appspot.com',
        appId: 'demo-app',
      },
      appCheck: null,
      useEmulators: true,
      emulatorHost: '127.0.0.1',
      firestorePort: 8080,
      storagePort: 9199,
      functionsPort: 5001,
    });
    expect(parseFirebaseEnv({ VITE_FIREBASE_PROJECT_ID: '  ' }).config).toEqual(
      DEMO_FIREBASE_CONFIG,
    );
  });

  it('reads a complete real configuration; emulators off unless asked for', () => {
    const settings = parseFirebaseEnv({ ...REAL, VITE_FIREBASE_MESSAGING_SENDER_ID: '123' });
    expect(settings.config).toEqual({
      apiKey: 'AIzaReal',
      authDomain: 'roadside-prod.firebaseapp.com',
      projectId: 'roadside-prod',
      storageBucket: 'roadside-prod.appspot.com',
      appId: '1:123:web:abc',
      messagingSenderId: '123',
    });
    expect(settings.useEmulators).toBe(false);
    expect(parseFirebaseEnv({ ...REAL, VITE_FIREBASE_USE_EMULATORS: 'false' }).useEmulators).toBe(
      false,
    );
    expect(parseFirebaseEnv({ ...REAL, VITE_FIREBASE_USE_EMULATORS: 'true' }).useEmulators).toBe(
      true,
    );
  });

  it('names every missing variable of an incomplete real configuration', () => {
    expect(() =>
      parseFirebaseEnv({
        VITE_FIREBASE_PROJECT_ID: 'roadside-prod',
        VITE_FIREBASE_API_KEY: 'AIzaReal',
      }),
    ).toThrow(
      'Incomplete Firebase configuration: set VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_STORAGE_BUCKET, VITE_FIREBASE_APP_ID.',
    );
    const { VITE_FIREBASE_PROJECT_ID: _omitted, ...withoutProject } = REAL;
    expect(() => parseFirebaseEnv(withoutProject)).toThrow(/VITE_FIREBASE_PROJECT_ID/);
  });

  it('always uses the emulators for a demo- project, filling demo values', () => {
    const settings = parseFirebaseEnv({
      VITE_FIREBASE_PROJECT_ID: 'demo-e2e',
      VITE_FIREBASE_USE_EMULATORS: 'false',
      VITE_FIREBASE_EMULATOR_HOST: 'localhost',
      VITE_FIRESTORE_EMULATOR_PORT: '18180',
      VITE_STORAGE_EMULATOR_PORT: '19299',
    });
    expect(settings).toEqual({
      config: {
        projectId: 'demo-e2e',
        apiKey: 'demo-key',
        storageBucket: 'demo-e2e.appspot.com',
        appId: 'demo-app',
      },
      appCheck: null,
      useEmulators: true,
      emulatorHost: 'localhost',
      firestorePort: 18180,
      storagePort: 19299,
      functionsPort: 5001,
    });
  });

  it('rejects a malformed emulator flag or port, naming the variable', () => {
    expect(() => parseFirebaseEnv({ VITE_FIREBASE_USE_EMULATORS: 'yes' })).toThrow(
      /VITE_FIREBASE_USE_EMULATORS/,
    );
    expect(() => parseFirebaseEnv({ VITE_FIRESTORE_EMULATOR_PORT: 'abc' })).toThrow(
      /VITE_FIRESTORE_EMULATOR_PORT/,
    );
    expect(() => parseFirebaseEnv({ VITE_STORAGE_EMULATOR_PORT: '70000' })).toThrow(
      /VITE_STORAGE_EMULATOR_PORT/,
    );
  });
});

describe('mapFirebaseErrorCode', () => {
  it.each([
    ['storage/unauthorized', 'permission-denied'],
    ['storage/unauthenticated', 'permission-denied'],
    ['storage/retry-limit-exceeded', 'retry-limit-exceeded'],
    ['storage/canceled', 'canceled'],
    ['storage/quota-exceeded', 'quota-exceeded'],
    ['storage/invalid-url', 'invalid-argument'],
    ['storage/object-not-found', 'unknown'],
    ['storage/unknown', 'unknown'],
    ['permission-denied', 'permission-denied'],
    ['firestore/permission-denied', 'permission-denied'],
    ['unavailable', 'unavailable'],
    ['deadline-exceeded', 'unavailable'],
    ['resource-exhausted', 'quota-exceeded'],
    ['cancelled', 'canceled'],
    ['invalid-argument', 'invalid-argument'],
    ['failed-precondition', 'invalid-argument'],
    ['internal', 'server-error'],
    ['unknown', 'server-error'],
    ['something-new', 'unknown'],
  ] as const)('%s → %s', (code, expected) => {
    expect(mapFirebaseErrorCode(code)).toBe(expected);
  });
});

describe('toBackendError and assertOnline', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('wraps a Firebase-style error, keeping it as the cause', () => {
    const original = Object.assign(new Error('Firebase Storage: User does not have permission'), {
      code: 'storage/unauthorized',
    });
    const wrapped = toBackendError(original);
    expect(wrapped).toBeInstanceOf(BackendError);
    expect(wrapped).toBeInstanceOf(Error);
    expect(wrapped).toMatchObject({
      name: 'BackendError',
      code: 'permission-denied',
      message: original.message,
    });
    expect(wrapped.cause).toBe(original);
  });

  it('passes a BackendError through and wraps anything else as unknown', () => {
    const backend = new BackendError('canceled', 'stop');
    expect(toBackendError(backend)).toBe(backend);
    expect(toBackendError('boom')).toMatchObject({
      code: 'unknown',
      message: 'boom',
      cause: 'boom',
    });
  });

  it('tells a Firestore request that got no answer from an HTTP 500, both reported as unknown by the SDK', () => {
    for (const message of [
      'Request failed with error: Failed to fetch',
      'Request failed with error: NetworkError when attempting to fetch resource.',
      'Request failed with error: Load failed',
    ]) {
      expect(toBackendError(Object.assign(new Error(message), { code: 'unknown' })).code).toBe(
        'network',
      );
    }
    expect(
      toBackendError(
        Object.assign(new Error('Request failed with error: Internal error'), { code: 'unknown' }),
      ).code,
    ).toBe('server-error');
  });

  it('reports an unclassified failure as offline when the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(
      toBackendError(Object.assign(new Error('Failed to fetch'), { code: 'unknown' })).code,
    ).toBe('offline');
    // A refusal stays a refusal.
    expect(toBackendError(Object.assign(new Error('no'), { code: 'permission-denied' })).code).toBe(
      'permission-denied',
    );
  });

  it('assertOnline throws BackendError(offline) only when navigator.onLine is false', () => {
    expect(() => assertOnline('send')).not.toThrow();
    vi.stubGlobal('navigator', { onLine: false });
    expect(() => assertOnline('send')).toThrow(BackendError);
    expect(() => assertOnline('send')).toThrow(expect.objectContaining({ code: 'offline' }));
  });
});
