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
 *   (docs/decisions/0057-newsletter-double-opt-in.md);
 * - the application's function (functions/src/applications.ts and links.ts, which read
 *   `applicationDays` and `applicationStatusDays` from here) and the TTL policies in
 *   firestore.indexes.json, for the application documents, the team's links, the applicant's status
 *   record and its link (docs/decisions/0063-team-actions-and-status-page.md).
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
  /**
   * An application document, once mailed to the onboarding team: the function sets `expireAt` this
   * many days after the mail was written, and Firestore's TTL policy deletes it after that time. The
   * team's links in that mail ("Reviewed: we will call you", "Not a fit right now", "Mark as read")
   * and the release links of a held application work this many days after they were made, so an
   * action within the period always finds the application. A held application has no expiry: it is
   * kept until a person acts.
   */
  applicationDays: 14,
  /**
   * A held application a person discarded (with a network's "Discard all" link,
   * docs/decisions/0070-every-held-application-reaches-a-person.md): deleted by Firestore's TTL policy
   * this many days later; until then it can still be sent to the inbox with its own link.
   */
  discardedApplicationDays: 2,
  /**
   * The applicant's status record (first name, language, the dates of each stage; nothing else) and
   * the private link to it in their mails: kept and working this many days after the application was
   * mailed to the team, well past the last day the team's links work, then deleted by Firestore's TTL
   * policy. It outlives the application document on purpose: the status page never needs the answers.
   */
  applicationStatusDays: 60,
} as const;
