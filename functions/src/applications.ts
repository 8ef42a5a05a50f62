/**
 * Turns an application the browser sent into the mail the onboarding team reads
 * (docs/decisions/0056-only-the-company-writes-its-mail.md). The browser sends the application to
 * the callable `submitApplication` (intake.ts), which stores `applications/{id}` (typed answers, the
 * photo's path, the language, and where it came from) with its receipt; the mail is the product's
 * own:
 *
 *   1. the application is checked again with the wizard's own rules (`parseApplicationRecord`, the
 *      module the site uses) and the photo is checked in the bucket (photo.ts);
 *   2. in one transaction: past its source's limit or the hourly cap, or when a check fails, the
 *      application is held (kept, `status: "held"`, an alert raised, listed in the hourly summary) and
 *      nothing is mailed; otherwise `mail/{same id}` is created with exactly the specification's
 *      shape, built by the site's mail builder with the server's photo link and verdict, marked as an
 *      update only when it names an earlier mailed application (only the device that sent that one
 *      knows its id), else noting an earlier application with the same email or phone, and the
 *      applicant gets one fixed-text confirmation (at most one per address per day and one per
 *      source per hour; docs/decisions/0061-a-flood-cannot-hold-real-applicants.md);
 *   3. the Trigger Email extension sends the mail, and the delivery watcher (delivery.ts) keeps it
 *      until it is delivered.
 *
 * Every step reads before it writes, in a transaction, and the mail's id is the application's, so a
 * second run (Cloud Functions delivers events at least once, and retries a failed run) writes nothing
 * more. A person releases a held application with the "Send it to the inbox now" link of its alert or
 * of the hourly summary (team-actions.ts), or in the console, by setting its `status` to "release".
 *
 * The mail carries the team's one-tap decisions (links.ts: signed links to pages of the site), and
 * the applicant's confirmation the private link to their status page, whose record (first name,
 * language, stage dates) is written here with the mail
 * (docs/decisions/0063-team-actions-and-status-page.md).
 */
import { createHash } from 'node:crypto';
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { company } from '../../src/content/company';
import { retention } from '../../src/content/retention';
import { applicantConfirmation } from '../../src/features/job-application/mail/applicant-confirmation';
import { firstNameOf } from '../../src/features/job-application/mail/first-name';
import {
  APPLICATIONS_COLLECTION,
  parseApplicationRecord,
  READABLE_RECORD_KEYS,
  storedFiles,
  type ApplicationRecord,
} from '../../src/features/job-application/rules/application-record';
import { describeHoldReason, floodAlert, heldAlert, isEmailAddress } from './alert-mail.js';
import { composeApplicationMail } from './compose.js';
import {
  BOOKKEEPING_DAYS,
  CONFIRMATION_INTERVAL_MS,
  CONFIRMATIONS_COLLECTION,
  DEFAULT_APPLICATIONS_PER_HOUR,
  EXPIRE_FIELD,
  FLOOD_ALERT_LABEL,
  FLOOD_LOG_MESSAGE,
  HELD_ALERT_LABEL,
  HELD_LOG_MESSAGE,
  HOURLY_COUNTERS_COLLECTION,
  LINKS_UNAVAILABLE_ALERT_LABEL,
  LINKS_UNAVAILABLE_LOG_MESSAGE,
  MAIL_COLLECTION,
  CONFIRMATIONS_PER_ADDRESS_PER_DAY,
  CONFIRMATIONS_PER_SOURCE_PER_HOUR,
  DEFAULT_APPLICATIONS_PER_SOURCE_PER_HOUR,
  SOURCE_HOURS_COLLECTION,
  SOURCE_LIMIT_ALERT_LABEL,
  SOURCE_LIMIT_LOG_MESSAGE,
  STATUS_COLLECTION,
  VERIFIED_CAP_FACTOR,
} from './config.js';
import { decisionLinks, isUsableSecret, statusLink, teamLink } from './links.js';
import { newStatusId, statusExpiryFor } from './team-actions.js';
import type { AppliedBefore, FileLinks } from '../../src/features/job-application/mail/mail';
import {
  fileQuestionOf,
  type FileField,
  type QuestionId,
} from '../../src/features/job-application/rules/schema';
import {
  PHOTO_MAX_AGE_MS,
  photoProblem,
  UPDATE_PHOTO_MAX_AGE_MS,
  type PhotoProblem,
  type PhotoStore,
} from './photo.js';
import { runTransaction } from './transaction.js';

