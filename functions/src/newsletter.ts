/**
 * The newsletter's double opt-in (docs/decisions/0057-newsletter-double-opt-in.md). The callable
 * `subscribeNewsletter` writes a sign-up (`newsletterSubscriptions/{sha256(address)}`: address,
 * language, server time, source; newsletter-intake.ts), and a browser can only write, from the page a
 * mail's link opens, a request (`newsletterRequests/{confirm|unsubscribe}-{token}`,
 * which the rules accept only for an existing token). Everything else is done here:
 *
 *   - `processSignUp`, on a new sign-up: in one transaction, a random token
 *     (`newsletterTokens/{token}`: the sign-up's id, `confirmBy`, `expireAt`), the sign-up marked
 *     pending with the same expiry, and one confirmation mail of fixed text in the sign-up's language
 *     (`mail/newsletter-{id}-{createdAt}`, `bestEffort`); past the hourly cap, no token and no mail:
 *     the sign-up stays unconfirmed and expires, and the hour's first one logs an alert;
 *   - `processRequest`, on a request: confirm (before `confirmBy`) or unsubscribe (delete the sign-up
 *     and its token), then delete the request.
 *
 * Both read before they write, in a transaction, and name what they write after what they handle, so
 * a second run (Cloud Functions delivers events at least once, and retries a failed run) writes
 * nothing more.
 */
import { randomBytes } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { retention } from '../../src/content/retention';
import type { Locale } from '../../src/i18n/locales';
import { newsletterConfirmation } from '../../src/features/newsletter/mail/confirmation-mail';
import {
  NEWSLETTER_COLLECTION,
  NEWSLETTER_LANGUAGES,
  NEWSLETTER_REQUESTS_COLLECTION,
  NEWSLETTER_TOKENS_COLLECTION,
  parseNewsletterRequestId,
  type NewsletterStatus,
} from '../../src/features/newsletter/newsletter-records';
import { isEmailAddress } from './alert-mail.js';
import {
  BOOKKEEPING_DAYS,
  DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_HOUR,
  EXPIRE_FIELD,
  MAIL_COLLECTION,
  NEWSLETTER_FLOOD_ALERT_LABEL,
  NEWSLETTER_FLOOD_LOG_MESSAGE,
  NEWSLETTER_HOURS_COLLECTION,
  DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_SOURCE_PER_HOUR,
  NEWSLETTER_SIGN_UPS_PER_SOURCE_PER_DAY,
  NEWSLETTER_SOURCE_DAYS_COLLECTION,
  NEWSLETTER_SOURCE_HOURS_COLLECTION,
  NEWSLETTER_WITHHELD_BATCH,
  VERIFIED_CAP_FACTOR,
} from './config.js';
import { runTransaction } from './transaction.js';

const DAY = 24 * 60 * 60 * 1000;

/** How long a confirmation link works; an unconfirmed sign-up expires then (the privacy policy's). */
export const CONFIRM_WITHIN_MS = retention.newsletterUnconfirmedDays * DAY;

/** The UTC hour `now` falls in, as the counter's id: `2026-03-02T15`. */
export const hourOf = (now: Date) => now.toISOString().slice(0, 13);

/** The confirmation mail's id: one per sign-up (a sign-up made anew after expiry has a new time). */
export const confirmationMailIdFor = (subscriptionId: string, createdAt: Timestamp) =>
  `newsletter-${subscriptionId}-${createdAt.toMillis()}`;

/** A link's token: 32 random bytes, 64 lower-case hex digits (the rules check the shape). */
export const newToken = () => randomBytes(32).toString('hex');

export interface SignUpOptions {
  now?: Date;
  /** Confirmation mails per hour (NEWSLETTER_CONFIRMATIONS_PER_HOUR). */
  hourlyCap?: number;
  /**
   * Confirmation mails per source (network) per hour (NEWSLETTER_CONFIRMATIONS_PER_SOURCE_PER_HOUR;
   * docs/decisions/0061-a-flood-cannot-hold-real-applicants.md).
   */
  perSourceCap?: number;
  /** Sign-ups per source per UTC day that may get a mail (NEWSLETTER_SIGN_UPS_PER_SOURCE_PER_DAY). */
  perSourceDay?: number;
}

export type SignUpOutcome =
  | { outcome: 'gone' | 'already-handled' | 'over-cap' | 'source-limit' }
  | { outcome: 'invalid'; problems: string[] }
  | { outcome: 'mailed'; mailId: string; token: string };

