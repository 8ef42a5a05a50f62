import {
  HELD_APPLICATIONS_CALLABLE,
  parseHeldGroupToken,
  parseHeldListToken,
  type HeldGroupResult,
  type HeldListResult,
} from '../../lib/action-links';
import { codedError, refusedAs } from '../../lib/error-code';
import { fragmentToken } from '../../lib/fragment-token';
import { loadFirebase } from '../../lib/load-module';

/**
 * What the held page asks the product's callable `heldApplications`
 * (docs/decisions/0070-every-held-application-reaches-a-person.md): with a list link's token, the
 * hour's held applications (on opening: a read, which changes nothing); with a network's link's
 * token, the press of its one button. The function checks the token's signature before anything else
 * and refuses a link that is not genuine with `permission-denied`. Firebase is loaded only when asked.
 */

/** The link's token was missing, malformed or not genuine. */
export const InvalidHeldLinkError = codedError(
  'InvalidHeldLinkError',
  'invalid-held-link',
  'This link is not valid.',
);
export type InvalidHeldLinkError = InstanceType<typeof InvalidHeldLinkError>;
export const isInvalidHeldLink = InvalidHeldLinkError.is;

const listToken = fragmentToken('h1.');
const groupToken = fragmentToken('g1.');

/** The link's token, from this page's address (kept across jumps inside the page), either kind. */
export function tokenFromLocation(): string {
  const list = listToken();
  return list.startsWith('h1.') ? list : groupToken();
}

/** Whether `token` is a network's link (the page then shows its one button). */
export const isGroupToken = (token: string) => parseHeldGroupToken(token) !== null;

async function call<T>(data: Record<string, unknown>): Promise<T> {
  const { callFunction } = await loadFirebase();
  try {
    return await callFunction<T>(HELD_APPLICATIONS_CALLABLE, data);
  } catch (error) {
    throw refusedAs(error, (cause) => new InvalidHeldLinkError({ cause }));
  }
}

/** The hour's held applications, for a list link. */
export async function readHeldList(token: string): Promise<HeldListResult> {
  if (!parseHeldListToken(token)) throw new InvalidHeldLinkError();
  return call<HeldListResult>({ token });
}

/** The press of a network's link's button: release or discard all of them, as the link says. */
export async function pressHeldGroup(token: string): Promise<HeldGroupResult> {
  const parsed = parseHeldGroupToken(token);
  if (!parsed) throw new InvalidHeldLinkError();
  return call<HeldGroupResult>({ token, action: parsed.claims.action });
}
