import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { composeApplicationMail } from '../../functions/src/compose';
import { downloadUrl, SNIFF_BYTES, type PhotoStore } from '../../functions/src/photo';
import { runApplicationTrigger } from '../../functions/test/support/run-trigger';
import {
  startCallableServer,
  type CallableServer,
} from '../../functions/test/support/callable-server';
import { qualifiedAnswers } from '../../scripts/mail-preview/samples';
import { company } from '../../src/content/company';
import { parseApplicationRecord } from '../../src/features/job-application/rules/application-record';
import { FILE_FIELDS } from '../../src/features/job-application/rules/schema';
import { emulatorAddress } from '../rules/emulator-address';
import {
  decodeFirestoreFields,
  startFirebaseStandin,
  type FirebaseStandin,
} from '../e2e/support/firebase-standin';
import { expect, test } from '../e2e/support/test';
import { ANA, fillApplicationWithKeyboard } from '../e2e/support/wizard';
import { subscribe } from '../e2e/support/newsletter';

/**
 * The built site, through the real Firebase SDK, against a real Firestore emulator running the real
 * security rules: what the stand-in tests prove about the requests, this proves the rules accept (and,
 * for a second newsletter sign-up, refuse). The application goes to the callable `submitApplication`,
 * served here on 127.0.0.1 by the function's own code with the Admin SDK against the same emulator,
 * behind a stand-in of Google's front end that appends the caller's address to X-Forwarded-For
 * (functions/test/support/callable-server.ts). Then the product's function
 * (functions/src/applications.ts, run here as its trigger runs it) turns the stored application into
 * the mail document the Trigger Email extension sends. Documents are read back with the emulator's
 * admin access ("Bearer owner"), which bypasses the rules.
 *
 * Photos go to the real Storage emulator when firebase-tools runs it (Java 21), else to the local
 * stand-in on E2E_STORAGE_STANDIN_PORT (scripts/test-emulators.ts decides and says which); the
 * function reads them from the same place.
 */
const PROJECT = 'demo-roadside';
const BUCKET = 'demo-roadside.appspot.com';
const firestore = emulatorAddress('FIRESTORE_EMULATOR_HOST');
const DATABASE = `http://${firestore.host}:${firestore.port}/v1/projects/${PROJECT}/databases/(default)/documents`;
const ADMIN = { Authorization: 'Bearer owner' };
const STANDIN_PORT = process.env.E2E_STORAGE_STANDIN_PORT
  ? Number(process.env.E2E_STORAGE_STANDIN_PORT)
  : undefined;
// The refused second sign-up is logged by the browser (HTTP 403) and by the Firestore SDK.
const REFUSED_WRITE = /Failed to load resource|@firebase\/firestore/;

interface StoredPhoto {
  name: string;
  contentType: string | undefined;
}

