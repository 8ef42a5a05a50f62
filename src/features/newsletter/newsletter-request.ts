import { errorCodeOf } from '../../lib/error-code';
import { loadFirebase } from '../../lib/load-module';
import {
  isNewsletterToken,
  NEWSLETTER_REQUESTS_COLLECTION,
  newsletterRequestId,
  type NewsletterAction,
} from './newsletter-records';

/**
 * The press of the button on the page a newsletter mail's link opens
 * (docs/decisions/0057-newsletter-double-opt-in.md): one create-only document
 * `newsletterRequests/{action}-{token}` holding the server's time, which the product's function
 * applies. The rules accept it only while the token exists (and, to confirm, has not expired), so a
 * refusal means the link is not (or no longer) valid. Nothing the visitor typed is in it, and the
 * token travels in the write's body, never in an address.
 */

/** The link's token was missing, malformed, unknown or expired. */
export class InvalidNewsletterLinkError extends Error {
  override readonly name = 'InvalidNewsletterLinkError';
  readonly code = 'invalid-newsletter-link';
  override readonly cause?: unknown;

  constructor(options?: { cause?: unknown }) {
    super('This newsletter link is not valid, or has expired.');
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

export const isInvalidNewsletterLink = (error: unknown): boolean =>
  errorCodeOf(error) === 'invalid-newsletter-link';

/** The token in this page's address: its fragment (`#…`), which no server ever sees. */
export function tokenFromLocation(): string {
  if (typeof window === 'undefined') return '';
  return window.location.hash.replace(/^#/, '').trim();
}

/**
 * Sends the request. Rejects with InvalidNewsletterLinkError for a malformed token (without any
 * request) or a refused write, and with the adapter's BackendError (or a ModuleLoadError) otherwise.
 * Firebase is loaded only now, on the press.
 */
export async function sendNewsletterRequest(
  action: NewsletterAction,
  token: string,
): Promise<void> {
  if (!isNewsletterToken(token)) throw new InvalidNewsletterLinkError();
  const { createDocuments } = await loadFirebase();
  try {
    await createDocuments([
      {
        collectionPath: NEWSLETTER_REQUESTS_COLLECTION,
        id: newsletterRequestId(action, token),
        data: {},
        serverTimestampFields: ['createdAt'],
      },
    ]);
  } catch (error) {
    throw errorCodeOf(error) === 'permission-denied'
      ? new InvalidNewsletterLinkError({ cause: error })
      : error;
  }
}
