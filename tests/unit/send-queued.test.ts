// @vitest-environment node
/**
 * The service worker's send of an application queued without a connection
 * (src/features/job-application/sending/send-queued.ts, docs/decisions/0058-offline-site.md), against
 * the stand-in that answers the Firebase SDK's own requests (tests/e2e/support/firebase-standin.ts):
 * the same documents and photo as the page writes, once, whatever fails on the way.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deleteQueued,
  OUTBOX_TTL_MS,
  putQueued,
  readQueued,
  type QueuedApplication,
} from '../../src/features/job-application/sending/outbox';
import { applicationDigest } from '../../src/features/job-application/sending/receipt';
import {
  callBody,
  restTargetOf,
  sendQueuedApplication,
  type RestTarget,
} from '../../src/features/job-application/sending/send-queued';
import {
  parseApplicationRecord,
  toApplicationRecord,
} from '../../src/features/job-application/rules/application-record';
import {
  emptyApplication,
  type ApplicationValues,
} from '../../src/features/job-application/rules/schema';
import { qualifiedAnswers } from '../../scripts/mail-preview/samples';
import { APPLICANT_PHONE } from '../fixtures/applicant-phones';
import { parseFirebaseEnv } from '../../src/lib/firebase-config';
import { startFirebaseStandin, type FirebaseStandin } from '../e2e/support/firebase-standin';

const ID = 'AbCdEfGhIjKlMnOpQrSt';
const PHOTO_PATH = 'job-applications/1700000000000-abcdefghij.jpg';
const PHOTO = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

const values: ApplicationValues = {
  ...emptyApplication,
  ...qualifiedAnswers({ fullName: 'Ana Díaz', phone: APPLICANT_PHONE.display }),
  toolImage: new File([PHOTO], 'tools.jpg', { type: 'image/jpeg', lastModified: 1 }),
};

let standin: FirebaseStandin;
let target: RestTarget;
let queued: QueuedApplication;

beforeAll(async () => {
  standin = await startFirebaseStandin({ firestorePort: 0, storagePort: 0 });
  target = restTargetOf(
    parseFirebaseEnv({
      VITE_FIREBASE_PROJECT_ID: 'demo-roadside',
      VITE_FIRESTORE_EMULATOR_PORT: String(standin.firestorePort),
      VITE_STORAGE_EMULATOR_PORT: String(standin.storagePort),
      VITE_FUNCTIONS_EMULATOR_PORT: String(standin.functionsPort),
    }),
  );
  const { files: _files, ...record } = toApplicationRecord(values, {
    files: { toolImage: PHOTO_PATH },
    language: 'es',
    updates: null,
  });
  queued = {
    id: ID,
    digest: await applicationDigest(ID, values),
    record,
    files: {
      toolImage: {
        data: PHOTO.slice().buffer,
        contentType: 'image/jpeg',
        fingerprint: 'tools.jpg|8|1',
        uploadPath: PHOTO_PATH,
      },
    },
    state: 'waiting',
    queuedAt: Date.now(),
  };
});
afterAll(() => standin.close());
beforeEach(async () => {
  standin.reset();
  await deleteQueued();
});

const send = () => sendQueuedApplication({ fetch, target });
/** Where the photo goes, as the record names it. */
const FILES = { toolImage: PHOTO_PATH };
/** The queued application with its photo uploaded already (by the page). */
const uploaded = (application: QueuedApplication): QueuedApplication => ({
  ...application,
  files: { toolImage: { ...application.files.toolImage!, path: PHOTO_PATH } },
});

