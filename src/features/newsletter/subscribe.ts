import { loadFirebase } from '../../lib/load-module';

/** The collection the security rules open for newsletter sign-ups (create-only). */
export const NEWSLETTER_COLLECTION = 'newsletterSubscriptions';

/**
 * Writes one create-only subscription document. Firebase is loaded only now, on the first press of
 * Subscribe, so it never weighs on a marketing page's first load.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  // loadFirebase downloads the adapter again after a failed download (lib/load-module.ts).
  const { createDocument, newDocumentId } = await loadFirebase();
  await createDocument(
    NEWSLETTER_COLLECTION,
    newDocumentId(),
    { email },
    { serverTimestampFields: ['createdAt'] },
  );
}
