import { codedError, refusedAs } from '../../lib/error-code';
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
export const InvalidNewsletterLinkError = codedError(
  'InvalidNewsletterLinkError',
  'invalid-newsletter-link',
  'This newsletter link is not valid, or has expired.',
);
export type InvalidNewsletterLinkError = InstanceType<typeof InvalidNewsletterLinkError>;
export const isInvalidNewsletterLink = InvalidNewsletterLinkError.is;

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
    throw refusedAs(error, (cause) => new InvalidNewsletterLinkError({ cause }));
  }
}
