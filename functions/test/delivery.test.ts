/**
 * The delivery watcher against a real Firestore emulator (`npm run test:functions` starts one and
 * sets FIRESTORE_EMULATOR_HOST). The Trigger Email extension does not run here: each test writes
 * what it would write (`delivery.state` PENDING, PROCESSING, ERROR, SUCCESS) and runs the product's
 * handlers, wrapped by firebase-functions-test as Cloud Functions would call them, or the functions
 * they call with a chosen clock to walk through a whole day of retries.
 */
import { company } from '../../src/content/company';
import functionsTest from 'firebase-functions-test';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as Delivery from '../src/delivery.js';
import type * as Functions from '../src/index.js';
import { clearDatabase, PROJECT_ID } from './support/emulator.js';
import { recordLogEntries } from './support/recorded-log.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = new Date('2026-03-02T15:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

// The logger's entries, recorded before the functions' modules load.
const logged = recordLogEntries();

const fft = functionsTest({ projectId: PROJECT_ID });
// Loaded after the logger's console is replaced and firebase-functions-test has set the project.
let functions: typeof Functions;
let delivery: typeof Delivery;
let db: Firestore;

beforeAll(async () => {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  delivery = await import('../src/delivery.js');
  functions = await import('../src/index.js');
  db = getFirestore();
});

afterAll(() => {
  fft.cleanup();
});

beforeEach(async () => {
  logged.length = 0;
  delete process.env.ALERT_EMAIL;
  await clearDatabase();
});

const APPLICATION = {
  to: [company.onboardingEmail],
  replyTo: 'ana@example.org',
  message: {
    subject: 'New Job Application — Ana Diaz',
    text: 'New job application from Ana Diaz\n\nAll answers:\n{}',
    html: '<!doctype html><html><body style="margin:0"><h1>New job application from Ana Diaz</h1></body></html>',
  },
};

const mail = (id: string) => db.collection('mail').doc(id);
const read = async (id: string) => (await mail(id).get()).data();

/** A mail document as the extension leaves it in `state`. */
async function mailIn(id: string, delivery: Record<string, unknown>, extra = {}) {
  await mail(id).set({
    ...APPLICATION,
    createdAt: Timestamp.fromDate(T0),
    delivery: { attempts: 1, startTime: Timestamp.fromDate(T0), error: null, ...delivery },
    ...extra,
  });
}

/** What the extension writes after a failed send. */
const extensionFails = (id: string, error = 'Error: Invalid login: 535 Authentication failed') =>
  mail(id).update({ 'delivery.state': 'ERROR', 'delivery.error': error });

/** Runs the deployed write trigger on the document as it is now, as Cloud Functions would. */
async function triggerWrite(id: string) {
  const after = await mail(id).get();
  const wrapped = fft.wrap(functions.mailDeliveryWatch);
  await wrapped({ data: fft.makeChange(after, after), params: { mailId: id } });
}

describe('a mail that was delivered', () => {
  it('gets the TTL field 7 days after delivery, and no earlier', async () => {
    await mailIn('delivered', { state: 'SUCCESS' });
    const before = Date.now();
    await triggerWrite('delivered');
    const expireAt = (await read('delivered'))?.expireAt as Timestamp;
    expect(expireAt).toBeInstanceOf(Timestamp);
    expect(expireAt.toMillis()).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(expireAt.toMillis()).toBeLessThan(Date.now() + 7 * DAY + MINUTE);
  });

  it('keeps the TTL it got the first time when the trigger runs again', async () => {
    await mailIn('delivered', { state: 'SUCCESS' });
    expect(await delivery.afterMailWrite(db, 'delivered', { now: T0 })).toBe('delivered');
    expect(await delivery.afterMailWrite(db, 'delivered', { now: at(60) })).toBe('already-handled');
    expect(((await read('delivered'))?.expireAt as Timestamp).toMillis()).toBe(
      T0.getTime() + 7 * DAY,
    );
  });
});

describe('a mail that is not delivered yet', () => {
  it.each(['PENDING', 'PROCESSING', 'RETRY', 'ERROR'])(
    'never gets the TTL field while %s',
    async (state) => {
      await mailIn('waiting', {
        state,
        leaseExpireTime: state === 'PROCESSING' ? Timestamp.fromDate(at(1)) : null,
      });
      await triggerWrite('waiting');
      expect(await read('waiting')).not.toHaveProperty('expireAt');
    },
  );

  it('loses a TTL field it should not have (an old extension setting), so it is never deleted', async () => {
    await mailIn('waiting', { state: 'ERROR' }, { expireAt: Timestamp.fromDate(at(60)) });
    await triggerWrite('waiting');
    expect(await read('waiting')).not.toHaveProperty('expireAt');
  });
});

