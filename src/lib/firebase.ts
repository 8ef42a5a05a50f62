/**
 * The only module that talks to Firebase (Cloud Storage, Firestore lite, and the product's callable
 * functions). Everything it rejects with is a BackendError (see ./backend-error.ts, which the UI
 * imports without pulling in the SDK). The SDK is initialised lazily, once, on first use.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import {
  connectStorageEmulator,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type UploadMetadata,
  type UploadTask,
} from 'firebase/storage';
import { assertOnline, BackendError, isOffline, toBackendError } from './backend-error';
import { parseFirebaseEnv } from './firebase-config';
import { createModuleLoader } from './load-module';

/** App Check's own chunk, fetched only with a site key (and fetched again after a failed download). */
const loadAppCheck = createModuleLoader(() => import('firebase/app-check'));

export interface UploadProgress {
  bytesTransferred: number;
  totalBytes: number;
}

/** How long the Storage SDK keeps retrying an operation / an upload before it gives up. */
const MAX_OPERATION_RETRY_TIME_MS = 2 * 60 * 1000;
const MAX_UPLOAD_RETRY_TIME_MS = 10 * 60 * 1000;

interface Services {
  app: FirebaseApp;
  db: Firestore;
  storage: FirebaseStorage;
  functions: Functions;
  /** App Check is on: callables send a limited-use token, which the function marks used. */
  appCheck: boolean;
}

/** The region the product's functions run in (firebase.json, functions/src/index.ts). */
export const FUNCTIONS_REGION = 'us-central1';

let services: Promise<Services> | undefined;

/**
 * Initialises Firebase once. With a reCAPTCHA Enterprise site key, App Check is set up first, before
 * Firestore and Storage are used, so their every request carries an App Check token; without one,
 * nothing of App Check is downloaded (it is a chunk of its own).
 */
function getServices(): Promise<Services> {
  services ??= initialise().catch((error: unknown) => {
    services = undefined;
    throw error;
  });
  return services;
}

async function initialise(): Promise<Services> {
  const settings = parseFirebaseEnv(import.meta.env);
  const app = initializeApp(settings.config);
  if (settings.appCheck) {
    const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await loadAppCheck();
    if (settings.appCheck.debugToken !== null) {
      // The debug provider, as Firebase documents it: set before App Check is initialised.
      (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | true }).FIREBASE_APPCHECK_DEBUG_TOKEN =
        settings.appCheck.debugToken;
    }
    initializeAppCheck(app, {
      provider: new ReCaptchaEnterpriseProvider(settings.appCheck.siteKey),
      isTokenAutoRefreshEnabled: true,
    });
  }
  const db = getFirestore(app);
  const storage = getStorage(app);
  const functions = getFunctions(app, FUNCTIONS_REGION);
  storage.maxOperationRetryTime = MAX_OPERATION_RETRY_TIME_MS;
  storage.maxUploadRetryTime = MAX_UPLOAD_RETRY_TIME_MS;
  if (settings.useEmulators) {
    connectFirestoreEmulator(db, settings.emulatorHost, settings.firestorePort);
    connectStorageEmulator(storage, settings.emulatorHost, settings.storagePort);
    connectFunctionsEmulator(functions, settings.emulatorHost, settings.functionsPort);
  }
  return { app, db, storage, functions, appCheck: settings.appCheck !== null };
}

/** Calls `onOffline` when the window fires 'offline'; returns the function that stops listening. */
function onWindowOffline(onOffline: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('offline', onOffline);
  return () => window.removeEventListener('offline', onOffline);
}

/**
 * Uploads `data` to Cloud Storage at `path` with the content type, reporting progress; resolves to
 * the stored object's path once it is stored. The browser never reads the object back (the storage
 * rules let nobody read it; the product's function makes its link). Losing the connection cancels
 * the upload and rejects with BackendError('offline').
 */
export async function uploadObject(
  path: string,
  data: Blob,
  options: { contentType?: string; onProgress?: (p: UploadProgress) => void } = {},
): Promise<string> {
  assertOnline('upload the file');
  let task: UploadTask;
  try {
    const { storage } = await getServices();
    const metadata: UploadMetadata = {};
    if (options.contentType) metadata.contentType = options.contentType;
    task = uploadBytesResumable(ref(storage, path), data, metadata);
  } catch (error) {
    throw toBackendError(error);
  }

  return new Promise<string>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void): void => {
      if (settled) return;
      settled = true;
      stopWatchingOffline();
      unsubscribe();
      finish();
    };
    const fail = (error: unknown): void => settle(() => reject(toBackendError(error)));

    const stopWatchingOffline = onWindowOffline(() => {
      task.cancel();
      settle(() =>
        reject(new BackendError('offline', 'The connection was lost during the upload.')),
      );
    });
    const unsubscribe = task.on(
      'state_changed',
      (snapshot) => {
        options.onProgress?.({
          bytesTransferred: snapshot.bytesTransferred,
          totalBytes: snapshot.totalBytes,
        });
      },
      fail,
      () => settle(() => resolve(task.snapshot.ref.fullPath)),
    );
  });
}

export interface DocumentWrite {
  collectionPath: string;
  id: string;
  data: Record<string, unknown>;
  /** Fields set to the server timestamp. */
  serverTimestampFields?: readonly string[];
}

/**
 * Creates one or several documents in one atomic write: all of them, or none (a Firestore batch).
 * Under create-only rules, one that already exists makes the whole write fail with
 * 'permission-denied'.
 */
export async function createDocuments(writes: readonly DocumentWrite[]): Promise<void> {
  assertOnline('save the data');
  try {
    const { db } = await getServices();
    const batch = writeBatch(db);
    for (const write of writes) {
      const fields: Record<string, unknown> = { ...write.data };
      for (const field of write.serverTimestampFields ?? []) fields[field] = serverTimestamp();
      batch.set(doc(db, write.collectionPath, write.id), fields);
    }
    await batch.commit();
  } catch (error) {
    throw toBackendError(error);
  }
}

/** The fields of the document `collectionPath/id`, or null when it does not exist. */
export async function readDocument(
  collectionPath: string,
  id: string,
): Promise<Record<string, unknown> | null> {
  assertOnline('read the data');
  try {
    const { db } = await getServices();
    const snapshot = await getDoc(doc(db, collectionPath, id));
    return snapshot.exists() ? snapshot.data() : null;
  } catch (error) {
    throw toBackendError(error);
  }
}

/**
 * Calls the product's callable function `name` with `data` and resolves to its result
 * (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md). With App Check on, the call carries
 * a limited-use token, which the function marks used, so a copied token cannot be replayed.
 */
export async function callFunction<Result = unknown>(name: string, data: unknown): Promise<Result> {
  assertOnline('send the data');
  try {
    const { functions, appCheck } = await getServices();
    const callable = httpsCallable<unknown, Result>(functions, name, {
      limitedUseAppCheckTokens: appCheck,
    });
    return (await callable(data)).data;
  } catch (error) {
    throw callableError(error);
  }
}

/**
 * A callable's failure as a BackendError. The Functions SDK reports a request that got no answer
 * as `internal` with HTTP status 0 ("internal [0]" or just "internal"): that is the connection, not
 * the server.
 */
function callableError(error: unknown): BackendError {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'functions/internal' && /^internal(?: \[0\])?$/.test(message)) {
    return new BackendError(isOffline() ? 'offline' : 'network', message, { cause: error });
  }
  return toBackendError(error);
}
