/**
 * The signatures of the team's action links and of the applicant's status link
 * (docs/decisions/0063-team-actions-and-status-page.md). A link's token is what it says (the action,
 * the application, the mail it was sent in, and when it expires; or the status record and when it
 * expires; src/lib/action-links.ts writes and reads those parts) followed by an HMAC-SHA256 of it
 * with a secret only the product's functions hold: the `TEAM_LINK_SECRET` secret in production
 * (index.ts, `defineSecret`), a fixed one in the emulator and the tests.
 *
 * `verify…` checks the shape, then the signature (a constant-time comparison), then the expiry, and
 * reads nothing else: a forged or altered link costs the function no database read. Pure (node:crypto
 * only), so the browser tests' stand-in runs it as the deployed function does.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { retention } from '../../src/content/retention';
import {
  heldGroupPayload,
  heldListPayload,
  heldGroupUrl,
  heldListUrl,
  parseHeldGroupToken,
  parseHeldListToken,
  parseStatusToken,
  parseTeamToken,
  statusLinkPayload,
  statusPageUrl,
  teamActionUrl,
  teamLinkPayload,
  type HeldGroupAction,
  type HeldGroupClaims,
  type HeldListClaims,
  type LinkSource,
  type StatusLinkClaims,
  type TeamAction,
  type TeamLinkClaims,
} from '../../src/lib/action-links';
import type { Locale } from '../../src/i18n/locales';

const DAY = 24 * 60 * 60 * 1000;

/** How long a team link works after it was made (the application document is kept as long). */
export const TEAM_LINK_MS = retention.applicationDays * DAY;
/** How long the applicant's status link and record last after the application was mailed. */
export const STATUS_LINK_MS = retention.applicationStatusDays * DAY;

/** A secret shorter than this signs nothing (32 characters of `openssl rand -base64 48` and more). */
export const MIN_SECRET_LENGTH = 32;

/**
 * The secret of the Firestore emulator and the tests: fixed, public, and therefore never used by a
 * deployed function (index.ts uses it only when FUNCTIONS_EMULATOR is "true").
 */
export const EMULATOR_LINK_SECRET = 'emulator-and-tests-only-link-secret-never-deployed';

/** Whether `secret` may sign links. */
export const isUsableSecret = (secret: string | null | undefined): secret is string =>
  typeof secret === 'string' && secret.length >= MIN_SECRET_LENGTH;

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload, 'utf8').digest('base64url');

