/**
 * The only module that talks to Firebase (Cloud Storage + Firestore lite). Everything it rejects with
 * is a BackendError (see ./backend-error.ts, which the UI imports without pulling in the SDK).
 * The SDK is initialised lazily, once, on first use.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type UploadMetadata,
  type UploadTask,
} from 'firebase/storage';
import { assertOnline, BackendError, toBackendError } from './backend-error';
import { parseFirebaseEnv } from './firebase-config';

export { BackendError } from './backend-error';
export type { BackendErrorCode } from './backend-error';

export interface UploadProgress {
  bytesTransferred: number;
  totalBytes: number;
}

/** Spec §9: how long the Storage SDK keeps retrying an operation / an upload. */
const MAX_OPERATION_RETRY_TIME_MS = 2 * 60 * 1000;
const MAX_UPLOAD_RETRY_TIME_MS = 10 * 60 * 1000;

interface Services {
  app: FirebaseApp;
  db: Firestore;
  storage: FirebaseStorage;
}

let services: Services | undefined;

function getServices(): Services {
  if (services) return services;
  const settings = parseFirebaseEnv(import.meta.env);
  const app = initializeApp(settings.config);
  const db = getFirestore(app);
  const storage = getStorage(app);
  storage.maxOperationRetryTime = MAX_OPERATION_RETRY_TIME_MS;
  storage.maxUploadRetryTime = MAX_UPLOAD_RETRY_TIME_MS;
  if (settings.useEmulators) {
    connectFirestoreEmulator(db, settings.emulatorHost, settings.firestorePort);
    connectStorageEmulator(storage, settings.emulatorHost, settings.storagePort);
  }
  services = { app, db, storage };
  return services;
}

/** Calls `onOffline` when the window fires 'offline'; returns the function that stops listening. */
function onWindowOffline(onOffline: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('offline', onOffline);
  return () => window.removeEventListener('offline', onOffline);
}

/**
 * Uploads `data` to Cloud Storage at `path` with the content type, reporting progress; resolves to
 * the download URL. Losing the connection cancels the upload and rejects with BackendError('offline').
 */
export async function uploadObject(
  path: string,
  data: Blob,
  options: { contentType?: string; onProgress?: (p: UploadProgress) => void } = {},
): Promise<string> {
  assertOnline('upload the file');
  let task: UploadTask;
  try {
    const { storage } = getServices();
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
      () => {
        getDownloadURL(task.snapshot.ref).then((url) => settle(() => resolve(url)), fail);
      },
    );
  });
}

/**
 * Creates the document `collectionPath/id` with `data`; each field named in serverTimestampFields is
 * set to the server timestamp.
 */
export async function createDocument(
  collectionPath: string,
  id: string,
  data: Record<string, unknown>,
  options: { serverTimestampFields?: readonly string[] } = {},
): Promise<void> {
  assertOnline('save the data');
  try {
    const { db } = getServices();
    const fields: Record<string, unknown> = { ...data };
    for (const field of options.serverTimestampFields ?? []) fields[field] = serverTimestamp();
    await setDoc(doc(db, collectionPath, id), fields);
  } catch (error) {
    throw toBackendError(error);
  }
}

/** A 20-character [A-Za-z0-9] id like Firestore's auto ids. */
export { newDocumentId } from './ids';
