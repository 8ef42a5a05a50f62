/**
 * The application's mail, composed by the product's function, against a real Firestore emulator
 * (`npm run test:functions` starts one and sets FIRESTORE_EMULATOR_HOST). Each test writes an
 * application as the browser would (what firestore.rules accept) and runs the handler, wrapped by
 * firebase-functions-test as deployed or called with a chosen clock. Photos are kept in a map with
 * real bytes: the Storage emulator needs Java 21, and what is checked here is what the function does
 * with what the bucket holds.
 */
import { company } from '../../src/content/company';
import { readFileSync } from 'node:fs';
import functionsTest from 'firebase-functions-test';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { qualifiedAnswers } from '../../scripts/mail-preview/samples';
import { fileQuestionOf } from '../../src/features/job-application/rules/schema';
import { applicantConfirmation } from '../../src/features/job-application/mail/applicant-confirmation';
import { buildMailDocument } from '../../src/features/job-application/mail/mail';
import type * as Applications from '../src/applications.js';
import type * as Functions from '../src/index.js';
import type { PhotoStore, StoredPhoto } from '../src/photo.js';
import { applicationRecord, JPEG, PHOTO, photoLink } from './support/application.js';
import { clearDatabase, PROJECT_ID } from './support/emulator.js';
import { recordLogEntries } from './support/recorded-log.js';

