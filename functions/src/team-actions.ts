/**
 * The onboarding team's one-tap actions and the applicant's status page
 * (docs/decisions/0063-team-actions-and-status-page.md), over a small store so that the deployed
 * callables (team-actions-firestore.ts, Admin SDK) and the browser tests' stand-in
 * (tests/e2e/support/firebase-standin.ts, documents in memory) run the very same code.
 *
 * `applyTeamAction` is the callable `teamAction`: the press of the one button on the page a team link
 * opens, `{ action, token, reason? }`. In order:
 *
 *   1. the token is checked (links.ts: shape, HMAC signature in constant time, expiry) before anything
 *      is read: a forged, altered or guessed link is refused with `permission-denied` and costs no
 *      database read; the page's action must be the token's;
 *   2. in one transaction that reads before it writes, on the token's application only:
 *      - `read` marks it read by the team (quietly: nobody is mailed);
 *      - `call` and `decline` decide it (and mark it read): the applicant gets one mail of fixed text
 *        in their language (applicant-decision.ts), counted against the hour's cap like the
 *        confirmation; with no room in the hour it is queued and sent by the sweep once there is
 *        (`sendQueuedApplicantMails`, team-actions-firestore.ts), never dropped; a failed send is
 *        retried like every mail (delivery.ts);
 *      - `release` sets a held application's status to "release", which the application trigger
 *        then mails as a person's release in the console always did (applications.ts);
 *      - each is recorded on the application (`team.actions`: which action, when, from which mail
 *        and which link), and its stage date on the applicant's status record;
 *   3. a second press, of this link or another for the same action, says what was done and when;
 *      a decision on an application already decided the other way says so; neither changes anything.
 *
 * `readApplicationStatus` is the callable `applicationStatus`: the status link's token checked the
 * same way, then the status record: the first name, the language and the stage dates, nothing else.
 */
import { createHash, randomBytes } from 'node:crypto';
import { retention } from '../../src/content/retention';
import type { Locale } from '../../src/i18n/locales';
import {
  DECLINE_REASONS,
  type DeclineReason,
  type LinkSource,
  type StatusResult,
  type TeamAction,
  type TeamActionResult,
} from '../../src/lib/action-links';
import { applicantDecisionMail } from '../../src/features/job-application/mail/applicant-decision';
import { firstNameOf } from '../../src/features/job-application/mail/first-name';
import { BOOKKEEPING_DAYS, DEFAULT_APPLICATIONS_PER_HOUR, VERIFIED_CAP_FACTOR } from './config.js';
import { isUsableSecret, statusLink, verifyStatusLink, verifyTeamLink } from './links.js';

const DAY = 24 * 60 * 60 * 1000;

/** One action as recorded on the application. */
export interface RecordedAction {
  action: TeamAction;
  at: Date;
  /** The mail the link was in. */
  via: LinkSource;
  /** Which link: the first 16 hex digits of the token's SHA-256 (the token itself is not kept). */
  link: string;
  reason: DeclineReason | null;
  /** For a decision: whether the applicant's mail was written, or queued for an hour with room. */
  mail: 'sent' | 'queued' | null;
}

/** What the team did on an application: the application's `team` field. */
export interface TeamRecord {
  readAt: Date | null;
  decision: { action: 'call' | 'decline'; at: Date; reason: DeclineReason | null } | null;
  releasedAt: Date | null;
  actions: RecordedAction[];
}

/** A document as a store reads it: plain values, timestamps as Dates. */
export type StoredData = Record<string, unknown>;

export type MailBucket = 'sent' | 'verifiedSent';

/** The message of an applicant's mail and where it goes. */
export interface ApplicantMail {
  to: [string];
  message: { subject: string; text: string; html: string };
}

