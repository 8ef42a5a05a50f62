/**
 * How long the backend keeps what the site sends, in days (docs/decisions/0022-data-retention.md).
 * The privacy policy states these periods; the backend configuration enforces them, and
 * tests/unit/retention.test.ts fails when the two disagree:
 * - functions/src/config.ts (RETENTION_DAYS, set as `expireAt` once a mail is delivered) and the TTL
 *   policy in firestore.indexes.json, for the mail documents (the extension's own TTL is off:
 *   docs/decisions/0051-mail-delivery-retries.md);
 * - storage-lifecycle.json, for the tool photos;
 * - the newsletter's function (functions/src/newsletter.ts, which reads `newsletterUnconfirmedDays`
 *   from here) and the TTL policies in firestore.indexes.json, for sign-ups never confirmed
 *   (docs/decisions/0057-newsletter-double-opt-in.md).
 */
export const retention = {
  /**
   * A mail document: the delivery watcher (functions/) sets `expireAt` this many days after the
   * mail was delivered, and Firestore's TTL policy deletes the document after that time (Firestore:
   * typically within 24 hours). A mail that was not delivered never expires.
   */
  mailDocumentDays: 7,
  /**
   * A tool photo under job-applications/: a Cloud Storage lifecycle rule deletes it once it is this
   * many days old (lifecycle actions run asynchronously, usually within a day). The link in the
   * onboarding e-mail stops working then.
   */
  toolPhotoDays: 30,
  /**
   * A newsletter sign-up whose address never confirmed it: its confirmation link works this many days,
   * then the sign-up and the link's token carry `expireAt` for Firestore's TTL policy (typically
   * deleted within 24 hours after). A confirmed subscription is kept until the reader unsubscribes.
   */
  newsletterUnconfirmedDays: 7,
} as const;
