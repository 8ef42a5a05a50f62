/**
 * Keeps every mail document until it is delivered (docs/decisions/0051-mail-delivery-retries.md).
 *
 * The Trigger Email extension marks a failed send `delivery.state: "ERROR"` and never tries again
 * by itself; a send whose function died stays `PROCESSING` with an expired lease, and nothing wakes
 * the extension for it. Here:
 *   - `afterMailWrite` (on every write of a mail document) schedules a retry of an ERROR after a
 *     growing delay (`retry.nextAttemptAt`), gives up after the last one (keeps the document, logs a
 *     structured error an alert matches, writes an optional alert mail), and sets the TTL field
 *     `expireAt` only once the mail is delivered;
 *   - `sweepMail` (every few minutes) sets the state of each mail whose retry is due back to RETRY,
 *     which the extension sends again, and turns each expired lease into an ERROR.
 * Every change is made in a transaction that reads the document first, so running a handler twice
 * (Cloud Functions delivers events at least once) changes nothing the second time.
 */
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import {
  EXPIRE_FIELD,
  LEASE_EXPIRED_ERROR,
  LEASE_GRACE_MS,
  MAIL_COLLECTION,
  RETENTION_DAYS,
  RETRY_DELAYS_MINUTES,
  SWEEP_BATCH,
  UNDELIVERED_ALERT_LABEL,
  UNDELIVERED_LOG_MESSAGE,
} from './config.js';
import { isEmailAddress, undeliveredAlert } from './alert-mail.js';
import { runTransaction } from './transaction.js';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** What this codebase records on a mail document (the extension owns `delivery`). */
export interface RetryRecord {
  /** Retries started so far (each one set the state back to RETRY). */
  count: number;
  /** When the next retry is due; absent while none is scheduled. */
  nextAttemptAt?: Timestamp;
  /** The extension's error of the last failed attempt. */
  lastError?: string | null;
  /** When the last retry was started. */
  lastAttemptAt?: Timestamp;
  /** Set after the last retry failed: the document is kept and an operator alerted. */
  gaveUpAt?: Timestamp;
  /** The alert mail document written then, when ALERT_EMAIL is configured. */
  alertMailId?: string;
}

interface MailData {
  to?: unknown;
  replyTo?: unknown;
  message?: { subject?: unknown; text?: unknown; html?: unknown };
  delivery?: {
    state?: string;
    error?: string | null;
    attempts?: number;
    leaseExpireTime?: Timestamp | null;
  };
  retry?: RetryRecord;
  expireAt?: Timestamp;
  /** Set on an alert mail: the id of the mail it is about. */
  alertFor?: string;
  /**
   * Set on a courtesy mail to an address someone typed (an applicant's confirmation, a newsletter
   * confirmation): a failed send is not retried and alerts nobody; the document simply expires.
   */
  bestEffort?: boolean;
}

export type WriteOutcome =
  | 'gone'
  | 'delivered'
  | 'retry-scheduled'
  | 'already-handled'
  | 'gave-up'
  | 'not-final'
  | 'dropped';

export interface Options {
  now?: Date;
  /** Where the alert mail goes after the last retry; empty: no alert mail (the log still alerts). */
  alertEmail?: string;
}

/** Milliseconds to wait before retry number `retriesSoFar + 1`, or null when none is left. */
export function retryDelayMs(retriesSoFar: number): number | null {
  const minutes = RETRY_DELAYS_MINUTES[retriesSoFar];
  return minutes === undefined ? null : minutes * MINUTE;
}

export const MAX_RETRIES = RETRY_DELAYS_MINUTES.length;

const mailRef = (db: Firestore, id: string) => db.collection(MAIL_COLLECTION).doc(id);

/** The id of the alert mail about `mailId`: one per mail, so a second run cannot send a second alert. */
export const alertMailIdFor = (mailId: string) => `${mailId}-undelivered`;