interface NewsletterHour {
  /** Confirmation mails sent this hour for sign-ups without a valid App Check token. */
  sent: number;
  /** The same for sign-ups with one (their own, larger bound). */
  verifiedSent: number;
  /** Sign-ups past the cap this hour: no mail. */
  withheld: number;
  /** Whether this hour's alert was logged. */
  alerted: boolean;
}

const hourCounterOf = (data: DocumentData | undefined): NewsletterHour => ({
  sent: typeof data?.sent === 'number' ? data.sent : 0,
  verifiedSent: typeof data?.verifiedSent === 'number' ? data.verifiedSent : 0,
  withheld: typeof data?.withheld === 'number' ? data.withheld : 0,
  alerted: data?.alerted === true,
});

/** Where a sign-up came from, as the callable recorded it; one written before it: `unknown`. */
function signUpSourceOf(data: DocumentData): { key: string; verified: boolean } {
  const source = data.source as { key?: unknown; appCheck?: unknown } | undefined;
  const key =
    typeof source?.key === 'string' && /^[0-9a-z]{1,64}$/.test(source.key) ? source.key : 'unknown';
  return { key, verified: source?.appCheck === 'verified' };
}

/** The UTC day `now` falls in: `2026-03-02` (the source keys' salt changes with it). */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Writes a new token and the confirmation mail carrying it; resolves to the token. */
function writeConfirmation(
  transaction: Transaction,
  db: Firestore,
  {
    subscriptionId,
    data,
    mailRef,
    expireAt,
    now,
  }: {
    subscriptionId: string;
    data: DocumentData;
    mailRef: DocumentReference;
    expireAt: Timestamp;
    now: Date;
  },
): string {
  const token = newToken();
  transaction.create(db.collection(NEWSLETTER_TOKENS_COLLECTION).doc(token), {
    subscriptionId,
    confirmBy: expireAt,
    [EXPIRE_FIELD]: expireAt,
    createdAt: Timestamp.fromDate(now),
  });
  transaction.create(mailRef, {
    to: [data.email as string],
    message: newsletterConfirmation(data.language as Locale, token),
    // A courtesy mail to a typed address: a failed send is not retried and alerts nobody.
    bestEffort: true,
    createdAt: FieldValue.serverTimestamp(),
  });
  return token;
}

/** What is wrong with a stored sign-up (the rules let only well-formed ones in), or nothing. */
function signUpProblems(data: DocumentData): string[] {
  const problems: string[] = [];
  const email: unknown = data.email;
  if (typeof email !== 'string' || !isEmailAddress(email) || email !== email.toLowerCase()) {
    problems.push('email');
  }
  if (!NEWSLETTER_LANGUAGES.includes(data.language as Locale)) problems.push('language');
  if (!(data.createdAt instanceof Timestamp)) problems.push('createdAt');
  return problems;
}

/**
 * Handles the sign-up `subscriptionId` just written by the callable: one confirmation mail with a fresh
 * token, or none past the hourly cap. Safe to run any number of times: only a sign-up without a
 * `status` is handled, once.
 */