const DAY = 24 * 60 * 60 * 1000;

/** At most this many held applications a hour get an alert mail of their own (the log has all). */
export const HELD_ALERT_MAILS_PER_HOUR = 5;

/**
 * `status` of an application: absent when the callable stored it, then "mailed" or "held" (by the
 * function), or "release" (a person's release of a held application: the "Send it to the inbox now"
 * link, team-actions.ts, or the console), or "discarded" (a network's held applications discarded
 * from the held page, held-actions.ts; deleted two days later).
 */
export type ApplicationStatus = 'mailed' | 'held' | 'release' | 'discarded';

/**
 * The fields the functions write on an application, next to the record the browser sent: `source`
 * (the callable, intake.ts), then `status`, `handling`, the status record's id and the expiry (here),
 * and what the team did (`team`, team-actions.ts).
 */
const FUNCTION_FIELDS = new Set(['source', 'status', 'handling', 'statusId', 'team', EXPIRE_FIELD]);
const BROWSER_FIELDS = new Set<string>([...READABLE_RECORD_KEYS, 'createdAt']);

export interface ApplicationOptions {
  photos: PhotoStore;
  now?: Date;
  /**
   * Mails per hour that applications without a valid App Check token may cause before they are held
   * (APPLICATIONS_PER_HOUR); those with one count against VERIFIED_CAP_FACTOR times as many.
   */
  hourlyCap?: number;
  /** Applications mailed per source per hour before that source's are held (APPLICATIONS_PER_SOURCE_PER_HOUR). */
  perSourceCap?: number;
  /** Where alert mails go; empty: only the log alerts. */
  alertEmail?: string;
  /** The team's inbox; the company constant by default. */
  onboardingEmail?: string;
  /**
   * The secret that signs the team's links and the applicant's status link (links.ts); without a
   * usable one the mails go out without them, and an error is logged.
   */
  linkSecret?: string | null;
}

export type ApplicationOutcome =
  | { outcome: 'gone' | 'already-handled' }
  | {
      outcome: 'mailed';
      mailId: string;
      updates: string | null;
      /** An earlier application with the same email or phone that this one does not update. */
      appliedBefore: string | null;
      confirmationMailId: string | null;
    }
  | { outcome: 'held'; reasons: string[] };

/** The UTC hour `now` falls in, as the counter's id: `2026-03-02T15`. */
export const hourOf = (now: Date) => now.toISOString().slice(0, 13);

/** The id of an address's confirmation record: no address is stored as an id. */
export const addressKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** The id of the applicant's confirmation mail and of the held alert, from the application's. */
export const confirmationMailIdFor = (id: string) => `${id}-confirmation`;
export const heldAlertIdFor = (id: string) => `${id}-held`;
export const floodAlertIdFor = (hour: string) => `applications-over-cap-${hour}`;

interface Checked {
  record: ApplicationRecord;
  /** Questions added after the applicant's page was loaded (the mail says they were not asked). */
  notAsked: QuestionId[];
  createdAt: Date;
}

/**
 * The stored document against the wizard's rules: exactly the browser's fields (plus the function's
 * own), each as the wizard would have sent it, and the server's `createdAt`.
 */
export function checkStoredApplication(
  data: DocumentData,
): { ok: true; checked: Checked } | { ok: false; problems: string[] } {
  const unexpected = Object.keys(data).filter(
    (key) => !BROWSER_FIELDS.has(key) && !FUNCTION_FIELDS.has(key),
  );
  const browserPart = Object.fromEntries(
    Object.entries(data).filter(([key]) => READABLE_RECORD_KEYS.includes(key)),
  );
  const parsed = parseApplicationRecord(browserPart);
  const problems = [...unexpected, ...(parsed.ok ? [] : parsed.problems)];
  if (!(data.createdAt instanceof Timestamp)) problems.push('createdAt');
  if (problems.length > 0 || !parsed.ok) return { ok: false, problems };
  return {
    ok: true,
    checked: {
      record: parsed.record,
      notAsked: parsed.notAsked,
      createdAt: (data.createdAt as Timestamp).toDate(),
    },
  };
}

