import { company } from '../content/company';
import { paths, type AppPath } from '../content/paths';
import { localizedPath, type Locale } from '../i18n/locales';

/**
 * The links of the onboarding team's one-tap actions and of the applicant's status page
 * (docs/decisions/0063-team-actions-and-status-page.md): what they are, and how a link's token is
 * written. Shared by the product's functions, which make and sign the links (functions/src/links.ts
 * adds the signature: an HMAC with a secret only they hold), and by the pages the links open, which
 * only read a token's shape and hand it to the function on the press. Pure; no crypto, no SDK.
 *
 * A token sits in the link's fragment (`#…`), which browsers send to no server and put in no Referer.
 */

/** What the team can do from its mails. */
export const TEAM_ACTIONS = ['read', 'call', 'decline', 'release'] as const;
export type TeamAction = (typeof TEAM_ACTIONS)[number];

/** The reasons a decline may state (or none): fixed, so the mail says only the company's words. */
export const DECLINE_REASONS = ['service-area', 'tools', 'on-call'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** Which mail a team link was sent in: the onboarding mail, a held alert, the hourly summary. */
export const LINK_SOURCES = ['mail', 'held-alert', 'held-summary'] as const;
export type LinkSource = (typeof LINK_SOURCES)[number];

/** The page each action's link opens (English: the team's mails are English). */
export const TEAM_ACTION_PATHS = {
  read: paths.teamRead,
  call: paths.teamCall,
  decline: paths.teamDecline,
  release: paths.teamRelease,
} as const satisfies Record<TeamAction, AppPath>;

/** The product's callables the pages call (functions/src/index.ts), in us-central1. */
export const TEAM_ACTION_CALLABLE = 'teamAction';
export const APPLICATION_STATUS_CALLABLE = 'applicationStatus';

/** What the callable `teamAction` answers (dates as ISO strings; functions/src/team-actions.ts). */
export type TeamActionResult =
  /** Done now; `mail`: the applicant's mail of a decision was written, or queued for room. */
  | {
      outcome: 'done';
      action: TeamAction;
      at: string;
      reference: string;
      reason: DeclineReason | null;
      mail: 'sent' | 'queued' | null;
    }
  /** This action was done before (by this link or another for it): nothing changed. */
  | {
      outcome: 'already-done';
      action: TeamAction;
      at: string;
      reference: string;
      reason: DeclineReason | null;
    }
  /** A decision was made before, the other one: nothing changed. */
  | { outcome: 'already-decided'; decision: 'call' | 'decline'; at: string; reference: string }
  /** A release of an application that is not held: in the inbox since `at`, or being sent now. */
  | { outcome: 'not-held'; status: 'mailed' | 'release'; at: string | null; reference: string }
  /** A held application whose answers break the rules: never mailed, released or not. */
  | { outcome: 'cannot-release'; reference: string }
  /** A decision on an application that is not in the inbox (held): nothing changed. */
  | { outcome: 'not-in-inbox'; reference: string }
  /** The application is no longer stored (deleted after its period): nothing changed. */
  | { outcome: 'gone'; reference: string }
  /** The link is genuine but its time is over: nothing read, nothing changed. */
  | { outcome: 'expired' };

/** What the callable `applicationStatus` answers: nothing but what the status page shows. */
export interface StatusResult {
  firstName: string;
  language: Locale;
  receivedAt: string | null;
  readAt: string | null;
  callAt: string | null;
  declinedAt: string | null;
}

/** What a team link says: one action on one application, from one mail, until a time. */
export interface TeamLinkClaims {
  action: TeamAction;
  /** The application's id (its reference in the team's mails). */
  applicationId: string;
  via: LinkSource;
  /** Whole seconds since 1970 (UTC) after which the link no longer works. */
  expires: number;
}

/** What a status link says: one status record, until a time. */
export interface StatusLinkClaims {
  statusId: string;
  expires: number;
}

const ID = '[A-Za-z0-9]{20}';
/** An HMAC-SHA256 in base64url without padding: 43 characters. */
const MAC = '[A-Za-z0-9_-]{43}';
const SECONDS = '[1-9][0-9]{9}';

/** `t1.{action}.{application id}.{via}.{expires}.{mac}` */
const TEAM_TOKEN = new RegExp(
  `^t1\\.(${TEAM_ACTIONS.join('|')})\\.(${ID})\\.(${LINK_SOURCES.join('|')})\\.(${SECONDS})\\.(${MAC})$`,
);
/** `s1.{status id}.{expires}.{mac}` */
const STATUS_TOKEN = new RegExp(`^s1\\.(${ID})\\.(${SECONDS})\\.(${MAC})$`);

/** What a team link's signature covers: everything before it. */
export const teamLinkPayload = ({ action, applicationId, via, expires }: TeamLinkClaims) =>
  `t1.${action}.${applicationId}.${via}.${expires}`;

export const statusLinkPayload = ({ statusId, expires }: StatusLinkClaims) =>
  `s1.${statusId}.${expires}`;

/** A team token's parts, or null when it does not have the shape (nothing said about its signature). */
export function parseTeamToken(
  token: string,
): { claims: TeamLinkClaims; payload: string; mac: string } | null {
  const match = TEAM_TOKEN.exec(token);
  if (!match) return null;
  const [, action, applicationId, via, expires, mac] = match as unknown as [
    string,
    TeamAction,
    string,
    LinkSource,
    string,
    string,
  ];
  const claims = { action, applicationId, via, expires: Number(expires) };
  return { claims, payload: teamLinkPayload(claims), mac };
}

/** A status token's parts, or null when it does not have the shape. */
export function parseStatusToken(
  token: string,
): { claims: StatusLinkClaims; payload: string; mac: string } | null {
  const match = STATUS_TOKEN.exec(token);
  if (!match) return null;
  const [, statusId, expires, mac] = match as unknown as [string, string, string, string];
  const claims = { statusId, expires: Number(expires) };
  return { claims, payload: statusLinkPayload(claims), mac };
}

const site = () => company.siteUrl.replace(/\/$/, '');

/** The address of the page a team token's action opens, with the token in its fragment. */
export function teamActionUrl(action: TeamAction, token: string): string {
  return `${site()}${TEAM_ACTION_PATHS[action]}#${token}`;
}

/** The address of the applicant's status page in their language, with the token in its fragment. */
export function statusPageUrl(language: Locale, token: string): string {
  return `${site()}${localizedPath(paths.applicationStatus, language)}#${token}`;
}
