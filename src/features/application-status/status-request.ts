import {
  APPLICATION_STATUS_CALLABLE,
  parseStatusToken,
  type StatusResult,
} from '../../lib/action-links';
import { codedError, refusedAs } from '../../lib/error-code';
import { fetchAhead, loadFirebase } from '../../lib/load-module';

/**
 * What the applicant's status page asks when it opens (docs/decisions/0063-team-actions-and-status-page.md):
 * one call of the product's callable `applicationStatus` with the link's token, which answers the
 * first name, the language and the stage dates, nothing else. A link that is not genuine, has expired
 * or names nothing stored is refused with `permission-denied`, one answer for all three. Opening it
 * changes nothing. Firebase's code is fetched only for a link of a status link's shape.
 */

/** The link's token was missing, malformed, not genuine, expired, or names nothing stored. */
export const InvalidStatusLinkError = codedError(
  'InvalidStatusLinkError',
  'invalid-status-link',
  'This link is not valid or has expired.',
);
export type InvalidStatusLinkError = InstanceType<typeof InvalidStatusLinkError>;
export const isInvalidStatusLink = InvalidStatusLinkError.is;

/** Whether `token` has the shape of a status link's (nothing said about its signature). */
export const looksLikeStatusToken = (token: string) => parseStatusToken(token) !== null;

/**
 * Starts fetching the read's code (Firebase's) when `token` has a status link's shape: the page's
 * module calls it as it runs, so the download overlaps the page's hydration instead of following it
 * (docs/decisions/0081-the-reads-code-fetched-with-the-page.md).
 */
export function fetchReadCodeEarly(token: string): void {
  if (looksLikeStatusToken(token)) fetchAhead(loadFirebase);
}

export async function readStatus(token: string): Promise<StatusResult> {
  if (!looksLikeStatusToken(token)) throw new InvalidStatusLinkError();
  const { callFunction } = await loadFirebase();
  try {
    return await callFunction<StatusResult>(APPLICATION_STATUS_CALLABLE, { token });
  } catch (error) {
    throw refusedAs(error, (cause) => new InvalidStatusLinkError({ cause }));
  }
}
