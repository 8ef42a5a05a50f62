import {
  parseTeamToken,
  TEAM_ACTION_CALLABLE,
  type DeclineReason,
  type TeamAction,
  type TeamActionResult,
} from '../../lib/action-links';
import { errorCodeOf } from '../../lib/error-code';
import { loadFirebase } from '../../lib/load-module';

/**
 * The press of the button on the page a team link opens
 * (docs/decisions/0063-team-actions-and-status-page.md): one call of the product's callable
 * `teamAction` with the page's action, the link's token and, for a decline, the reason chosen. The
 * function checks the token's signature before anything else and refuses a link that is not genuine
 * with `permission-denied`. Firebase is loaded only now, on the press.
 */

/** The link's token was missing, malformed, for another page, or not genuine. */
export class InvalidTeamLinkError extends Error {
  override readonly name = 'InvalidTeamLinkError';
  readonly code = 'invalid-team-link';
  override readonly cause?: unknown;

  constructor(options?: { cause?: unknown }) {
    super('This link is not valid.');
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

export const isInvalidTeamLink = (error: unknown): boolean =>
  errorCodeOf(error) === 'invalid-team-link';

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
  if (current.startsWith('t1.')) linkToken = current;
  return linkToken ?? current;
}
tokenFromLocation();

/**
 * Sends the press. Rejects with InvalidTeamLinkError for a token of the wrong shape or action
 * (without any request) or a refused one, and with the adapter's BackendError (or a ModuleLoadError)
 * otherwise.
 */
export async function sendTeamAction(
  action: TeamAction,
  token: string,
  reason: DeclineReason | null,
): Promise<TeamActionResult> {
  if (parseTeamToken(token)?.claims.action !== action) throw new InvalidTeamLinkError();
  const { callFunction } = await loadFirebase();
  try {
    return await callFunction<TeamActionResult>(TEAM_ACTION_CALLABLE, {
      action,
      token,
      ...(action === 'decline' ? { reason } : {}),
    });
  } catch (error) {
    throw errorCodeOf(error) === 'permission-denied'
      ? new InvalidTeamLinkError({ cause: error })
      : error;
  }
}
