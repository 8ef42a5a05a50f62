import {
  APPLICATION_STATUS_CALLABLE,
  parseStatusToken,
  type StatusResult,
} from '../../lib/action-links';
import { errorCodeOf } from '../../lib/error-code';
import { loadFirebase } from '../../lib/load-module';

/**
 * What the applicant's status page asks when it opens (docs/decisions/0063-team-actions-and-status-page.md):
 * one call of the product's callable `applicationStatus` with the link's token, which answers the
 * first name, the language and the stage dates, nothing else. A link that is not genuine, has expired
 * or names nothing stored is refused with `permission-denied`, one answer for all three. Opening it
 * changes nothing. Firebase is loaded only now.
 */

/** The link's token was missing, malformed, not genuine, expired, or names nothing stored. */
export class InvalidStatusLinkError extends Error {
  override readonly name = 'InvalidStatusLinkError';
  readonly code = 'invalid-status-link';
  override readonly cause?: unknown;

  constructor(options?: { cause?: unknown }) {
    super('This link is not valid or has expired.');
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

export const isInvalidStatusLink = (error: unknown): boolean =>
  errorCodeOf(error) === 'invalid-status-link';

/** The first token this page's address held, kept (see `tokenFromLocation`). */
let linkToken: string | null = null;

/**
 * The token in this page's address: its fragment (`#…`), which no server ever sees. The first one
 * seen is kept, so that a jump inside the page (the skip link's `#main`) does not lose it; it is
 * looked at as soon as this code runs.
 */
export function tokenFromLocation(): string {
  if (typeof window === 'undefined') return '';
  const current = window.location.hash.replace(/^#/, '').trim();
  if (current.startsWith('s1.')) linkToken = current;
  return linkToken ?? current;
}
tokenFromLocation();

/** Whether `token` has the shape of a status link's (nothing said about its signature). */
export const looksLikeStatusToken = (token: string) => parseStatusToken(token) !== null;

export async function readStatus(token: string): Promise<StatusResult> {
  if (!looksLikeStatusToken(token)) throw new InvalidStatusLinkError();
  const { callFunction } = await loadFirebase();
  try {
    return await callFunction<StatusResult>(APPLICATION_STATUS_CALLABLE, { token });
  } catch (error) {
    throw errorCodeOf(error) === 'permission-denied'
      ? new InvalidStatusLinkError({ cause: error })
      : error;
  }
}