describe('a send that failed', () => {
  it('is scheduled for a retry 5 minutes later, and the document is kept', async () => {
    await mailIn('failed', { state: 'ERROR', error: 'Error: quota exceeded' });
    const before = Date.now();
    await triggerWrite('failed');
    const data = await read('failed');
    expect(data?.delivery.state).toBe('ERROR');
    expect(data?.retry.count).toBe(0);
    expect(data?.retry.lastError).toBe('Error: quota exceeded');
    const next = (data?.retry.nextAttemptAt as Timestamp).toMillis();
    expect(next).toBeGreaterThanOrEqual(before + 5 * MINUTE);
    expect(next).toBeLessThan(Date.now() + 5 * MINUTE + 1000);
    expect(logged).toContainEqual(
      expect.objectContaining({
        severity: 'WARNING',
        event: 'mail-retry-scheduled',
        mailId: 'failed',
      }),
    );
  });

  it('is scheduled once, however often the trigger runs', async () => {
    await mailIn('failed', { state: 'ERROR' });
    expect(await delivery.afterMailWrite(db, 'failed', { now: T0 })).toBe('retry-scheduled');
    expect(await delivery.afterMailWrite(db, 'failed', { now: at(1) })).toBe('already-handled');
    expect(((await read('failed'))?.retry.nextAttemptAt as Timestamp).toDate()).toEqual(at(5));
  });

  it('goes back to the extension (state RETRY) once the sweep finds its retry due, not before', async () => {
    await mailIn('failed', { state: 'ERROR' });
    await delivery.afterMailWrite(db, 'failed', { now: T0 });

    expect(await delivery.sweepMail(db, { now: at(4) })).toEqual({
      requeued: [],
      leasesExpired: [],
    });
    expect((await read('failed'))?.delivery.state).toBe('ERROR');

    expect(await delivery.sweepMail(db, { now: at(5) })).toEqual({
      requeued: ['failed'],
      leasesExpired: [],
    });
    const data = await read('failed');
    expect(data?.delivery.state).toBe('RETRY');
    expect(data?.retry.count).toBe(1);
    expect(data?.retry).not.toHaveProperty('nextAttemptAt');
  });

  it('is re-queued by the scheduled function as deployed', async () => {
    await mailIn(
      'failed',
      { state: 'ERROR' },
      {
        retry: { count: 0, nextAttemptAt: Timestamp.fromMillis(Date.now() - MINUTE) },
      },
    );
    // firebase-functions-test has no scheduler events: call the function with the event Cloud
    // Scheduler sends.
    await functions.mailDeliverySweep.run({ scheduleTime: new Date().toISOString() });
    expect((await read('failed'))?.delivery.state).toBe('RETRY');
  });

  it('is not sent again when it was delivered before its retry was due', async () => {
    await mailIn('failed', { state: 'ERROR' });
    await delivery.afterMailWrite(db, 'failed', { now: T0 });
    await mail('failed').update({ 'delivery.state': 'SUCCESS' });
    await delivery.sweepMail(db, { now: at(10) });
    const data = await read('failed');
    expect(data?.delivery.state).toBe('SUCCESS');
    expect(data?.retry).not.toHaveProperty('nextAttemptAt');
  });

  it('is retried after growing delays, then kept with an error logged for the alert', async () => {
    await mailIn('failing', { state: 'ERROR' });
    let now = T0;
    const waits: number[] = [];
    for (;;) {
      const outcome = await delivery.afterMailWrite(db, 'failing', { now });
      if (outcome === 'gave-up') break;
      expect(outcome).toBe('retry-scheduled');
      const due = ((await read('failing'))?.retry.nextAttemptAt as Timestamp).toDate();
      waits.push((due.getTime() - now.getTime()) / MINUTE);
      now = due;
      expect((await delivery.sweepMail(db, { now })).requeued).toEqual(['failing']);
      await extensionFails('failing');
    }
    expect(waits).toEqual([5, 15, 60, 240, 720]);
    const data = await read('failing');
    expect(data?.retry.count).toBe(5);
    expect((data?.retry.gaveUpAt as Timestamp).toDate()).toEqual(now);
    expect(data?.delivery.state).toBe('ERROR');
    expect(data).not.toHaveProperty('expireAt');
    expect(data?.message).toEqual(APPLICATION.message);

    expect(logged).toContainEqual(
      expect.objectContaining({
        severity: 'ERROR',
        alert: 'mail-undelivered',
        mailId: 'failing',
        retries: 5,
        lastError: 'Error: Invalid login: 535 Authentication failed',
        message: expect.stringContaining('MAIL_UNDELIVERED: a mail was not delivered'),
      }),
    );
    // Nothing more happens to it: no further retry, no second log entry.
    expect(await delivery.afterMailWrite(db, 'failing', { now: at(5000) })).toBe('already-handled');
    expect(await delivery.sweepMail(db, { now: at(6000) })).toEqual({
      requeued: [],
      leasesExpired: [],
    });
    expect(logged.filter((entry) => entry.alert === 'mail-undelivered')).toHaveLength(1);
  });

  it('is delivered on a retry and then expires 7 days after that delivery', async () => {
    await mailIn('late', { state: 'ERROR' });
    await delivery.afterMailWrite(db, 'late', { now: T0 });
    await delivery.sweepMail(db, { now: at(5) });
    await mail('late').update({ 'delivery.state': 'SUCCESS' });
    expect(await delivery.afterMailWrite(db, 'late', { now: at(6) })).toBe('delivered');
    expect(((await read('late'))?.expireAt as Timestamp).toDate()).toEqual(
      new Date(at(6).getTime() + 7 * DAY),
    );
  });

  it('starts its retries over when an operator deletes its retry record', async () => {
    await mailIn(
      'kept',
      { state: 'ERROR' },
      {
        retry: { count: 5, gaveUpAt: Timestamp.fromDate(T0) },
      },
    );
    expect(await delivery.afterMailWrite(db, 'kept', { now: at(1) })).toBe('already-handled');
    await mail('kept').update({
      retry: FieldValue.delete(),
    });
    expect(await delivery.afterMailWrite(db, 'kept', { now: at(2) })).toBe('retry-scheduled');
  });
});

