/**
 * The product's Cloud Functions (codebase `functions` in firebase.json, region us-central1).
 *
 * - `submitApplication` (callable): receives an application from the site, checks it and stores it
 *   with its receipt and where it came from (intake.ts); browsers can no longer write it themselves
 *   (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md).
 * - `applicationMail`: on every write of an application (`applications/{id}`, which only
 *   `submitApplication` creates, and a person's release updates), checks it and its photo and writes
 *   the mail the Trigger Email extension sends, or holds it and alerts a person
 *   (docs/decisions/0056-only-the-company-writes-its-mail.md).
 * - `mailDeliveryWatch`: on every write of a mail document, keeps it until it is delivered:
 *   schedules a retry of a failed send, gives up with an alert after the last one, and sets the TTL
 *   field only once it is delivered.
 * - `mailDeliverySweep`: every few minutes, sends due retries back to the Trigger Email extension
 *   and turns sends whose lease expired into failures to retry; after each UTC hour, mails the
 *   onboarding inbox the list of applications held in it that nobody released (held-summary.ts),
 *   and mails the newsletter sign-ups the hourly cap withheld once an hour has room (newsletter.ts).
 * - `subscribeNewsletter` (callable): receives a footer's sign-up, writes it with where it came from
 *   (replacing one that got no mail) and handles it at once (newsletter-intake.ts, decision 0061).
 * - `newsletterSignUp`: on a new newsletter sign-up, sends the one confirmation mail (or none past
 *   its source's limit or the hourly cap); `newsletterRequest`: applies the press of a confirm or unsubscribe link's
 *   button (docs/decisions/0057-newsletter-double-opt-in.md).
 * - `heldApplications` (callable): the team's held page, /team/held: the list of an hour's held
 *   applications, and one network's release or discard (held-actions.ts; decision 0070).
 * - `teamAction` (callable): the press of the one button on the page a link of the team's mails opens
 *   (mark as read, we will call you, not a fit right now, send a held application to the inbox);
 *   `applicationStatus` (callable): what the applicant's status page shows; both check the link's
 *   signature first (team-actions.ts; docs/decisions/0063-team-actions-and-status-page.md). The sweep
 *   also sends the applicants' mails of team actions that waited for room in the hourly cap.
 *
 * Why and how: docs/decisions/0051-mail-delivery-retries.md.
 */
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { setGlobalOptions } from 'firebase-functions';
import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/firestore';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import * as logger from 'firebase-functions/logger';
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { getStorage } from 'firebase-admin/storage';
import { APPLICATIONS_COLLECTION } from '../../src/features/job-application/rules/application-record';
import { needsHandling, processApplication } from './applications.js';
import { bucketPhotoStore } from './photo.js';
import { onSchedule } from 'firebase-functions/scheduler';
import {
  DEFAULT_APPLICATIONS_PER_HOUR,
  DEFAULT_APPLICATIONS_PER_SOURCE_PER_HOUR,
  FORWARDED_LAYOUT_ALERT_LABEL,
  FORWARDED_LAYOUT_LOG_MESSAGE,
  MAIL_COLLECTION,
  ONCE_ALERTS_COLLECTION,
  SWEEP_SCHEDULE,
} from './config.js';
import { answerHeldCall } from './held-actions.js';
import { summariseHeld } from './held-summary.js';
import {
  IntakeRefusal,
  receiveApplication,
  type AppCheckVerdict,
  type CallerInfo,
} from './intake.js';
import { firestoreIntake, firestoreSignUps } from './intake-firestore.js';
import { receiveSignUp } from './newsletter-intake.js';
import {
  DEFAULT_CLIENT_ADDRESS_FROM_END,
  forwardedEntries,
  forwardedLayout,
  type LayoutFinding,
} from './source.js';
import { afterMailWrite, sweepMail } from './delivery.js';
import {
  DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_HOUR,
  DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_SOURCE_PER_HOUR,
} from './config.js';
import {
  NEWSLETTER_COLLECTION,
  NEWSLETTER_REQUESTS_COLLECTION,
} from '../../src/features/newsletter/newsletter-records';
import { processRequest, processSignUp, sendWithheldSignUps } from './newsletter.js';
import { EMULATOR_LINK_SECRET, isUsableSecret } from './links.js';
import { applyTeamAction, readApplicationStatus, TeamLinkRefusal } from './team-actions.js';
import {
  firestoreStatusStore,
  firestoreTeamStore,
  sendQueuedApplicantMails,
} from './team-actions-firestore.js';

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