const ONBOARDING = company.onboardingEmail;
const ALERTS = 'owner@example.org';
const MINUTE = 60_000;
const T0 = new Date('2026-03-02T15:10:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

// The logger's entries, recorded before the functions' modules load.
const logged = recordLogEntries();

const fft = functionsTest({ projectId: PROJECT_ID });
let functions: typeof Functions;
let applications: typeof Applications;
let db: Firestore;

beforeAll(async () => {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  applications = await import('../src/applications.js');
  functions = await import('../src/index.js');
  db = getFirestore();
});
afterAll(() => fft.cleanup());

/** A bucket in a map: what `inspect` and `publish` see and do. */
function photoStore(initial: Record<string, Partial<StoredPhoto> & { bytes?: Buffer }> = {}) {
  const objects = new Map(Object.entries(initial));
  const published: string[] = [];
  const store: PhotoStore = {
    async inspect(path) {
      const object = objects.get(path);
      if (!object) return null;
      const bytes = object.bytes ?? JPEG;
      return {
        size: object.size ?? bytes.length,
        contentType: object.contentType ?? 'image/jpeg',
        contentEncoding: object.contentEncoding,
        timeCreated: object.timeCreated ?? at(-2),
        head: new Uint8Array(bytes.subarray(0, 32)),
      };
    },
    async publish(path) {
      published.push(path);
      return photoLink(path);
    },
  };
  return { store, objects, published };
}

let photos: ReturnType<typeof photoStore>;

beforeEach(async () => {
  logged.length = 0;
  photos = photoStore({ [PHOTO]: {} });
  await clearDatabase();
});

const record = applicationRecord;

const application = (id: string) => db.collection('applications').doc(id);
const mail = (id: string) => db.collection('mail').doc(id);
const mailIds = async () => (await db.collection('mail').get()).docs.map((d) => d.id).sort();

async function arrives(id: string, data: object, when = T0) {
  await application(id).set({ ...data, createdAt: Timestamp.fromDate(when) });
}

const run = (id: string, when = T0, extra: Partial<Applications.ApplicationOptions> = {}) =>
  applications.processApplication(db, id, {
    photos: photos.store,
    now: when,
    alertEmail: ALERTS,
    onboardingEmail: ONBOARDING,
    ...extra,
  });

describe('a valid application', () => {
  it('becomes one mail document, exactly what the site’s mail builder makes, with the server’s photo link', async () => {
    await arrives('AppOne0000000000000a', record());
    expect(await run('AppOne0000000000000a')).toEqual({
      outcome: 'mailed',
      mailId: 'AppOne0000000000000a',
      updates: null,
      appliedBefore: null,
      confirmationMailId: 'AppOne0000000000000a-confirmation',
    });
    const data = (await mail('AppOne0000000000000a').get()).data()!;
    const expected = buildMailDocument({
      answers: qualifiedAnswers(),
      fileLinks: { toolImage: photoLink(PHOTO) },
      onboardingEmail: ONBOARDING,
    });
    expect(Object.keys(data).sort()).toEqual(['createdAt', 'message', 'replyTo', 'to']);
    expect(data.to).toEqual([ONBOARDING]);
    expect(data.replyTo).toBe('ana.diaz@example.org');
    expect(data.message).toEqual(expected.message);
    expect(data.message.subject).toBe('New Job Application — Ana Diaz');
    expect(data.createdAt).toBeInstanceOf(Timestamp);
    expect(photos.published).toEqual([PHOTO]);

    const stored = (await application('AppOne0000000000000a').get()).data()!;
    expect(stored.status).toBe('mailed');
    expect(stored.handling).toMatchObject({ mailId: 'AppOne0000000000000a', photo: 'verified' });
    // Kept as long as the team's links in the mail work (docs/decisions/0063).
    expect((stored.expireAt as Timestamp).toMillis()).toBe(T0.getTime() + 14 * 24 * 60 * MINUTE);
  });

  it('is mailed with the verdict the server computes, not anything the browser could claim', async () => {
    await arrives(
      'AppVerdict0000000000',
      record({ answers: qualifiedAnswers({ workedBefore: 'no' }) }),
    );
    await run('AppVerdict0000000000');
    const { message } = (await mail('AppVerdict0000000000').get()).data()!;
    expect(message.text).toContain('⚠ Needs a look: 1 answer falls short of the role');
    expect(message.text).not.toContain('Meets every stated requirement');
  });

  it('says "Applied in: Spanish" for an application made on the Spanish site, in an English mail', async () => {
    await arrives('AppSpanish0000000000', record({ language: 'es' }));
    await run('AppSpanish0000000000');
    const { message } = (await mail('AppSpanish0000000000').get()).data()!;
    expect(message.text).toContain('Applied in: Spanish');
    expect(message.subject).toBe('New Job Application — Ana Diaz');
  });

  it('is mailed once, however often the handler runs, and the deployed trigger leaves it be', async () => {
    await arrives('AppTwice000000000000', record());
    expect((await run('AppTwice000000000000')).outcome).toBe('mailed');
    expect((await run('AppTwice000000000000', at(1))).outcome).toBe('already-handled');
    const after = await application('AppTwice000000000000').get();
    await fft.wrap(functions.applicationMail)({
      data: fft.makeChange(after, after),
      params: { applicationId: 'AppTwice000000000000' },
    });
    expect(await mailIds()).toEqual(['AppTwice000000000000', 'AppTwice000000000000-confirmation']);
  });

  it('escapes every applicant string in the html, and the subject holds the name as typed', async () => {
    const hostile = qualifiedAnswers({
      fullName: 'Ana <img src=x onerror=alert(1)> & Co',
      location: '<a href="https://evil.example">Phoenix</a>',
    });
    await arrives('AppHostile0000000000', record({ answers: hostile }));
    await run('AppHostile0000000000');
    const { message } = (await mail('AppHostile0000000000').get()).data()!;
    expect(message.html).not.toContain('<img src=x');
    expect(message.html).not.toContain('<a href="https://evil.example"');
    expect(message.html).toContain('Ana &lt;img src=x onerror=alert(1)&gt; &amp; Co');
  });
});

describe('the applicant’s confirmation', () => {
  it('is the fixed text in the applicant’s language, to their address, and nothing they typed', async () => {
    await arrives('AppConfirm000000000a', record({ language: 'es' }));
    await run('AppConfirm000000000a');
    const data = (await mail('AppConfirm000000000a-confirmation').get()).data()!;
    expect(data.to).toEqual(['ana.diaz@example.org']);
    // Without a link secret (the team-actions tests give one), no link to the status page.
    expect(data.message).toEqual(applicantConfirmation('es', null));
    expect(data.message.subject).toBe('Recibimos su solicitud — RoadReady Roadside Assistance');
    expect(JSON.stringify(data.message)).not.toContain('Ana');
    expect(data.bestEffort).toBe(true);
    expect(data).not.toHaveProperty('replyTo');
  });

  it('is sent once per address per day from one source, whatever the number of applications', async () => {
    const nextDayPhoto = 'job-applications/1772550000000-nextday001.jpg';
    photos = photoStore({ [PHOTO]: {}, [nextDayPhoto]: { timeCreated: at(24 * 60 - 1) } });
    await arrives('AppConfirm000000000a', record());
    await arrives(
      'AppConfirm000000000b',
      record({ answers: qualifiedAnswers({ phone: '(602) 555-0199' }) }),
      at(5),
    );
    await arrives(
      'AppConfirm000000000c',
      record({ files: { toolImage: nextDayPhoto } }),
      at(24 * 60 + 1),
    );
    await run('AppConfirm000000000a');
    await run('AppConfirm000000000b', at(5));
    await run('AppConfirm000000000c', at(24 * 60 + 1));
    expect((await mailIds()).filter((id) => id.endsWith('-confirmation'))).toEqual([
      'AppConfirm000000000a-confirmation',
      'AppConfirm000000000c-confirmation',
    ]);
  });

  it('is not sent when the hidden anti-spam field was filled (the mail to the team still is, marked)', async () => {
    await arrives('AppHoneypot000000000', record({ hiddenFieldFilled: true }));
    await run('AppHoneypot000000000');
    expect(await mailIds()).toEqual(['AppHoneypot000000000']);
    const { message } = (await mail('AppHoneypot000000000').get()).data()!;
    expect(message.text).toContain('hidden anti-spam field was filled');
  });
});

describe('a repeat from the same applicant (docs/decisions/0061: an update comes only from the device)', () => {
  it('from the same email, without naming the first, is a new application whose mail says the email applied before', async () => {
    await arrives('AppFirst000000000000', record());
    await run('AppFirst000000000000');
    await arrives(
      'AppSecond00000000000',
      record({ answers: qualifiedAnswers({ yearsExperience: '7', phone: '(602) 555-0199' }) }),
      at(30),
    );
    expect(await run('AppSecond00000000000', at(30))).toMatchObject({
      outcome: 'mailed',
      updates: null,
      appliedBefore: 'AppFirst000000000000',
    });
    const { message } = (await mail('AppSecond00000000000').get()).data()!;
    expect(message.subject).toBe('New Job Application — Ana Diaz');
    expect(message.text).toContain(
      'The same email address applied before: reference AppFirst000000000000',
    );
  });

  it('from the same phone under another email, without naming the first, is a new application too', async () => {
    await arrives('AppFirst000000000000', record());
    await run('AppFirst000000000000');
    await arrives(
      'AppSecond00000000000',
      record({ answers: qualifiedAnswers({ email: 'ana.work@example.org' }) }),
      at(60),
    );
    expect(await run('AppSecond00000000000', at(60))).toMatchObject({
      updates: null,
      appliedBefore: 'AppFirst000000000000',
    });
    const { message } = (await mail('AppSecond00000000000').get()).data()!;
    expect(message.text).toContain('The same phone number applied before');
  });

  it('naming the first (as only its device can) is one mail marked as an update of it', async () => {
    await arrives('AppFirst000000000000', record());
    await run('AppFirst000000000000');
    await arrives(
      'AppSecond00000000000',
      record({
        answers: qualifiedAnswers({ yearsExperience: '7' }),
        updates: 'AppFirst000000000000',
      }),
      at(30),
    );
    expect(await run('AppSecond00000000000', at(30))).toMatchObject({
      outcome: 'mailed',
      updates: 'AppFirst000000000000',
      appliedBefore: null,
    });
    const { message } = (await mail('AppSecond00000000000').get()).data()!;
    expect(message.subject).toBe('Updated Job Application — Ana Diaz');
    expect(message.text).toContain('reference AppFirst000000000000');
  });

  it('from another applicant is a new application with no note', async () => {
    await arrives('AppFirst000000000000', record());
    await run('AppFirst000000000000');
    await arrives(
      'AppOther000000000000',
      record({ answers: qualifiedAnswers({ email: 'bo@example.org', phone: '(602) 555-0111' }) }),
      at(6),
    );
    expect(await run('AppOther000000000000', at(6))).toMatchObject({
      updates: null,
      appliedBefore: null,
    });
  });

  it('naming an earlier application of someone else is not marked as its update', async () => {
    await arrives('AppVictim00000000000', record());
    await run('AppVictim00000000000');
    await arrives(
      'AppForger00000000000',
      record({
        answers: qualifiedAnswers({ email: 'forger@example.org', phone: '(602) 555-0188' }),
        updates: 'AppVictim00000000000',
      }),
      at(3),
    );
    expect(await run('AppForger00000000000', at(3))).toMatchObject({ updates: null });
    const { message } = (await mail('AppForger00000000000').get()).data()!;
    expect(message.subject).toBe('New Job Application — Ana Diaz');
  });
});

describe('an application that fails the checks', () => {
  it('written with a field the rules refuse (forged) is held, mailed nothing, and alerts without its content', async () => {
    const forged = {
      ...record(),
      answers: { ...qualifiedAnswers(), fullName: 'ACTION REQUIRED:\nreset your password' },
      message: { html: '<form action="https://evil.example">' },
    };
    await arrives('AppForged0000000000a', forged);
    // Through the deployed trigger: the record is refused before the bucket is looked at.
    const after = await application('AppForged0000000000a').get();
    await fft.wrap(functions.applicationMail)({
      data: fft.makeChange(after, after),
      params: { applicationId: 'AppForged0000000000a' },
    });
    const stored = (await application('AppForged0000000000a').get()).data()!;
    expect(stored.status).toBe('held');
    expect(stored.handling.reasons).toEqual(['invalid-record']);
    expect(stored.handling.invalidFields).toEqual(
      expect.arrayContaining(['message', 'answers.fullName']),
    );
    expect(await mailIds()).toEqual([]); // ALERT_EMAIL is not set for the deployed trigger here
    expect(logged).toContainEqual(
      expect.objectContaining({
        severity: 'ERROR',
        alert: 'application-held',
        applicationId: 'AppForged0000000000a',
        reasons: ['invalid-record'],
      }),
    );
  });

  it('with ALERT_EMAIL, the alert mail names the reference and why, and repeats nothing the applicant wrote', async () => {
    const forged = {
      ...record(),
      answers: { ...qualifiedAnswers(), fullName: '<b>Boss</b>', tools: ['Funnel', 'Funnel'] },
    };
    await arrives('AppForged0000000000b', forged);
    expect(await run('AppForged0000000000b')).toEqual({
      outcome: 'held',
      reasons: ['invalid-record'],
    });
    expect(await mailIds()).toEqual(['AppForged0000000000b-held']);
    const alert = (await mail('AppForged0000000000b-held').get()).data()!;
    expect(alert.to).toEqual([ALERTS]);
    expect(alert.alertFor).toBe('AppForged0000000000b');
    expect(alert.message.subject).toBe('Application held, not mailed: AppForged0000000000b');
    expect(alert.message.text).toContain('answers break the application’s rules');
    expect(JSON.stringify(alert)).not.toMatch(/Boss|Ana|Funnel|ana\.diaz/);
  });

  it.each([
    ['missing', {}, 'photo-missing'],
    [
      'not an image (text labelled image/jpeg)',
      { bytes: Buffer.from('GIF? no: <script>alert(1)</script>') },
      'photo-not-an-image',
    ],
    [
      'a PNG stored as JPEG',
      { bytes: readFileSync(new URL('../../tests/fixtures/small-photo.png', import.meta.url)) },
      'photo-type-mismatch',
    ],
    ['over the size limit', { size: fileQuestionOf('toolImage').maxBytes }, 'photo-too-large'],
    ['uploaded nine days before', { timeCreated: at(-9 * 24 * 60) }, 'photo-not-recent'],
    ['uploaded 25 hours before', { timeCreated: at(-25 * 60) }, 'photo-not-recent'],
    ['gzip-encoded', { contentEncoding: 'gzip' }, 'photo-encoded'],
  ])('whose photo is %s is held and mailed nothing', async (_name, object, reason) => {
    photos = photoStore(reason === 'photo-missing' ? {} : { [PHOTO]: object });
    await arrives('AppBadPhoto000000000', record());
    expect(await run('AppBadPhoto000000000', T0, { alertEmail: '' })).toEqual({
      outcome: 'held',
      reasons: [reason],
    });
    expect(await mailIds()).toEqual([]);
    expect(photos.published).toEqual([]);
  });

  it('an update re-sending the photo of the application it updates may name one uploaded days before', async () => {
    photos = photoStore({ [PHOTO]: { timeCreated: at(-3 * 24 * 60) } });
    await arrives('AppFirstOld000000000', record(), at(-3 * 24 * 60 + 1));
    await application('AppFirstOld000000000').update({ status: 'mailed' });
    await arrives('AppUpdateOld00000000', record({ updates: 'AppFirstOld000000000' }));
    expect((await run('AppUpdateOld00000000')).outcome).toBe('mailed');
    // The same photo named by an application that updates nothing is too old.
    await arrives('AppNotUpdate00000000', record());
    expect(await run('AppNotUpdate00000000')).toEqual({
      outcome: 'held',
      reasons: ['photo-not-recent'],
    });
  });

  it('released by a person is mailed once, with the photo unlinked and the reason said', async () => {
    photos = photoStore({ [PHOTO]: { bytes: Buffer.from('not an image at all, not even close') } });
    await arrives('AppRelease0000000000', record());
    await run('AppRelease0000000000', T0, { alertEmail: '' });
    await application('AppRelease0000000000').update({ status: 'release' });
    expect((await run('AppRelease0000000000', at(30), { alertEmail: '' })).outcome).toBe('mailed');
    const { message } = (await mail('AppRelease0000000000').get()).data()!;
    expect(message.text).toContain('The photo sent with this application is not linked');
    expect(message.text).toContain('Tool photo: (none)');
    expect((await run('AppRelease0000000000', at(31))).outcome).toBe('already-handled');
  });

  it('with answers that break the rules stays held when released: never mailed as written', async () => {
    await arrives('AppForged0000000000c', { ...record(), language: 'fr' });
    await run('AppForged0000000000c', T0, { alertEmail: '' });
    await application('AppForged0000000000c').update({ status: 'release' });
    expect(await run('AppForged0000000000c', at(1), { alertEmail: '' })).toEqual({
      outcome: 'held',
      reasons: ['invalid-record'],
    });
    expect(await mailIds()).toEqual([]);
  });
});

describe('a flood', () => {
  it('past the hourly cap is held, not mailed one by one, with one alert for the hour', async () => {
    const cap = 4;
    const ids = Array.from(
      { length: 7 },
      (_, index) => `AppFlood${String(index).padStart(12, '0')}`,
    );
    for (const [index, id] of ids.entries()) {
      await arrives(
        id,
        {
          ...record({
            answers: qualifiedAnswers({
              email: `driver${index}@example.org`,
              phone: `(602) 555-01${10 + index}`,
            }),
          }),
          // Each from a source of its own: the per-source limit is flood.test.ts's.
          source: { key: `source${index}`, appCheck: 'missing' },
        },
        at(index),
      );
    }
    const outcomes = [];
    for (const [index, id] of ids.entries()) {
      outcomes.push((await run(id, at(index), { hourlyCap: cap })).outcome);
    }
    // Two applications with their confirmations fill the cap of 4 mails; the rest are held.
    expect(outcomes).toEqual(['mailed', 'mailed', 'held', 'held', 'held', 'held', 'held']);
    const alerts = (await mailIds()).filter((id) => id.startsWith('applications-over-cap-'));
    expect(alerts).toEqual(['applications-over-cap-2026-03-02T15']);
    const alert = (await mail(alerts[0]!).get()).data()!;
    expect(alert.to).toEqual([ALERTS]);
    expect(alert.message.subject).toBe(
      'Applications held: over 4 in the hour from 2026-03-02T15:00 UTC',
    );
    expect((await mailIds()).filter((id) => id.endsWith('-held'))).toEqual([]);
    expect(logged.filter((entry) => entry.alert === 'applications-over-hourly-cap')).toHaveLength(
      1,
    );
    expect(logged.filter((entry) => entry.alert === 'application-held')).toHaveLength(5);

    // The next hour has room again.
    await arrives('AppNextHour000000000', record(), at(60));
    expect((await run('AppNextHour000000000', at(60), { hourlyCap: cap })).outcome).toBe('mailed');
  });

  it('counts the applicants’ confirmations against the cap, and the team’s mail comes first', async () => {
    await arrives('AppCapA0000000000000', record());
    await arrives(
      'AppCapB0000000000000',
      record({ answers: qualifiedAnswers({ email: 'b@example.org', phone: '(602) 555-0122' }) }),
    );
    await run('AppCapA0000000000000', T0, { hourlyCap: 3 });
    expect(await run('AppCapB0000000000000', T0, { hourlyCap: 3 })).toMatchObject({
      outcome: 'mailed',
      confirmationMailId: null,
    });
    expect(await mailIds()).toEqual([
      'AppCapA0000000000000',
      'AppCapA0000000000000-confirmation',
      'AppCapB0000000000000',
    ]);
  });

  it('held over the cap and released by a person is mailed even when the hour is still full', async () => {
    await arrives('AppCapA0000000000000', record());
    await arrives(
      'AppCapB0000000000000',
      record({ answers: qualifiedAnswers({ email: 'b@example.org', phone: '(602) 555-0122' }) }),
    );
    await run('AppCapA0000000000000', T0, { hourlyCap: 1 });
    expect((await run('AppCapB0000000000000', T0, { hourlyCap: 1 })).outcome).toBe('held');
    await application('AppCapB0000000000000').update({ status: 'release' });
    expect((await run('AppCapB0000000000000', at(2), { hourlyCap: 1 })).outcome).toBe('mailed');
  });
});
