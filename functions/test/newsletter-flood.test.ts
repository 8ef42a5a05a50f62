/**
 * A flood of third-party newsletter sign-ups cannot keep a real subscriber from her confirmation
 * (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md), against a real Firestore emulator:
 * the callable `subscribeNewsletter` and what it writes, the per-source limit, and a sign-up that got
 * no mail giving way to the next one of the address.
 */
import { createHash } from 'node:crypto';
import functionsTest from 'firebase-functions-test';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as Functions from '../src/index.js';
import type * as IntakeStores from '../src/intake-firestore.js';
import type * as Newsletter from '../src/newsletter.js';
import type * as NewsletterIntake from '../src/newsletter-intake.js';
import { clearDatabase, PROJECT_ID } from './support/emulator.js';
import { recordLogEntries } from './support/recorded-log.js';

const MINUTE = 60_000;
const T0 = new Date('2026-03-02T15:10:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

const logged = recordLogEntries();
const fft = functionsTest({ projectId: PROJECT_ID });
let functions: typeof Functions;
let newsletter: typeof Newsletter;
let intake: typeof NewsletterIntake;
let stores: typeof IntakeStores;
let db: Firestore;

beforeAll(async () => {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  newsletter = await import('../src/newsletter.js');
  intake = await import('../src/newsletter-intake.js');
  stores = await import('../src/intake-firestore.js');
  functions = await import('../src/index.js');
  db = getFirestore();
});
afterAll(() => fft.cleanup());

beforeEach(async () => {
  logged.length = 0;
  await clearDatabase();
});

const idOf = (email: string) => createHash('sha256').update(email).digest('hex');
const viaFrontEnd = (client: string, sent?: string) =>
  [...(sent ? [sent] : []), client, '35.191.0.1'].join(', ');
const confirmations = async () =>
  (await db.collection('mail').get()).docs.filter((mail) => mail.id.startsWith('newsletter-'));

/** A sign-up through the callable's own code at a chosen time, then handled as the callable does. */
async function signUpAt(
  email: string,
  client: string,
  when: Date,
  options: { hourlyCap?: number; perSourceCap?: number } = {},
  appCheck: 'verified' | 'missing' = 'missing',
) {
  const { id } = await intake.receiveSignUp(
    stores.firestoreSignUps(db),
    { email, language: 'en' },
    {
      forwardedFor: viaFrontEnd(client),
      socketAddress: '169.254.1.1',
      appCheck,
      now: when,
    },
  );
  return newsletter.processSignUp(db, id, { now: when, ...options });
}

/** A call of the deployed callable, as Cloud Functions hands it over. */
const call = (data: unknown, client = '203.0.113.7', app?: object) =>
  fft.wrap(functions.subscribeNewsletter)({
    data,
    rawRequest: { headers: { 'x-forwarded-for': viaFrontEnd(client) }, socket: {} },
    ...(app ? { app } : {}),
  } as never) as Promise<unknown>;

describe('the callable subscribeNewsletter', () => {
  it('writes the normalised sign-up under the SHA-256 of the address, with its source, and mails the confirmation', async () => {
    expect(await call({ email: '  Reader@Example.ORG ', language: 'es' })).toEqual({
      received: true,
    });
    const stored = (
      await db.collection('newsletterSubscriptions').doc(idOf('reader@example.org')).get()
    ).data()!;
    expect(stored).toMatchObject({
      email: 'reader@example.org',
      language: 'es',
      status: 'pending',
      source: { key: expect.stringMatching(/^[0-9a-f]{32}$/), appCheck: 'missing' },
    });
    expect(typeof stored.token).toBe('string');
    expect((await confirmations()).map((mail) => mail.get('to'))).toEqual([['reader@example.org']]);
  });

  it('refuses a second sign-up of an address that got its mail: the site says it has signed up already', async () => {
    await call({ email: 'reader@example.org', language: 'en' });
    await expect(call({ email: 'READER@example.org', language: 'en' })).rejects.toMatchObject({
      code: 'already-exists',
    });
    expect(await confirmations()).toHaveLength(1);
  });

  it('refuses what the footer could not send, naming fields only, and a replayed App Check token', async () => {
    await expect(
      call({ email: '"Boss" <boss@example.org>', language: 'fr', extra: 1 }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Invalid sign-up: extra, email, language',
    });
    await expect(
      call({ email: 'reader@example.org', language: 'en' }, '203.0.113.7', {
        appId: '1:1:web:1',
        token: {},
        alreadyConsumed: true,
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await db.collection('newsletterSubscriptions').get()).size).toBe(0);
  });
});

describe('a flood of 300 third-party sign-ups from one source in one hour', () => {
  it('gets 3 confirmation mails; a real subscriber from elsewhere in the same hour gets hers', async () => {
    // One after another: concurrent transactions on one counter only queue in the emulator.
    for (let index = 0; index < 300; index += 1) {
      await signUpAt(`victim${index}@example.net`, '198.51.100.66', at(1));
    }
    expect(await confirmations()).toHaveLength(3);
    expect(await signUpAt('reader@example.org', '203.0.113.7', at(20))).toMatchObject({
      outcome: 'mailed',
    });
    const mails = await confirmations();
    // The bound: 3 confirmations to third parties from that source, and hers.
    expect(mails).toHaveLength(4);
    expect(mails.map((mail) => mail.get('to')[0])).toContain('reader@example.org');
    const withheld = await db
      .collection('newsletterSubscriptions')
      .where('withheldBy', '==', 'source-limit')
      .get();
    expect(withheld.size).toBe(297);
  }, 240_000);

  it('from many sources fills the hour’s cap; the real subscriber then gets no mail, and can sign up again at once: the next hour, she gets it', async () => {
    for (let index = 0; index < 12; index += 1) {
      await signUpAt(`victim${index}@example.net`, `198.51.100.${index + 1}`, at(1), {
        hourlyCap: 10,
      });
    }
    expect(await confirmations()).toHaveLength(10);
    expect(await signUpAt('reader@example.org', '203.0.113.7', at(5), { hourlyCap: 10 })).toEqual({
      outcome: 'over-cap',
    });
    // She tries again the same day (the sign-up that got no mail gives way), and gets her mail.
    expect(
      await signUpAt('reader@example.org', '203.0.113.7', at(55), { hourlyCap: 10 }),
    ).toMatchObject({ outcome: 'mailed' });
    expect((await confirmations()).map((mail) => mail.get('to')[0])).toContain(
      'reader@example.org',
    );
    // Her earlier sign-up, past the cap, had kept nothing: trying again in the same hour was refused by nothing either.
    await expect(
      intake.receiveSignUp(
        stores.firestoreSignUps(db),
        { email: 'reader@example.org', language: 'en' },
        {
          forwardedFor: viaFrontEnd('203.0.113.7'),
          socketAddress: undefined,
          appCheck: 'missing',
          now: at(56),
        },
      ),
    ).rejects.toMatchObject({ code: 'already-exists' });
  });

  it('a source past its limit gets no more mail that hour, and the sign-up it kept gives way', async () => {
    for (let index = 0; index < 4; index += 1) {
      await signUpAt(`house${index}@example.net`, '203.0.113.50', at(index));
    }
    expect(await confirmations()).toHaveLength(3);
    const fourth = (
      await db.collection('newsletterSubscriptions').doc(idOf('house3@example.net')).get()
    ).data()!;
    expect(fourth).toMatchObject({ status: 'pending', token: null, withheldBy: 'source-limit' });
    // From another place (her phone's network), the same address signs up again at once.
    expect(await signUpAt('house3@example.net', '203.0.113.51', at(5))).toMatchObject({
      outcome: 'mailed',
    });
  });
});

describe('repeated hourly floods of sign-ups from a few sources', () => {
  it('leave a verified caller on the same network its own limits', async () => {
    for (let index = 0; index < 5; index += 1) {
      await signUpAt(`flood${index}@attacker.example`, '198.51.100.1', at(1));
    }
    expect(
      await signUpAt('verified@example.org', '198.51.100.1', at(2), {}, 'verified'),
    ).toMatchObject({ outcome: 'mailed' });
  });

  const HOUR = 60;
  const mailedTo = async () =>
    (await confirmations()).map((mail) => mail.get('to')[0] as string).sort();

  it.each([4, 6])(
    'from %i sources, 3 sign-ups each at the start of every hour, withhold a real subscriber one hour at most, and a verified one never',
    async (sources) => {
      const waitedHours: number[] = [];
      for (let hour = 0; hour < 4; hour += 1) {
        const start = at(hour * HOUR - 10); // 15:00, 16:00, …
        // The sweep, early in the hour: what the cap withheld before is mailed first.
        await newsletter.sendWithheldSignUps(db, { now: new Date(start.getTime() + MINUTE) });
        for (let source = 0; source < sources; source += 1) {
          for (let index = 0; index < 3; index += 1) {
            await signUpAt(
              `flood${hour}-${source}-${index}@attacker.example`,
              `198.51.100.${source + 1}`,
              new Date(start.getTime() + 2 * MINUTE),
            );
          }
        }
        const reader = `reader${hour}@example.org`;
        const outcome = await signUpAt(
          reader,
          `203.0.113.${hour + 1}`,
          new Date(start.getTime() + 20 * MINUTE),
        );
        if (outcome.outcome !== 'mailed') waitedHours.push(hour);
        // A verified caller is never withheld by tokenless sign-ups.
        expect(
          await signUpAt(
            `verified${hour}@example.org`,
            `203.0.113.${hour + 101}`,
            new Date(start.getTime() + 21 * MINUTE),
            {},
            'verified',
          ),
        ).toMatchObject({ outcome: 'mailed' });
      }
      await newsletter.sendWithheldSignUps(db, { now: at(4 * HOUR - 9) });
      // Only the first hour's reader waited, and only until the next hour's sweep.
      expect(waitedHours).toEqual([0]);
      const mailed = await mailedTo();
      for (let hour = 0; hour < 4; hour += 1) {
        expect(mailed).toContain(`reader${hour}@example.org`);
        expect(mailed).toContain(`verified${hour}@example.org`);
      }
      const reader0 = (
        await db.collection('newsletterSubscriptions').doc(idOf('reader0@example.org')).get()
      ).data()!;
      expect(reader0.mailedAfterWithheld.toDate()).toEqual(at(HOUR - 9));
      // The attackers' addresses got the first hour's sign-ups' mails at most: the day is used.
      const toAttacker = mailed.filter((address) => address.endsWith('@attacker.example'));
      expect(toAttacker.length).toBeLessThanOrEqual(3 * sources);
      expect(toAttacker.every((address) => address.startsWith('flood0-'))).toBe(true);
    },
  );
});