/**
 * After any write of `mail/{mailId}`: sets the TTL of a delivered mail, schedules a retry of a
 * failed one, or gives up after the last retry. Reads the document afresh, in a transaction.
 */
export async function afterMailWrite(
  db: Firestore,
  mailId: string,
  { now = new Date(), alertEmail = '' }: Options = {},
): Promise<WriteOutcome> {
  const ref = mailRef(db, mailId);
  /** Filled in by the transaction's last run when it gives up, for the log entry after it. */
  const report: {
    gaveUp?: {
      retries: number;
      lastError: string | null;
      alertMailId: string | null;
      isAlertMail: boolean;
    };
  } = {};

  const outcome = await runTransaction(db, async (transaction): Promise<WriteOutcome> => {
    delete report.gaveUp;
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return 'gone';
    const data = snapshot.data() as MailData;
    const state = data.delivery?.state;

    if (state === 'SUCCESS') {
      if (data[EXPIRE_FIELD]) return 'already-handled';
      transaction.update(ref, {
        [EXPIRE_FIELD]: Timestamp.fromMillis(now.getTime() + RETENTION_DAYS * DAY),
        ...(data.retry?.nextAttemptAt ? { 'retry.nextAttemptAt': FieldValue.delete() } : {}),
      });
      return 'delivered';
    }

    // Not delivered: nothing may let the TTL policy delete it.
    const keep = data[EXPIRE_FIELD] ? { [EXPIRE_FIELD]: FieldValue.delete() } : {};

    if (state !== 'ERROR') {
      if (Object.keys(keep).length > 0) transaction.update(ref, keep);
      return 'not-final';
    }
    if (data.retry?.nextAttemptAt || data.retry?.gaveUpAt) {
      if (Object.keys(keep).length > 0) transaction.update(ref, keep);
      return 'already-handled';
    }

    const retries = data.retry?.count ?? 0;
    const lastError = data.delivery?.error ?? null;
    if (data.bestEffort) {
      // A courtesy mail to a typed address (often mistyped): no retries, no alert, it just expires.
      transaction.update(ref, {
        [EXPIRE_FIELD]: Timestamp.fromMillis(now.getTime() + RETENTION_DAYS * DAY),
        'retry.gaveUpAt': Timestamp.fromDate(now),
        'retry.lastError': lastError,
      });
      return 'dropped';
    }
    const delay = retryDelayMs(retries);
    if (delay !== null) {
      transaction.update(ref, {
        ...keep,
        'retry.count': retries,
        'retry.nextAttemptAt': Timestamp.fromMillis(now.getTime() + delay),
        'retry.lastError': lastError,
      });
      return 'retry-scheduled';
    }

    // The last retry failed: keep the document, alert a person.
    let alertMailId: string | null = null;
    const recipient = alertEmail.trim();
    if (recipient && !data.alertFor && isEmailAddress(recipient)) {
      alertMailId = alertMailIdFor(mailId);
      const alertRef = mailRef(db, alertMailId);
      const existing = await transaction.get(alertRef);
      if (!existing.exists) {
        transaction.create(alertRef, {
          ...undeliveredAlert({ mailId, mail: data, retries, lastError, recipient }),
          alertFor: mailId,
          createdAt: FieldValue.serverTimestamp(),
        });
      }
    }
    transaction.update(ref, {
      ...keep,
      'retry.gaveUpAt': Timestamp.fromDate(now),
      'retry.lastError': lastError,
      ...(alertMailId ? { 'retry.alertMailId': alertMailId } : {}),
    });
    report.gaveUp = { retries, lastError, alertMailId, isAlertMail: Boolean(data.alertFor) };
    return 'gave-up';
  });

  if (outcome === 'retry-scheduled') {
    logger.warn('Mail not delivered; a retry is scheduled', {
      event: 'mail-retry-scheduled',
      mailId,
    });
  }
  const final = report.gaveUp;
  if (outcome === 'gave-up' && final) {
    if (alertEmail.trim() && !isEmailAddress(alertEmail.trim())) {
      logger.error('ALERT_EMAIL is not an email address; no alert mail was written', {
        event: 'alert-email-invalid',
      });
    }
    logger.error(UNDELIVERED_LOG_MESSAGE, {
      alert: UNDELIVERED_ALERT_LABEL,
      mailId,
      collection: MAIL_COLLECTION,
      retries: final.retries,
      lastError: final.lastError,
      alertMailId: final.alertMailId,
      isAlertMail: final.isAlertMail,
    });
  }
  if (outcome === 'dropped') {
    logger.info('A courtesy mail was not delivered; it is not retried', {
      event: 'mail-dropped',
      mailId,
    });
  }
  if (outcome === 'delivered') {
    logger.info('Mail delivered', { event: 'mail-delivered', mailId });
  }
  return outcome;
}

