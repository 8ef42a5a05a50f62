// @vitest-environment node
/**
 * Proves the e2e stand-in (tests/e2e/support/firebase-standin.ts) speaks the protocol the REAL
 * Firebase web SDK uses (firebase/storage + firebase/firestore/lite, Node builds: both use fetch),
 * then runs the app's adapter (src/lib/firebase.ts) against it.
 */
import { qualifiedAnswers } from '../../scripts/mail-preview/samples';
import { company } from '../../src/content/company';
import type * as FirebaseAdapter from '../../src/lib/firebase';
import { BackendError } from '../../src/lib/backend-error';
import { errorCodeOf } from '../../src/lib/error-code';
import { newDocumentId } from '../../src/lib/ids';
import { deleteApp, initializeApp, setLogLevel, type FirebaseApp } from 'firebase/app';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  setDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  decodeFirestoreFields,
  startFirebaseStandin,
  type FirebaseStandin,
} from '../e2e/support/firebase-standin';

// The Firestore SDK logs a console.warn for every failed RPC, which the setup file turns into a test
// failure; the failures here are on purpose.
setLogLevel('silent');

const BUCKET = 'demo-roadside.appspot.com';
const IMAGE_PATH = 'job-applications/1732200000000-ab12cd34ef.jpg';
/** A tiny JPEG-looking buffer (SOI, JFIF APP0, EOI) padded to 1 KiB. */
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  Buffer.alloc(1024 - 13, 0x42),
  Buffer.from([0xff, 0xd9]),
]);
const MAIL_ID = 'AbCdEfGhIjKlMnOpQrSt';
const mail = {
  to: [company.onboardingEmail],
  replyTo: 'jane@example.com',
  message: {
    subject: 'New Job Application — Jane Doe',
    text: 'Name: Jane Doe',
    html: '<p>Name: Jane Doe</p>',
  },
};

let standin: FirebaseStandin;

beforeAll(async () => {
  standin = await startFirebaseStandin({ firestorePort: 0, storagePort: 0 });
});
afterAll(async () => {
  await standin.close();
});
beforeEach(() => {
  standin.reset();
});