async function listDocuments(collection: string) {
  const documents: { name: string; fields: Record<string, unknown> }[] = [];
  let pageToken = '';
  do {
    const response = await fetch(
      `${DATABASE}/${collection}?pageSize=300${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`,
      { headers: ADMIN },
    );
    expect(response.ok, `listing ${collection} as admin`).toBe(true);
    const body = (await response.json()) as {
      documents?: { name: string; fields: Record<string, unknown> }[];
      nextPageToken?: string;
    };
    documents.push(...(body.documents ?? []));
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return documents.map((document) => ({
    id: document.name.split('/').at(-1),
    fields: decodeFirestoreFields(document.fields),
  }));
}

/** The photos stored so far: in the stand-in, or listed from the real Storage emulator. */
let standin: FirebaseStandin | undefined;
async function storedPhotos(): Promise<StoredPhoto[]> {
  if (standin) {
    return standin.uploads.map((upload) => ({
      name: upload.path,
      contentType: upload.contentType,
    }));
  }
  const storage = emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST');
  const objects = `http://${storage.host}:${storage.port}/v0/b/${BUCKET}/o`;
  const response = await fetch(`${objects}?prefix=job-applications/`, { headers: ADMIN });
  const body = (await response.json()) as { items?: { name: string }[] };
  return Promise.all(
    (body.items ?? []).map(async (item) => {
      const metadata = await fetch(`${objects}/${encodeURIComponent(item.name)}`, {
        headers: ADMIN,
      });
      return (await metadata.json()) as StoredPhoto;
    }),
  );
}

// The e2e build's emulator ports (.env.e2e), where the site sends its requests when the Storage
// stand-in runs (playwright.emulators.config.ts): the browser context sends them on to the Firestore
// emulator and the stand-in actually running.
const BUILD_FIRESTORE_PORT = 18080;
const BUILD_STORAGE_PORT = 19199;
// The callables' port of the e2e build (.env.e2e) and of the emulators build (.env.emulators).
const CALLABLE_ADDRESS = /^http:\/\/127\.0\.0\.1:(15001|5001)\//;

let callable: CallableServer;

test.beforeAll(async () => {
  callable = await startCallableServer({ projectId: PROJECT });
  if (STANDIN_PORT !== undefined) {
    standin = await startFirebaseStandin({
      firestorePort: null,
      storagePort: STANDIN_PORT,
      browserStorageHost: `127.0.0.1:${BUILD_STORAGE_PORT}`,
    });
  }
});
test.afterAll(async () => {
  await standin?.close();
  await callable?.close();
});
test.beforeEach(async ({ context }) => {
  await context.route(CALLABLE_ADDRESS, (route) => {
    const url = new URL(route.request().url());
    url.port = String(callable.port);
    return route.continue({ url: url.toString() });
  });
  if (STANDIN_PORT !== undefined) {
    const portFor: Record<string, number> = {
      [BUILD_FIRESTORE_PORT]: firestore.port,
      [BUILD_STORAGE_PORT]: STANDIN_PORT,
    };
    await context.route(
      new RegExp(`^http://127\\.0\\.0\\.1:(${BUILD_FIRESTORE_PORT}|${BUILD_STORAGE_PORT})/`),
      (route) => {
        const url = new URL(route.request().url());
        url.port = String(portFor[url.port]);
        return route.continue({ url: url.toString() });
      },
    );
  }
  const cleared = await fetch(
    `http://${firestore.host}:${firestore.port}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  expect(cleared.ok, 'clearing the Firestore emulator').toBe(true);
});

/** The function's view of the bucket: the stand-in's uploads (else the real Storage emulator). */
function standinPhotos(): PhotoStore | undefined {
  const recorded = standin;
  if (!recorded) return undefined;
  return {
    inspect: async (path) => {
      const upload = recorded.uploads.find((candidate) => candidate.path === path);
      if (!upload) return null;
      return {
        size: upload.size,
        contentType: upload.contentType,
        contentEncoding: undefined,
        timeCreated: upload.created,
        head: new Uint8Array(upload.bytes.subarray(0, SNIFF_BYTES)),
      };
    },
    publish: async (path) => downloadUrl(BUCKET, path, 'server-token'),
  };
}

test('an application submitted through the real rules lands as one application and one photo, and the function turns it into one mail document', async ({
  page,
}) => {
  const before = await storedPhotos();
  await page.goto('/jobs');
  await fillApplicationWithKeyboard(page);
  await page.getByRole('button', { name: 'Confirm & Submit' }).click();
  await expect(page.getByRole('heading', { name: /Application sent/ })).toBeVisible();

  // What the callable stored for the browser: the application, where it came from, and its
  // receipt; nothing of a mail.
  expect(await listDocuments('mail')).toEqual([]);
  const applications = await listDocuments('applications');
  expect(applications).toHaveLength(1);
  const { id, fields } = applications[0]!;
  expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  expect(Object.keys(fields).sort()).toEqual([
    'answers',
    'createdAt',
    'files',
    'hiddenFieldFilled',
    'language',
    'source',
    'updates',
  ]);
  expect(fields.source).toEqual({
    key: expect.stringMatching(/^[0-9a-f]{32}$/),
    appCheck: 'missing',
  });
  expect((fields.answers as { fullName: string }).fullName).toBe(ANA.fullName);
  expect(await listDocuments('applicationReceipts')).toEqual([expect.objectContaining({ id })]);

  const newPhotos = (await storedPhotos()).filter(
    (photo) => !before.some((earlier) => earlier.name === photo.name),
  );
  // One photo for each file question the wizard asks (the keyboard walk answers every one).
  expect(newPhotos).toHaveLength(FILE_FIELDS.length);
  for (const photo of newPhotos) {
    expect(photo.name).toMatch(/^job-applications\/\d{13}-[a-z0-9]{10}\.jpg$/);
    expect(photo.contentType).toBe('image/jpeg');
  }
  const files = fields.files as Record<string, string>;
  expect(Object.keys(files).sort()).toEqual([...FILE_FIELDS].sort());
  expect(Object.values(files).sort()).toEqual(newPhotos.map((photo) => photo.name).sort());

  // The product's function, as its trigger runs it on that write.
  const outcome = await runApplicationTrigger(id!, {
    projectId: PROJECT,
    bucket: BUCKET,
    photos: standinPhotos(),
  });
  expect(outcome).toMatchObject({ outcome: 'mailed', mailId: id, updates: null });

  const mail = (await listDocuments('mail')).find((document) => document.id === id);
  expect(mail).toBeDefined();
  const mailFields = mail!.fields;
  expect(Object.keys(mailFields).sort()).toEqual(['createdAt', 'message', 'replyTo', 'to']);
  expect(mailFields.to).toEqual([company.onboardingEmail]);
  expect(mailFields.replyTo).toBe(ANA.email);
  const message = mailFields.message as { subject: string; text: string; html: string };
  expect(message.subject).toBe('New Job Application — Ana <b>Diaz</b> & Co');
  expect(message.html).toContain('Ana &lt;b&gt;Diaz&lt;/b&gt; &amp; Co');
  for (const photo of newPhotos) expect(message.html).toContain(encodeURIComponent(photo.name));
  expect(Date.parse(String(mailFields.createdAt))).not.toBeNaN(); // a timestampValue set by the server
  // Exactly what the mail builder makes of the stored application.
  const parsed = parseApplicationRecord({
    answers: fields.answers,
    files: fields.files,
    language: fields.language,
    hiddenFieldFilled: fields.hiddenFieldFilled,
    updates: fields.updates,
  });
  expect(parsed.ok).toBe(true);
  if (standin && parsed.ok) {
    expect(message).toEqual(
      composeApplicationMail(parsed.record, {
        fileLinks: Object.fromEntries(
          Object.entries(files).map(([field, path]) => [
            field,
            downloadUrl(BUCKET, path, 'server-token'),
          ]),
        ),
        updates: null,
      }).message,
    );
  }
  // The applicant's confirmation, fixed text, to their address.
  const confirmation = (await listDocuments('mail')).find(
    (document) => document.id === `${id}-confirmation`,
  );
  expect(confirmation?.fields.to).toEqual([ANA.email]);
  expect(JSON.stringify(confirmation?.fields.message)).not.toContain('Diaz');
});

const JPEG = readFileSync(new URL('../fixtures/tool-photo.jpg', import.meta.url));
const FORGED = 300;
const STRANGER_ADDRESS = '127.0.0.2';

/** Every photo the stranger names is a fine JPEG uploaded a minute ago: only the flood is tested. */
const strangersPhotos: PhotoStore = {
  inspect: async () => ({
    size: JPEG.length,
    contentType: 'image/jpeg',
    contentEncoding: undefined,
    timeCreated: new Date(Date.now() - 60_000),
    head: new Uint8Array(JPEG.subarray(0, SNIFF_BYTES)),
  }),
  publish: async (path) => downloadUrl(BUCKET, path, 'server-token'),
};

/** One call of the callable from `localAddress` (loopback), as curl with the public config would. */
function callFrom(localAddress: string, data: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ data });
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: callable.port,
        localAddress,
        method: 'POST',
        path: `/${PROJECT}/us-central1/submitApplication`,
        // A stranger can send any X-Forwarded-For; the front end appends the real address after it.
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-Forwarded-For': '127.0.0.1',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

test('after 300 forged applications from a stranger in one hour, a real applicant who completes the wizard is mailed to the onboarding inbox, with no person acting', async ({
  page,
}) => {
  test.setTimeout(300_000);
  // One clock for every run of the trigger: the flood and the applicant fall in one UTC hour.
  const now = new Date();
  const forgedIds = Array.from(
    { length: FORGED },
    (_, index) => `Forged${String(index).padStart(14, '0')}`,
  );
  // The stranger's flood: each a third party's address and number, a web address in the name.
  for (let start = 0; start < FORGED; start += 25) {
    const statuses = await Promise.all(
      forgedIds.slice(start, start + 25).map((id, offset) => {
        const index = start + offset;
        return callFrom(STRANGER_ADDRESS, {
          id,
          digest: createHash('sha256').update(id).digest('hex'),
          record: {
            answers: qualifiedAnswers({
              fullName: `Applicant ${index} https://evil.example/${index}`,
              email: `victim${index}@example.net`,
              phone: `(602) 555-${String(1000 + index)}`,
            }),
            files: {
              toolImage: `job-applications/1772464000000-${String(index).padStart(10, '0')}.jpg`,
            },
            language: 'en',
            hiddenFieldFilled: false,
            updates: null,
          },
        });
      }),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
  }
  // The function's trigger handles each of them as it arrives (its 300 log lines left unprinted).
  const outcomes: string[] = [];
  // The functions' logger holds the console it found when it loaded: its JSON lines are left out
  // where they are written.
  const streams = [process.stdout, process.stderr] as const;
  const writes = streams.map((stream) => stream.write.bind(stream));
  streams.forEach((stream, index) => {
    stream.write = ((chunk: unknown, ...rest: unknown[]) =>
      typeof chunk === 'string' && chunk.startsWith('{"')
        ? true
        : (writes[index] as (...args: unknown[]) => boolean)(
            chunk,
            ...rest,
          )) as typeof stream.write;
  });
  test
    .info()
    .annotations.push({ type: 'log', description: 'the flood’s log lines are not printed' });
  try {
    for (const id of forgedIds) {
      const run = await runApplicationTrigger(id, {
        projectId: PROJECT,
        bucket: BUCKET,
        photos: strangersPhotos,
        now,
      });
      outcomes.push(run.outcome);
    }
  } finally {
    streams.forEach((stream, index) => (stream.write = writes[index] as typeof stream.write));
  }
  expect(outcomes.filter((outcome) => outcome === 'mailed')).toHaveLength(3);
  expect(outcomes.filter((outcome) => outcome === 'held')).toHaveLength(FORGED - 3);

  // The real applicant, in a real browser, in the same hour, from another address.
  const before = await storedPhotos();
  await page.goto('/jobs');
  await fillApplicationWithKeyboard(page);
  await page.getByRole('button', { name: 'Confirm & Submit' }).click();
  await expect(page.getByRole('heading', { name: /Application sent/ })).toBeVisible();
  const real = (await listDocuments('applications')).filter(
    (document) => !forgedIds.includes(document.id!),
  );
  expect(real).toHaveLength(1);
  const realId = real[0]!.id!;
  const forgedSource = (await listDocuments('applications')).find(
    (document) => document.id === forgedIds[0],
  )!.fields.source as { key: string };
  expect((real[0]!.fields.source as { key: string }).key).not.toBe(forgedSource.key);
  expect((await storedPhotos()).length).toBe(before.length + FILE_FIELDS.length);

  expect(
    await runApplicationTrigger(realId, {
      projectId: PROJECT,
      bucket: BUCKET,
      photos: standinPhotos(),
      now: new Date(now.getTime() + 1000),
    }),
  ).toMatchObject({ outcome: 'mailed', confirmationMailId: `${realId}-confirmation` });

  const mails = await listDocuments('mail');
  const toOnboarding = mails.filter(
    (mail) => (mail.fields.to as string[])[0] === company.onboardingEmail,
  );
  expect(toOnboarding.map((mail) => mail.id)).toContain(realId);
  expect(
    (toOnboarding.find((mail) => mail.id === realId)!.fields.message as { subject: string })
      .subject,
  ).toBe(`New Job Application — ${ANA.fullName}`);
  // What the flood cost: 3 mails to the team and 1 confirmation to a third party; the rest held.
  expect(toOnboarding).toHaveLength(4);
  expect(mails.map((mail) => mail.id).sort()).toEqual(
    [
      ...forgedIds.slice(0, 3),
      `${forgedIds[0]}-confirmation`,
      realId,
      `${realId}-confirmation`,
    ].sort(),
  );
  for (const mail of toOnboarding) {
    expect((mail.fields.message as { subject: string }).subject).not.toMatch(
      /https?:\/\/|evil\.example/,
    );
  }
});

