/**
 * The product's Cloud Functions (codebase `functions` in firebase.json, region us-central1).
 *
 * - `applicationMail`: on every write of an application (`applications/{id}`, which the browser
 *   creates), checks it and its photo and writes the mail the Trigger Email extension sends, or holds
 *   it and alerts a person (docs/decisions/0056-only-the-company-writes-its-mail.md).
 * - `mailDeliveryWatch`: on every write of a mail document, keeps it until it is delivered:
 *   schedules a retry of a failed send, gives up with an alert after the last one, and sets the TTL
 *   field only once it is delivered.
 * - `mailDeliverySweep`: every few minutes, sends due retries back to the Trigger Email extension
 *   and turns sends whose lease expired into failures to retry.
 * - `newsletterSignUp`: on a new newsletter sign-up, sends the one confirmation mail (or none past
 *   the hourly cap); `newsletterRequest`: applies the press of a confirm or unsubscribe link's
 *   button (docs/decisions/0057-newsletter-double-opt-in.md).
 *
 * Why and how: docs/decisions/0051-mail-delivery-retries.md.
 */
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/firestore';
import { defineInt, defineString } from 'firebase-functions/params';
import { getStorage } from 'firebase-admin/storage';
import { APPLICATIONS_COLLECTION } from '../../src/features/job-application/rules/application-record';
import { needsHandling, processApplication } from './applications.js';
import { bucketPhotoStore } from './photo.js';
import { onSchedule } from 'firebase-functions/scheduler';
import { DEFAULT_APPLICATIONS_PER_HOUR, MAIL_COLLECTION, SWEEP_SCHEDULE } from './config.js';
import { afterMailWrite, sweepMail } from './delivery.js';
import { DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_HOUR } from './config.js';
import {
  NEWSLETTER_COLLECTION,
  NEWSLETTER_REQUESTS_COLLECTION,
} from '../../src/features/newsletter/newsletter-records';
import { processRequest, processSignUp } from './newsletter.js';

setGlobalOptions({ region: 'us-central1', maxInstances: 5 });

/**
 * Optional: a second address that receives the undelivered mail after the last retry (for example
 * the owner's): `ALERT_EMAIL=owner@example.org` in functions/.env before `firebase deploy`. Empty
 * (the default) means only the log-based alert.
 */
const ALERT_EMAIL = defineString('ALERT_EMAIL', {
  default: '',
  description:
    'Where an undelivered application is sent after the last retry (optional; empty: only the error log)',
});

/**
 * How many mails per hour what the public writes may cause (applications and their confirmations)
 * before further applications are held, not mailed (functions/src/config.ts explains the default).
 */
const APPLICATIONS_PER_HOUR = defineInt('APPLICATIONS_PER_HOUR', {
  default: DEFAULT_APPLICATIONS_PER_HOUR,
  description:
    'Mails per hour (applications and applicant confirmations) before further applications are held for a person',
});

initializeApp();

export const applicationMail = onDocumentWritten(
  { document: `${APPLICATIONS_COLLECTION}/{applicationId}`, retry: true },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists || !needsHandling(after.get('status'))) return;
    await processApplication(getFirestore(), event.params.applicationId, {
      photos: bucketPhotoStore(() => getStorage().bucket()),
      hourlyCap: APPLICATIONS_PER_HOUR.value(),
      alertEmail: ALERT_EMAIL.value(),
    });
  },
);

export const mailDeliveryWatch = onDocumentWritten(
  { document: `${MAIL_COLLECTION}/{mailId}`, retry: true },
  async (event) => {
    if (!event.data?.after.exists) return;
    await afterMailWrite(getFirestore(), event.params.mailId, { alertEmail: ALERT_EMAIL.value() });
  },
);

export const mailDeliverySweep = onSchedule(
  { schedule: SWEEP_SCHEDULE, timeZone: 'Etc/UTC', retryCount: 0 },
  async () => {
    await sweepMail(getFirestore(), { alertEmail: ALERT_EMAIL.value() });
  },
);

/**
 * How many newsletter confirmation mails per hour before further sign-ups get none (they stay
 * unconfirmed and expire; functions/src/config.ts explains the default).
 */
const NEWSLETTER_CONFIRMATIONS_PER_HOUR = defineInt('NEWSLETTER_CONFIRMATIONS_PER_HOUR', {
  default: DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_HOUR,
  description:
    'Newsletter confirmation mails per hour before further sign-ups get none (they stay unconfirmed and expire)',
});

export const newsletterSignUp = onDocumentWritten(
  { document: `${NEWSLETTER_COLLECTION}/{subscriptionId}`, retry: true },
  async (event) => {
    const after = event.data?.after;
    // A sign-up the function has not handled yet has no status: a new one, or one made anew over a
    // sign-up that expired unconfirmed.
    if (!after?.exists || after.get('status') !== undefined) return;
    await processSignUp(getFirestore(), event.params.subscriptionId, {
      hourlyCap: NEWSLETTER_CONFIRMATIONS_PER_HOUR.value(),
    });
  },
);

export const newsletterRequest = onDocumentCreated(
  { document: `${NEWSLETTER_REQUESTS_COLLECTION}/{requestId}`, retry: true },
  async (event) => {
    await processRequest(getFirestore(), event.params.requestId);
  },
);
