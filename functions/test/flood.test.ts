/**
 * A flood cannot hold real applicants (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md),
 * against a real Firestore emulator (`npm run test:functions`): the callable `submitApplication`
 * (what it stores, what it refuses, where a call comes from), the per-source limit, the hourly cap
 * that holds only what looks forged, the update rule, the hourly summary of held applications, and
 * the bound on the mails a flood costs.
 */
import functionsTest from 'firebase-functions-test';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { qualifiedAnswers } from '../../scripts/mail-preview/samples';
import { company } from '../../src/content/company';
import type { ApplicationRecord } from '../../src/features/job-application/rules/application-record';
import type * as Applications from '../src/applications.js';
import type * as Functions from '../src/index.js';
import type * as Summary from '../src/held-summary.js';
import type * as Source from '../src/source.js';
import { applicationRecord, everyPhotoThere } from './support/application.js';
import { clearDatabase, PROJECT_ID } from './support/emulator.js';
import { recordLogEntries } from './support/recorded-log.js';

const ONBOARDING = company.onboardingEmail;
const ALERTS = 'owner@example.org';
const MINUTE = 60_000;
const T0 = new Date('2026-03-02T15:10:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const DIGEST = 'a'.repeat(64);

const logged = recordLogEntries();
const fft = functionsTest({ projectId: PROJECT_ID });
let functions: typeof Functions;
let applications: typeof Applications;
let summary: typeof Summary;
let source: typeof Source;
let db: Firestore;

beforeAll(async () => {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  applications = await import('../src/applications.js');
  summary = await import('../src/held-summary.js');
  source = await import('../src/source.js');
  functions = await import('../src/index.js');
  db = getFirestore();
});
afterAll(() => fft.cleanup());

/** Every photo is there, a real JPEG uploaded just before. */
const photos = everyPhotoThere(() => new Date(Date.now() - 2 * MINUTE));

beforeEach(async () => {
  logged.length = 0;
  // Each test is a new instance for the X-Forwarded-For layout check.
  source.forwardedLayout.reset();
  await clearDatabase();
});

/** Each application its own uploaded photo (a photo belongs to one application), unless told. */
let photosNamed = 0;
const photoPathOf = (index: number) =>
  `job-applications/1772464000000-${String(index).padStart(10, '0')}.jpg`;
const record = (overrides: Partial<ApplicationRecord> = {}) =>
  applicationRecord({ files: { toolImage: photoPathOf((photosNamed += 1)) }, ...overrides });

/** A third party's answers: the stranger types someone else's address and number. */
const forged = (
  index: number,
  overrides: Partial<ApplicationRecord['answers']> = {},
  photoPath = photoPathOf((photosNamed += 1)),
) =>
  record({
    answers: qualifiedAnswers({
      fullName: `Applicant ${index} https://evil.example/${index}`,
      email: `victim${index}@example.net`,
      phone: `(602) 555-${String(1000 + index)}`,
      ...overrides,
    }),
    files: { toolImage: photoPath },
  });

const idOf = (prefix: string, index: number) =>
  `${prefix}${String(index).padStart(20 - prefix.length, '0')}`;

interface Call {
  data: unknown;
  forwardedFor?: string;
  socket?: string;
  app?: { appId: string; token: object; alreadyConsumed?: boolean };
}

/** A call of the deployed callable, as Cloud Functions hands it over (firebase-functions-test). */
function call({ data, forwardedFor, socket = '169.254.1.1', app }: Call) {
  return fft.wrap(functions.submitApplication)({
    data,
    rawRequest: {
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      socket: { remoteAddress: socket },
    },
    ...(app ? { app } : {}),
  } as never) as Promise<{ id: string; outcome: string }>;
}

/** What Google's front end makes of a call from `client`: anything sent, the client, itself. */
const viaFrontEnd = (client: string, sent?: string) =>
  [...(sent ? [sent] : []), client, '35.191.0.1'].join(', ');

const VERIFIED = { appId: '1:123:web:abc', token: {}, alreadyConsumed: false };

const application = (id: string) => db.collection('applications').doc(id);
const allMail = async () => (await db.collection('mail').get()).docs;

const handle = (id: string, when = T0, extra: Partial<Applications.ApplicationOptions> = {}) =>
  applications.processApplication(db, id, {
    photos,
    now: when,
    alertEmail: ALERTS,
    onboardingEmail: ONBOARDING,
    ...extra,
  });

/** Writes many applications through the callable from one client, a few at a time. */
async function sendAll(
  items: { id: string; record: ApplicationRecord }[],
  client: string,
  app?: Call['app'],
) {
  for (let start = 0; start < items.length; start += 20) {
    await Promise.all(
      items.slice(start, start + 20).map(({ id, record: sent }) =>
        call({
          data: { id, record: sent, digest: DIGEST },
          forwardedFor: viaFrontEnd(client),
          app,
        }),
      ),
    );
  }
}

describe('the callable submitApplication', () => {
  it('writes the checked record with the server’s time and its source, and the receipt, in one step', async () => {
    const sent = record();
    expect(
      await call({
        data: { id: 'AppCall0000000000001', record: sent, digest: DIGEST },
        forwardedFor: viaFrontEnd('203.0.113.7'),
      }),
    ).toEqual({ id: 'AppCall0000000000001', outcome: 'received' });
    const stored = (await application('AppCall0000000000001').get()).data()!;
    expect(Object.keys(stored).sort()).toEqual([
      'answers',
      'createdAt',
      'files',
      'hiddenFieldFilled',
      'language',
      'source',
      'updates',
    ]);
    expect(stored.answers).toEqual(sent.answers);
    expect(stored.files).toEqual(sent.files);
    expect(stored.createdAt).toBeInstanceOf(Timestamp);
    expect(stored.source).toEqual({
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
      appCheck: 'missing',
    });
    // Never the address itself.
    expect(JSON.stringify(stored)).not.toContain('203.0.113');
    const receipt = (
      await db.collection('applicationReceipts').doc('AppCall0000000000001').get()
    ).data()!;
    expect(Object.keys(receipt).sort()).toEqual(['createdAt', 'digest']);
    expect(receipt.digest).toBe(DIGEST);
  });

  it('refuses an invalid call with invalid-argument, naming field paths only, and writes nothing', async () => {
    const bad = {
      ...record(),
      answers: { ...qualifiedAnswers(), fullName: 'Boss\nreset your password', phone: '555' },
      mail: { html: '<form>' },
    };
    await expect(
      call({
        data: { id: 'short', record: bad, digest: 'XYZ', extra: 1 },
        forwardedFor: '203.0.113.7',
      }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringMatching(/^Invalid application: .*record\.answers\.fullName/),
    });
    await call({ data: 'nothing', forwardedFor: '203.0.113.7' }).catch((error: { code: string }) =>
      expect(error.code).toBe('invalid-argument'),
    );
    try {
      await call({ data: { id: 'short', record: bad, digest: 'XYZ' } });
    } catch (error) {
      const message = (error as Error).message;
      for (const path of ['id', 'digest', 'record.answers.fullName', 'record.answers.phone']) {
        expect(message).toContain(path);
      }
      expect(message).not.toMatch(/Boss|password|555|form/);
    }
    expect((await db.collection('applications').get()).size).toBe(0);
    expect((await db.collection('applicationReceipts').get()).size).toBe(0);
  });

  it('answers a retry with the same digest as a success and writes nothing twice; another digest is already-exists', async () => {
    const data = { id: 'AppRetry000000000001', record: record(), digest: DIGEST };
    expect((await call({ data, forwardedFor: '203.0.113.7' })).outcome).toBe('received');
    expect(await call({ data, forwardedFor: '203.0.113.7' })).toEqual({
      id: 'AppRetry000000000001',
      outcome: 'already-received',
    });
    await expect(
      call({ data: { ...data, digest: 'b'.repeat(64) }, forwardedFor: '203.0.113.7' }),
    ).rejects.toMatchObject({ code: 'already-exists' });
    expect((await db.collection('applications').get()).size).toBe(1);
    expect((await db.collection('applicationReceipts').doc(data.id).get()).get('digest')).toBe(
      DIGEST,
    );
  });

  it('takes the source from the entry Google’s front end appended: an entry the client sends changes nothing', async () => {
    const keyOf = async (id: string, forwardedFor: string | undefined, socket?: string) => {
      await call({ data: { id, record: record(), digest: DIGEST }, forwardedFor, socket });
      return (await application(id).get()).get('source.key') as string;
    };
    const plain = await keyOf('AppSrc00000000000001', viaFrontEnd('203.0.113.7'));
    const spoofed = await keyOf('AppSrc00000000000002', viaFrontEnd('203.0.113.7', '198.51.100.1'));
    const spoofedMany = await keyOf(
      'AppSrc00000000000003',
      viaFrontEnd('203.0.113.7', '198.51.100.2, 198.51.100.3, 10.0.0.1'),
    );
    const other = await keyOf('AppSrc00000000000004', viaFrontEnd('203.0.113.8'));
    const mapped = await keyOf('AppSrc00000000000005', viaFrontEnd('::ffff:203.0.113.7'));
    const v6a = await keyOf('AppSrc00000000000006', viaFrontEnd('2001:db8:1:2::a'));
    const v6b = await keyOf('AppSrc00000000000007', viaFrontEnd('2001:db8:1:2:ffff:1:2:3'));
    const v6other = await keyOf('AppSrc00000000000008', viaFrontEnd('2001:db8:1:3::a'));
    const socketOnly = await keyOf('AppSrc00000000000009', undefined, '203.0.113.7');
    expect(spoofed).toBe(plain);
    expect(spoofedMany).toBe(plain);
    expect(mapped).toBe(plain);
    expect(socketOnly).toBe(plain);
    expect(other).not.toBe(plain);
    expect(v6b).toBe(v6a);
    expect(v6other).not.toBe(v6a);
  });

  it('records a valid App Check token as verified, and refuses a replayed limited-use token', async () => {
    await call({
      data: { id: 'AppCheck000000000001', record: record(), digest: DIGEST },
      forwardedFor: viaFrontEnd('203.0.113.7'),
      app: VERIFIED,
    });
    expect((await application('AppCheck000000000001').get()).get('source.appCheck')).toBe(
      'verified',
    );
    await expect(
      call({
        data: { id: 'AppCheck000000000002', record: record(), digest: DIGEST },
        forwardedFor: viaFrontEnd('203.0.113.7'),
        app: { ...VERIFIED, alreadyConsumed: true },
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await application('AppCheck000000000002').get()).exists).toBe(false);
  });
});

describe('the X-Forwarded-For layout check', () => {
  const keyOf = async (id: string, forwardedFor: string) => {
    await call({ data: { id, record: record(), digest: DIGEST }, forwardedFor });
    return (await application(id).get()).get('source.key') as string;
  };
  const layoutAlerts = () => logged.filter((entry) => entry.alert === 'forwarded-for-layout');

  it('when the front end appends only the client, one alert, and one machine that sends a new header each call is one source', async () => {
    // A browser's call: no header of its own, so only what the front end appended.
    const browser = await keyOf('LayoutBrowser0000001', '203.0.113.7');
    const keys = [];
    for (let index = 0; index < 12; index += 1) {
      keys.push(await keyOf(idOf('LayoutScript', index), `10.9.${index}.1, 203.0.113.7`));
    }
    expect(new Set(keys)).toEqual(new Set([browser]));
    expect(layoutAlerts()).toEqual([
      expect.objectContaining({
        severity: 'ERROR',
        kind: 'fewer-entries',
        configured: 2,
        fewestEntries: 1,
        suggested: 'CLIENT_ADDRESS_FROM_END=1',
      }),
    ]);
    // A second instance finding the same says nothing more: one alert per project.
    source.forwardedLayout.reset();
    await keyOf('LayoutBrowser0000002', '203.0.113.8');
    expect(layoutAlerts()).toHaveLength(1);
    expect((await db.collection('functionAlerts').doc('forwarded-for-layout').get()).exists).toBe(
      true,
    );
  });

  it('with CLIENT_ADDRESS_FROM_END=1 where every call has two entries or more, one alert suggesting 2', async () => {
    process.env.CLIENT_ADDRESS_FROM_END = '1';
    try {
      for (let index = 0; index < source.LAYOUT_SAMPLE_CALLS; index += 1) {
        await keyOf(idOf('LayoutTwo', index), viaFrontEnd(`198.51.100.${index + 1}`));
      }
    } finally {
      delete process.env.CLIENT_ADDRESS_FROM_END;
    }
    expect(layoutAlerts()).toEqual([
      expect.objectContaining({ kind: 'more-entries', configured: 1, fewestEntries: 2 }),
    ]);
  });

  it('says nothing while the layout matches', async () => {
    for (let index = 0; index < source.LAYOUT_SAMPLE_CALLS; index += 1) {
      await keyOf(idOf('LayoutOk', index), viaFrontEnd(`198.51.100.${index + 1}`));
    }
    expect(layoutAlerts()).toEqual([]);
  });
});

describe('a photo belongs to one application', () => {
  it('refuses every other application naming an uploaded photo, from any source, and takes the update of the first', async () => {
    const shared = photoPathOf(999_000);
    const first = {
      id: 'PhotoFirst0000000001',
      record: record({ files: { toolImage: shared } }),
      digest: DIGEST,
    };
    expect(await call({ data: first, forwardedFor: viaFrontEnd('203.0.113.7') })).toEqual({
      id: 'PhotoFirst0000000001',
      outcome: 'received',
    });
    const refusals = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        call({
          data: {
            id: idOf('PhotoReuse', index),
            record: forged(index, {}, shared),
            digest: DIGEST,
          },
          forwardedFor: viaFrontEnd(`198.51.100.${index + 1}`),
        }),
      ),
    );
    expect(
      refusals.map((outcome) =>
        outcome.status === 'rejected' ? (outcome.reason as { code: string }).code : 'received',
      ),
    ).toEqual(Array(20).fill('invalid-argument'));
    expect(String((refusals[0] as PromiseRejectedResult).reason.message)).toBe(
      'Invalid application: record.files.toolImage',
    );
    expect((await db.collection('applications').get()).docs.map((d) => d.id)).toEqual([
      'PhotoFirst0000000001',
    ]);
    // A retry of the first is still answered as received; her device's update may re-send it.
    expect((await call({ data: first, forwardedFor: viaFrontEnd('203.0.113.7') })).outcome).toBe(
      'already-received',
    );
    const update = record({ files: { toolImage: shared }, updates: 'PhotoFirst0000000001' });
    expect(
      (
        await call({
          data: { id: 'PhotoUpdate000000001', record: update, digest: DIGEST },
          forwardedFor: viaFrontEnd('203.0.113.7'),
        })
      ).outcome,
    ).toBe('received');
    // … and then holds the claim: the first one's id no longer frees the photo for a stranger.
    await expect(
      call({
        data: {
          id: 'PhotoAfterUpd0000001',
          record: forged(1, {}, shared),
          digest: DIGEST,
        },
        forwardedFor: viaFrontEnd('198.51.100.99'),
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
  });
});

describe('a flood of 300 forged applications from one source in one hour', () => {
  it('cannot hold a real applicant from another source: she is mailed with her confirmation, and the flood costs a bounded number of mails', async () => {
    const stranger = '198.51.100.66';
    const flood = Array.from({ length: 300 }, (_, index) => ({
      id: idOf('Forged', index),
      record: forged(index),
    }));
    await sendAll(flood, stranger);
    for (const [index, { id }] of flood.entries()) {
      await handle(id, at(Math.floor(index / 10)));
    }

    const real = { id: 'RealAna0000000000001', record: record() };
    await sendAll([real], '203.0.113.7');
    expect(await handle(real.id, at(35))).toMatchObject({
      outcome: 'mailed',
      confirmationMailId: `${real.id}-confirmation`,
    });

    const mails = await allMail();
    const toTeam = mails.filter((mail) => mail.get('to')[0] === ONBOARDING);
    const toOthers = mails.filter(
      (mail) => mail.get('to')[0] !== ONBOARDING && mail.get('to')[0] !== ALERTS,
    );
    const alerts = mails.filter((mail) => mail.get('to')[0] === ALERTS);
    // The bound: per source and hour, 3 mails to the team and 1 confirmation to a typed address.
    expect(toTeam.map((mail) => mail.id).sort()).toEqual(
      [idOf('Forged', 0), idOf('Forged', 1), idOf('Forged', 2), real.id].sort(),
    );
    expect(toOthers.map((mail) => mail.id).sort()).toEqual(
      [`${idOf('Forged', 0)}-confirmation`, `${real.id}-confirmation`].sort(),
    );
    expect(alerts).toEqual([]); // source-limit holds alert through the log and the summary
    expect(mails).toHaveLength(6);
    expect(toTeam.find((mail) => mail.id === real.id)!.get('message.subject')).toBe(
      'New Job Application — Ana Diaz',
    );
    // Forged names carry no link.
    expect(toTeam.find((mail) => mail.id === idOf('Forged', 0))!.get('message.subject')).toBe(
      'New Job Application — Applicant 0 hxxps[:]//evil[.]example/0',
    );

    const held = await db.collection('applications').where('status', '==', 'held').get();
    expect(held.size).toBe(297);
    expect(new Set(held.docs.map((document) => document.get('handling.reasons')[0]))).toEqual(
      new Set(['source-limit']),
    );
    expect(logged.filter((entry) => entry.alert === 'applications-over-source-limit')).toHaveLength(
      1,
    );
    expect(logged.filter((entry) => entry.alert === 'applications-over-hourly-cap')).toHaveLength(
      0,
    );

    // The next sweep after the hour: one summary to the onboarding inbox, the flood listed last.
    const summaryId = await summary.summariseHeld(db, { now: at(55), onboardingEmail: ONBOARDING });
    expect(summaryId).toBe('held-summary-2026-03-02T15');
    expect(
      await summary.summariseHeld(db, { now: at(60), onboardingEmail: ONBOARDING }),
    ).toBeNull();
    expect((await allMail()).length).toBe(7);
  }, 240_000);
});

describe('the per-source limit', () => {
  it('mails three applications from one source an hour, with one confirmation, then holds that source’s; the next hour has room', async () => {
    const items = Array.from({ length: 5 }, (_, index) => ({
      id: idOf('House', index),
      record: forged(index),
    }));
    await sendAll(items, '203.0.113.50');
    const outcomes = [];
    for (const { id } of items) outcomes.push(await handle(id));
    expect(outcomes.map((outcome) => outcome.outcome)).toEqual([
      'mailed',
      'mailed',
      'mailed',
      'held',
      'held',
    ]);
    expect(
      outcomes
        .map((outcome) => (outcome as { confirmationMailId?: unknown }).confirmationMailId ?? null)
        .filter(Boolean),
    ).toEqual([`${idOf('House', 0)}-confirmation`]);
    expect(outcomes[3]).toEqual({ outcome: 'held', reasons: ['source-limit'] });
    // No alert mail per hold: the limit's holds are summarised.
    expect((await allMail()).filter((mail) => mail.id.endsWith('-held'))).toEqual([]);

    const next = { id: 'HouseNextHour0000001', record: forged(9) };
    await sendAll([next], '203.0.113.50');
    expect((await handle(next.id, at(60))).outcome).toBe('mailed');
  });

  it('follows APPLICATIONS_PER_SOURCE_PER_HOUR', async () => {
    const items = Array.from({ length: 3 }, (_, index) => ({
      id: idOf('One', index),
      record: forged(index),
    }));
    await sendAll(items, '203.0.113.51');
    const outcomes = [];
    for (const { id } of items) outcomes.push((await handle(id, T0, { perSourceCap: 1 })).outcome);
    expect(outcomes).toEqual(['mailed', 'held', 'held']);
  });
});

describe('the hourly cap holds only what looks forged', () => {
  it('a flood without App Check from many sources fills the cap; applications with a valid token are still mailed', async () => {
    const cap = 6;
    // Twelve sources, one forged application each: the unverified cap holds after 6 mails.
    const unverified = Array.from({ length: 12 }, (_, index) => ({
      id: idOf('Many', index),
      record: forged(index),
    }));
    for (const [index, item] of unverified.entries())
      await sendAll([item], `198.51.100.${index + 1}`);
    const outcomes = [];
    for (const { id } of unverified)
      outcomes.push((await handle(id, T0, { hourlyCap: cap })).outcome);
    expect(outcomes.filter((outcome) => outcome === 'mailed')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'held')).toHaveLength(9);

    // A real applicant without App Check is held by that flood (the decision record says so) …
    await sendAll([{ id: 'RealNoCheck000000001', record: record() }], '203.0.113.7');
    expect(await handle('RealNoCheck000000001', T0, { hourlyCap: cap })).toEqual({
      outcome: 'held',
      reasons: ['hourly-cap'],
    });
    // … one with a valid App Check token is not.
    await sendAll(
      [
        {
          id: 'RealVerified00000001',
          record: record({
            answers: qualifiedAnswers({ email: 'bo@example.org', phone: '(602) 555-0111' }),
          }),
        },
      ],
      '203.0.113.8',
      VERIFIED,
    );
    expect(await handle('RealVerified00000001', T0, { hourlyCap: cap })).toMatchObject({
      outcome: 'mailed',
      confirmationMailId: 'RealVerified00000001-confirmation',
    });
    expect(logged.filter((entry) => entry.alert === 'applications-over-hourly-cap')).toHaveLength(
      1,
    );
    const counter = (await db.collection('applicationHours').doc('2026-03-02T15').get()).data()!;
    expect(counter).toMatchObject({ sent: cap, verifiedSent: 2 });
  });

  it('verified applications have a bound of their own, four times the cap', async () => {
    const items = Array.from({ length: 6 }, (_, index) => ({
      id: idOf('Verified', index),
      record: forged(index),
    }));
    for (const [index, item] of items.entries())
      await sendAll([item], `198.51.100.${index + 1}`, VERIFIED);
    const outcomes = [];
    for (const { id } of items) outcomes.push((await handle(id, T0, { hourlyCap: 1 })).outcome);
    // 4 mails: two applications with their confirmations, then held.
    expect(outcomes).toEqual(['mailed', 'mailed', 'held', 'held', 'held', 'held']);
  });
});

describe('an update comes only from the device that sent the first application', () => {
  async function realFirst() {
    await sendAll([{ id: 'AnaFirst000000000001', record: record() }], '203.0.113.7');
    await handle('AnaFirst000000000001');
  }

  it('a stranger’s application with her email is a new application, and its mail says the email applied before', async () => {
    await realFirst();
    const stranger = record({
      answers: qualifiedAnswers({ phone: '(602) 555-0188', fullName: 'Ana Diaz' }),
    });
    await sendAll([{ id: 'StrangerEmail0000001', record: stranger }], '198.51.100.9');
    expect(await handle('StrangerEmail0000001', at(5))).toMatchObject({
      outcome: 'mailed',
      updates: null,
      appliedBefore: 'AnaFirst000000000001',
    });
    const { message } = (await db.collection('mail').doc('StrangerEmail0000001').get()).data()!;
    expect(message.subject).toBe('New Job Application — Ana Diaz');
    // The earlier one's time is the server's (the callable wrote it).
    expect(message.text).toMatch(
      /The same email address applied before: reference AnaFirst000000000001, on \d{1,2} \w+ \d{4} at \d\d:\d\d UTC\./,
    );
  });

  it('a stranger’s application with her phone is a new application, and its mail says the phone applied before', async () => {
    await realFirst();
    const stranger = record({ answers: qualifiedAnswers({ email: 'stranger@example.net' }) });
    await sendAll([{ id: 'StrangerPhone0000001', record: stranger }], '198.51.100.9');
    expect(await handle('StrangerPhone0000001', at(5))).toMatchObject({
      updates: null,
      appliedBefore: 'AnaFirst000000000001',
    });
    const { message } = (await db.collection('mail').doc('StrangerPhone0000001').get()).data()!;
    expect(message.subject).toBe('New Job Application — Ana Diaz');
    expect(message.text).toContain(
      'The same phone number applied before: reference AnaFirst000000000001',
    );
  });

  it('her device’s update, naming the first, is "Updated Job Application", even with a new email', async () => {
    await realFirst();
    const update = record({
      answers: qualifiedAnswers({ email: 'ana.new@example.org', yearsExperience: '7' }),
      updates: 'AnaFirst000000000001',
    });
    await sendAll([{ id: 'AnaUpdate00000000001', record: update }], '203.0.113.7');
    expect(await handle('AnaUpdate00000000001', at(30))).toMatchObject({
      updates: 'AnaFirst000000000001',
      appliedBefore: null,
    });
    const { message } = (await db.collection('mail').doc('AnaUpdate00000000001').get()).data()!;
    expect(message.subject).toBe('Updated Job Application — Ana Diaz');
    expect(message.text).toContain('reference AnaFirst000000000001');
  });
});

describe('a stranger applies first with a real person’s name and address', () => {
  const confirmations = async () =>
    (await allMail())
      .filter((mail) => mail.id.endsWith('-confirmation'))
      .map((mail) => ({ id: mail.id, to: mail.get('to')[0] as string }));

  it('she still gets her own confirmation, and each one says plainly to ignore it if she did not apply', async () => {
    const ana = qualifiedAnswers();
    // The stranger: her name and address, his phone, from his network, an hour before she applies.
    await sendAll(
      [
        {
          id: 'Preempt0000000000001',
          record: record({ answers: { ...ana, phone: '(602) 555-0188' } }),
        },
      ],
      '198.51.100.9',
    );
    await handle('Preempt0000000000001', at(-60));
    await sendAll([{ id: 'AnaHerself0000000001', record: record() }], '203.0.113.7');
    expect(await handle('AnaHerself0000000001', at(0))).toMatchObject({
      outcome: 'mailed',
      confirmationMailId: 'AnaHerself0000000001-confirmation',
    });
    expect(await confirmations()).toEqual([
      { id: 'AnaHerself0000000001-confirmation', to: ana.email },
      { id: 'Preempt0000000000001-confirmation', to: ana.email },
    ]);
    for (const { id } of await confirmations()) {
      const { message } = (await db.collection('mail').doc(id).get()).data()!;
      expect(message.text.split('\n').slice(0, 3).join(' ')).toContain(
        'If you did not apply, ignore this email',
      );
    }
  });

  it('strangers from three networks use up the address’s day without a token; with a valid App Check token she still gets hers', async () => {
    const ana = qualifiedAnswers();
    for (const [index, network] of ['198.51.100.1', '198.51.100.2', '198.51.100.3'].entries()) {
      const id = idOf('Preempt', index);
      await sendAll(
        [{ id, record: record({ answers: { ...ana, phone: `(602) 555-01${70 + index}` } }) }],
        network,
      );
      await handle(id, at(index));
    }
    // A second application from a network that already had her address confirmed: no more mail.
    await sendAll([{ id: 'PreemptAgain00000001', record: record() }], '198.51.100.1');
    await handle('PreemptAgain00000001', at(4));
    expect(await confirmations()).toHaveLength(3);
    await sendAll([{ id: 'AnaNoToken0000000001', record: record() }], '203.0.113.7');
    expect(await handle('AnaNoToken0000000001', at(5))).toMatchObject({ confirmationMailId: null });
    await sendAll([{ id: 'AnaVerified000000001', record: record() }], '203.0.113.8', VERIFIED);
    expect(await handle('AnaVerified000000001', at(6))).toMatchObject({
      confirmationMailId: 'AnaVerified000000001-confirmation',
    });
    // The next day starts over.
    await sendAll([{ id: 'AnaNextDay0000000001', record: record() }], '203.0.113.7');
    expect(await handle('AnaNextDay0000000001', at(24 * 60 + 1))).toMatchObject({
      confirmationMailId: 'AnaNextDay0000000001-confirmation',
    });
  });
});

describe('the hourly summary of held applications', () => {
  it('lists, once, what was held in the past hour and not released, with names defanged and escaped, and nothing for an hour without any', async () => {
    expect(await summary.summariseHeld(db, { now: at(55) })).toBeNull();
    const items = Array.from({ length: 6 }, (_, index) => ({
      id: idOf('Sum', index),
      record: forged(index, { location: `<b>Tempe</b> www.evil.example/${index}` }),
    }));
    await sendAll(items, '198.51.100.70');
    for (const { id } of items) await handle(id, at(1));
    // One real applicant, caught by the hourly cap, from elsewhere; one held and then released.
    await sendAll([{ id: 'SumReal0000000000001', record: record() }], '203.0.113.7');
    await handle('SumReal0000000000001', at(2), { hourlyCap: 1 });
    await db.collection('applications').doc(idOf('Sum', 5)).update({ status: 'release' });
    await handle(idOf('Sum', 5), at(3));

    const id = await summary.summariseHeld(db, { now: at(52), onboardingEmail: ONBOARDING });
    expect(id).toBe('held-summary-2026-03-02T15');
    const mail = (await db.collection('mail').doc(id!).get()).data()!;
    expect(mail.to).toEqual([ONBOARDING]);
    expect(mail.message.subject).toBe(
      'Held, not mailed: 3 applications in the hour from 2026-03-02T15:00 UTC',
    );
    const lines = (mail.message.text as string).split('\n').filter((line) => line.startsWith('- '));
    // The real applicant (alone from her source) first; the released one is not listed.
    expect(lines).toEqual([
      expect.stringMatching(
        /^- SumReal0000000000001 · held 15:12 UTC · more applications arrived this hour than the hourly cap allows · Ana Diaz · Phoenix, AZ · its own photo, only one from its network$/,
      ),
      expect.stringMatching(
        /^- Sum0{16}3 · held 15:11 UTC · more applications came from the same network .* · Applicant 3 hxxps\[:\]\/\/evil\[\.\]example\/3 · <b>Tempe<\/b> www\[\.\]evil\[\.\]example\/3 · its own photo$/,
      ),
      expect.stringMatching(/^- Sum0{16}4 · /),
    ]);
    expect(mail.message.html).toContain('id="held-SumReal0000000000001"');
    expect(mail.message.html).toContain('&lt;b&gt;Tempe&lt;/b&gt;');
    expect(mail.message.html).not.toMatch(/<b>Tempe|evil\.example/);
    expect(await summary.summariseHeld(db, { now: at(57) })).toBeNull();
  });
});