export async function processSignUp(
  db: Firestore,
  subscriptionId: string,
  options: SignUpOptions = {},
): Promise<SignUpOutcome> {
  const now = options.now ?? new Date();
  const cap = options.hourlyCap ?? DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_HOUR;
  const perSourceCap = options.perSourceCap ?? DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_SOURCE_PER_HOUR;
  const perSourceDay = options.perSourceDay ?? NEWSLETTER_SIGN_UPS_PER_SOURCE_PER_DAY;
  const ref = db.collection(NEWSLETTER_COLLECTION).doc(subscriptionId);
  const hour = hourOf(now);
  const counterRef = db.collection(NEWSLETTER_HOURS_COLLECTION).doc(hour);
  const bookkeepingExpiry = Timestamp.fromMillis(now.getTime() + BOOKKEEPING_DAYS * DAY);
  const report: { alert?: boolean } = {};

  const outcome = await runTransaction(db, async (transaction): Promise<SignUpOutcome> => {
    delete report.alert;
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return { outcome: 'gone' };
    const data = snapshot.data()!;
    if (data.status !== undefined) return { outcome: 'already-handled' };

    const problems = signUpProblems(data);
    const createdAt =
      data.createdAt instanceof Timestamp ? data.createdAt : Timestamp.fromDate(now);
    const expireAt = Timestamp.fromMillis(createdAt.toMillis() + CONFIRM_WITHIN_MS);
    const pending = { status: 'pending' satisfies NewsletterStatus, [EXPIRE_FIELD]: expireAt };
    if (problems.length > 0) {
      // Not one the site wrote: it gets no mail, and expires like any unconfirmed sign-up.
      transaction.update(ref, { ...pending, token: null, confirmationMailId: null, problems });
      return { outcome: 'invalid', problems };
    }

    const counter = hourCounterOf((await transaction.get(counterRef)).data());
    // Where the sign-up came from (the callable's `source`); one written before it: `unknown`.
    const { key: sourceKey, verified } = signUpSourceOf(data);
    // A sign-up with a valid App Check token is counted apart from those without, in every count,
    // so that no number of tokenless sign-ups withholds it
    // (docs/decisions/0070-every-held-application-reaches-a-person.md).
    const kind = verified ? '-verified' : '';
    const bucket: 'sent' | 'verifiedSent' = verified ? 'verifiedSent' : 'sent';
    const bound = verified ? cap * VERIFIED_CAP_FACTOR : cap;
    const sourceRef = db
      .collection(NEWSLETTER_SOURCE_HOURS_COLLECTION)
      .doc(`${hour}-${sourceKey}${kind}`);
    const dayRef = db
      .collection(NEWSLETTER_SOURCE_DAYS_COLLECTION)
      .doc(`${dayOf(now)}-${sourceKey}${kind}`);
    const [sourceSnapshot, daySnapshot] = await Promise.all([
      transaction.get(sourceRef),
      transaction.get(dayRef),
    ]);
    const fromSource = sourceSnapshot.data();
    const sourceSent = typeof fromSource?.sent === 'number' ? fromSource.sent : 0;
    const signUpsToday =
      typeof daySnapshot.get('signUps') === 'number' ? (daySnapshot.get('signUps') as number) : 0;
    const mailId = confirmationMailIdFor(subscriptionId, createdAt);
    const mailRef = db.collection(MAIL_COLLECTION).doc(mailId);
    if ((await transaction.get(mailRef)).exists) return { outcome: 'already-handled' };

    // Every sign-up that reaches the limits counts against its source's day, mailed or not: a few
    // sources that fill an hour's cap have used their day, and the next hours have room.
    transaction.set(dayRef, {
      signUps: signUpsToday + 1,
      [EXPIRE_FIELD]: bookkeepingExpiry,
    });

    if (sourceSent >= perSourceCap || signUpsToday >= perSourceDay) {
      // Past its source's limit: no mail, and the sign-up gives way to the next one of the address
      // (newsletter-intake.ts), so a real subscriber caught in a flood can try again at once.
      transaction.update(ref, {
        ...pending,
        token: null,
        confirmationMailId: null,
        withheldBy: 'source-limit',
      });
      transaction.set(sourceRef, {
        sent: sourceSent,
        withheld: (typeof fromSource?.withheld === 'number' ? fromSource.withheld : 0) + 1,
        [EXPIRE_FIELD]: bookkeepingExpiry,
      });
      return { outcome: 'source-limit' };
    }

    if (counter[bucket] >= bound) {
      // Past the hour's cap: no mail now; the sweep sends it in the next hour with room
      // (`sendWithheldSignUps`), unless the address signs up anew first.
      transaction.update(ref, {
        ...pending,
        token: null,
        confirmationMailId: null,
        withheldBy: 'hourly-cap',
        // Which source-day it counted against: the sweep mails those of the quietest sources first.
        withheldIn: dayRef.id,
      });
      transaction.set(counterRef, {
        ...counter,
        withheld: counter.withheld + 1,
        alerted: true,
        [EXPIRE_FIELD]: bookkeepingExpiry,
      });
      report.alert = !counter.alerted;
      return { outcome: 'over-cap' };
    }

    const token = writeConfirmation(transaction, db, {
      subscriptionId,
      data,
      mailRef,
      expireAt,
      now,
    });
    transaction.update(ref, { ...pending, token, confirmationMailId: mailId });
    transaction.set(counterRef, {
      ...counter,
      [bucket]: counter[bucket] + 1,
      [EXPIRE_FIELD]: bookkeepingExpiry,
    });
    transaction.set(sourceRef, {
      sent: sourceSent + 1,
      withheld: typeof fromSource?.withheld === 'number' ? fromSource.withheld : 0,
      [EXPIRE_FIELD]: bookkeepingExpiry,
    });
    return { outcome: 'mailed', mailId, token };
  });

  if (outcome.outcome === 'over-cap' && report.alert) {
    logger.error(NEWSLETTER_FLOOD_LOG_MESSAGE, { alert: NEWSLETTER_FLOOD_ALERT_LABEL, hour, cap });
  }
  if (outcome.outcome === 'invalid') {
    logger.warn('A newsletter sign-up the site could not have written got no mail', {
      event: 'newsletter-sign-up-invalid',
      subscriptionId,
      problems: outcome.problems,
    });
  } else if (
    outcome.outcome === 'mailed' ||
    outcome.outcome === 'over-cap' ||
    outcome.outcome === 'source-limit'
  ) {
    logger.info('Newsletter sign-up handled', {
      event: 'newsletter-sign-up',
      subscriptionId,
      mailed: outcome.outcome === 'mailed',
    });
  }
  return outcome;
}