describe('a send whose lease expired (the extension died while sending)', () => {
  it('becomes an ERROR with a retry scheduled once the lease is 5 minutes past', async () => {
    await mailIn('stuck', { state: 'PROCESSING', leaseExpireTime: Timestamp.fromDate(T0) });

    expect(await delivery.sweepMail(db, { now: at(4) })).toEqual({
      requeued: [],
      leasesExpired: [],
    });
    expect((await read('stuck'))?.delivery.state).toBe('PROCESSING');

    expect(await delivery.sweepMail(db, { now: at(6) })).toEqual({
      requeued: [],
      leasesExpired: ['stuck'],
    });
    const data = await read('stuck');
    expect(data?.delivery.state).toBe('ERROR');
    expect(data?.delivery.error).toBe('Message processing lease expired.');
    expect(data?.delivery.leaseExpireTime).toBeNull();
    expect((data?.retry.nextAttemptAt as Timestamp).toDate()).toEqual(at(11));
  });

  it('is left alone while another attempt is still sending', async () => {
    await mailIn('sending', { state: 'PROCESSING', leaseExpireTime: Timestamp.fromDate(at(10)) });
    await delivery.sweepMail(db, { now: at(12) });
    expect((await read('sending'))?.delivery.state).toBe('PROCESSING');
  });
});

describe('a courtesy mail to an address someone typed', () => {
  it('is not retried when it fails, alerts nobody, and expires', async () => {
    await mailIn(
      'courtesy',
      { state: 'ERROR', error: 'Error: 550 no such user' },
      { bestEffort: true, to: ['typo@example.org'] },
    );
    expect(
      await delivery.afterMailWrite(db, 'courtesy', { now: T0, alertEmail: 'owner@example.org' }),
    ).toBe('dropped');
    const data = await read('courtesy');
    expect(data?.retry).not.toHaveProperty('nextAttemptAt');
    expect((data?.expireAt as Timestamp).toMillis()).toBe(T0.getTime() + 7 * DAY);
    expect((await db.collection('mail').get()).size).toBe(1);
    expect(logged.filter((entry) => entry.severity === 'ERROR')).toEqual([]);
    expect(await delivery.afterMailWrite(db, 'courtesy', { now: at(5) })).toBe('already-handled');
  });
});

