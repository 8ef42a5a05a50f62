/**
 * The onboarding team's one-tap actions and the applicant's status page
 * (docs/decisions/0063-team-actions-and-status-page.md), against a real Firestore emulator
 * (`npm run test:functions`). Applications are mailed by the application trigger's own code with the
 * tests' link secret, and each action is made with the link the mail really carries: mark as read,
 * we will call you, not a fit right now (with a reason, in Spanish), a release from the held alert
 * and from the hourly summary that then becomes one onboarding mail. Then what a stranger can do with
 * links: forged, altered, for another application or another action, expired, a status link guessed;
 * none of them reads the database. A second press, a decided application, a full hour (the mail is
 * queued and sent by the sweep once there is room), a failed send (retried), the status that outlives
 * the application.
 */
import functionsTest from 'firebase-functions-test';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { qualifiedAnswers } from '../../scripts/mail-preview/samples';
import { company } from '../../src/content/company';
import { retention } from '../../src/content/retention';
import { applicantConfirmation } from '../../src/features/job-application/mail/applicant-confirmation';
import { applicantDecisionMail } from '../../src/features/job-application/mail/applicant-decision';
import { buildMailDocument } from '../../src/features/job-application/mail/mail';
import type { ApplicationRecord } from '../../src/features/job-application/rules/application-record';
import type * as Applications from '../src/applications.js';
import type * as Delivery from '../src/delivery.js';
import type * as Functions from '../src/index.js';
import type * as Summary from '../src/held-summary.js';
import type * as Links from '../src/links.js';
import type * as TeamActions from '../src/team-actions.js';
import type * as TeamFirestore from '../src/team-actions-firestore.js';
import { applicationRecord, everyPhotoThere, PHOTO } from './support/application.js';
import { clearDatabase, PROJECT_ID } from './support/emulator.js';
import { recordLogEntries } from './support/recorded-log.js';