/**
 * The sweep's part (index.ts): sign-ups the hourly cap withheld get their confirmation mail in a
 * later hour with room, those of the quietest sources first, each in a transaction that checks it is still withheld, still
 * within its confirmation period and not made anew. So a real subscriber caught in a flood is mailed
 * in the next hour without trying again: the few sources that filled the cap have used their day
 * (NEWSLETTER_SIGN_UPS_PER_SOURCE_PER_DAY). Resolves to the mails' ids.
 */
export async function sendWithheldSignUps(
  db: Firestore,
  options: SignUpOptions = {},
): Promise<string[]> {
  const now = options.now ?? new Date();
  const cap = options.hourlyCap ?? DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_HOUR;
  const withheld = await db
    .collection(NEWSLETTER_COLLECTION)
    .where('withheldBy', '==', 'hourly-cap')
    .limit(NEWSLETTER_WITHHELD_BATCH)
    .get();
  // Those from the sources that signed up least that day first (a real subscriber's network sent
  // one), then the oldest first.
  const dayIds = [
    ...new Set(
      withheld.docs
        .map((document) => document.get('withheldIn') as unknown)
        .filter((id): id is string => typeof id === 'string' && id !== ''),
    ),
  ];
  const days = dayIds.length
    ? await db.getAll(
        ...dayIds.map((id) => db.collection(NEWSLETTER_SOURCE_DAYS_COLLECTION).doc(id)),
      )
    : [];
  const signUpsOn = new Map(
    days.map((day) => [
      day.id,
      typeof day.get('signUps') === 'number' ? (day.get('signUps') as number) : 0,
    ]),
  );
  const busyness = (document: (typeof withheld.docs)[number]) =>
    signUpsOn.get(document.get('withheldIn') as string) ?? Number.MAX_SAFE_INTEGER;
  const millisOf = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : 0);
  const oldestFirst = [...withheld.docs].sort(
    (a, b) =>
      busyness(a) - busyness(b) || millisOf(a.get('createdAt')) - millisOf(b.get('createdAt')),
  );
  const hour = hourOf(now);
  const counterRef = db.collection(NEWSLETTER_HOURS_COLLECTION).doc(hour);
  const bookkeepingExpiry = Timestamp.fromMillis(now.getTime() + BOOKKEEPING_DAYS * DAY);
  const sent: string[] = [];
  for (const document of oldestFirst) {
    const mailId = await runTransaction(db, async (transaction): Promise<string | null> => {
      const fresh = await transaction.get(document.ref);
      const data = fresh.data();
      if (!data || data.withheldBy !== 'hourly-cap' || data.status !== 'pending') return null;
      const { createdAt, expireAt } = data as { createdAt?: unknown; expireAt?: unknown };
      if (!(createdAt instanceof Timestamp) || !(expireAt instanceof Timestamp)) return null;
      if (expireAt.toMillis() <= now.getTime()) return null;
      const { verified } = signUpSourceOf(data);
      const bucket: 'sent' | 'verifiedSent' = verified ? 'verifiedSent' : 'sent';
      const bound = verified ? cap * VERIFIED_CAP_FACTOR : cap;
      const counter = hourCounterOf((await transaction.get(counterRef)).data());
      if (counter[bucket] >= bound) return null;
      const id = confirmationMailIdFor(document.id, createdAt);
      const mailRef = db.collection(MAIL_COLLECTION).doc(id);
      if ((await transaction.get(mailRef)).exists) return null;
      const token = writeConfirmation(transaction, db, {
        subscriptionId: document.id,
        data,
        mailRef,
        expireAt,
        now,
      });
      transaction.update(document.ref, {
        token,
        confirmationMailId: id,
        withheldBy: FieldValue.delete(),
        withheldIn: FieldValue.delete(),
        mailedAfterWithheld: Timestamp.fromDate(now),
      });
      transaction.set(counterRef, {
        ...counter,
        [bucket]: counter[bucket] + 1,
        [EXPIRE_FIELD]: bookkeepingExpiry,
      });
      return id;
    });
    if (mailId) sent.push(mailId);
  }
  if (sent.length > 0) {
    logger.info('Withheld newsletter sign-ups mailed', {
      event: 'newsletter-withheld-mailed',
      mailIds: sent,
    });
  }
  return sent;
}

