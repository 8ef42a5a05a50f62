// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFirebaseEnv } from '../../src/lib/firebase-config';

/**
 * Firebase App Check (src/lib/firebase.ts): with a reCAPTCHA Enterprise site key it is initialised
 * before Firestore and Storage are used; without one, nothing of it is loaded. The Firebase SDK is
 * replaced by recorders of what the adapter calls, in order.
 */
const calls: string[] = [];
const record =
  (name: string, result: unknown = {}) =>
  (...args: unknown[]) => {
    calls.push(name);
    return typeof result === 'function'
      ? (result as (...a: unknown[]) => unknown)(...args)
      : result;
  };

vi.mock('firebase/app', () => ({ initializeApp: record('initializeApp') }));
vi.mock('firebase/app-check', () => {
  calls.push('load app-check');
  return {
    initializeAppCheck: record('initializeAppCheck'),
    ReCaptchaEnterpriseProvider: class {
      constructor(readonly siteKey: string) {
        calls.push(`ReCaptchaEnterpriseProvider(${siteKey})`);
      }
    },
  };
});
vi.mock('firebase/firestore/lite', () => ({
  connectFirestoreEmulator: record('connectFirestoreEmulator'),
  doc: record('doc'),
  getDoc: record('getDoc'),
  getFirestore: record('getFirestore'),
  serverTimestamp: record('serverTimestamp'),
  writeBatch: record('writeBatch', () => ({
    set: record('batch.set'),
    commit: record('batch.commit', () => Promise.resolve()),
  })),
}));
const callableOptions: unknown[] = [];
vi.mock('firebase/functions', () => ({
  connectFunctionsEmulator: record('connectFunctionsEmulator'),
  getFunctions: record('getFunctions', () => ({})),
  httpsCallable: (_functions: unknown, name: string, options: unknown) => {
    calls.push(`httpsCallable(${name})`);
    callableOptions.push(options);
    return () => Promise.resolve({ data: { received: true } });
  },
}));
vi.mock('firebase/storage', () => ({
  connectStorageEmulator: record('connectStorageEmulator'),
  getDownloadURL: record('getDownloadURL'),
  getStorage: record('getStorage', () => ({})),
  ref: record('ref'),
  uploadBytesResumable: record('uploadBytesResumable'),
}));

async function writeOneDocument() {
  const { createDocuments } = await import('../../src/lib/firebase');
  await createDocuments([
    { collectionPath: 'newsletterSubscriptions', id: 'abc', data: { email: 'a@example.com' } },
  ]);
}

beforeEach(() => {
  calls.length = 0;
  callableOptions.length = 0;
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllEnvs();
  delete (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: unknown }).FIREBASE_APPCHECK_DEBUG_TOKEN;
});

describe('App Check', () => {
  it('is initialised with reCAPTCHA Enterprise before Firestore and Storage when a site key is set', async () => {
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'roadready-prod');
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'key');
    vi.stubEnv('VITE_FIREBASE_AUTH_DOMAIN', 'roadready-prod.firebaseapp.com');
    vi.stubEnv('VITE_FIREBASE_STORAGE_BUCKET', 'roadready-prod.appspot.com');
    vi.stubEnv('VITE_FIREBASE_APP_ID', 'app');
    vi.stubEnv('VITE_APPCHECK_SITE_KEY', 'site-key-123');

    await writeOneDocument();

    expect(calls.slice(0, 6)).toEqual([
      'initializeApp',
      'load app-check',
      'ReCaptchaEnterpriseProvider(site-key-123)',
      'initializeAppCheck',
      'getFirestore',
      'getStorage',
    ]);
    expect(calls).toContain('batch.commit');
    expect(self).not.toHaveProperty('FIREBASE_APPCHECK_DEBUG_TOKEN');
  });

  it('makes the callables send a limited-use token, which the function marks used (decision 0061)', async () => {
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'roadready-prod');
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'key');
    vi.stubEnv('VITE_FIREBASE_AUTH_DOMAIN', 'roadready-prod.firebaseapp.com');
    vi.stubEnv('VITE_FIREBASE_STORAGE_BUCKET', 'roadready-prod.appspot.com');
    vi.stubEnv('VITE_FIREBASE_APP_ID', 'app');
    vi.stubEnv('VITE_APPCHECK_SITE_KEY', 'site-key-123');
    const { callFunction } = await import('../../src/lib/firebase');

    await expect(callFunction('submitApplication', {})).resolves.toEqual({ received: true });

    expect(calls.indexOf('initializeAppCheck')).toBeLessThan(
      calls.indexOf('httpsCallable(submitApplication)'),
    );
    expect(callableOptions).toEqual([{ limitedUseAppCheckTokens: true }]);
  });

  it('sends no App Check token from the callables without a site key', async () => {
    const { callFunction } = await import('../../src/lib/firebase');
    await callFunction('subscribeNewsletter', {});
    expect(callableOptions).toEqual([{ limitedUseAppCheckTokens: false }]);
    expect(calls).toContain('connectFunctionsEmulator');
  });

  it('is not loaded at all without a site key', async () => {
    await writeOneDocument();

    expect(calls).toContain('batch.commit');
    expect(calls.filter((call) => /app-check|AppCheck|ReCaptcha/.test(call))).toEqual([]);
  });

  it('uses the debug provider with the emulators, as Firebase documents it', async () => {
    vi.stubEnv('VITE_APPCHECK_SITE_KEY', 'site-key-123');

    await writeOneDocument();

    expect(calls).toContain('initializeAppCheck');
    expect(
      (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: unknown }).FIREBASE_APPCHECK_DEBUG_TOKEN,
    ).toBe(true);
  });
});

describe('App Check settings', () => {
  const real = {
    VITE_FIREBASE_PROJECT_ID: 'roadready-prod',
    VITE_FIREBASE_API_KEY: 'key',
    VITE_FIREBASE_AUTH_DOMAIN: 'roadready-prod.firebaseapp.com',
    VITE_FIREBASE_STORAGE_BUCKET: 'roadready-prod.appspot.com',
    VITE_FIREBASE_APP_ID: 'app',
  };

  it('are off without a site key', () => {
    expect(parseFirebaseEnv(real).appCheck).toBeNull();
    expect(parseFirebaseEnv({}).appCheck).toBeNull();
  });

  it('take the site key, and a debug token only when one is given for a real project', () => {
    expect(parseFirebaseEnv({ ...real, VITE_APPCHECK_SITE_KEY: ' k ' }).appCheck).toEqual({
      siteKey: 'k',
      debugToken: null,
    });
    expect(
      parseFirebaseEnv({ ...real, VITE_APPCHECK_SITE_KEY: 'k', VITE_APPCHECK_DEBUG_TOKEN: 't' })
        .appCheck,
    ).toEqual({ siteKey: 'k', debugToken: 't' });
  });

  it('ask the SDK for a new debug token with the emulators when none is given', () => {
    expect(parseFirebaseEnv({ VITE_APPCHECK_SITE_KEY: 'k' }).appCheck).toEqual({
      siteKey: 'k',
      debugToken: true,
    });
  });
});