const ONBOARDING = company.onboardingEmail;
const ALERTS = 'owner@example.org';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = new Date('2026-03-02T15:10:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

const logged = recordLogEntries();
const fft = functionsTest({ projectId: PROJECT_ID });
let functions: typeof Functions;
let applications: typeof Applications;
let delivery: typeof Delivery;
let summary: typeof Summary;
let links: typeof Links;
let team: typeof TeamActions;
let teamFirestore: typeof TeamFirestore;
let db: Firestore;
let SECRET: string;

beforeAll(async () => {
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  links = await import('../src/links.js');
  SECRET = links.EMULATOR_LINK_SECRET;
  // The deployed callables read the secret parameter from the environment, as Cloud Functions sets it.
  process.env.TEAM_LINK_SECRET = SECRET;
  applications = await import('../src/applications.js');
  delivery = await import('../src/delivery.js');
  summary = await import('../src/held-summary.js');
  team = await import('../src/team-actions.js');
  teamFirestore = await import('../src/team-actions-firestore.js');
  functions = await import('../src/index.js');
  db = getFirestore();
});
afterAll(() => {
  delete process.env.TEAM_LINK_SECRET;
  fft.cleanup();
});

const photos = everyPhotoThere(() => at(-2));

beforeEach(async () => {
  logged.length = 0;
  await clearDatabase();
});

const record = applicationRecord;

const application = (id: string) => db.collection('applications').doc(id);
const mail = (id: string) => db.collection('mail').doc(id);
const mailIds = async () => (await db.collection('mail').get()).docs.map((d) => d.id).sort();
const statusOf = (statusId: string) => db.collection('applicationStatuses').doc(statusId);

/** Stores an application as the callable does, then handles it as the trigger does. */
async function mailed(
  id: string,
  data: ApplicationRecord = record(),
  options: Partial<Applications.ApplicationOptions> = {},
  when = T0,
) {
  await application(id).set({
    ...data,
    source: { key: 'home', appCheck: 'missing' },
    createdAt: Timestamp.fromDate(when),
  });
  return handle(id, when, options);
}

const handle = (id: string, when = T0, options: Partial<Applications.ApplicationOptions> = {}) =>
  applications.processApplication(db, id, {
    photos,
    now: when,
    alertEmail: ALERTS,
    onboardingEmail: ONBOARDING,
    linkSecret: SECRET,
    ...options,
  });

/** The link a mail's plain text gives after `label: `, and its token. */
async function linkIn(mailId: string, label: string) {
  const text = (await mail(mailId).get()).get('message.text') as string;
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const url = new RegExp(`${escaped}: (https?://\\S+)`).exec(text)?.[1];
  if (!url) throw new Error(`No "${label}" link in mail ${mailId}`);
  return { url, token: url.slice(url.indexOf('#') + 1) };
}

/** The private status link a mail to the applicant carries, and its token. */
async function statusLinkIn(mailId: string) {
  const text = (await mail(mailId).get()).get('message.text') as string;
  const url = /(https?:\/\/\S+\/application-status#\S+)/.exec(text)?.[1];
  if (!url) throw new Error(`No status link in mail ${mailId}`);
  return { url, token: url.slice(url.indexOf('#') + 1) };
}

/** A store that counts what the actions read: a refused link must read nothing. */
function countingStores() {
  const counts = { transactions: 0, statusReads: 0 };
  const teamStore = teamFirestore.firestoreTeamStore(db);
  const statusStore = teamFirestore.firestoreStatusStore(db);
  return {
    counts,
    teamStore: {
      transact: <T>(work: Parameters<TeamActions.TeamStore['transact']>[0]) => {
        counts.transactions += 1;
        return teamStore.transact(work) as Promise<T>;
      },
    } as TeamActions.TeamStore,
    statusStore: {
      getStatus: (statusId: string) => {
        counts.statusReads += 1;
        return statusStore.getStatus(statusId);
      },
    } as TeamActions.StatusStore,
  };
}

let stores: ReturnType<typeof countingStores>;
beforeEach(() => {
  stores = countingStores();
});

const press = (
  action: string,
  token: string,
  when = at(30),
  extra: Record<string, unknown> = {},
  options: Partial<TeamActions.TeamActionOptions> = {},
) =>
  team.applyTeamAction(
    stores.teamStore,
    { action, token, ...extra },
    { secret: SECRET, now: when, ...options },
  );

const statusFor = (token: string, when = at(31)) =>
  team.readApplicationStatus(stores.statusStore, { token }, { secret: SECRET, now: when });

/** Rejects with the callables' refusal of that code. */
async function refused(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toMatchObject({ name: 'TeamLinkRefusal', code });
}

describe('the onboarding mail', () => {
  it('keeps its shape and subject, and adds only the row of decisions, each a signed link to its page', async () => {
    await mailed('AppOne0000000000000a');
    const data = (await mail('AppOne0000000000000a').get()).data()!;
    expect(Object.keys(data).sort()).toEqual(['createdAt', 'message', 'replyTo', 'to']);
    expect(data.to).toEqual([ONBOARDING]);
    expect(data.message.subject).toBe('New Job Application — Ana Diaz');
    const teamLinks = links.decisionLinks(SECRET, 'AppOne0000000000000a', T0);
    expect(data.message).toEqual(
      buildMailDocument({
        answers: qualifiedAnswers(),
        fileLinks: { toolImage: await photos.publish(PHOTO) },
        onboardingEmail: ONBOARDING,
        teamLinks,
      }).message,
    );
    const site = company.siteUrl;
    expect(teamLinks.call).toMatch(
      new RegExp(
        `^${site}/team/call#t1\\.call\\.AppOne0000000000000a\\.mail\\.\\d{10}\\.[\\w-]{43}$`,
      ),
    );
    expect(teamLinks.decline).toContain(`${site}/team/decline#t1.decline.`);
    expect(teamLinks.read).toContain(`${site}/team/read#t1.read.`);
    expect(data.message.html).toContain('>Reviewed: we will call you</a>');
    expect(data.message.text).toContain('DECIDE\nReviewed: we will call you: https://');
  });

  it('keeps the application as long as its links work, and the status record longer', async () => {
    await mailed('AppKept000000000000a');
    const stored = (await application('AppKept000000000000a').get()).data()!;
    expect((stored.expireAt as Timestamp).toMillis()).toBe(
      T0.getTime() + retention.applicationDays * DAY,
    );
    const { token } = await linkIn('AppKept000000000000a', 'Reviewed: we will call you');
    expect(Number(token.split('.')[4]) * 1000).toBe(T0.getTime() + retention.applicationDays * DAY);
    const status = (await statusOf(stored.statusId).get()).data()!;
    expect(Object.keys(status).sort()).toEqual([
      'callAt',
      'declinedAt',
      'expireAt',
      'firstName',
      'language',
      'readAt',
      'receivedAt',
    ]);
    expect(status).toMatchObject({ firstName: 'Ana', language: 'en', readAt: null });
    expect((status.expireAt as Timestamp).toMillis()).toBe(
      T0.getTime() + retention.applicationStatusDays * DAY,
    );
    expect(retention.applicationStatusDays).toBeGreaterThan(retention.applicationDays);
  });
});

describe('the applicant’s confirmation and status page', () => {
  it('links to the status page in the applicant’s language, which shows the first name and the stage dates only', async () => {
    await mailed('AppStatus00000000000', record({ language: 'es' }));
    const stored = (await application('AppStatus00000000000').get()).data()!;
    const statusUrl = links.statusLink(
      SECRET,
      stored.statusId,
      'es',
      new Date(T0.getTime() + retention.applicationStatusDays * DAY),
    );
    expect(statusUrl).toContain(`${company.siteUrl}/es/application-status#s1.${stored.statusId}.`);
    const confirmation = (await mail('AppStatus00000000000-confirmation').get()).data()!;
    expect(confirmation.message).toEqual(applicantConfirmation('es', statusUrl));
    expect(JSON.stringify(confirmation.message)).not.toContain('Ana');

    const token = statusUrl.slice(statusUrl.indexOf('#') + 1);
    expect(await statusFor(token)).toEqual({
      firstName: 'Ana',
      language: 'es',
      receivedAt: T0.toISOString(),
      readAt: null,
      callAt: null,
      declinedAt: null,
    });
  });

  it('outlives the application: once the application is deleted, the status still says what was done', async () => {
    await mailed('AppOutlive0000000000');
    const { token } = await linkIn('AppOutlive0000000000', 'Not a fit right now');
    await press('decline', token, at(60), { reason: 'tools' });
    const { statusId } = (await application('AppOutlive0000000000').get()).data()!;
    const statusToken = (await statusLinkIn('AppOutlive0000000000-decline')).token;
    await application('AppOutlive0000000000').delete(); // the TTL policy, after 14 days
    const status = await statusFor(statusToken, at(20 * 24 * 60));
    expect(status).toMatchObject({
      readAt: at(60).toISOString(),
      declinedAt: at(60).toISOString(),
    });
    expect(statusToken).toContain(`s1.${statusId}.`);
  });

  it('a guessed, altered or expired status link shows nothing, and a forged one reads nothing', async () => {
    await mailed('AppGuess000000000000');
    const { statusId } = (await application('AppGuess000000000000').get()).data()!;
    const expires = Math.floor(at(60 * 24 * 60).getTime() / 1000);
    const genuine = links.signStatusLink(SECRET, { statusId, expires });
    const otherSecret = links.signStatusLink('another-secret-of-at-least-32-characters!', {
      statusId,
      expires,
    });
    const altered = `${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`;
    const guessedId = genuine.replace(statusId, 'ZZZZZZZZZZZZZZZZZZZZ');
    for (const token of [otherSecret, altered, guessedId, 'nonsense', '', `${genuine}x`]) {
      await refused(statusFor(token), 'permission-denied');
    }
    expect(stores.counts.statusReads).toBe(0);
    // Genuine but for a record that does not exist: the same answer, after one read.
    const unknown = links.signStatusLink(SECRET, { statusId: 'ZZZZZZZZZZZZZZZZZZZZ', expires });
    await refused(statusFor(unknown), 'permission-denied');
    // Expired: refused before any read.
    const expired = links.signStatusLink(SECRET, {
      statusId,
      expires: Math.floor(at(10).getTime() / 1000),
    });
    await refused(statusFor(expired), 'permission-denied');
    expect(stores.counts.statusReads).toBe(1);
    await expect(statusFor(genuine)).resolves.toMatchObject({ firstName: 'Ana' });
  });

  it('greets by the first name only, on one line, with no web address', async () => {
    await mailed(
      'AppName0000000000000',
      record({ answers: qualifiedAnswers({ fullName: 'www.evil.example Diaz' }) }),
    );
    const { statusId } = (await application('AppName0000000000000').get()).data()!;
    expect((await statusOf(statusId).get()).get('firstName')).toBe('www[.]evil[.]example');
  });
});

describe('each action, from the links the mail carries', () => {
  it('"Mark as read" marks it read on the application and the status, quietly', async () => {
    await mailed('AppRead0000000000000');
    const before = await mailIds();
    const { token } = await linkIn('AppRead0000000000000', 'Mark as read');
    expect(await press('read', token)).toEqual({
      outcome: 'done',
      action: 'read',
      at: at(30).toISOString(),
      reference: 'AppRead0000000000000',
      reason: null,
      mail: null,
    });
    expect(await mailIds()).toEqual(before);
    const stored = (await application('AppRead0000000000000').get()).data()!;
    expect(stored.team.readAt.toDate()).toEqual(at(30));
    expect(stored.team.actions).toEqual([
      {
        action: 'read',
        at: Timestamp.fromDate(at(30)),
        via: 'mail',
        link: team.linkFingerprint(token),
        reason: null,
        mail: null,
      },
    ]);
    expect((await statusOf(stored.statusId).get()).get('readAt').toDate()).toEqual(at(30));
  });

  it('"Reviewed: we will call you" mails the applicant the company’s words, counts it, and is recorded', async () => {
    await mailed('AppCall0000000000000');
    const { token } = await linkIn('AppCall0000000000000', 'Reviewed: we will call you');
    expect(await press('call', token)).toMatchObject({ outcome: 'done', mail: 'sent' });
    const stored = (await application('AppCall0000000000000').get()).data()!;
    const status = (await statusOf(stored.statusId).get()).data()!;
    expect(status.callAt.toDate()).toEqual(at(30));
    expect(status.readAt.toDate()).toEqual(at(30));
    const sent = (await mail('AppCall0000000000000-call').get()).data()!;
    expect(Object.keys(sent).sort()).toEqual(['createdAt', 'message', 'to']);
    expect(sent.to).toEqual(['ana.diaz@example.org']);
    const statusToken = (await statusLinkIn('AppCall0000000000000-call')).token;
    expect(sent.message).toEqual(
      applicantDecisionMail('call', 'en', {
        firstName: 'Ana',
        statusUrl: `${company.siteUrl}/application-status#${statusToken}`,
      }),
    );
    expect(sent.message.text).toContain(`The call will come from ${company.heroPhone.display}.`);
    expect(sent.message.text).toContain('Hello Ana,');
    // The application's mail, its confirmation and this one: three in the hour.
    expect((await db.collection('applicationHours').doc('2026-03-02T15').get()).get('sent')).toBe(
      3,
    );
    expect(stored.team.decision).toEqual({
      action: 'call',
      at: Timestamp.fromDate(at(30)),
      reason: null,
    });
  });

  it('"Not a fit right now" mails a polite decline in the applicant’s language with the reason chosen', async () => {
    await mailed('AppDecline0000000000', record({ language: 'es' }));
    const { token } = await linkIn('AppDecline0000000000', 'Not a fit right now');
    expect(await press('decline', token, at(30), { reason: 'service-area' })).toMatchObject({
      outcome: 'done',
      action: 'decline',
      reason: 'service-area',
      mail: 'sent',
    });
    const sent = (await mail('AppDecline0000000000-decline').get()).data()!;
    expect(sent.message.subject).toBe(`Sobre su solicitud — ${company.name}`);
    expect(sent.message.text).toContain('Hola, Ana:');
    expect(sent.message.text).toContain('Buscamos conductores que vivan en la zona');
    expect(sent.message.text).toContain('/es/application-status#s1.');
    const stored = (await application('AppDecline0000000000').get()).data()!;
    expect(stored.team.actions[0]).toMatchObject({ action: 'decline', reason: 'service-area' });
  });

  it('a decline with a reason that is not one of the fixed ones is refused, and nothing changes', async () => {
    await mailed('AppBadReason00000000');
    const { token } = await linkIn('AppBadReason00000000', 'Not a fit right now');
    await refused(
      press('decline', token, at(30), { reason: 'Call evil.example now' }),
      'invalid-argument',
    );
    await refused(
      press(
        'call',
        (await linkIn('AppBadReason00000000', 'Reviewed: we will call you')).token,
        at(30),
        { reason: 'tools' },
      ),
      'invalid-argument',
    );
    expect((await application('AppBadReason00000000').get()).get('team')).toBeUndefined();
  });

  it('a second press of a used link shows what was done and when, and changes nothing', async () => {
    await mailed('AppTwice000000000000');
    const { token } = await linkIn('AppTwice000000000000', 'Not a fit right now');
    await press('decline', token, at(30), { reason: 'on-call' });
    const before = await mailIds();
    expect(await press('decline', token, at(90), { reason: 'tools' })).toEqual({
      outcome: 'already-done',
      action: 'decline',
      at: at(30).toISOString(),
      reference: 'AppTwice000000000000',
      reason: 'on-call',
    });
    expect(await mailIds()).toEqual(before);
    const stored = (await application('AppTwice000000000000').get()).data()!;
    expect(stored.team.actions).toHaveLength(1);
    // "Mark as read" after the decision: read since the decision.
    const read = await linkIn('AppTwice000000000000', 'Mark as read');
    expect(await press('read', read.token, at(95))).toMatchObject({
      outcome: 'already-done',
      at: at(30).toISOString(),
    });
  });

  it('a decision on an application already decided the other way says so, and changes nothing', async () => {
    await mailed('AppDecided0000000000');
    await press('call', (await linkIn('AppDecided0000000000', 'Reviewed: we will call you')).token);
    const { token } = await linkIn('AppDecided0000000000', 'Not a fit right now');
    expect(await press('decline', token, at(40))).toEqual({
      outcome: 'already-decided',
      decision: 'call',
      at: at(30).toISOString(),
      reference: 'AppDecided0000000000',
    });
    expect((await mailIds()).filter((id) => id.endsWith('-decline'))).toEqual([]);
    const { statusId } = (await application('AppDecided0000000000').get()).data()!;
    expect((await statusOf(statusId).get()).get('declinedAt')).toBeNull();
  });

  it('with no room in the hour, the applicant’s mail waits and the sweep sends it once there is room, once', async () => {
    await mailed('AppFull0000000000000', record(), { hourlyCap: 2 });
    // The application's mail and its confirmation filled the cap of 2.
    const { token } = await linkIn('AppFull0000000000000', 'Reviewed: we will call you');
    expect(await press('call', token, at(20), {}, { hourlyCap: 2 })).toMatchObject({
      outcome: 'done',
      mail: 'queued',
    });
    expect(await mailIds()).not.toContain('AppFull0000000000000-call');
    const queued = await db.collection('applicantMailQueue').doc('AppFull0000000000000-call').get();
    expect(queued.get('to')).toEqual(['ana.diaz@example.org']);
    expect((await application('AppFull0000000000000').get()).get('team.actions')[0].mail).toBe(
      'queued',
    );

    // Still the same hour: no room.
    expect(await teamFirestore.sendQueuedApplicantMails(db, { now: at(40), hourlyCap: 2 })).toEqual(
      [],
    );
    // The next hour has room: sent, counted, and the queue emptied; a second sweep sends nothing.
    expect(await teamFirestore.sendQueuedApplicantMails(db, { now: at(55), hourlyCap: 2 })).toEqual(
      ['AppFull0000000000000-call'],
    );
    expect(await teamFirestore.sendQueuedApplicantMails(db, { now: at(56), hourlyCap: 2 })).toEqual(
      [],
    );
    const sent = (await mail('AppFull0000000000000-call').get()).data()!;
    expect(sent.message.subject).toBe(`We will call you soon — ${company.name}`);
    expect((await db.collection('applicantMailQueue').get()).empty).toBe(true);
    expect((await db.collection('applicationHours').doc('2026-03-02T16').get()).get('sent')).toBe(
      1,
    );
  });

  it('a failed send of the applicant’s mail is retried like every mail, never dropped', async () => {
    await mailed('AppRetry000000000000');
    await press('call', (await linkIn('AppRetry000000000000', 'Reviewed: we will call you')).token);
    await mail('AppRetry000000000000-call').update({
      delivery: { state: 'ERROR', error: 'SMTP 451', attempts: 1 },
    });
    expect(await delivery.afterMailWrite(db, 'AppRetry000000000000-call', { now: at(31) })).toBe(
      'retry-scheduled',
    );
  });

  it('"Mark as read" on a held application is not possible: it is not in the inbox', async () => {
    await mailed('AppHeldRead000000000', record(), {
      photos: { inspect: async () => null, publish: photos.publish },
    });
    expect((await application('AppHeldRead000000000').get()).get('status')).toBe('held');
    const token = links.teamLink(SECRET, 'read', 'AppHeldRead000000000', 'mail', T0).split('#')[1]!;
    expect(await press('read', token)).toEqual({
      outcome: 'not-in-inbox',
      reference: 'AppHeldRead000000000',
    });
  });

  it('an application no longer stored says so', async () => {
    await mailed('AppGone000000000000a');
    const { token } = await linkIn('AppGone000000000000a', 'Mark as read');
    await application('AppGone000000000000a').delete();
    expect(await press('read', token)).toEqual({
      outcome: 'gone',
      reference: 'AppGone000000000000a',
    });
  });
});

describe('"Send it to the inbox now"', () => {
  async function heldOverCap(id: string) {
    // One application fills the hour's cap of 1 mail; the next is held, with an alert mail.
    await mailed('AppFirst000000000000', record(), { hourlyCap: 1 });
    await mailed(
      id,
      record({ answers: qualifiedAnswers({ email: 'bo@example.org', phone: '(602) 555-0122' }) }),
      { hourlyCap: 1 },
      at(2),
    );
    expect((await application(id).get()).get('status')).toBe('held');
  }

  it('from the hourly summary releases it, which then becomes exactly one onboarding mail despite the full hour; pressed again it says it was done', async () => {
    await heldOverCap('AppHeld0000000000000');
    const summaryId = await summary.summariseHeld(db, {
      now: at(55),
      onboardingEmail: ONBOARDING,
      linkSecret: SECRET,
    });
    const summaryMail = (await mail(summaryId!).get()).data()!;
    expect(summaryMail.message.html).toMatch(
      /<li id="held-AppHeld0000000000000"[^>]*>.*?<a href="https:\/\/[^"]+\/team\/release#t1\.release\.AppHeld0000000000000\.held-summary\.[^"]+"[^>]*>Send it to the inbox now<\/a><\/li>/,
    );
    const fromSummary = await linkIn(summaryId!, 'Send it to the inbox now');
    expect(fromSummary.token).toContain('.held-summary.');

    expect(await press('release', fromSummary.token, at(70))).toMatchObject({
      outcome: 'done',
      action: 'release',
    });
    const released = (await application(fromSummary.token.split('.')[2]!).get()).data()!;
    expect(released.status).toBe('release');
    expect(released.team.actions[0]).toMatchObject({ action: 'release', via: 'held-summary' });

    // The application trigger's work on that write (the deployed trigger reads the bucket, which
    // needs the Storage emulator): one onboarding mail, with its decisions.
    const referenceId = fromSummary.token.split('.')[2]!;
    expect((await handle(referenceId, at(71), { hourlyCap: 1 })).outcome).toBe('mailed');
    expect((await handle(referenceId, at(72), { hourlyCap: 1 })).outcome).toBe('already-handled');
    expect((await application(referenceId).get()).get('status')).toBe('mailed');
    expect((await mailIds()).filter((id) => id === referenceId)).toEqual([referenceId]);
    expect((await mail(referenceId).get()).get('message.text')).toContain('DECIDE');

    // Pressed again, from the summary: done before.
    expect(await press('release', fromSummary.token, at(80))).toMatchObject({
      outcome: 'already-done',
      at: at(70).toISOString(),
    });
    expect((await mailIds()).filter((id) => id === referenceId)).toHaveLength(1);
  });

  it('from the held alert mail, when ALERT_EMAIL is set', async () => {
    // A photo that failed its check: held, with an alert mail of its own.
    await application('AppPhoto000000000000').set({
      ...record(),
      source: { key: 'home', appCheck: 'missing' },
      createdAt: Timestamp.fromDate(T0),
    });
    await applications.processApplication(db, 'AppPhoto000000000000', {
      photos: { inspect: async () => null, publish: photos.publish },
      now: T0,
      alertEmail: ALERTS,
      onboardingEmail: ONBOARDING,
      linkSecret: SECRET,
    });
    const alert = await linkIn('AppPhoto000000000000-held', 'Send it to the inbox now');
    expect(alert.token).toContain('t1.release.AppPhoto000000000000.held-alert.');
    expect(await press('release', alert.token, at(5))).toMatchObject({ outcome: 'done' });
    expect(
      (
        await handle('AppPhoto000000000000', at(6), {
          photos: { inspect: async () => null, publish: photos.publish },
        })
      ).outcome,
    ).toBe('mailed');
    expect((await mail('AppPhoto000000000000').get()).get('message.text')).toContain(
      'The photo sent with this application is not linked',
    );
  });

  it('is not offered, and does nothing, for answers that break the rules', async () => {
    await application('AppBroken00000000000').set({
      ...record(),
      language: 'fr',
      createdAt: Timestamp.fromDate(T0),
    });
    await handle('AppBroken00000000000');
    const alert = (await mail('AppBroken00000000000-held').get()).data()!;
    expect(alert.message.text).not.toContain('Send it to the inbox now');
    const token = links
      .teamLink(SECRET, 'release', 'AppBroken00000000000', 'held-alert', T0)
      .split('#')[1]!;
    expect(await press('release', token, at(5))).toEqual({
      outcome: 'cannot-release',
      reference: 'AppBroken00000000000',
    });
    expect((await application('AppBroken00000000000').get()).get('status')).toBe('held');
  });

  it('on an application in the inbox already says so, and changes nothing', async () => {
    await mailed('AppInbox000000000000');
    const token = links
      .teamLink(SECRET, 'release', 'AppInbox000000000000', 'held-summary', T0)
      .split('#')[1]!;
    expect(await press('release', token, at(5))).toEqual({
      outcome: 'not-held',
      status: 'mailed',
      at: T0.toISOString(),
      reference: 'AppInbox000000000000',
    });
  });
});

describe('a stranger with links', () => {
  it('who forges, alters or guesses a link gets nothing, and costs no database read', async () => {
    await mailed('AppTarget00000000000');
    const { token } = await linkIn('AppTarget00000000000', 'Reviewed: we will call you');
    const [, , id, , expires, mac] = token.split('.') as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    const flip = (text: string, index: number) =>
      `${text.slice(0, index)}${text[index] === 'A' ? 'B' : 'A'}${text.slice(index + 1)}`;
    const forgedWithOwnSecret = links.signTeamLink('a-secret-the-stranger-made-up-of-40-chars', {
      action: 'call',
      applicationId: id,
      via: 'mail',
      expires: Number(expires),
    });
    const attempts = [
      flip(token, token.length - 5), // one letter of the signature
      token.replace('.call.', '.read.'), // another action, same signature
      token.replace(`.${expires}.`, `.${Number(expires) + 86_400}.`), // a later expiry
      token.replace('.mail.', '.held-alert.'),
      token.replace(mac, 'A'.repeat(43)),
      forgedWithOwnSecret,
      `${token}A`,
      token.slice(0, -1),
      '',
      'nonsense',
    ];
    for (const attempt of attempts) {
      await refused(press('call', attempt), 'permission-denied');
    }
    // A status link's token is no team link.
    const statusToken = (await statusLinkIn('AppTarget00000000000-confirmation')).token;
    await refused(press('call', statusToken), 'permission-denied');
    // A genuine link for one action, pressed on another action's page.
    await refused(press('decline', token), 'permission-denied');
    expect(stores.counts.transactions).toBe(0);
    expect(await mailIds()).not.toContain('AppTarget00000000000-call');
    expect((await application('AppTarget00000000000').get()).get('team')).toBeUndefined();
  });

  it('cannot point one application’s link at another', async () => {
    await mailed('AppMine0000000000000');
    await mailed(
      'AppTheirs00000000000',
      record({ answers: qualifiedAnswers({ email: 'bo@example.org', phone: '(602) 555-0122' }) }),
    );
    const { token } = await linkIn('AppMine0000000000000', 'Not a fit right now');
    await refused(
      press('decline', token.replace('AppMine0000000000000', 'AppTheirs00000000000')),
      'permission-denied',
    );
    expect(stores.counts.transactions).toBe(0);
    expect((await application('AppTheirs00000000000').get()).get('team')).toBeUndefined();
    // The genuine link still acts on its own application only.
    await press('decline', token);
    expect((await application('AppMine0000000000000').get()).get('team.decision.action')).toBe(
      'decline',
    );
    expect((await application('AppTheirs00000000000').get()).get('team')).toBeUndefined();
  });

  it('with an expired link changes nothing and reads nothing', async () => {
    await mailed('AppExpired0000000000');
    const { token } = await linkIn('AppExpired0000000000', 'Reviewed: we will call you');
    expect(
      await press('call', token, new Date(T0.getTime() + retention.applicationDays * DAY)),
    ).toEqual({
      outcome: 'expired',
    });
    expect(stores.counts.transactions).toBe(0);
    expect(
      await press('call', token, new Date(T0.getTime() + retention.applicationDays * DAY - 1000)),
    ).toMatchObject({
      outcome: 'done',
    });
  });

  /**
   * An application mailed just now (the deployed callables read the real clock), and the token of
   * its "Mark as read" link.
   */
  async function mailedJustNow(id: string) {
    await application(id).set({
      ...record(),
      createdAt: Timestamp.now(),
      status: 'mailed',
      handling: { mailedAt: Timestamp.now(), mailId: id },
    });
    return links.teamLink(SECRET, 'read', id, 'mail', new Date()).split('#')[1]!;
  }

  it('is refused by the deployed callables as the site sees it: permission-denied, saying nothing of any application', async () => {
    const token = await mailedJustNow('AppDeployed000000000');
    const callTeam = (data: unknown) =>
      fft.wrap(functions.teamAction)({ data, rawRequest: { headers: {} } } as never);
    // One letter of the signature changed (to another letter: a fixed one would be the same letter
    // once in 16 signatures, and the test would fail by chance).
    const altered = `${token.slice(0, -1)}${token.endsWith('Q') ? 'g' : 'Q'}`;
    expect(altered).not.toBe(token);
    await expect(callTeam({ action: 'read', token: altered })).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'This link is not valid.',
    });
    await expect(callTeam({ action: 'read', token })).resolves.toMatchObject({ outcome: 'done' });
    const callStatus = (data: unknown) =>
      fft.wrap(functions.applicationStatus)({ data, rawRequest: { headers: {} } } as never);
    await expect(
      callStatus({ token: 's1.AAAAAAAAAAAAAAAAAAAA.2000000000.' + 'A'.repeat(43) }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'This link is not valid or has expired.',
    });
  });

  it('refuses a replayed App Check token on every team-link callable, even with a valid link, before reading anything', async () => {
    const token = await mailedJustNow('AppReplayed000000000');
    const replayed = { appId: '1:123:web:abc', token: {}, alreadyConsumed: true };
    const calls = {
      teamAction: { action: 'read', token },
      heldApplications: { token },
      applicationStatus: { token },
    } as const;
    for (const [name, data] of Object.entries(calls)) {
      const callable = functions[name as keyof typeof calls] as typeof functions.teamAction;
      await expect(
        fft.wrap(callable)({ data, rawRequest: { headers: {} }, app: replayed } as never),
        name,
      ).rejects.toMatchObject({
        code: 'permission-denied',
        message: 'This App Check token was used before.',
      });
    }
    // The same press with a fresh token goes through: the refusal was the replay's.
    await expect(
      fft.wrap(functions.teamAction)({
        data: calls.teamAction,
        rawRequest: { headers: {} },
        app: { ...replayed, alreadyConsumed: false },
      } as never),
    ).resolves.toMatchObject({ outcome: 'done' });
  });

  it('gets nothing from a server without a usable secret: the callables refuse, the mails carry no links', async () => {
    await refused(press('read', 'nonsense', at(1), {}, { secret: '' }), 'unavailable');
    await mailed('AppNoSecret000000000', record(), { linkSecret: 'short' });
    const text = (await mail('AppNoSecret000000000').get()).get('message.text') as string;
    expect(text).not.toContain('DECIDE');
    expect(logged).toContainEqual(
      expect.objectContaining({ severity: 'ERROR', alert: 'team-links-unavailable' }),
    );
    expect((await application('AppNoSecret000000000').get()).get('statusId')).toBeUndefined();
  });
});
