/**
 * The newsletter's double opt-in, run by the product's functions against a real Firestore emulator
 * (`npm run test:functions -- functions/test/newsletter.test.ts` starts one and sets
 * FIRESTORE_EMULATOR_HOST). Each test writes what a browser writes (what firestore.rules accept: a
 * sign-up, a request) and runs the handler, wrapped by firebase-functions-test as deployed or called
 * with a chosen clock. Decision record: docs/decisions/0057-newsletter-double-opt-in.md.
 */
import { createHash } from 'node:crypto';
import functionsTest from 'firebase-functions-test';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { retention } from '../../src/content/retention';
import { newsletterConfirmation } from '../../src/features/newsletter/mail/confirmation-mail';
import type * as Functions from '../src/index.js';
import type * as Newsletter from '../src/newsletter.js';
import { clearDatabase, PROJECT_ID } from './support/emulator.js';
import { recordLogEntries } from './support/recorded-log.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = new Date('2026-03-02T15:10:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const CONFIRM_WITHIN = retention.newsletterUnconfirmedDays * DAY;

// The logger's entries, recorded before the functions' modules load.
const logged = recordLogEntries();

const fft = functionsTest({ projectId: PROJECT_ID });
let functions: typeof Functions;
let newsletter: typeof Newsletter;
let db: Firestore;

beforeAll(async () => {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  // What `firebase deploy` sets from the parameter's default (unset, a test run reads 0).
  process.env.NEWSLETTER_CONFIRMATIONS_PER_HOUR = '10';
  newsletter = await import('../src/newsletter.js');
  functions = await import('../src/index.js');
  db = getFirestore();
});
afterAll(() => fft.cleanup());

beforeEach(async () => {
  logged.length = 0;
  await clearDatabase();
});

const READER = 'reader@example.org';
const idOf = (email: string) => createHash('sha256').update(email).digest('hex');
const subscription = (email: string) => db.collection('newsletterSubscriptions').doc(idOf(email));
const tokenDoc = (token: string) => db.collection('newsletterTokens').doc(token);
const requests = () => db.collection('newsletterRequests');
const mailDocs = async () => (await db.collection('mail').get()).docs;
const mailIds = async () => (await mailDocs()).map((d) => d.id).sort();

/**
 * What the callable writes (newsletter-intake.ts): the address, the page's language, the server's
 * time and where it came from; each reader here from a network of its own (the per-source limit is
 * newsletter-flood.test.ts's).
 */
async function signsUp(email: string, language: 'en' | 'es' = 'en', when = T0) {
  await subscription(email).set({
    email,
    language,
    createdAt: Timestamp.fromDate(when),
    source: { key: idOf(email).slice(0, 32), appCheck: 'missing' },
  });
}

const signUp = (email: string, when = T0, hourlyCap?: number) =>
  newsletter.processSignUp(db, idOf(email), { now: when, hourlyCap });

/** What the confirm or unsubscribe page writes: `{action}-{token}` holding the server's time. */
async function presses(action: 'confirm' | 'unsubscribe', token: string, when: Date) {
  const id = `${action}-${token}`;
  await requests()
    .doc(id)
    .set({ createdAt: Timestamp.fromDate(when) });
  return id;
}

async function mailedToken(email: string, language: 'en' | 'es' = 'en', when = T0) {
  await signsUp(email, language, when);
  const outcome = await signUp(email, when);
  if (outcome.outcome !== 'mailed') throw new Error(`not mailed: ${outcome.outcome}`);
  return outcome.token;
}

/** The links of a mail's text: every https address in it. */
const linksIn = (text: string) => [...text.matchAll(/https:\/\/\S+/g)].map((m) => new URL(m[0]));

