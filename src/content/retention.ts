/**
 * How long the backend keeps what the site sends, in days (docs/decisions/0022-data-retention.md).
 * The privacy policy states these periods; the backend configuration enforces them, and
 * tests/unit/retention.test.ts fails when the two disagree:
 * - extensions/firestore-send-email.env (TTL_EXPIRE_TYPE=day, TTL_EXPIRE_VALUE) and the TTL policy in
 *   firestore.indexes.json, for the mail documents;
 * - storage-lifecycle.json, for the tool photos.
 */
export const retention = {
  /**
   * A mail document: the Trigger Email extension sets `delivery.expireAt` this many days after it
   * picks the document up (seconds after the applicant submits), and Firestore's TTL policy deletes
   * the document after that time (Firestore: typically within 24 hours).
   */
  mailDocumentDays: 7,
  /**
   * A tool photo under job-applications/: a Cloud Storage lifecycle rule deletes it once it is this
   * many days old (lifecycle actions run asynchronously, usually within a day). The link in the
   * onboarding e-mail stops working then.
   */
  toolPhotoDays: 30,
} as const;