interface HourCounter {
  /**
   * Mails sent this hour for applications without a valid App Check token: application mails and
   * applicants' confirmations (counted against APPLICATIONS_PER_HOUR).
   */
  sent: number;
  /** The same for applications with a valid App Check token (their own, larger bound). */
  verifiedSent: number;
  held: number;
  heldAlertMails: number;
  floodAlerted: boolean;
}

const counterOf = (data: DocumentData | undefined): HourCounter => ({
  sent: typeof data?.sent === 'number' ? data.sent : 0,
  verifiedSent: typeof data?.verifiedSent === 'number' ? data.verifiedSent : 0,
  held: typeof data?.held === 'number' ? data.held : 0,
  heldAlertMails: typeof data?.heldAlertMails === 'number' ? data.heldAlertMails : 0,
  floodAlerted: data?.floodAlerted === true,
});

/** Where an application came from, as the callable recorded it (intake.ts). */
interface SourceOf {
  key: string;
  verified: boolean;
}

/** The stored `source`; an application without one (written before the callable) is `unknown`. */
export function sourceOf(data: DocumentData | undefined): SourceOf {
  const source = data?.source as { key?: unknown; appCheck?: unknown } | undefined;
  const key =
    typeof source?.key === 'string' && /^[0-9a-z]{1,64}$/.test(source.key) ? source.key : 'unknown';
  return { key, verified: source?.appCheck === 'verified' };
}

interface SourceCounter {
  mailed: number;
  confirmations: number;
  held: number;
  alerted: boolean;
}

const sourceCounterOf = (data: DocumentData | undefined): SourceCounter => ({
  mailed: typeof data?.mailed === 'number' ? data.mailed : 0,
  confirmations: typeof data?.confirmations === 'number' ? data.confirmations : 0,
  held: typeof data?.held === 'number' ? data.held : 0,
  alerted: data?.alerted === true,
});

/** The confirmations an address received in the day that started at `since` (applicantConfirmations). */
interface AddressConfirmations {
  since: Date;
  count: number;
  /** The sources whose applications they answered. */
  sources: string[];
}

/** The address's record as of `now`: a day that ended counts nothing any more. */
function addressConfirmationsOf(data: DocumentData | undefined, now: Date): AddressConfirmations {
  const since = data?.since instanceof Timestamp ? data.since : data?.sentAt;
  const fresh = { since: now, count: 0, sources: [] };
  if (!(since instanceof Timestamp)) return fresh;
  if (now.getTime() - since.toMillis() >= CONFIRMATION_INTERVAL_MS) return fresh;
  const sources = Array.isArray(data?.sources)
    ? (data.sources as unknown[]).filter((key): key is string => typeof key === 'string')
    : // A record from before sources were kept: one confirmation, from an unknown source.
      ['unknown'];
  return {
    since: since.toDate(),
    count: typeof data?.count === 'number' ? data.count : sources.length,
    sources,
  };
}

interface Earlier {
  /** The earlier application this one updates: only the one it names, when that one was mailed. */
  updates: string | null;
  /** Else, the latest other application with the same email or phone. */
  appliedBefore: AppliedBefore | null;
}

/**
 * Whether application `id` updates an earlier one, or shares an email or phone with one
 * (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md). An update comes only from the device
 * that sent the first application: it names that application's id in `updates` (a 20-character
 * random id that only that device and the onboarding team's mail know), and that application was
 * mailed (and, should a reference leak, shares the email address or the phone number). Another
 * application with the same email address or phone number (any status, still stored) makes this a
 * new application whose mail says so. Reads only.
 */