describe('a sign-up', () => {
  it.each([
    ['en', '', 'Confirm your subscription', 'Confirm my subscription'],
    ['es', '/es', 'Confirme su suscripción', 'Confirmar mi suscripción'],
  ] as const)(
    'in %s gets exactly one confirmation mail, of fixed text in its language, with working-shaped links',
    async (language, base, subject, button) => {
      await signsUp(READER, language);
      const outcome = await signUp(READER);

      expect(outcome).toEqual({
        outcome: 'mailed',
        mailId: `newsletter-${idOf(READER)}-${T0.getTime()}`,
        token: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      const { token } = outcome as { token: string };
      const mails = await mailDocs();
      expect(mails).toHaveLength(1);
      const mail = mails[0]!.data();
      expect(Object.keys(mail).sort()).toEqual(['bestEffort', 'createdAt', 'message', 'to']);
      expect(mail.to).toEqual([READER]);
      expect(mail.bestEffort).toBe(true);
      expect(mail.createdAt).toBeInstanceOf(Timestamp);
      // Exactly the bilingual module's text for this language and token.
      expect(mail.message).toEqual(newsletterConfirmation(language, token));
      expect(mail.message.subject).toContain(subject);
      expect(mail.message.html).toContain(`lang="${language}"`);
      expect(mail.message.html).toContain(button);

      // Two links, to this language's confirm and unsubscribe pages, the token in the fragment only.
      const links = linksIn(mail.message.text);
      expect(links.map((link) => link.pathname)).toEqual([
        `${base}/newsletter/confirm`,
        `${base}/newsletter/unsubscribe`,
      ]);
      for (const link of links) {
        expect(link.origin).toBe(company.siteUrl);
        expect(link.search).toBe('');
        expect(link.hash).toBe(`#${token}`);
        expect(mail.message.html).toContain(`href="${link.href}"`);
      }

      // The token is the function's, and expires with the sign-up unless it is confirmed.
      const expiry = Timestamp.fromMillis(T0.getTime() + CONFIRM_WITHIN);
      expect((await tokenDoc(token).get()).data()).toEqual({
        subscriptionId: idOf(READER),
        confirmBy: expiry,
        expireAt: expiry,
        createdAt: Timestamp.fromDate(T0),
      });
      expect((await subscription(READER).get()).data()).toEqual({
        email: READER,
        language,
        createdAt: Timestamp.fromDate(T0),
        source: { key: idOf(READER).slice(0, 32), appCheck: 'missing' },
        status: 'pending',
        expireAt: expiry,
        token,
        confirmationMailId: `newsletter-${idOf(READER)}-${T0.getTime()}`,
      });
    },
  );

  it('gets nothing of what was typed in its mail but the address it is sent to', async () => {
    const other = 'someone.else@example.net';
    const tokens: Record<string, string> = {
      [READER]: await mailedToken(READER),
      [other]: await mailedToken(other),
    };
    const messages = Object.fromEntries(
      (await mailDocs()).map((d) => [d.get('to')[0] as string, JSON.stringify(d.get('message'))]),
    );
    const withoutToken = (email: string) => messages[email]!.replaceAll(tokens[email]!, 'TOKEN');
    expect(withoutToken(READER)).toBe(withoutToken(other));
    expect(messages[other]).not.toContain('someone.else');
    expect(messages[READER]).not.toContain('reader@');
  });

  it('is mailed once, however often the handler runs, and through the deployed trigger', async () => {
    await signsUp(READER);
    const written = await subscription(READER).get();
    const trigger = fft.wrap(functions.newsletterSignUp);
    await trigger({
      data: fft.makeChange(written, written),
      params: { subscriptionId: idOf(READER) },
    });
    expect(await mailIds()).toEqual([`newsletter-${idOf(READER)}-${T0.getTime()}`]);

    expect((await signUp(READER, at(1))).outcome).toBe('already-handled');
    const handled = await subscription(READER).get();
    await trigger({
      data: fft.makeChange(written, handled),
      params: { subscriptionId: idOf(READER) },
    });
    await trigger({
      data: fft.makeChange(written, written),
      params: { subscriptionId: idOf(READER) },
    });

    expect(await mailIds()).toHaveLength(1);
    expect((await db.collection('newsletterTokens').get()).size).toBe(1);
    // Counted once, in the hour the deployed trigger ran (the real clock's).
    const hours = (await db.collection('newsletterHours').get()).docs;
    expect(hours.map((hour) => hour.get('sent'))).toEqual([1]);
  });

  it('runs twice at once and still writes one mail and one token', async () => {
    await signsUp(READER);
    const outcomes = await Promise.all([signUp(READER), signUp(READER)]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual([
      'already-handled',
      'mailed',
    ]);
    expect(await mailIds()).toHaveLength(1);
    expect((await db.collection('newsletterTokens').get()).size).toBe(1);
  });

  it('that the site could not have written (another language) gets no mail, and expires', async () => {
    await subscription(READER).set({
      email: READER,
      language: 'fr',
      createdAt: Timestamp.fromDate(T0),
    });
    expect(await signUp(READER)).toEqual({ outcome: 'invalid', problems: ['language'] });
    expect(await mailIds()).toEqual([]);
    expect((await subscription(READER).get()).get('expireAt')).toEqual(
      Timestamp.fromMillis(T0.getTime() + CONFIRM_WITHIN),
    );
  });
});

describe('the hourly cap', () => {
  it('holds: no mail past it, the sign-ups stay unconfirmed and expire, one alert for the hour', async () => {
    const cap = 3;
    const readers = Array.from({ length: 6 }, (_, index) => `reader${index}@example.org`);
    const outcomes: string[] = [];
    for (const [index, email] of readers.entries()) {
      await signsUp(email, 'en', at(index));
      outcomes.push((await signUp(email, at(index), cap)).outcome);
    }

    expect(outcomes).toEqual(['mailed', 'mailed', 'mailed', 'over-cap', 'over-cap', 'over-cap']);
    expect(await mailIds()).toHaveLength(cap);
    expect((await db.collection('newsletterTokens').get()).size).toBe(cap);
    const withheld = (await subscription(readers[4]!).get()).data()!;
    expect(withheld).toMatchObject({ status: 'pending', token: null, confirmationMailId: null });
    expect(withheld.expireAt).toEqual(Timestamp.fromMillis(at(4).getTime() + CONFIRM_WITHIN));

    const alerts = logged.filter((entry) => entry.alert === 'newsletter-over-hourly-cap');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ severity: 'ERROR', hour: '2026-03-02T15', cap });

    const counter = (await db.collection('newsletterHours').doc('2026-03-02T15').get()).data()!;
    expect(counter).toMatchObject({ sent: 3, withheld: 3, alerted: true });
    expect(counter.expireAt).toBeInstanceOf(Timestamp);

    // The next hour mails again.
    await signsUp('later@example.org', 'en', at(60));
    expect((await signUp('later@example.org', at(60), cap)).outcome).toBe('mailed');
    expect(logged.filter((entry) => entry.alert === 'newsletter-over-hourly-cap')).toHaveLength(1);
  });

  it('is the NEWSLETTER_CONFIRMATIONS_PER_HOUR parameter, 10 by default', async () => {
    const { DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_HOUR } = await import('../src/config.js');
    expect(DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_HOUR).toBe(10);
    for (let index = 0; index < 11; index += 1) {
      await signsUp(`r${index}@example.org`, 'en', at(index));
      await newsletter.processSignUp(db, idOf(`r${index}@example.org`), { now: at(index) });
    }
    expect(await mailIds()).toHaveLength(10);
  });
});

describe('a confirmation', () => {
  it('makes the sign-up confirmed and removes its expiry, then deletes the request', async () => {
    const token = await mailedToken(READER);
    const id = await presses('confirm', token, at(90));

    expect(await newsletter.processRequest(db, id, { now: at(91) })).toBe('confirmed');

    const stored = (await subscription(READER).get()).data()!;
    expect(stored.status).toBe('confirmed');
    expect(stored.confirmedAt).toEqual(Timestamp.fromDate(at(90)));
    expect(stored).not.toHaveProperty('expireAt');
    expect(stored.token).toBe(token);
    // The token stays as long as the subscription: it is the unsubscribe links' key.
    expect((await tokenDoc(token).get()).data()).not.toHaveProperty('expireAt');
    expect((await requests().get()).size).toBe(0);
  });

  it('works through the deployed trigger, and a second press changes nothing', async () => {
    const token = await mailedToken(READER, 'es');
    const trigger = fft.wrap(functions.newsletterRequest);
    const id = await presses('confirm', token, at(5));
    await trigger({ data: await requests().doc(id).get(), params: { requestId: id } });
    expect((await subscription(READER).get()).get('status')).toBe('confirmed');

    await presses('confirm', token, at(10));
    expect(await newsletter.processRequest(db, id, { now: at(10) })).toBe('already-confirmed');
    expect((await subscription(READER).get()).get('confirmedAt')).toEqual(
      Timestamp.fromDate(at(5)),
    );
    expect((await requests().get()).size).toBe(0);
  });

  it('with an expired token is refused by the function too, not only the rules', async () => {
    const token = await mailedToken(READER);
    // Written around the rules (they refuse it after confirmBy), pressed a minute too late.
    const id = await presses('confirm', token, new Date(T0.getTime() + CONFIRM_WITHIN + MINUTE));

    expect(await newsletter.processRequest(db, id)).toBe('expired');

    const stored = (await subscription(READER).get()).data()!;
    expect(stored.status).toBe('pending');
    expect(stored.expireAt).toEqual(Timestamp.fromMillis(T0.getTime() + CONFIRM_WITHIN));
    expect((await tokenDoc(token).get()).get('expireAt')).toBeInstanceOf(Timestamp);
    expect((await requests().get()).size).toBe(0);
  });

  it('pressed just before the deadline counts, even when the function runs after it', async () => {
    const token = await mailedToken(READER);
    const deadline = T0.getTime() + CONFIRM_WITHIN;
    const id = await presses('confirm', token, new Date(deadline - 1000));
    expect(await newsletter.processRequest(db, id, { now: new Date(deadline + 5000) })).toBe(
      'confirmed',
    );
  });

  it('for a token that does not exist changes nothing and is deleted', async () => {
    await mailedToken(READER);
    const id = await presses('confirm', 'f'.repeat(64), at(5));
    expect(await newsletter.processRequest(db, id, { now: at(5) })).toBe('invalid');
    expect((await subscription(READER).get()).get('status')).toBe('pending');
    expect((await requests().get()).size).toBe(0);
  });
});

describe('unsubscribing', () => {
  it('deletes the sign-up and its token, confirmed or not', async () => {
    for (const [round, confirmFirst] of [false, true].entries()) {
      // Signed up again after unsubscribing: a sign-up of its own time.
      const token = await mailedToken(READER, 'en', at(round));
      if (confirmFirst) {
        await newsletter.processRequest(db, await presses('confirm', token, at(2)), { now: at(2) });
      }
      const id = await presses('unsubscribe', token, at(30 * 24 * 60));

      expect(await newsletter.processRequest(db, id, { now: at(30 * 24 * 60) })).toBe(
        'unsubscribed',
      );
      expect((await subscription(READER).get()).exists).toBe(false);
      expect((await tokenDoc(token).get()).exists).toBe(false);
      expect((await requests().get()).size).toBe(0);
    }
  });

  it('works through the deployed trigger', async () => {
    const token = await mailedToken(READER);
    const id = await presses('unsubscribe', token, at(5));
    await fft.wrap(functions.newsletterRequest)({
      data: await requests().doc(id).get(),
      params: { requestId: id },
    });
    expect((await subscription(READER).get()).exists).toBe(false);
  });
});

describe('a sign-up made anew after the first expired unconfirmed', () => {
  it('gets a new mail and a new token; the old token can neither confirm nor unsubscribe it', async () => {
    const old = await mailedToken(READER);
    const later = new Date(T0.getTime() + CONFIRM_WITHIN + DAY);
    // The site's sign-up over the expired one (the rules allow that write).
    await signsUp(READER, 'es', later);
    const again = await signUp(READER, later);

    expect(again.outcome).toBe('mailed');
    const fresh = (again as { token: string }).token;
    expect(fresh).not.toBe(old);
    expect(await mailIds()).toEqual(
      [
        `newsletter-${idOf(READER)}-${T0.getTime()}`,
        `newsletter-${idOf(READER)}-${later.getTime()}`,
      ].sort(),
    );

    const stale = await presses('unsubscribe', old, later);
    expect(await newsletter.processRequest(db, stale, { now: later })).toBe('invalid');
    expect((await subscription(READER).get()).get('token')).toBe(fresh);
    expect((await tokenDoc(old).get()).exists).toBe(false);

    const confirm = await presses('confirm', fresh, later);
    expect(await newsletter.processRequest(db, confirm, { now: later })).toBe('confirmed');
  });
});