/** Whether `given` is the MAC of `payload`, compared in constant time. */
function signedBy(secret: string, payload: string, given: string): boolean {
  const expected = Buffer.from(mac(secret, payload), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function signTeamLink(secret: string, claims: TeamLinkClaims): string {
  if (!isUsableSecret(secret)) throw new Error('The link secret is missing or too short');
  const payload = teamLinkPayload(claims);
  return `${payload}.${mac(secret, payload)}`;
}

export function signStatusLink(secret: string, claims: StatusLinkClaims): string {
  if (!isUsableSecret(secret)) throw new Error('The link secret is missing or too short');
  const payload = statusLinkPayload(claims);
  return `${payload}.${mac(secret, payload)}`;
}

export type Verified<T> = { ok: true; claims: T } | { ok: false; why: 'invalid' | 'expired' };

/** A team token checked: its shape, its signature, then its expiry (as of `now`). */
export function verifyTeamLink(
  secret: string,
  token: unknown,
  now: Date,
): Verified<TeamLinkClaims> {
  const parsed = typeof token === 'string' ? parseTeamToken(token) : null;
  if (!parsed || !isUsableSecret(secret) || !signedBy(secret, parsed.payload, parsed.mac)) {
    return { ok: false, why: 'invalid' };
  }
  if (parsed.claims.expires <= toSeconds(now)) return { ok: false, why: 'expired' };
  return { ok: true, claims: parsed.claims };
}

/** A status token checked likewise. */
export function verifyStatusLink(
  secret: string,
  token: unknown,
  now: Date,
): Verified<StatusLinkClaims> {
  const parsed = typeof token === 'string' ? parseStatusToken(token) : null;
  if (!parsed || !isUsableSecret(secret) || !signedBy(secret, parsed.payload, parsed.mac)) {
    return { ok: false, why: 'invalid' };
  }
  if (parsed.claims.expires <= toSeconds(now)) return { ok: false, why: 'expired' };
  return { ok: true, claims: parsed.claims };
}

/** The link of one action on one application, sent in `via`, working TEAM_LINK_MS from `issuedAt`. */
export function teamLink(
  secret: string,
  action: TeamAction,
  applicationId: string,
  via: LinkSource,
  issuedAt: Date,
): string {
  const expires = toSeconds(new Date(issuedAt.getTime() + TEAM_LINK_MS));
  return teamActionUrl(action, signTeamLink(secret, { action, applicationId, via, expires }));
}

/** The onboarding mail's three decisions on `applicationId`. */
export const decisionLinks = (secret: string, applicationId: string, issuedAt: Date) => ({
  call: teamLink(secret, 'call', applicationId, 'mail', issuedAt),
  decline: teamLink(secret, 'decline', applicationId, 'mail', issuedAt),
  read: teamLink(secret, 'read', applicationId, 'mail', issuedAt),
});

/** The applicant's status link, in their language, working until `expiresAt`. */
export function statusLink(
  secret: string,
  statusId: string,
  language: Locale,
  expiresAt: Date,
): string {
  return statusPageUrl(
    language,
    signStatusLink(secret, { statusId, expires: toSeconds(expiresAt) }),
  );
}

/** A token of any of the held page's kinds checked likewise: shape, signature, expiry. */
function verifySigned<T extends { expires: number }>(
  secret: string,
  parsed: { claims: T; payload: string; mac: string } | null,
  now: Date,
): Verified<T> {
  if (!parsed || !isUsableSecret(secret) || !signedBy(secret, parsed.payload, parsed.mac)) {
    return { ok: false, why: 'invalid' };
  }
  if (parsed.claims.expires <= toSeconds(now)) return { ok: false, why: 'expired' };
  return { ok: true, claims: parsed.claims };
}

export const verifyHeldListLink = (secret: string, token: unknown, now: Date) =>
  verifySigned(secret, typeof token === 'string' ? parseHeldListToken(token) : null, now);

export const verifyHeldGroupLink = (secret: string, token: unknown, now: Date) =>
  verifySigned(secret, typeof token === 'string' ? parseHeldGroupToken(token) : null, now);

/**
 * The link to the page listing the applications held in `hour` (docs/decisions/0070), working
 * TEAM_LINK_MS from `issuedAt`.
 */
export function heldListLink(secret: string, hour: string, issuedAt: Date): string {
  if (!isUsableSecret(secret)) throw new Error('The link secret is missing or too short');
  const claims: HeldListClaims = {
    hour,
    expires: toSeconds(new Date(issuedAt.getTime() + TEAM_LINK_MS)),
  };
  const payload = heldListPayload(claims);
  return heldListUrl(`${payload}.${mac(secret, payload)}`);
}

/** The link that releases or discards what `source` had held in `hour`, working TEAM_LINK_MS. */
export function heldGroupLink(
  secret: string,
  action: HeldGroupAction,
  hour: string,
  source: string,
  issuedAt: Date,
): string {
  if (!isUsableSecret(secret)) throw new Error('The link secret is missing or too short');
  const claims: HeldGroupClaims = {
    action,
    hour,
    source,
    expires: toSeconds(new Date(issuedAt.getTime() + TEAM_LINK_MS)),
  };
  const payload = heldGroupPayload(claims);
  return heldGroupUrl(action, `${payload}.${mac(secret, payload)}`);
}