describe('the stand-in answers the real SDK', () => {
  let app: FirebaseApp;
  let storage: FirebaseStorage;
  let db: Firestore;

  beforeAll(() => {
    app = initializeApp(
      { projectId: 'demo-roadside', apiKey: 'demo-key', storageBucket: BUCKET, appId: 'demo-app' },
      'standin-protocol',
    );
    storage = getStorage(app);
    db = getFirestore(app);
    connectStorageEmulator(storage, '127.0.0.1', standin.storagePort);
    connectFirestoreEmulator(db, '127.0.0.1', standin.firestorePort!);
  });
  afterAll(async () => {
    await deleteApp(app);
  });
  beforeEach(() => {
    storage.maxUploadRetryTime = 60_000;
    storage.maxOperationRetryTime = 60_000;
  });

  it('records a small upload (multipart) and serves the download URL', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const objectRef = ref(storage, IMAGE_PATH);
    await uploadBytesResumable(objectRef, JPEG, { contentType: 'image/jpeg' });
    const url = await getDownloadURL(objectRef);

    // What the SDK sent: one multipart POST, then the metadata GET.
    const sent = fetchSpy.mock.calls.map(([input, init]) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      return `${init?.method ?? 'GET'} ${String(input)} ${headers['X-Goog-Upload-Protocol'] ?? ''}`.trim();
    });
    const base = `http://127.0.0.1:${standin.storagePort}/v0/b/${BUCKET}/o`;
    expect(sent).toEqual([
      `POST ${base}?name=${encodeURIComponent(IMAGE_PATH)} multipart`,
      `GET ${base}/${encodeURIComponent(IMAGE_PATH)}`,
    ]);

    expect(standin.uploads).toHaveLength(1);
    expect(standin.uploads[0]).toMatchObject({
      bucket: BUCKET,
      path: IMAGE_PATH,
      contentType: 'image/jpeg',
      size: JPEG.length,
    });
    expect(standin.uploads[0]?.bytes.equals(JPEG)).toBe(true);

    expect(url).toMatch(
      new RegExp(`^${base}/${encodeURIComponent(IMAGE_PATH)}\\?alt=media&token=[0-9a-f-]{36}$`),
    );
    fetchSpy.mockRestore();
    const media = await fetch(url);
    expect(media.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await media.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it('records a large upload sent resumably in chunks', async () => {
    const big = Buffer.alloc(600 * 1024, 7); // > 256 KiB: start, upload 256 KiB, then upload+finalize
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await uploadBytesResumable(ref(storage, 'job-applications/big.jpg'), big, {
      contentType: 'image/jpeg',
    });

    const commands = fetchSpy.mock.calls.map(([, init]) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      return headers['X-Goog-Upload-Command'];
    });
    expect(commands).toEqual(['start', 'upload', 'upload, finalize']);
    expect(standin.uploads).toHaveLength(1);
    expect(standin.uploads[0]).toMatchObject({
      path: 'job-applications/big.jpg',
      contentType: 'image/jpeg',
    });
    expect(standin.uploads[0]?.bytes.equals(big)).toBe(true);
  });

  it('records the mail document and refuses a second write of the same id (create-only)', async () => {
    await setDoc(doc(db, 'mail', MAIL_ID), { ...mail, createdAt: serverTimestamp() });

    expect(standin.commits).toEqual([
      {
        database: 'projects/demo-roadside/databases/(default)',
        documents: [
          {
            name: `projects/demo-roadside/databases/(default)/documents/mail/${MAIL_ID}`,
            collection: 'mail',
            id: MAIL_ID,
            fields: mail,
            serverTimestampFields: ['createdAt'],
            rawFields: expect.any(Object) as unknown,
          },
        ],
      },
    ]);

    const again = setDoc(doc(db, 'mail', MAIL_ID), { ...mail, createdAt: serverTimestamp() });
    await expect(again).rejects.toMatchObject({ code: 'permission-denied' });
    expect(standin.commits).toHaveLength(1);
  });

  it('fails the next commit on demand, then accepts the retry', async () => {
    standin.failNext('commit', { status: 500 });
    const first = setDoc(doc(db, 'mail', MAIL_ID), mail);
    // The lite SDK maps HTTP 500 to 'unknown' (it reads the status code, not the body) and does not retry.
    await expect(first).rejects.toMatchObject({ code: 'unknown' });
    expect(standin.commits).toHaveLength(0);

    await setDoc(doc(db, 'mail', MAIL_ID), mail);
    expect(standin.commits).toHaveLength(1);
  });

  it('stores a batch of several writes at once, and refuses the whole batch when one exists', async () => {
    const receipt = { digest: 'a'.repeat(64) };
    const batch = writeBatch(db);
    batch.set(doc(db, 'mail', MAIL_ID), { ...mail, createdAt: serverTimestamp() });
    batch.set(doc(db, 'applicationReceipts', MAIL_ID), {
      ...receipt,
      createdAt: serverTimestamp(),
    });
    await batch.commit();
    expect(standin.commits).toHaveLength(1);
    expect(standin.commits[0]?.documents.map((d) => `${d.collection}/${d.id}`)).toEqual([
      `mail/${MAIL_ID}`,
      `applicationReceipts/${MAIL_ID}`,
    ]);

    const other = 'ZyXwVuTsRqPoNmLkJiHg';
    const again = writeBatch(db);
    again.set(doc(db, 'mail', other), mail);
    again.set(doc(db, 'applicationReceipts', MAIL_ID), receipt);
    await expect(again.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    expect(standin.documents.has(`mail/${other}`)).toBe(false);
  });

  it('answers document reads of receipts, found or missing, and refuses reading mail', async () => {
    await setDoc(doc(db, 'applicationReceipts', MAIL_ID), {
      digest: 'b'.repeat(64),
      createdAt: serverTimestamp(),
    });
    const found = await getDoc(doc(db, 'applicationReceipts', MAIL_ID));
    expect(found.exists()).toBe(true);
    expect(found.data()?.digest).toBe('b'.repeat(64));
    expect(found.get('createdAt')?.toMillis()).toBeGreaterThan(0);

    const missing = await getDoc(doc(db, 'applicationReceipts', 'ZyXwVuTsRqPoNmLkJiHg'));
    expect(missing.exists()).toBe(false);

    await expect(getDoc(doc(db, 'mail', MAIL_ID))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(standin.reads).toHaveLength(3);
  });

  it('fails the next read on demand', async () => {
    standin.failNext('read', { status: 503 });
    await expect(getDoc(doc(db, 'applicationReceipts', MAIL_ID))).rejects.toMatchObject({
      code: 'unavailable',
    });
  });

  it('can store a commit and then hold its answer back, like a connection that hangs', async () => {
    standin.failNext('commit', { delayMs: 400, afterApplying: true });
    const started = Date.now();
    let answered = false;
    const write = setDoc(doc(db, 'mail', MAIL_ID), mail).then(() => {
      answered = true;
    });
    await vi.waitFor(() => expect(standin.documents.has(`mail/${MAIL_ID}`)).toBe(true), {
      timeout: 30_000,
    });
    expect(answered).toBe(false); // stored before the answer
    await write;
    expect(Date.now() - started).toBeGreaterThanOrEqual(380);
  });

  it('a 403 on the upload start fails at once with storage/unauthorized', async () => {
    standin.failNext('upload', { status: 403 });
    const task = uploadBytesResumable(ref(storage, IMAGE_PATH), JPEG, {
      contentType: 'image/jpeg',
    });
    await expect(task).rejects.toMatchObject({ code: 'storage/unauthorized' });
    expect(standin.uploads).toHaveLength(0);
  });

  it('a single 500 on the upload is retried by the SDK after its backoff and succeeds', async () => {
    standin.failNext('upload', { status: 500 });
    const started = Date.now();
    await uploadBytesResumable(ref(storage, IMAGE_PATH), JPEG, { contentType: 'image/jpeg' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900); // first backoff is 2–3 s
    expect(standin.uploads).toHaveLength(1);
  });

  it('repeated 500s end in storage/retry-limit-exceeded once maxUploadRetryTime is spent', async () => {
    storage.maxUploadRetryTime = 300;
    for (let i = 0; i < 10; i += 1) standin.failNext('upload', { status: 500 });
    const task = uploadBytesResumable(ref(storage, IMAGE_PATH), JPEG, {
      contentType: 'image/jpeg',
    });
    await expect(task).rejects.toMatchObject({ code: 'storage/retry-limit-exceeded' });
    expect(standin.uploads).toHaveLength(0);
  });
});

describe('the app adapter (src/lib/firebase.ts) against the stand-in', () => {
  type Adapter = typeof FirebaseAdapter;
  let adapter: Adapter;

  beforeAll(async () => {
    // The adapter reads import.meta.env on first use: point it at the stand-in's ports.
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-roadside');
    vi.stubEnv('VITE_FIREBASE_EMULATOR_HOST', '127.0.0.1');
    vi.stubEnv('VITE_FIRESTORE_EMULATOR_PORT', String(standin.firestorePort));
    vi.stubEnv('VITE_STORAGE_EMULATOR_PORT', String(standin.storagePort));
    vi.stubEnv('VITE_FUNCTIONS_EMULATOR_PORT', String(standin.functionsPort));
    adapter = await import('../../src/lib/firebase');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('uploadObject uploads with the content type, reports progress and resolves to the stored path, reading nothing back', async () => {
    const progress: { bytesTransferred: number; totalBytes: number }[] = [];
    const requestsBefore = standin.uploads.length;
    const path = await adapter.uploadObject(IMAGE_PATH, new Blob([JPEG]), {
      contentType: 'image/jpeg',
      onProgress: (p) => progress.push(p),
    });
    expect(standin.uploads).toMatchObject([
      { path: IMAGE_PATH, contentType: 'image/jpeg', size: JPEG.length },
    ]);
    expect(standin.uploads).toHaveLength(requestsBefore + 1);
    expect(path).toBe(IMAGE_PATH);
    expect(progress.at(-1)).toEqual({ bytesTransferred: JPEG.length, totalBytes: JPEG.length });
  });

  /** Creates one mail document, as the newsletter creates its one subscription document. */
  const createMail = (id: string, serverTimestampFields?: string[]) =>
    adapter.createDocuments([{ collectionPath: 'mail', id, data: mail, serverTimestampFields }]);

  it('createDocuments writes one document with a server timestamp; a repeat is permission-denied', async () => {
    const id = newDocumentId();
    await createMail(id, ['createdAt']);
    expect(standin.commits[0]?.documents[0]).toMatchObject({
      collection: 'mail',
      id,
      fields: mail,
      serverTimestampFields: ['createdAt'],
    });

    const error: unknown = await createMail(id, ['createdAt']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(errorCodeOf(error)).toBe('permission-denied');
    expect(errorCodeOf((error as { cause?: unknown }).cause)).toBe('permission-denied');
  });

  it('maps injected failures to BackendError codes', async () => {
    standin.failNext('commit', { status: 503 });
    await expect(createMail(newDocumentId())).rejects.toMatchObject({
      name: 'BackendError',
      code: 'unavailable',
    });
    standin.failNext('commit', { status: 500 });
    await expect(createMail(newDocumentId())).rejects.toMatchObject({
      code: 'server-error',
    });
    standin.failNext('upload', { status: 403 });
    await expect(adapter.uploadObject(IMAGE_PATH, new Blob([JPEG]))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(standin.commits).toHaveLength(0);
    expect(standin.uploads).toHaveLength(0);
  });

  it('createDocuments writes the mail and its receipt in one commit; readDocument reads the receipt', async () => {
    const id = newDocumentId();
    await adapter.createDocuments([
      { collectionPath: 'mail', id, data: mail, serverTimestampFields: ['createdAt'] },
      {
        collectionPath: 'applicationReceipts',
        id,
        data: { digest: 'c'.repeat(64) },
        serverTimestampFields: ['createdAt'],
      },
    ]);
    expect(standin.commits).toHaveLength(1);
    expect(standin.commits[0]?.documents).toMatchObject([
      { collection: 'mail', id, serverTimestampFields: ['createdAt'] },
      { collection: 'applicationReceipts', id, fields: { digest: 'c'.repeat(64) } },
    ]);
    await expect(adapter.readDocument('applicationReceipts', id)).resolves.toMatchObject({
      digest: 'c'.repeat(64),
    });
    await expect(adapter.readDocument('applicationReceipts', newDocumentId())).resolves.toBeNull();
    await expect(adapter.readDocument('mail', id)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('callFunction sends the application to the callable, which stores it with its receipt; the same again is a success, other answers under the id are refused', async () => {
    const id = newDocumentId();
    const record = {
      answers: qualifiedAnswers(),
      photoPath: IMAGE_PATH,
      language: 'en',
      hiddenFieldFilled: false,
      updates: null,
    };
    const data = { id, record, digest: 'd'.repeat(64) };
    await expect(adapter.callFunction('submitApplication', data)).resolves.toEqual({
      id,
      outcome: 'received',
    });
    expect(standin.commits).toHaveLength(1);
    expect(standin.commits[0]?.documents).toMatchObject([
      { collection: 'applications', id, fields: record, serverTimestampFields: ['createdAt'] },
      { collection: 'applicationReceipts', id, fields: { digest: 'd'.repeat(64) } },
    ]);
    expect(standin.documents.get(`applications/${id}`)?.fields.source).toMatchObject({
      appCheck: 'missing',
    });
    await expect(adapter.readDocument('applicationReceipts', id)).resolves.toMatchObject({
      digest: 'd'.repeat(64),
    });
    await expect(adapter.callFunction('submitApplication', data)).resolves.toEqual({
      id,
      outcome: 'already-received',
    });
    await expect(
      adapter.callFunction('submitApplication', { ...data, digest: 'e'.repeat(64) }),
    ).rejects.toMatchObject({ name: 'BackendError', code: 'permission-denied' });
    await expect(
      adapter.callFunction('submitApplication', { ...data, id: newDocumentId(), record: {} }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(standin.commits).toHaveLength(1);
  });

  it('callFunction maps a server error, a refusal and a request that got no answer to the codes the wizard explains', async () => {
    standin.failNext('commit', { status: 500 });
    await expect(adapter.callFunction('submitApplication', {})).rejects.toMatchObject({
      code: 'server-error',
    });
    standin.failNext('commit', { status: 503 });
    await expect(adapter.callFunction('submitApplication', {})).rejects.toMatchObject({
      code: 'unavailable',
    });
    standin.failNext('commit', { status: 403 });
    await expect(adapter.callFunction('submitApplication', {})).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    try {
      await expect(adapter.callFunction('submitApplication', {})).rejects.toMatchObject({
        code: 'network',
      });
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('refuses at once when the browser reports offline, without calling the SDK', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      await expect(adapter.uploadObject(IMAGE_PATH, new Blob([JPEG]))).rejects.toMatchObject({
        code: 'offline',
      });
      await expect(createMail(newDocumentId())).rejects.toMatchObject({
        code: 'offline',
      });
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("cancels an upload when the window goes 'offline' and removes its listener", async () => {
    const fakeWindow = new EventTarget();
    const addSpy = vi.spyOn(fakeWindow, 'addEventListener');
    const removeSpy = vi.spyOn(fakeWindow, 'removeEventListener');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    vi.stubGlobal('window', fakeWindow);
    try {
      standin.failNext('upload', { delayMs: 500 });
      const upload = adapter.uploadObject('job-applications/offline.jpg', new Blob([JPEG]));
      // The connection drops while the upload is under way: its request sent, the adapter listening.
      await vi.waitFor(
        () => {
          expect(fetchSpy).toHaveBeenCalled();
          expect(addSpy).toHaveBeenCalledWith('offline', expect.any(Function));
        },
        { timeout: 30_000 },
      );
      fakeWindow.dispatchEvent(new Event('offline'));
      await expect(upload).rejects.toMatchObject({ code: 'offline' });
      expect(removeSpy).toHaveBeenCalledWith('offline', expect.any(Function));
      // Node's fetch-based SDK build cannot abort a request in flight (the browser's XHR can), so the
      // delayed request still lands; wait for it so it does not leak into the next test.
      await vi.waitFor(() => expect(standin.uploads).toHaveLength(1), { timeout: 30_000 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('newDocumentId (the id of each mail document and its receipt)', () => {
  it('gives 20 characters of [A-Za-z0-9], different each time', () => {
    const ids = Array.from({ length: 200 }, () => newDocumentId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('decodeFirestoreFields', () => {
  it('decodes every value kind the app sends', () => {
    expect(
      decodeFirestoreFields({
        s: { stringValue: 'x' },
        i: { integerValue: '42' },
        d: { doubleValue: 1.5 },
        b: { booleanValue: true },
        n: { nullValue: null },
        t: { timestampValue: '2024-11-21T12:00:00.000Z' },
        a: { arrayValue: { values: [{ stringValue: 'Funnel' }, { integerValue: '2' }] } },
        e: { arrayValue: {} },
        m: {
          mapValue: {
            fields: { inner: { mapValue: { fields: { ok: { booleanValue: false } } } } },
          },
        },
      }),
    ).toEqual({
      s: 'x',
      i: 42,
      d: 1.5,
      b: true,
      n: null,
      t: '2024-11-21T12:00:00.000Z',
      a: ['Funnel', 2],
      e: [],
      m: { inner: { ok: false } },
    });
  });
});

describe('the stand-in for Storage only (next to a real Firestore emulator)', () => {
  it('takes uploads and answers 404 to Firestore writes, which must go to the real emulator', async () => {
    const storageOnly = await startFirebaseStandin({ firestorePort: null, storagePort: 0 });
    try {
      expect(storageOnly.firestorePort).toBeNull();
      const base = `http://127.0.0.1:${storageOnly.storagePort}`;
      const upload = await fetch(
        `${base}/v0/b/${BUCKET}/o?name=${encodeURIComponent(IMAGE_PATH)}`,
        {
          method: 'POST',
          headers: {
            'X-Goog-Upload-Protocol': 'multipart',
            'Content-Type': 'multipart/related; boundary=b',
          },
          body: Buffer.concat([
            Buffer.from(
              '--b\r\nContent-Type: application/json\r\n\r\n{"contentType":"image/jpeg"}\r\n',
            ),
            Buffer.from('--b\r\nContent-Type: image/jpeg\r\n\r\n'),
            JPEG,
            Buffer.from('\r\n--b--'),
          ]),
        },
      );
      expect(upload.status).toBe(200);
      expect(storageOnly.uploads.map((recorded) => recorded.path)).toEqual([IMAGE_PATH]);

      const commit = await fetch(
        `${base}/v1/projects/demo-roadside/databases/(default)/documents:commit`,
        { method: 'POST', body: JSON.stringify({ writes: [] }) },
      );
      expect(commit.status).toBe(404);
      expect(storageOnly.commits).toEqual([]);
    } finally {
      await storageOnly.close();
    }
  });
});