async function findEarlier(
  db: Firestore,
  transaction: Transaction,
  id: string,
  record: ApplicationRecord,
): Promise<Earlier> {
  const applications = db.collection(APPLICATIONS_COLLECTION);
  const { email, phone } = record.answers;
  let updates: string | null = null;
  if (record.updates && record.updates !== id) {
    const named = await transaction.get(applications.doc(record.updates));
    // Defence in depth, should a reference leak (it is in the team's mails): the named application
    // also shares the email address or the phone number.
    const sameApplicant =
      named.get('answers.email') === email || named.get('answers.phone') === phone;
    if (named.exists && named.get('status') === 'mailed' && sameApplicant) updates = named.id;
  }
  const [byEmail, byPhone] = await Promise.all([
    transaction.get(applications.where('answers.email', '==', email).limit(20)),
    transaction.get(applications.where('answers.phone', '==', phone).limit(20)),
  ]);
  if (updates) return { updates, appliedBefore: null };
  const candidates = new Map<string, { at: Timestamp; email: boolean; phone: boolean }>();
  for (const [documents, field] of [
    [byEmail.docs, 'email'],
    [byPhone.docs, 'phone'],
  ] as const) {
    for (const document of documents) {
      const at = document.get('createdAt') as unknown;
      if (document.id === id || document.id === record.updates || !(at instanceof Timestamp)) {
        continue;
      }
      const entry = candidates.get(document.id) ?? { at, email: false, phone: false };
      entry[field] = true;
      candidates.set(document.id, entry);
    }
  }
  const [latest] = [...candidates.entries()].sort(
    ([, a], [, b]) => b.at.toMillis() - a.at.toMillis(),
  );
  if (!latest) return { updates: null, appliedBefore: null };
  const [reference, { at, email: sameEmail, phone: samePhone }] = latest;
  return {
    updates: null,
    appliedBefore: {
      reference,
      at: at.toDate(),
      same: sameEmail && samePhone ? 'email and phone' : sameEmail ? 'email' : 'phone',
    },
  };
}

type Decision =
  | { kind: 'hold'; reasons: string[]; invalidFields?: string[] }
  | { kind: 'mail'; fileLinks: FileLinks; photoProblem: PhotoProblem | null };

/**
 * Checks, holds or mails application `id`. Safe to run any number of times: only an application
 * without a status (just written) or with status "release" is handled, and each one once.
 */