/** What one action may read and write, inside one atomic step (every read before any write). */
export interface TeamTransaction {
  getApplication(id: string): Promise<StoredData | null>;
  /** The status record's expiry, or null when it is gone (or never was). */
  getStatusExpiry(statusId: string): Promise<Date | null>;
  mailExists(mailId: string): Promise<boolean>;
  /** Mails counted in the hour's bucket so far (applications.ts counts the same). */
  hourSent(hour: string, bucket: MailBucket): Promise<number>;
  updateApplication(id: string, fields: { team: TeamRecord; status?: 'release' }): void;
  updateStatus(
    statusId: string,
    stages: Partial<Record<'readAt' | 'callAt' | 'declinedAt', Date>>,
  ): void;
  /** Creates `mail/{mailId}` (with the server's `createdAt`), which the extension sends. */
  createMail(mailId: string, mail: ApplicantMail): void;
  countMail(hour: string, bucket: MailBucket, sent: number, expireAt: Date): void;
  /** Keeps the mail for the sweep: the hour's cap has no room for it now. */
  queueMail(mailId: string, mail: ApplicantMail & { verified: boolean; queuedAt: Date }): void;
}

export interface TeamStore {
  transact<T>(work: (transaction: TeamTransaction) => Promise<T>): Promise<T>;
}

export interface StatusStore {
  getStatus(statusId: string): Promise<StoredData | null>;
}

export type RefusalCode = 'permission-denied' | 'invalid-argument' | 'unavailable';

/** A refusal the callables answer with (HttpsError of that code, its message as is). */
export class TeamLinkRefusal extends Error {
  override readonly name = 'TeamLinkRefusal';
  constructor(
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
  }
}

/** The one answer to a team link that is not genuine: it says nothing about any application. */
export const INVALID_TEAM_LINK = 'This link is not valid.';
/** The one answer to a status link that is not genuine, has expired or names nothing stored. */
export const INVALID_STATUS_LINK = 'This link is not valid or has expired.';