/** Applications mailed per source (network) per UTC hour before that source's are held. */
const APPLICATIONS_PER_SOURCE_PER_HOUR = defineInt('APPLICATIONS_PER_SOURCE_PER_HOUR', {
  default: DEFAULT_APPLICATIONS_PER_SOURCE_PER_HOUR,
  description:
    'Applications mailed per source (one IPv4 address or IPv6 /64) per hour before further ones from it are held',
});

/**
 * Refuse calls without a valid App Check token. Off until App Check is set up and its metrics show
 * nearly every request verified (docs/deploying.md, step 8; decision 0012); then `ENFORCE_APP_CHECK=true`.
 */
const ENFORCE_APP_CHECK = defineBoolean('ENFORCE_APP_CHECK', {
  default: false,
  description:
    'Refuse application and newsletter calls without a valid App Check token (turn on once App Check is set up)',
});

/**
 * Which X-Forwarded-For entry, counted from the end, is the caller's address (source.ts): 2 when
 * Google's front end appends the client's address and then one of its own, 1 when it appends only
 * the client's. The log line "Call received" says how many entries a call had (never what they are).
 */
const CLIENT_ADDRESS_FROM_END = defineInt('CLIENT_ADDRESS_FROM_END', {
  default: DEFAULT_CLIENT_ADDRESS_FROM_END,
  description:
    "Which X-Forwarded-For entry, counted from the end, is the caller's address (2: client, then Google's front end)",
});

/**
 * The secret that signs the team's action links and the applicants' status links (links.ts): at
 * least 32 characters, set once per project with `firebase functions:secrets:set TEAM_LINK_SECRET`
 * (docs/deploying.md, step 5). Changing it makes every link already sent invalid.
 */
const TEAM_LINK_SECRET = defineSecret('TEAM_LINK_SECRET');

/**
 * The link secret this instance signs and checks with: the deployed secret; in the emulator, where
 * none is set, the fixed one of the tests (links.ts), never in a deployed function. Null when there
 * is none: the mails then go out without links (and an error is logged), and the callables refuse.
 */
function linkSecret(): string | null {
  const secret = TEAM_LINK_SECRET.value();
  if (isUsableSecret(secret)) return secret;
  return process.env.FUNCTIONS_EMULATOR === 'true' ? EMULATOR_LINK_SECRET : null;
}

initializeApp();

/**
 * A whole-number parameter's value, or its default where it reads as nothing (a parameter not set
 * in the environment reads as 0 outside a deploy, for example under firebase-functions-test): a
 * limit of 0 would hold every application, and an X-Forwarded-For position of 0 does not exist.
 */
const positiveOr = (value: number, fallback: number) =>
  Number.isInteger(value) && value > 0 ? value : fallback;

/**
 * Reports the layout check's finding (source.ts) once per project: the first instance to find it
 * creates its record, and only that one logs the alert.
 */
async function reportLayout(finding: LayoutFinding): Promise<void> {
  try {
    await getFirestore()
      .collection(ONCE_ALERTS_COLLECTION)
      .doc(FORWARDED_LAYOUT_ALERT_LABEL)
      .create({ ...finding, at: FieldValue.serverTimestamp() });
  } catch (error) {
    // Another instance reported it first (ALREADY_EXISTS): that alert stands.
    if ((error as { code?: unknown }).code === 6) return;
    throw error;
  }
  logger.error(FORWARDED_LAYOUT_LOG_MESSAGE, {
    alert: FORWARDED_LAYOUT_ALERT_LABEL,
    ...finding,
    suggested:
      finding.kind === 'fewer-entries'
        ? `CLIENT_ADDRESS_FROM_END=${finding.fewestEntries}`
        : 'CLIENT_ADDRESS_FROM_END=2',
  });
}