export async function processApplication(
  db: Firestore,
  id: string,
  options: ApplicationOptions,
): Promise<ApplicationOutcome> {
  const now = options.now ?? new Date();
  const cap = options.hourlyCap ?? DEFAULT_APPLICATIONS_PER_HOUR;
  const perSourceCap = options.perSourceCap ?? DEFAULT_APPLICATIONS_PER_SOURCE_PER_HOUR;
  const alertEmail = (options.alertEmail ?? '').trim();
  const alertTo = alertEmail && isEmailAddress(alertEmail) ? alertEmail : null;
  const onboardingEmail = options.onboardingEmail ?? company.onboardingEmail;
  const secret = isUsableSecret(options.linkSecret) ? options.linkSecret : null;
  const ref = db.collection(APPLICATIONS_COLLECTION).doc(id);

  const first = await ref.get();
  if (!first.exists) return { outcome: 'gone' };
  const status = first.get('status') as ApplicationStatus | undefined;
  if (status !== undefined && status !== 'release') return { outcome: 'already-handled' };
  const release = status === 'release';

  // The checks that need no transaction: the rules, then the photo in the bucket.
  const stored = checkStoredApplication(first.data()!);
  let decision: Decision;
  if (!stored.ok) {
    decision = { kind: 'hold', reasons: ['invalid-record'], invalidFields: stored.problems };
  } else {
    const { record, createdAt } = stored.checked;
    // An update may re-send a photo of the application it updates, uploaded days before.
    const updated = record.updates
      ? await db.collection(APPLICATIONS_COLLECTION).doc(record.updates).get()
      : null;
    const updatedFiles = updated?.exists ? storedFiles(updated.data()!) : {};
    // Each file the application names (the tool photo), checked in the bucket; the first problem
    // holds it. Released by a person, it is mailed with the files that could be verified.
    const files = Object.entries(record.files) as [FileField, string][];
    const checked = await Promise.all(
      files.map(async ([field, path]) => ({
        field,
        path,
        problem: photoProblem(path, await options.photos.inspect(path), createdAt, {
          maxBytes: fileQuestionOf(field).maxBytes,
          maxAgeMs: updatedFiles[field] === path ? UPDATE_PHOTO_MAX_AGE_MS : PHOTO_MAX_AGE_MS,
        }),
      })),
    );
    const problem = checked.find((file) => file.problem)?.problem ?? null;
    if (problem && !release) decision = { kind: 'hold', reasons: [problem] };
    else {
      const fileLinks: FileLinks = {};
      for (const file of checked) {
        if (!file.problem) fileLinks[file.field] = await options.photos.publish(file.path);
      }
      decision = { kind: 'mail', fileLinks, photoProblem: problem };
    }
  }

  const hour = hourOf(now);
  const counterRef = db.collection(HOURLY_COUNTERS_COLLECTION).doc(hour);
  const mailRef = db.collection(MAIL_COLLECTION).doc(id);
  const bookkeepingExpiry = Timestamp.fromMillis(now.getTime() + BOOKKEEPING_DAYS * DAY);
  const log: {
    held?: string[];
    flood?: boolean;
    sourceLimit?: boolean;
    source?: SourceOf;
  } = {};

  const outcome = await runTransaction(db, async (transaction): Promise<ApplicationOutcome> => {
    delete log.held;
    delete log.flood;
    delete log.sourceLimit;
    const fresh = await transaction.get(ref);
    if (!fresh.exists) return { outcome: 'gone' };
    const freshStatus = fresh.get('status') as ApplicationStatus | undefined;
    if (freshStatus !== status) return { outcome: 'already-handled' };
    const source = sourceOf(fresh.data());
    log.source = source;
    const sourceRef = db.collection(SOURCE_HOURS_COLLECTION).doc(`${hour}-${source.key}`);
    const [counterSnapshot, sourceSnapshot] = await Promise.all([
      transaction.get(counterRef),
      transaction.get(sourceRef),
    ]);
    const counter = counterOf(counterSnapshot.data());
    const fromSource = sourceCounterOf(sourceSnapshot.data());
    // Verified applications count in a bucket of their own, which a flood without tokens cannot fill.
    const bucket: 'sent' | 'verifiedSent' = source.verified ? 'verifiedSent' : 'sent';
    const bound = source.verified ? cap * VERIFIED_CAP_FACTOR : cap;

    let current = decision;
    if (current.kind === 'mail' && !release) {
      // The source's limit first: a flood from few places is held there and uses none of the
      // hour's cap; the cap then bounds a flood from many places.
      if (fromSource.mailed >= perSourceCap) current = { kind: 'hold', reasons: ['source-limit'] };
      else if (counter[bucket] >= bound) current = { kind: 'hold', reasons: ['hourly-cap'] };
    }

    if (current.kind === 'hold') {
      const overCap = current.reasons.includes('hourly-cap');
      // Holds of a flood (over a limit) are many: they are counted and summarised, not mailed one by one.
      const bulk = overCap || current.reasons.includes('source-limit');
      const floodAlertRef = db.collection(MAIL_COLLECTION).doc(floodAlertIdFor(hour));
      const heldAlertRef = db.collection(MAIL_COLLECTION).doc(heldAlertIdFor(id));
      const alertFlood = overCap && !counter.floodAlerted;
      // One log alert per source and hour, whatever the reasons; the source's further holds that
      // hour are logged as warnings (the hourly summary lists every one).
      const alertSource = !fromSource.alerted;
      const alertHeld =
        !bulk && alertTo !== null && counter.heldAlertMails < HELD_ALERT_MAILS_PER_HOUR;
      const existingHeldAlert = alertHeld ? await transaction.get(heldAlertRef) : null;
      const existingFloodAlert =
        alertFlood && alertTo ? await transaction.get(floodAlertRef) : null;

      transaction.update(ref, {
        status: 'held',
        handling: {
          heldAt: Timestamp.fromDate(now),
          reasons: current.reasons,
          ...(current.invalidFields ? { invalidFields: current.invalidFields } : {}),
          // The photo passed its checks (and no other application named it: intake.ts): one of the
          // signals the hourly summary orders by (held-summary.ts).
          ...(decision.kind === 'mail' && !decision.photoProblem ? { photo: 'verified' } : {}),
          ...(release ? { releaseRefused: true } : {}),
        },
      });
      if (alertTo && existingFloodAlert && !existingFloodAlert.exists) {
        transaction.create(floodAlertRef, {
          ...floodAlert({ hour, cap, collection: APPLICATIONS_COLLECTION, recipient: alertTo }),
          alertFor: `hour ${hour}`,
          createdAt: FieldValue.serverTimestamp(),
        });
      }
      if (alertTo && existingHeldAlert && !existingHeldAlert.exists) {
        transaction.create(heldAlertRef, {
          ...heldAlert({
            applicationId: id,
            collection: APPLICATIONS_COLLECTION,
            reasons: current.reasons,
            recipient: alertTo,
            releaseUrl: secret ? teamLink(secret, 'release', id, 'held-alert', now) : null,
          }),
          alertFor: id,
          createdAt: FieldValue.serverTimestamp(),
        });
      }
      transaction.set(counterRef, {
        ...counter,
        held: counter.held + 1,
        heldAlertMails:
          counter.heldAlertMails + (existingHeldAlert && !existingHeldAlert.exists ? 1 : 0),
        floodAlerted: counter.floodAlerted || overCap,
        [EXPIRE_FIELD]: bookkeepingExpiry,
      });
      transaction.set(sourceRef, {
        ...fromSource,
        held: fromSource.held + 1,
        alerted: fromSource.alerted || alertSource,
        [EXPIRE_FIELD]: bookkeepingExpiry,
      });
      log.held = current.reasons;
      log.flood = alertFlood;
      log.sourceLimit = alertSource;
      return { outcome: 'held', reasons: current.reasons };
    }

    // Mail it. Every read first (a transaction's reads come before its writes).
    const { record, createdAt } = (stored as { ok: true; checked: Checked }).checked;
    const { updates, appliedBefore } = await findEarlier(db, transaction, id, record);
    const existingMail = await transaction.get(mailRef);
    const email = record.answers.email;
    const confirmationRef = db.collection(CONFIRMATIONS_COLLECTION).doc(addressKey(email));
    const toAddress = addressConfirmationsOf((await transaction.get(confirmationRef)).data(), now);
    const confirmationMailRef = db.collection(MAIL_COLLECTION).doc(confirmationMailIdFor(id));
    const existingConfirmation = await transaction.get(confirmationMailRef);

    // The applicant's status record, and the private link to it (none without a link secret).
    const statusId = secret ? newStatusId() : null;
    const statusExpiry = statusExpiryFor(now);
    const statusUrl =
      secret && statusId ? statusLink(secret, statusId, record.language, statusExpiry) : null;

    let sent = counter[bucket];
    if (!existingMail.exists) {
      const mail = composeApplicationMail(record, {
        fileLinks: current.fileLinks,
        notAsked: (stored as { ok: true; checked: Checked }).checked.notAsked,
        photoProblem: current.photoProblem ? describeHoldReason(current.photoProblem) : null,
        updates,
        appliedBefore,
        teamLinks: secret ? decisionLinks(secret, id, now) : null,
        onboardingEmail,
      });
      transaction.create(mailRef, { ...mail, createdAt: FieldValue.serverTimestamp() });
      sent += 1;
    }

    // A courtesy mail to a typed address: once per source an hour, and only while the hour has room
    // after the team's mail. To one address, once a day per source and at most
    // CONFIRMATIONS_PER_ADDRESS_PER_DAY times a day, so that a stranger who typed a real applicant's
    // address first does not take her own confirmation; always with a valid App Check token.
    const addressAllows =
      source.verified ||
      (!toAddress.sources.includes(source.key) &&
        toAddress.count < CONFIRMATIONS_PER_ADDRESS_PER_DAY);
    const confirm =
      !record.hiddenFieldFilled &&
      addressAllows &&
      !existingConfirmation.exists &&
      fromSource.confirmations < CONFIRMATIONS_PER_SOURCE_PER_HOUR &&
      sent < bound;
    if (confirm) {
      transaction.create(confirmationMailRef, {
        to: [email],
        message: applicantConfirmation(record.language, statusUrl),
        bestEffort: true,
        createdAt: FieldValue.serverTimestamp(),
      });
      transaction.set(confirmationRef, {
        sentAt: Timestamp.fromDate(now),
        since: Timestamp.fromDate(toAddress.since),
        count: toAddress.count + 1,
        sources: [...toAddress.sources, source.key],
        [EXPIRE_FIELD]: bookkeepingExpiry,
      });
      sent += 1;
    }

    if (statusId) {
      // Only what the status page shows: the first name, the language, the stage dates.
      transaction.create(db.collection(STATUS_COLLECTION).doc(statusId), {
        firstName: firstNameOf(record.answers.fullName),
        language: record.language,
        receivedAt: Timestamp.fromDate(createdAt),
        readAt: null,
        callAt: null,
        declinedAt: null,
        [EXPIRE_FIELD]: Timestamp.fromDate(statusExpiry),
      });
    }
    transaction.update(ref, {
      status: 'mailed',
      ...(statusId ? { statusId } : {}),
      handling: {
        mailedAt: Timestamp.fromDate(now),
        mailId: id,
        updates,
        appliedBefore: appliedBefore?.reference ?? null,
        confirmationMailId: confirm ? confirmationMailRef.id : null,
        photo: current.photoProblem ?? 'verified',
        ...(release ? { released: true } : {}),
      },
      // The mail carries the application from here; the document is kept as long as the team's links
      // in it work, so an action within that period finds it (retention.ts).
      [EXPIRE_FIELD]: Timestamp.fromMillis(now.getTime() + retention.applicationDays * DAY),
    });
    transaction.set(counterRef, { ...counter, [bucket]: sent, [EXPIRE_FIELD]: bookkeepingExpiry });
    transaction.set(sourceRef, {
      ...fromSource,
      mailed: fromSource.mailed + 1,
      confirmations: fromSource.confirmations + (confirm ? 1 : 0),
      [EXPIRE_FIELD]: bookkeepingExpiry,
    });
    return {
      outcome: 'mailed',
      mailId: id,
      updates,
      appliedBefore: appliedBefore?.reference ?? null,
      confirmationMailId: confirm ? confirmationMailRef.id : null,
    };
  });

  if (outcome.outcome === 'held' && log.held) {
    // The source's key is salted per day: it names no address.
    const sourceKey = log.source?.key ?? 'unknown';
    if (!log.sourceLimit) {
      logger.warn('Application held', {
        event: 'application-held',
        applicationId: id,
        reasons: log.held,
        hour,
        source: sourceKey,
      });
    } else if (log.held.includes('source-limit')) {
      logger.error(SOURCE_LIMIT_LOG_MESSAGE, {
        alert: SOURCE_LIMIT_ALERT_LABEL,
        applicationId: id,
        hour,
        limit: perSourceCap,
        source: sourceKey,
      });
    } else {
      logger.error(HELD_LOG_MESSAGE, {
        alert: HELD_ALERT_LABEL,
        applicationId: id,
        collection: APPLICATIONS_COLLECTION,
        reasons: log.held,
        hour,
        source: sourceKey,
      });
    }
    if (log.flood) {
      logger.error(FLOOD_LOG_MESSAGE, { alert: FLOOD_ALERT_LABEL, hour, cap });
    }
  }
  if (outcome.outcome === 'mailed' && !secret) {
    logger.error(LINKS_UNAVAILABLE_LOG_MESSAGE, {
      alert: LINKS_UNAVAILABLE_ALERT_LABEL,
      applicationId: id,
    });
  }
  if (outcome.outcome === 'mailed') {
    logger.info('Application mailed', {
      event: 'application-mailed',
      applicationId: id,
      update: outcome.updates !== null,
      appliedBefore: outcome.appliedBefore !== null,
      confirmation: outcome.confirmationMailId !== null,
      verified: log.source?.verified ?? false,
    });
  }
  return outcome;
}

/** Used by the trigger: an application whose write needs handling (new, or released by a person). */
export const needsHandling = (status: unknown) => status === undefined || status === 'release';