test.describe('the newsletter', () => {
  test.use({ allowedConsoleErrors: REFUSED_WRITE });

  test('a sign-up lands as one subscription; signing up again says so kindly and adds none', async ({
    page,
  }) => {
    await page.goto('/');
    await subscribe(page, 'reader@example.com');
    await expect(page.getByRole('status')).toContainText('Almost done: we sent you an email');

    const expectOneSubscription = async () => {
      const subscriptions = await listDocuments('newsletterSubscriptions');
      expect(subscriptions).toHaveLength(1);
      expect(subscriptions[0]!.id).toBe(
        createHash('sha256').update('reader@example.com').digest('hex'),
      );
      expect(subscriptions[0]!.fields.email).toBe('reader@example.com');
      expect(subscriptions[0]!.fields.language).toBe('en');
    };
    await expectOneSubscription();

    await page.reload();
    await subscribe(page, '  Reader@Example.COM ');
    await expect(page.getByRole('status')).toContainText('This address has already signed up');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectOneSubscription();
  });

  /** A link's token as the product's function stores it (admin access: no browser can). */
  async function storeToken(token: string, confirmBy: Date) {
    const time = { timestampValue: confirmBy.toISOString() };
    const response = await fetch(`${DATABASE}/newsletterTokens/${token}`, {
      method: 'PATCH',
      headers: { ...ADMIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fields: {
          subscriptionId: { stringValue: 'a'.repeat(64) },
          confirmBy: time,
          expireAt: time,
        },
      }),
    });
    expect(response.ok, 'storing a token as admin').toBe(true);
  }

  test('the confirm page’s press is accepted for a token the function made, and refused for an unknown or expired one', async ({
    page,
  }) => {
    const token = '7a'.repeat(32);
    await storeToken(token, new Date(Date.now() + 7 * 24 * 60 * 60 * 1000));
    await page.goto(`/newsletter/confirm#${token}`);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByRole('status')).toContainText("You're subscribed");
    const requests = await listDocuments('newsletterRequests');
    expect(requests.map((request) => request.id)).toEqual([`confirm-${token}`]);
    expect(Object.keys(requests[0]!.fields)).toEqual(['createdAt']);

    const expired = '7b'.repeat(32);
    await storeToken(expired, new Date(Date.now() - 60_000));
    for (const refused of ['7c'.repeat(32), expired]) {
      // A new page, not the same document with another fragment.
      await page.goto('about:blank');
      await page.goto(`/newsletter/confirm#${refused}`);
      await page.getByRole('button', { name: 'Confirm my subscription' }).click();
      await expect(page.getByRole('alert')).toContainText("This link isn't valid or has expired.");
    }
    expect(await listDocuments('newsletterRequests')).toHaveLength(1);
  });
});
