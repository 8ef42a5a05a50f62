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
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
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
  NEWSLETTER_SOURCE_HOURS_COLLECTION,
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
}

export type SignUpOutcome =
  | { outcome: 'gone' | 'already-handled' | 'over-cap' | 'source-limit' }
  | { outcome: 'invalid'; problems: string[] }
  | { outcome: 'mailed'; mailId: string; token: string };

interface NewsletterHour {
  /** Confirmation mails sent this hour. */
  sent: number;
  /** Sign-ups past the cap this hour: no mail. */
  withheld: number;
  /** Whether this hour's alert was logged. */
  alerted: boolean;
}

const hourCounterOf = (data: DocumentData | undefined): NewsletterHour => ({
  sent: typeof data?.sent === 'number' ? data.sent : 0,
  withheld: typeof data?.withheld === 'number' ? data.withheld : 0,
  alerted: data?.alerted === true,
});

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
    const source = data.source as { key?: unknown } | undefined;
    const sourceKey =
      typeof source?.key === 'string' && /^[0-9a-z]{1,64}$/.test(source.key)
        ? source.key
        : 'unknown';
    const sourceRef = db.collection(NEWSLETTER_SOURCE_HOURS_COLLECTION).doc(`${hour}-${sourceKey}`);
    const fromSource = (await transaction.get(sourceRef)).data();
    const sourceSent = typeof fromSource?.sent === 'number' ? fromSource.sent : 0;
    const mailId = confirmationMailIdFor(subscriptionId, createdAt);
    const mailRef = db.collection(MAIL_COLLECTION).doc(mailId);
    if ((await transaction.get(mailRef)).exists) return { outcome: 'already-handled' };

    if (sourceSent >= perSourceCap) {
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

    if (counter.sent >= cap) {
      transaction.update(ref, {
        ...pending,
        token: null,
        confirmationMailId: null,
        withheldBy: 'hourly-cap',
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
    transaction.update(ref, { ...pending, token, confirmationMailId: mailId });
    transaction.set(counterRef, {
      ...counter,
      sent: counter.sent + 1,
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
