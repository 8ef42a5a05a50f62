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

// ─── Held applications (docs/decisions/0070-every-held-application-reaches-a-person.md) ──────────

/** The page that lists an hour's held applications. */
export const HELD_PAGE_PATH = paths.teamHeld;
/** The product's callable that page calls (functions/src/index.ts), in us-central1. */
export const HELD_APPLICATIONS_CALLABLE = 'heldApplications';

/** What the team can do at once with the applications one network had held in an hour. */
export const HELD_GROUP_ACTIONS = ['release', 'discard'] as const;
export type HeldGroupAction = (typeof HELD_GROUP_ACTIONS)[number];

/** The page each of a network's links opens: one button each, like the team's other pages. */
export const HELD_GROUP_PATHS = {
  release: paths.teamHeldRelease,
  discard: paths.teamHeldDiscard,
} as const satisfies Record<HeldGroupAction, AppPath>;

/** What a held list link says: the applications held in one UTC hour (`2026-03-02T15`), until a time. */
export interface HeldListClaims {
  hour: string;
  expires: number;
}

/** What a network's link says: one action on what one source had held in one hour, until a time. */
export interface HeldGroupClaims {
  action: HeldGroupAction;
  hour: string;
  /** The source's salted key (32 hex digits), or `unknown`. */
  source: string;
  expires: number;
}

/** Why an application is more likely a real applicant's than a flood's (signals a stranger cannot fake cheaply). */
export interface HeldSignals {
  /** It came with a valid App Check token. */
  verified: boolean;
  /** Its photo was uploaded for it alone (checked, and named by no other application). */
  ownPhoto: boolean;
  /** Its network sent no other application that hour. */
  aloneFromSource: boolean;
}

/** One held application as the team sees it (dates as ISO strings; every text defanged). */
export interface HeldEntry {
  reference: string;
  heldAt: string;
  /** Why it was held, in the team's words. */
  why: string;
  name: string;
  location: string;
  signals: HeldSignals;
  /** False for answers that break the rules: never mailed. */
  releasable: boolean;
  /** Its "Send it to the inbox now" link, or null (not releasable, or no link secret). */
  releaseUrl: string | null;
}

/** The applications held in the hour from one network, as one group with one tap each. */
export interface HeldGroup {
  count: number;
  /** Why they were held, each reason once, in the team's words. */
  why: string[];
  /** The first few names, defanged. */
  names: string[];
  releaseUrl: string | null;
  discardUrl: string | null;
}

/** What the callable answers to a held list link: the hour's held applications, likely real first. */
export type HeldListResult =
  | { outcome: 'list'; hour: string; entries: HeldEntry[]; groups: HeldGroup[] }
  /** The link is genuine but its time is over: nothing read. */
  | { outcome: 'expired' };

/** What the callable answers to the press of a network's release or discard button. */
export type HeldGroupResult =
  | { outcome: 'done'; action: HeldGroupAction; hour: string; count: number }
  /** Nothing from that network in that hour is still held: released or discarded before. */
  | { outcome: 'nothing-left'; action: HeldGroupAction; hour: string }
  | { outcome: 'expired' };

const HOUR = '[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}';
const SOURCE = '[0-9a-f]{32}|unknown';

/** `h1.{hour}.{expires}.{mac}` */
const HELD_LIST_TOKEN = new RegExp(`^h1\\.(${HOUR})\\.(${SECONDS})\\.(${MAC})$`);
/** `g1.{action}.{hour}.{source}.{expires}.{mac}` */
const HELD_GROUP_TOKEN = new RegExp(
  `^g1\\.(${HELD_GROUP_ACTIONS.join('|')})\\.(${HOUR})\\.(${SOURCE})\\.(${SECONDS})\\.(${MAC})$`,
);

export const heldListPayload = ({ hour, expires }: HeldListClaims) => `h1.${hour}.${expires}`;
export const heldGroupPayload = ({ action, hour, source, expires }: HeldGroupClaims) =>
  `g1.${action}.${hour}.${source}.${expires}`;

/** A held list token's parts, or null when it does not have the shape. */
export function parseHeldListToken(
  token: string,
): { claims: HeldListClaims; payload: string; mac: string } | null {
  const match = HELD_LIST_TOKEN.exec(token);
  if (!match) return null;
  const [, hour, expires, mac] = match as unknown as [string, string, string, string];
  const claims = { hour, expires: Number(expires) };
  return { claims, payload: heldListPayload(claims), mac };
}

/** A network's token's parts, or null when it does not have the shape. */
export function parseHeldGroupToken(
  token: string,
): { claims: HeldGroupClaims; payload: string; mac: string } | null {
  const match = HELD_GROUP_TOKEN.exec(token);
  if (!match) return null;
  const [, action, hour, source, expires, mac] = match as unknown as [
    string,
    HeldGroupAction,
    string,
    string,
    string,
    string,
  ];
  const claims = { action, hour, source, expires: Number(expires) };
  return { claims, payload: heldGroupPayload(claims), mac };
}

/** The address of the held list's page, with a list token in its fragment. */
export const heldListUrl = (token: string) => `${site()}${HELD_PAGE_PATH}#${token}`;

/** The address of a network's action page, with its token in the fragment. */
export const heldGroupUrl = (action: HeldGroupAction, token: string) =>
  `${site()}${HELD_GROUP_PATHS[action]}#${token}`;
