/**
 * The team actions' store in Firestore, with the Admin SDK (team-actions.ts holds what they do), and
 * the sweep's part: applicants' mails that found no room in their hour are sent once an hour has room
 * (docs/decisions/0063-team-actions-and-status-page.md). Nothing here is reachable from a browser:
 * the rules close the applications, the status records, the queue and the mail to every client.
 */
import { FieldValue, Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { APPLICATIONS_COLLECTION } from '../../src/features/job-application/rules/application-record';
import {
  APPLICANT_MAIL_QUEUE_BATCH,
  APPLICANT_MAIL_QUEUE_COLLECTION,
  BOOKKEEPING_DAYS,
  DEFAULT_APPLICATIONS_PER_HOUR,
  EXPIRE_FIELD,
  HOURLY_COUNTERS_COLLECTION,
  MAIL_COLLECTION,
  STATUS_COLLECTION,
  VERIFIED_CAP_FACTOR,
} from './config.js';
import type { MailBucket, StatusStore, StoredData, TeamStore } from './team-actions.js';
import { runTransaction } from './transaction.js';

const DAY = 24 * 60 * 60 * 1000;

/** A document's data with every Timestamp, however deep, as a Date. */
export function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (typeof value === 'object' && value !== null && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withDates(inner)]));
  }
  return value;
}

const countOf = (data: DocumentData | undefined, bucket: MailBucket) =>
  typeof data?.[bucket] === 'number' ? (data[bucket] as number) : 0;

export function firestoreTeamStore(db: Firestore): TeamStore {
  const applications = db.collection(APPLICATIONS_COLLECTION);
  const statuses = db.collection(STATUS_COLLECTION);
  const mail = db.collection(MAIL_COLLECTION);
  const hours = db.collection(HOURLY_COUNTERS_COLLECTION);
  const queue = db.collection(APPLICANT_MAIL_QUEUE_COLLECTION);
  return {
    transact: (work) =>
      runTransaction(db, (transaction) =>
        work({
          async getApplication(id) {
            const snapshot = await transaction.get(applications.doc(id));
            return snapshot.exists ? (withDates(snapshot.data()) as StoredData) : null;
          },
          async getStatusExpiry(statusId) {
            const snapshot = await transaction.get(statuses.doc(statusId));
            const expireAt = snapshot.get(EXPIRE_FIELD) as unknown;
            return snapshot.exists && expireAt instanceof Timestamp ? expireAt.toDate() : null;
          },
          async mailExists(mailId) {
            const [sent, queued] = await Promise.all([
              transaction.get(mail.doc(mailId)),
              transaction.get(queue.doc(mailId)),
            ]);
            return sent.exists || queued.exists;
          },
          async hourSent(hour, bucket) {
            return countOf((await transaction.get(hours.doc(hour))).data(), bucket);
          },
          updateApplication(id, fields) {
            transaction.update(applications.doc(id), { ...fields });
          },
          updateStatus(statusId, stages) {
            transaction.update(statuses.doc(statusId), { ...stages });
          },
          createMail(mailId, message) {
            transaction.create(mail.doc(mailId), {
              ...message,
              createdAt: FieldValue.serverTimestamp(),
            });
          },
          countMail(hour, bucket, sent, expireAt) {
            transaction.set(
              hours.doc(hour),
              { [bucket]: sent, [EXPIRE_FIELD]: Timestamp.fromDate(expireAt) },
              { merge: true },
            );
          },
          queueMail(mailId, entry) {
            transaction.create(queue.doc(mailId), entry);
          },
        }),
      ),
  };
}

export function firestoreStatusStore(db: Firestore): StatusStore {
  return {
    async getStatus(statusId) {
      const snapshot = await db.collection(STATUS_COLLECTION).doc(statusId).get();
      return snapshot.exists ? (withDates(snapshot.data()) as StoredData) : null;
    },
  };
}

export interface QueueOptions {
  now?: Date;
  hourlyCap?: number;
}

/**
 * Sends the queued applicants' mails that the current hour has room for, oldest first: each in a
 * transaction that reads the queue entry and the hour's count, then writes the mail, counts it and
 * deletes the entry (the mail's id is the entry's, so a second sweep writes nothing twice). Resolves
 * to the ids of the mails written.
 */
export async function sendQueuedApplicantMails(
  db: Firestore,
  { now = new Date(), hourlyCap = DEFAULT_APPLICATIONS_PER_HOUR }: QueueOptions = {},
): Promise<string[]> {
  const queue = db.collection(APPLICANT_MAIL_QUEUE_COLLECTION);
  const waiting = await queue.orderBy('queuedAt').limit(APPLICANT_MAIL_QUEUE_BATCH).get();
  const hour = now.toISOString().slice(0, 13);
  const hourRef = db.collection(HOURLY_COUNTERS_COLLECTION).doc(hour);
  const sent: string[] = [];
  for (const entry of waiting.docs) {
    const written = await runTransaction(db, async (transaction) => {
      const [fresh, counter, existing] = await Promise.all([
        transaction.get(entry.ref),
        transaction.get(hourRef),
        transaction.get(db.collection(MAIL_COLLECTION).doc(entry.id)),
      ]);
      if (!fresh.exists) return false;
      const verified = fresh.get('verified') === true;
      const bucket: MailBucket = verified ? 'verifiedSent' : 'sent';
      const bound = verified ? hourlyCap * VERIFIED_CAP_FACTOR : hourlyCap;
      const count = countOf(counter.data(), bucket);
      if (existing.exists) {
        transaction.delete(entry.ref);
        return false;
      }
      if (count >= bound) return false;
      transaction.create(existing.ref, {
        to: fresh.get('to') as unknown,
        message: fresh.get('message') as unknown,
        createdAt: FieldValue.serverTimestamp(),
      });
      transaction.set(
        hourRef,
        {
          [bucket]: count + 1,
          [EXPIRE_FIELD]: Timestamp.fromMillis(now.getTime() + BOOKKEEPING_DAYS * DAY),
        },
        { merge: true },
      );
      transaction.delete(entry.ref);
      return true;
    });
    if (written) sent.push(entry.id);
  }
  if (sent.length > 0) {
    logger.info('Queued applicant mails sent', { event: 'applicant-mails-sent', mailIds: sent });
  }
  return sent;
}