export interface TeamActionOptions {
  /** The link secret; without a usable one, no link is genuine (the callable says it is unavailable). */
  secret: string | null;
  now?: Date;
  /** APPLICATIONS_PER_HOUR: the cap the applicant's mail is counted against. */
  hourlyCap?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const dateOf = (value: unknown): Date | null => (value instanceof Date ? value : null);
const iso = (date: Date) => date.toISOString();

/** The UTC hour `now` falls in, as the counter's id (applications.ts `hourOf`). */
const hourOf = (now: Date) => now.toISOString().slice(0, 13);

/** A link's fingerprint, as recorded: which link was used, without keeping the link itself. */
export const linkFingerprint = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex').slice(0, 16);

/** The application's `team` field as stored, or an empty record. */
export function teamRecordOf(value: unknown): TeamRecord {
  const team = isObject(value) ? value : {};
  const decision = isObject(team.decision) ? team.decision : null;
  return {
    readAt: dateOf(team.readAt),
    decision:
      decision &&
      (decision.action === 'call' || decision.action === 'decline') &&
      decision.at instanceof Date
        ? {
            action: decision.action,
            at: decision.at,
            reason: DECLINE_REASONS.includes(decision.reason as DeclineReason)
              ? (decision.reason as DeclineReason)
              : null,
          }
        : null,
    releasedAt: dateOf(team.releasedAt),
    actions: Array.isArray(team.actions) ? (team.actions as RecordedAction[]) : [],
  };
}

/** What the actions need of a stored application. */
function applicationView(data: StoredData) {
  const answers = isObject(data.answers) ? data.answers : {};
  const handling = isObject(data.handling) ? data.handling : {};
  const source = isObject(data.source) ? data.source : {};
  return {
    status: data.status,
    heldReasons: Array.isArray(handling.reasons) ? (handling.reasons as unknown[]) : [],
    mailedAt: dateOf(handling.mailedAt),
    email: typeof answers.email === 'string' ? answers.email : '',
    firstName: firstNameOf(typeof answers.fullName === 'string' ? answers.fullName : ''),
    language: (data.language === 'es' ? 'es' : 'en') as Locale,
    statusId: typeof data.statusId === 'string' && data.statusId !== '' ? data.statusId : null,
    verified: source.appCheck === 'verified',
    team: teamRecordOf(data.team),
  };
}

/** The reason a press gives: one of the fixed ones, or none; anything else is refused. */
function reasonOf(action: TeamAction, given: unknown): DeclineReason | null {
  if (given === undefined || given === null || given === '') return null;
  if (action === 'decline' && DECLINE_REASONS.includes(given as DeclineReason)) {
    return given as DeclineReason;
  }
  throw new TeamLinkRefusal('invalid-argument', 'Unknown reason.');
}

/** Applies the press of a team link's button (see the module's comment). */
export async function applyTeamAction(
  store: TeamStore,
  data: unknown,
  options: TeamActionOptions,
): Promise<TeamActionResult> {
  const now = options.now ?? new Date();
  const { secret } = options;
  if (!isUsableSecret(secret)) {
    throw new TeamLinkRefusal('unavailable', 'Team links are not set up on this server.');
  }
  const given = isObject(data) ? data : {};
  // The link first, and nothing read before it is known to be genuine.
  const verified = verifyTeamLink(secret, given.token, now);
  if (!verified.ok && verified.why === 'invalid') {
    throw new TeamLinkRefusal('permission-denied', INVALID_TEAM_LINK);
  }
  const extra = Object.keys(given).filter((key) => !['action', 'token', 'reason'].includes(key));
  if (extra.length > 0) throw new TeamLinkRefusal('invalid-argument', 'Unexpected fields.');
  if (!verified.ok) return { outcome: 'expired' };
  const { action, applicationId: reference, via } = verified.claims;
  // A link opened on another action's page (or a page that asks for another action) does nothing.
  if (given.action !== action) throw new TeamLinkRefusal('permission-denied', INVALID_TEAM_LINK);
  const reason = reasonOf(action, given.reason);
  const link = linkFingerprint(given.token as string);
  const cap = options.hourlyCap ?? DEFAULT_APPLICATIONS_PER_HOUR;
  const recorded = (mail: RecordedAction['mail']): RecordedAction => ({
    action,
    at: now,
    via,
    link,
    reason,
    mail,
  });

  return store.transact(async (transaction): Promise<TeamActionResult> => {
    const stored = await transaction.getApplication(reference);
    if (!stored) return { outcome: 'gone', reference };
    const application = applicationView(stored);
    const { team } = application;

    if (action === 'release') {
      if (team.releasedAt) {
        return { outcome: 'already-done', action, at: iso(team.releasedAt), reference, reason };
      }
      // A network's applications discarded from the held page can still be released one by one
      // until they are deleted (held-actions.ts).
      if (application.status === 'held' || application.status === 'discarded') {
        if (application.heldReasons.includes('invalid-record')) {
          return { outcome: 'cannot-release', reference };
        }
        transaction.updateApplication(reference, {
          status: 'release',
          team: { ...team, releasedAt: now, actions: [...team.actions, recorded(null)] },
        });
        return { outcome: 'done', action, at: iso(now), reference, reason, mail: null };
      }
      return {
        outcome: 'not-held',
        status: application.status === 'mailed' ? 'mailed' : 'release',
        at: application.mailedAt ? iso(application.mailedAt) : null,
        reference,
      };
    }

    // Read, call and decline act on an application in the team's inbox.
    if (application.status !== 'mailed') return { outcome: 'not-in-inbox', reference };
    const statusExpiry = application.statusId
      ? await transaction.getStatusExpiry(application.statusId)
      : null;

    if (action === 'read') {
      if (team.readAt) {
        return { outcome: 'already-done', action, at: iso(team.readAt), reference, reason };
      }
      transaction.updateApplication(reference, {
        team: { ...team, readAt: now, actions: [...team.actions, recorded(null)] },
      });
      if (application.statusId && statusExpiry) {
        transaction.updateStatus(application.statusId, { readAt: now });
      }
      return { outcome: 'done', action, at: iso(now), reference, reason, mail: null };
    }

    if (team.decision) {
      return team.decision.action === action
        ? {
            outcome: 'already-done',
            action,
            at: iso(team.decision.at),
            reference,
            reason: team.decision.reason,
          }
        : {
            outcome: 'already-decided',
            decision: team.decision.action,
            at: iso(team.decision.at),
            reference,
          };
    }

    // The applicant's mail: written now when the hour has room, else queued for the sweep.
    const mailId = `${reference}-${action}`;
    const bucket: MailBucket = application.verified ? 'verifiedSent' : 'sent';
    const bound = application.verified ? cap * VERIFIED_CAP_FACTOR : cap;
    const hour = hourOf(now);
    const [exists, sent] = await Promise.all([
      transaction.mailExists(mailId),
      transaction.hourSent(hour, bucket),
    ]);
    const mail: ApplicantMail = {
      to: [application.email],
      message: applicantDecisionMail(action, application.language, {
        firstName: application.firstName,
        statusUrl:
          application.statusId && statusExpiry
            ? statusLink(secret, application.statusId, application.language, statusExpiry)
            : null,
        reason,
      }),
    };
    let delivery: 'sent' | 'queued' = 'sent';
    if (!exists) {
      if (sent < bound) {
        transaction.createMail(mailId, mail);
        transaction.countMail(
          hour,
          bucket,
          sent + 1,
          new Date(now.getTime() + BOOKKEEPING_DAYS * DAY),
        );
      } else {
        transaction.queueMail(mailId, { ...mail, verified: application.verified, queuedAt: now });
        delivery = 'queued';
      }
    }
    transaction.updateApplication(reference, {
      team: {
        ...team,
        readAt: team.readAt ?? now,
        decision: { action, at: now, reason },
        actions: [...team.actions, recorded(delivery)],
      },
    });
    if (application.statusId && statusExpiry) {
      transaction.updateStatus(application.statusId, {
        ...(team.readAt ? {} : { readAt: now }),
        [action === 'call' ? 'callAt' : 'declinedAt']: now,
      });
    }
    return { outcome: 'done', action, at: iso(now), reference, reason, mail: delivery };
  });
}

/** Reads the applicant's status for a status link's press-free opening (see the module's comment). */
export async function readApplicationStatus(
  store: StatusStore,
  data: unknown,
  { secret, now = new Date() }: { secret: string | null; now?: Date },
): Promise<StatusResult> {
  if (!isUsableSecret(secret)) {
    throw new TeamLinkRefusal('unavailable', 'Status links are not set up on this server.');
  }
  const given = isObject(data) ? data : {};
  const verified = verifyStatusLink(secret, given.token, now);
  if (!verified.ok || Object.keys(given).some((key) => key !== 'token')) {
    throw new TeamLinkRefusal('permission-denied', INVALID_STATUS_LINK);
  }
  const status = await store.getStatus(verified.claims.statusId);
  const expireAt = dateOf(status?.expireAt);
  // Expired but not deleted yet (the TTL policy deletes within a day or so): as good as gone.
  if (!status || (expireAt && expireAt.getTime() <= now.getTime())) {
    throw new TeamLinkRefusal('permission-denied', INVALID_STATUS_LINK);
  }
  const at = (value: unknown) => {
    const date = dateOf(value);
    return date ? iso(date) : null;
  };
  return {
    firstName: typeof status.firstName === 'string' ? status.firstName : '',
    language: status.language === 'es' ? 'es' : 'en',
    receivedAt: at(status.receivedAt),
    readAt: at(status.readAt),
    callAt: at(status.callAt),
    declinedAt: at(status.declinedAt),
  };
}

/** When a status record made at `mailedAt` expires (and its link with it). */
export const statusExpiryFor = (mailedAt: Date) =>
  new Date(mailedAt.getTime() + retention.applicationStatusDays * DAY);

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A status record's id: 20 random letters and digits (no modulo bias), like Firestore's own ids. */
export function newStatusId(): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of randomBytes(32)) {
      // 248 = 4 × 62: bytes at or above it are dropped.
      if (byte < 248 && id.length < 20) id += ID_ALPHABET[byte % 62];
    }
  }
  return id;
}