/** What the callables know of their caller: the request's addresses and the App Check verdict. */
async function callerOf(request: CallableRequest<unknown>): Promise<CallerInfo> {
  const raw = request.rawRequest as
    | {
        headers?: Record<string, string | string[] | undefined>;
        socket?: { remoteAddress?: string };
      }
    | undefined;
  const forwardedFor = raw?.headers?.['x-forwarded-for'];
  const appCheck: AppCheckVerdict = request.app
    ? request.app.alreadyConsumed
      ? 'replayed'
      : 'verified'
    : 'missing';
  const entries = forwardedEntries(forwardedFor).length;
  logger.info('Call received', { event: 'call-received', forwardedEntries: entries, appCheck });
  // The layout is checked on every call; a call with fewer entries than configured proves the
  // position to use (source.ts), so one machine is never counted as many sources.
  const { fromEnd, finding } = forwardedLayout.observe(
    entries,
    positiveOr(CLIENT_ADDRESS_FROM_END.value(), DEFAULT_CLIENT_ADDRESS_FROM_END),
  );
  if (finding) await reportLayout(finding);
  return {
    forwardedFor,
    socketAddress: raw?.socket?.remoteAddress,
    appCheck,
    clientAddressFromEnd: fromEnd,
  };
}

/** A refusal as the callable protocol's error; anything else stays as it is (internal). */
function asHttpsError(error: unknown): unknown {
  return error instanceof IntakeRefusal || error instanceof TeamLinkRefusal
    ? new HttpsError(error.code, error.message)
    : error;
}

export const submitApplication = onCall(
  {
    // Each limited-use App Check token is marked used, so a replayed one is known (and refused).
    consumeAppCheckToken: true,
    enforceAppCheck: ENFORCE_APP_CHECK,
    maxInstances: 5,
  },
  async (request) => {
    try {
      return await receiveApplication(
        firestoreIntake(getFirestore()),
        request.data,
        await callerOf(request),
      );
    } catch (error) {
      throw asHttpsError(error);
    }
  },
);