export interface RequestOptions {
  now?: Date;
}

export type RequestOutcome =
  /** The request is not there (handled already). */
  | 'gone'
  /** Not a request id, or a token that does not exist or no longer names its sign-up. */
  | 'invalid'
  | 'confirmed'
  | 'already-confirmed'
  /** A confirmation pressed after the token's confirmBy. */
  | 'expired'
  | 'unsubscribed';

/**
 * Applies the request `requestId` (`confirm-{token}` or `unsubscribe-{token}`) and deletes it. The
 * rules checked the token when the page wrote it; this checks it again, as of the press (the
 * request's server time), so neither a late run nor a request written around the rules can confirm an
 * expired sign-up.
 */
export async function processRequest(
  db: Firestore,
  requestId: string,
  { now = new Date() }: RequestOptions = {},
): Promise<RequestOutcome> {
  const requestRef = db.collection(NEWSLETTER_REQUESTS_COLLECTION).doc(requestId);
  const parsed = parseNewsletterRequestId(requestId);

  const outcome = await runTransaction(db, async (transaction): Promise<RequestOutcome> => {
    const request = await transaction.get(requestRef);
    if (!request.exists) return 'gone';
    if (!parsed) {
      transaction.delete(requestRef);
      return 'invalid';
    }
    const tokenRef = db.collection(NEWSLETTER_TOKENS_COLLECTION).doc(parsed.token);
    const token = await transaction.get(tokenRef);
    const subscriptionId: unknown = token.get('subscriptionId');
    const subscriptionRef =
      typeof subscriptionId === 'string' && subscriptionId !== ''
        ? db.collection(NEWSLETTER_COLLECTION).doc(subscriptionId)
        : null;
    const subscription = subscriptionRef ? await transaction.get(subscriptionRef) : null;

    transaction.delete(requestRef);
    if (!token.exists) return 'invalid';
    if (!subscriptionRef || !subscription?.exists || subscription.get('token') !== parsed.token) {
      // The sign-up is gone, or was made anew with another token: this one is stale.
      transaction.delete(tokenRef);
      return 'invalid';
    }

    if (parsed.action === 'unsubscribe') {
      transaction.delete(subscriptionRef);
      transaction.delete(tokenRef);
      return 'unsubscribed';
    }

    if (subscription.get('status') === 'confirmed') return 'already-confirmed';
    const pressedAt = request.get('createdAt');
    const at = pressedAt instanceof Timestamp ? pressedAt.toMillis() : now.getTime();
    const confirmBy = token.get('confirmBy');
    if (!(confirmBy instanceof Timestamp) || at >= confirmBy.toMillis()) return 'expired';

    transaction.update(subscriptionRef, {
      status: 'confirmed' satisfies NewsletterStatus,
      confirmedAt: Timestamp.fromMillis(at),
      [EXPIRE_FIELD]: FieldValue.delete(),
    });
    // The token stays as long as the subscription: it is the key of every unsubscribe link.
    transaction.update(tokenRef, { [EXPIRE_FIELD]: FieldValue.delete() });
    return 'confirmed';
  });

  const log = outcome === 'invalid' || outcome === 'expired' ? logger.warn : logger.info;
  log('Newsletter request handled', {
    event: 'newsletter-request',
    action: parsed?.action ?? null,
    outcome,
  });
  return outcome;
}