export interface SweepResult {
  /** Mails whose retry was due and whose state is RETRY again. */
  requeued: string[];
  /** Mails whose send lease had expired, now ERROR (and a retry scheduled). */
  leasesExpired: string[];
}

/**
 * Sets each mail whose retry is due back to RETRY (the extension then sends it again), and turns
 * each mail left PROCESSING past its lease into an ERROR with a retry scheduled.
 */
export async function sweepMail(db: Firestore, options: Options = {}): Promise<SweepResult> {
  const now = options.now ?? new Date();
  const result: SweepResult = { requeued: [], leasesExpired: [] };

  const due = await db
    .collection(MAIL_COLLECTION)
    .where('retry.nextAttemptAt', '<=', Timestamp.fromDate(now))
    .limit(SWEEP_BATCH)
    .get();
  for (const document of due.docs) {
    if (await requeue(db, document.ref, now)) result.requeued.push(document.id);
  }

  const stale = await db
    .collection(MAIL_COLLECTION)
    .where('delivery.leaseExpireTime', '<', Timestamp.fromMillis(now.getTime() - LEASE_GRACE_MS))
    .limit(SWEEP_BATCH)
    .get();
  for (const document of stale.docs) {
    if (await expireLease(db, document.ref, now)) {
      result.leasesExpired.push(document.id);
      await afterMailWrite(db, document.id, { ...options, now });
    }
  }
  if (result.requeued.length > 0 || result.leasesExpired.length > 0) {
    logger.info('Mail sweep', { event: 'mail-sweep', ...result });
  }
  return result;
}

async function requeue(db: Firestore, ref: DocumentReference, now: Date): Promise<boolean> {
  return runTransaction(db, async (transaction) => {
    const snapshot: DocumentSnapshot = await transaction.get(ref);
    const data = snapshot.data() as MailData | undefined;
    const dueAt = data?.retry?.nextAttemptAt;
    if (!data || !dueAt || dueAt.toMillis() > now.getTime()) return false;
    if (data.delivery?.state !== 'ERROR') {
      // Sent or re-queued by hand meanwhile: the scheduled retry is no longer needed.
      transaction.update(ref, { 'retry.nextAttemptAt': FieldValue.delete() });
      return false;
    }
    transaction.update(ref, {
      'delivery.state': 'RETRY',
      'retry.count': (data.retry?.count ?? 0) + 1,
      'retry.lastAttemptAt': Timestamp.fromDate(now),
      'retry.nextAttemptAt': FieldValue.delete(),
    });
    return true;
  });
}

async function expireLease(db: Firestore, ref: DocumentReference, now: Date): Promise<boolean> {
  return runTransaction(db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    const delivery = (snapshot.data() as MailData | undefined)?.delivery;
    const lease = delivery?.leaseExpireTime;
    if (delivery?.state !== 'PROCESSING' || !lease) return false;
    if (lease.toMillis() >= now.getTime() - LEASE_GRACE_MS) return false;
    // What the extension itself writes when it notices an expired lease.
    transaction.update(ref, {
      'delivery.state': 'ERROR',
      'delivery.error': LEASE_EXPIRED_ERROR,
      'delivery.leaseExpireTime': null,
    });
    return true;
  });
}