describe('the service worker’s send of a queued application', () => {
  it('uploads the photo to the path chosen when it was queued and sends the application to the callable, which stores it with its receipt, as the page would', async () => {
    expect(parseApplicationRecord({ ...queued.record, files: FILES }).ok).toBe(true);
    await putQueued(queued);

    expect(await send()).toBe('sent');

    expect(standin.uploads).toHaveLength(1);
    expect(standin.uploads[0]).toMatchObject({
      path: PHOTO_PATH,
      contentType: 'image/jpeg',
      size: PHOTO.length,
    });
    expect([...standin.uploads[0]!.bytes]).toEqual([...PHOTO]);
    expect(standin.calls.map((call) => [call.name, call.status])).toEqual([
      ['submitApplication', 200],
    ]);
    expect(standin.calls[0]!.data).toEqual({
      id: ID,
      record: { ...queued.record, files: FILES },
      digest: queued.digest,
    });
    expect(standin.commits).toHaveLength(1);
    const [application, receipt] = standin.commits[0]!.documents;
    expect(application).toMatchObject({
      collection: 'applications',
      id: ID,
      fields: { ...queued.record, files: FILES },
      serverTimestampFields: ['createdAt'],
    });
    expect(receipt).toMatchObject({
      collection: 'applicationReceipts',
      id: ID,
      fields: { digest: queued.digest },
      serverTimestampFields: ['createdAt'],
    });
    const sent = await readQueued();
    expect(sent?.state).toBe('sent');
    expect(sent?.files.toolImage?.data.byteLength).toBe(0);

    // Woken again: nothing more is sent.
    expect(await send()).toBe('nothing');
    expect(standin.uploads).toHaveLength(1);
    expect(standin.commits).toHaveLength(1);
  });

  it('sends an application queued by an earlier version, which kept its one photo as `photo`', async () => {
    const { files, ...rest } = queued;
    await putQueued({ ...rest, photo: files.toolImage } as unknown as QueuedApplication);

    expect(await send()).toBe('sent');
    expect(standin.uploads.map((upload) => upload.path)).toEqual([PHOTO_PATH]);
    expect(standin.calls[0]!.data).toMatchObject({ record: { files: FILES } });
    expect(standin.commits).toHaveLength(1);
  });

  it('after a call whose answer was lost, reads the receipt and never writes twice', async () => {
    await putQueued(queued);
    standin.failNext('commit', { status: 503, afterApplying: true });

    await expect(send()).rejects.toThrow(/HTTP 503/);
    expect((await readQueued())?.state).toBe('sending');
    expect((await readQueued())?.files.toolImage?.path).toBe(PHOTO_PATH);

    expect(await send()).toBe('sent');
    expect(standin.uploads).toHaveLength(1);
    expect(standin.commits).toHaveLength(1);
  });

  it('after a failed upload, tries again later and then uploads once', async () => {
    await putQueued(queued);
    standin.failNext('upload', { status: 503 });

    await expect(send()).rejects.toThrow(/HTTP 503/);
    expect((await readQueued())?.state).toBe('waiting');
    expect(standin.uploads).toHaveLength(0);

    expect(await send()).toBe('sent');
    expect(standin.uploads).toHaveLength(1);
    expect(standin.commits).toHaveLength(1);
  });

  it('uses the photo the page already uploaded, and when the page already wrote it, learns so from the receipt', async () => {
    await putQueued(uploaded(queued));
    const written = await fetch(`${target.functions}/submitApplication`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(callBody(uploaded(queued))),
    });
    expect(written.ok).toBe(true);

    expect(await send()).toBe('sent');
    expect(standin.uploads).toHaveLength(0);
    expect(standin.documents.size).toBe(2);
    expect(standin.commits).toHaveLength(1);
  });

  it('when the page sent other answers under this id, leaves it to the page (409, then the receipt)', async () => {
    await putQueued(uploaded(queued));
    const other = { ...queued, digest: 'f'.repeat(64) };
    const written = await fetch(`${target.functions}/submitApplication`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(callBody(uploaded(other))),
    });
    expect(written.ok).toBe(true);

    expect(await send()).toBe('left-for-page');
    expect(standin.calls.map((call) => call.status)).toEqual([200, 409]);
    expect(standin.reads.at(-1)).toContain(`/applicationReceipts/${ID}`);
    expect(standin.commits).toHaveLength(1);
  });

  it('calls the callable at the address the Functions SDK uses, in the emulator and in production', () => {
    expect(target.functions).toBe(
      `http://127.0.0.1:${standin.functionsPort}/demo-roadside/us-central1`,
    );
    expect(
      restTargetOf(
        parseFirebaseEnv({
          VITE_FIREBASE_PROJECT_ID: 'roadready-prod',
          VITE_FIREBASE_API_KEY: 'key',
          VITE_FIREBASE_AUTH_DOMAIN: 'roadready-prod.firebaseapp.com',
          VITE_FIREBASE_STORAGE_BUCKET: 'roadready-prod.appspot.com',
          VITE_FIREBASE_APP_ID: '1:1:web:1',
        }),
      ).functions,
    ).toBe('https://us-central1-roadready-prod.cloudfunctions.net');
  });

  it('leaves a refused application, and everything under App Check, to the page', async () => {
    await putQueued(queued);
    expect(await sendQueuedApplication({ fetch, target, appCheck: true })).toBe('left-for-page');
    expect(standin.uploads).toHaveLength(0);

    standin.failNext('commit', { status: 400 });
    expect(await send()).toBe('left-for-page');
    expect(standin.commits).toHaveLength(0);
  });

  it('keeps a queued application no longer than the draft: 7 days', async () => {
    await putQueued({ ...queued, queuedAt: Date.now() - OUTBOX_TTL_MS - 1 });
    expect(await send()).toBe('nothing');
    expect(await readQueued()).toBeNull();
    expect(standin.uploads).toHaveLength(0);
  });

  it('without a connection, throws so that the browser tries again, and keeps the application', async () => {
    await putQueued(queued);
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));

    await expect(sendQueuedApplication({ fetch: offline, target })).rejects.toThrow(
      'Failed to fetch',
    );
    expect((await readQueued())?.state).toBe('waiting');
  });
});
