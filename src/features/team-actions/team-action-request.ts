import {
  parseTeamToken,
  TEAM_ACTION_CALLABLE,
  type DeclineReason,
  type TeamAction,
  type TeamActionResult,
} from '../../lib/action-links';
import { codedError, refusedAs } from '../../lib/error-code';
import { loadFirebase } from '../../lib/load-module';

/**
 * The press of the button on the page a team link opens
 * (docs/decisions/0063-team-actions-and-status-page.md): one call of the product's callable
 * `teamAction` with the page's action, the link's token and, for a decline, the reason chosen. The
 * function checks the token's signature before anything else and refuses a link that is not genuine
 * with `permission-denied`. Firebase is loaded only now, on the press.
 */

/** The link's token was missing, malformed, for another page, or not genuine. */
export const InvalidTeamLinkError = codedError(
  'InvalidTeamLinkError',
  'invalid-team-link',
  'This link is not valid.',
);
export type InvalidTeamLinkError = InstanceType<typeof InvalidTeamLinkError>;
export const isInvalidTeamLink = InvalidTeamLinkError.is;

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
    throw refusedAs(error, (cause) => new InvalidTeamLinkError({ cause }));
  }
}
