import { locale } from '../../i18n/locales';
import { loadFirebase } from '../../lib/load-module';
import { explainSubscribeFailure } from './already-subscribed';
import { normaliseEmail, subscriptionId } from './subscription-id';

/**
 * The collection the security rules open for newsletter sign-ups: newsletter-records.ts's
 * NEWSLETTER_COLLECTION, written out rather than imported so that this chunk, loaded on the press of
 * Subscribe, depends on no file but itself and Firebase's (docs/decisions/0031;
 * tests/unit/newsletter-subscribe.test.ts checks the two agree).
 */
export const NEWSLETTER_COLLECTION = 'newsletterSubscriptions';

/**
 * Writes the address's one create-only sign-up document (id derived from the address, see
 * ./subscription-id.ts), with the language of this site, in which the confirmation mail and pages
 * will speak (docs/decisions/0057-newsletter-double-opt-in.md). Rejects with AlreadySubscribedError
 * when the address signed up before, and with the adapter's BackendError for anything else. Firebase
 * is loaded only now, on the first press of Subscribe, so it never weighs on a marketing page's first
 * load.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const address = normaliseEmail(email);
  const id = await subscriptionId(address);
  // loadFirebase downloads the adapter again after a failed download (lib/load-module.ts).
  const { createDocuments } = await loadFirebase();
  try {
    await createDocuments([
      {
        collectionPath: NEWSLETTER_COLLECTION,
        id,
        data: { email: address, language: locale },
        serverTimestampFields: ['createdAt'],
      },
    ]);
  } catch (error) {
    throw explainSubscribeFailure(error);
  }
}
