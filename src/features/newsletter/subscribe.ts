/** The collection the security rules open for newsletter sign-ups (create-only). */
export const NEWSLETTER_COLLECTION = 'newsletterSubscriptions';

/**
 * Writes one create-only subscription document. Firebase is loaded only now, on the first press of
 * Subscribe, so it never weighs on a marketing page's first load.
 */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const { createDocument, newDocumentId } = await import('../../lib/firebase');
  await createDocument(
    NEWSLETTER_COLLECTION,
    newDocumentId(),
    { email },
    { serverTimestampFields: ['createdAt'] },
  );
}