describe('the alert mail after the last retry', () => {
  const givenUpOnce = async (id: string, alertEmail?: string) => {
    await mailIn(id, { state: 'ERROR', error: 'Error: mailbox full' }, { retry: { count: 5 } });
    return delivery.afterMailWrite(db, id, { now: T0, ...(alertEmail ? { alertEmail } : {}) });
  };

  it('goes to ALERT_EMAIL with the undelivered application’s text inside, and the reply-to of the applicant', async () => {
    process.env.ALERT_EMAIL = 'owner@example.org';
    await mailIn('lost', { state: 'ERROR', error: 'Error: mailbox full' }, { retry: { count: 5 } });
    await triggerWrite('lost');

    const alertId = 'lost-undelivered';
    expect((await read('lost'))?.retry.alertMailId).toBe(alertId);
    const alert = await read(alertId);
    expect(alert?.to).toEqual(['owner@example.org']);
    expect(alert?.replyTo).toBe('ana@example.org');
    expect(alert?.alertFor).toBe('lost');
    expect(alert?.message.subject).toBe('Not delivered: New Job Application — Ana Diaz');
    expect(alert?.message.text).toContain('Last error: Error: mailbox full');
    expect(alert?.message.text).toContain('document "lost"');
    expect(alert?.message.text).toContain(APPLICATION.message.text);
    expect(alert?.message.html).toContain('Last error: Error: mailbox full');
    // The mail's plain text, escaped: never its HTML.
    expect(alert?.message.html).toContain('New job application from Ana Diaz');
    expect(alert?.message.html).not.toContain('<h1>');
  });

  it('repeats no HTML of the undelivered mail, even a hostile one, and keeps its subject on one line', async () => {
    await mailIn(
      'hostile',
      { state: 'ERROR', error: 'Error: mailbox full' },
      {
        retry: { count: 5 },
        replyTo: '"IT Helpdesk" <attacker@example.net>',
        message: {
          subject: 'ACTION REQUIRED\nBcc: everyone@example.org',
          text: 'Reset your password: <a href="https://evil.example">here</a>',
          html: '<form action="https://evil.example"><input name="password"></form><img src="https://evil.example/pixel.gif">',
        },
      },
    );
    await delivery.afterMailWrite(db, 'hostile', { now: T0, alertEmail: 'owner@example.org' });
    const alert = await read('hostile-undelivered');
    expect(alert?.message.html).not.toMatch(/<form|<input|<img|<a /);
    expect(alert?.message.html).toContain(
      '&lt;a href=&quot;https://evil.example&quot;&gt;here&lt;/a&gt;',
    );
    expect(alert?.message.subject).toBe('Not delivered: ACTION REQUIRED Bcc: everyone@example.org');
    expect(alert).not.toHaveProperty('replyTo');
  });

  it('is written once, however often the trigger runs', async () => {
    expect(await givenUpOnce('lost', 'owner@example.org')).toBe('gave-up');
    await mail('lost').update({
      'retry.gaveUpAt': FieldValue.delete(),
    });
    expect(
      await delivery.afterMailWrite(db, 'lost', { now: at(1), alertEmail: 'owner@example.org' }),
    ).toBe('gave-up');
    const alerts = await db.collection('mail').where('alertFor', '==', 'lost').get();
    expect(alerts.size).toBe(1);
  });

  it('is not written when ALERT_EMAIL is not configured; the error log still alerts', async () => {
    expect(await givenUpOnce('lost')).toBe('gave-up');
    expect((await db.collection('mail').get()).size).toBe(1);
    expect(logged).toContainEqual(
      expect.objectContaining({ alert: 'mail-undelivered', alertMailId: null }),
    );
  });

  it('is not written to an ALERT_EMAIL that is not an address, and says so in the log', async () => {
    expect(await givenUpOnce('lost', 'not an address')).toBe('gave-up');
    expect((await db.collection('mail').get()).size).toBe(1);
    expect(logged).toContainEqual(
      expect.objectContaining({ severity: 'ERROR', event: 'alert-email-invalid' }),
    );
  });

  it('that itself cannot be delivered raises no further alert mail, only the error log', async () => {
    await mailIn(
      'lost-undelivered',
      { state: 'ERROR' },
      { alertFor: 'lost', retry: { count: 5 }, to: ['owner@example.org'] },
    );
    expect(
      await delivery.afterMailWrite(db, 'lost-undelivered', {
        now: T0,
        alertEmail: 'owner@example.org',
      }),
    ).toBe('gave-up');
    expect((await db.collection('mail').get()).size).toBe(1);
    expect(logged).toContainEqual(
      expect.objectContaining({
        alert: 'mail-undelivered',
        mailId: 'lost-undelivered',
        isAlertMail: true,
      }),
    );
  });

  it('escapes the error text it quotes', async () => {
    await mailIn(
      'lost',
      { state: 'ERROR', error: '<script>alert(1)</script>' },
      { retry: { count: 5 } },
    );
    await delivery.afterMailWrite(db, 'lost', { now: T0, alertEmail: 'owner@example.org' });
    const html = (await read('lost-undelivered'))?.message.html as string;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });
});
