import {
  HELD_APPLICATIONS_CALLABLE,
  parseHeldGroupToken,
  parseHeldListToken,
  type HeldGroupAction,
  type HeldGroupResult,
  type HeldListResult,
} from '../../lib/action-links';
import { codedError, refusedAs } from '../../lib/error-code';
import { pageLink } from '../../lib/fragment-token';
import { fetchAhead, loadFirebase } from '../../lib/load-module';

/**
 * What the held page asks the product's callable `heldApplications`
 * (docs/decisions/0070-every-held-application-reaches-a-person.md): with a list link's token, the
 * hour's held applications (on opening: a read, which changes nothing); with a network's link's
 * token, the press of its one button. The function checks the token's signature before anything else
 * and refuses a link that is not genuine with `permission-denied`. Firebase's code is fetched when a
 * list link's page opens (`fetchListCodeEarly`), and for a network's link only when its button is
 * pressed.
 */

/** The link's token was missing, malformed or not genuine. */
export const InvalidHeldLinkError = codedError(
  'InvalidHeldLinkError',
  'invalid-held-link',
  'This link is not valid.',
);
export type InvalidHeldLinkError = InstanceType<typeof InvalidHeldLinkError>;
export const isInvalidHeldLink = InvalidHeldLinkError.is;

/**
 * The token of the link this page shows (kept across jumps inside the page; another link opened in
 * the same tab replaces it: lib/fragment-token.ts, docs/decisions/0071).
 */
export const listTokenFromLocation = () => pageLink.token();
/** A network's link's token, likewise. */
export const groupTokenFromLocation = () => pageLink.token();

async function call<T>(data: Record<string, unknown>): Promise<T> {
  const { callFunction } = await loadFirebase();
  try {
    return await callFunction<T>(HELD_APPLICATIONS_CALLABLE, data);
  } catch (error) {
    throw refusedAs(error, (cause) => new InvalidHeldLinkError({ cause }));
  }
}

/**
 * Starts fetching the list's code (Firebase's) when `token` has a list link's shape (a network's link
 * does not: its page loads nothing until pressed), as on the status page
 * (docs/decisions/0081-the-reads-code-fetched-with-the-page.md).
 */
export function fetchListCodeEarly(token: string): void {
  if (parseHeldListToken(token)) fetchAhead(loadFirebase);
}

/** The hour's held applications, for a list link. */
export async function readHeldList(token: string): Promise<HeldListResult> {
  if (!parseHeldListToken(token)) throw new InvalidHeldLinkError();
  return call<HeldListResult>({ token });
}

/** The press of a network's page's button: the token must be a link for this page's action. */
export async function pressHeldGroup(
  action: HeldGroupAction,
  token: string,
): Promise<HeldGroupResult> {
  if (parseHeldGroupToken(token)?.claims.action !== action) throw new InvalidHeldLinkError();
  return call<HeldGroupResult>({ token, action });
}