export const applicationMail = onDocumentWritten(
  {
    document: `${APPLICATIONS_COLLECTION}/{applicationId}`,
    retry: true,
    secrets: [TEAM_LINK_SECRET],
  },
  async (event) => {
    const after = event.data?.after;
    if (!after?.exists || !needsHandling(after.get('status'))) return;
    await processApplication(getFirestore(), event.params.applicationId, {
      photos: bucketPhotoStore(() => getStorage().bucket()),
      hourlyCap: positiveOr(APPLICATIONS_PER_HOUR.value(), DEFAULT_APPLICATIONS_PER_HOUR),
      perSourceCap: positiveOr(
        APPLICATIONS_PER_SOURCE_PER_HOUR.value(),
        DEFAULT_APPLICATIONS_PER_SOURCE_PER_HOUR,
      ),
      alertEmail: ALERT_EMAIL.value(),
      linkSecret: linkSecret(),
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
  { schedule: SWEEP_SCHEDULE, timeZone: 'Etc/UTC', retryCount: 0, secrets: [TEAM_LINK_SECRET] },
  async () => {
    await sweepMail(getFirestore(), { alertEmail: ALERT_EMAIL.value() });
    await summariseHeld(getFirestore(), { linkSecret: linkSecret() });
    await sendQueuedApplicantMails(getFirestore(), {
      hourlyCap: positiveOr(APPLICATIONS_PER_HOUR.value(), DEFAULT_APPLICATIONS_PER_HOUR),
    });
    await sendWithheldSignUps(getFirestore(), signUpOptions());
  },
);

/**
 * A callable that a team link or a status link calls: its options, and the refusal of a replayed
 * App Check token before the handler reads anything (the link's token is checked by the handler).
 */
function teamLinkCallable<T>(handler: (data: unknown) => Promise<T>) {
  return onCall(
    {
      consumeAppCheckToken: true,
      enforceAppCheck: ENFORCE_APP_CHECK,
      maxInstances: 5,
      secrets: [TEAM_LINK_SECRET],
    },
    async (request) => {
      try {
        if ((await callerOf(request)).appCheck === 'replayed') {
          throw new TeamLinkRefusal('permission-denied', 'This App Check token was used before.');
        }
        return await handler(request.data);
      } catch (error) {
        throw asHttpsError(error);
      }
    },
  );
}

/**
 * The press of the button on a team action's page: `{ action, token, reason? }` (team-actions.ts).
 * The token's signature is checked before anything is read.
 */
export const teamAction = teamLinkCallable((data) =>
  applyTeamAction(firestoreTeamStore(getFirestore()), data, {
    secret: linkSecret(),
    hourlyCap: positiveOr(APPLICATIONS_PER_HOUR.value(), DEFAULT_APPLICATIONS_PER_HOUR),
  }),
);

/**
 * The team's held page (held-actions.ts): a list link's `{ token }` → the hour's held applications,
 * likely real first; a network's link's `{ token, action }` → all of them released or discarded.
 */
export const heldApplications = teamLinkCallable((data) =>
  answerHeldCall(getFirestore(), data, { secret: linkSecret() }),
);

/** What the applicant's status page shows: `{ token }` → the status record (team-actions.ts). */
export const applicationStatus = teamLinkCallable((data) =>
  readApplicationStatus(firestoreStatusStore(getFirestore()), data, { secret: linkSecret() }),
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

/** Newsletter confirmation mails per source (network) per hour before that source's sign-ups get none. */
const NEWSLETTER_CONFIRMATIONS_PER_SOURCE_PER_HOUR = defineInt(
  'NEWSLETTER_CONFIRMATIONS_PER_SOURCE_PER_HOUR',
  {
    default: DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_SOURCE_PER_HOUR,
    description:
      'Newsletter confirmation mails per source (one IPv4 address or IPv6 /64) per hour before its further sign-ups get none',
  },
);

const signUpOptions = () => ({
  hourlyCap: positiveOr(
    NEWSLETTER_CONFIRMATIONS_PER_HOUR.value(),
    DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_HOUR,
  ),
  perSourceCap: positiveOr(
    NEWSLETTER_CONFIRMATIONS_PER_SOURCE_PER_HOUR.value(),
    DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_SOURCE_PER_HOUR,
  ),
});

export const subscribeNewsletter = onCall(
  { consumeAppCheckToken: true, enforceAppCheck: ENFORCE_APP_CHECK, maxInstances: 5 },
  async (request) => {
    try {
      const db = getFirestore();
      const { id } = await receiveSignUp(
        firestoreSignUps(db),
        request.data,
        await callerOf(request),
      );
      // Handled at once (the trigger then finds it handled): its mail, or none past a limit.
      await processSignUp(db, id, signUpOptions());
      // The same answer either way: a caller learns nothing of the limits or of other sign-ups.
      return { received: true };
    } catch (error) {
      throw asHttpsError(error);
    }
  },
);

export const newsletterSignUp = onDocumentWritten(
  { document: `${NEWSLETTER_COLLECTION}/{subscriptionId}`, retry: true },
  async (event) => {
    const after = event.data?.after;
    // A sign-up the function has not handled yet has no status: a new one, or one made anew over a
    // sign-up that expired unconfirmed.
    if (!after?.exists || after.get('status') !== undefined) return;
    await processSignUp(getFirestore(), event.params.subscriptionId, signUpOptions());
  },
);

export const newsletterRequest = onDocumentCreated(
  { document: `${NEWSLETTER_REQUESTS_COLLECTION}/{requestId}`, retry: true },
  async (event) => {
    await processRequest(getFirestore(), event.params.requestId);
  },
);
