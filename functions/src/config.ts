/**
 * What the delivery watcher does, in numbers (docs/decisions/0051-mail-delivery-retries.md).
 */

/** The collection the site writes application mails to and the Trigger Email extension watches. */
export const MAIL_COLLECTION = 'mail';

/**
 * Days a delivered mail document is kept before Firestore's TTL policy deletes it. The privacy policy
 * states this period (src/content/retention.ts `mailDocumentDays`; tests/unit/retention.test.ts keeps
 * the two equal).
 */
export const RETENTION_DAYS = 7;

/** The TTL field: set once, when the mail is delivered (firestore.indexes.json holds the policy). */
export const EXPIRE_FIELD = 'expireAt';

/**
 * How long to wait before each retry of a failed send, in minutes: growing, five retries in about
 * 17 hours (an SMTP password or a provider quota is usually fixed within a working day). After the
 * last one the mail is kept and an operator is alerted.
 */
export const RETRY_DELAYS_MINUTES = [5, 15, 60, 240, 720] as const;

/**
 * The extension gives each send attempt a lease of 60 seconds (`delivery.leaseExpireTime`). A mail
 * still PROCESSING this long after its lease ended was dropped by a crashed or timed-out attempt, and
 * no write will ever wake the extension for it again.
 */
export const LEASE_GRACE_MS = 5 * 60 * 1000;

/** How often the sweep re-queues due retries and finds expired leases. */
export const SWEEP_SCHEDULE = 'every 5 minutes';

/** Most documents one sweep handles of each kind (a backlog is finished by the next sweeps). */
export const SWEEP_BATCH = 100;

/** The error the extension itself writes for an expired lease. */
export const LEASE_EXPIRED_ERROR = 'Message processing lease expired.';

/** The stable label of the log entry an operator's log-based alert matches. */
export const UNDELIVERED_ALERT_LABEL = 'mail-undelivered';
export const UNDELIVERED_LOG_MESSAGE =
  'MAIL_UNDELIVERED: a mail was not delivered after every retry; it is kept until a person acts';

// ─── Applications (docs/decisions/0056-only-the-company-writes-its-mail.md) ─────────────────────

/**
 * Mails sent per hour from what the public writes (application mails and applicants' confirmations)
 * before further applications are held rather than mailed: the `APPLICATIONS_PER_HOUR` parameter,
 * this by default. Sized for a small fleet's hiring: even the busiest hour after a job ad brings a
 * handful of applications, so 30 leaves room for 15 applications with their confirmations, while a
 * flood is held after at most 30 mails, far below an SMTP provider's daily quota.
 */
export const DEFAULT_APPLICATIONS_PER_HOUR = 30;

/** Per-hour counts of what was mailed and held (document id: the UTC hour, `2026-03-02T15`). */
export const HOURLY_COUNTERS_COLLECTION = 'applicationHours';
/** The applicants' confirmations each address received in its day (document id: SHA-256 of it). */
export const CONFIRMATIONS_COLLECTION = 'applicantConfirmations';

/**
 * The day over which an address's confirmations are counted: at most one per source, and at most
 * CONFIRMATIONS_PER_ADDRESS_PER_DAY in all, without a valid App Check token
 * (docs/decisions/0070-every-held-application-reaches-a-person.md).
 */
export const CONFIRMATION_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
/** The counters and the confirmation log are kept this long, then deleted by the TTL policy. */
export const BOOKKEEPING_DAYS = 2;

/** The stable labels of the log entries an operator's log-based alert matches. */
export const HELD_ALERT_LABEL = 'application-held';
export const HELD_LOG_MESSAGE =
  'APPLICATION_HELD: an application was kept, not mailed; it waits for a person';
export const FLOOD_ALERT_LABEL = 'applications-over-hourly-cap';
export const FLOOD_LOG_MESSAGE =
  'APPLICATIONS_OVER_HOURLY_CAP: applications past the hourly cap are held this hour, not mailed';

// ─── Where applications come from (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md) ──

/**
 * Applications from one source (one network: an IPv4 address, an IPv6 /64) mailed per UTC hour
 * before further ones from it are held: the `APPLICATIONS_PER_SOURCE_PER_HOUR` parameter, this by
 * default. A household or a shared phone network may send two or three real applications in an hour;
 * a script from one place is held after three.
 */
export const DEFAULT_APPLICATIONS_PER_SOURCE_PER_HOUR = 3;
/** At most this many applicants' confirmations per source per hour (each to a typed address). */
export const CONFIRMATIONS_PER_SOURCE_PER_HOUR = 1;
/**
 * Applications that carry a valid App Check token count against a bound of their own, this many
 * times APPLICATIONS_PER_HOUR: a flood without tokens cannot hold them, and a flood with stolen
 * tokens (each usable once) is still bounded.
 */
export const VERIFIED_CAP_FACTOR = 4;
/** Per source and hour: mailed, confirmations, held (document id: `{hour}-{source key}`). */
export const SOURCE_HOURS_COLLECTION = 'applicationSourceHours';
/** The salt of each UTC day's source keys (document id: the day), deleted 2 days after it. */
export const SOURCE_SALTS_COLLECTION = 'sourceSalts';
/**
 * Which application named each uploaded photo first (document id: SHA-256 of the photo's path;
 * intake.ts `PhotoClaim`), deleted by the TTL policy after BOOKKEEPING_DAYS, by when the photo is
 * too old for a new application anyway (photo.ts).
 */
export const PHOTO_CLAIMS_COLLECTION = 'applicationPhotos';

export const SOURCE_LIMIT_ALERT_LABEL = 'applications-over-source-limit';
export const SOURCE_LIMIT_LOG_MESSAGE =
  'APPLICATIONS_OVER_SOURCE_LIMIT: applications past the per-source limit are held this hour, not mailed';

/** The alert of the callables' own check of the X-Forwarded-For layout (source.ts), once. */
export const FORWARDED_LAYOUT_ALERT_LABEL = 'forwarded-for-layout';
export const FORWARDED_LAYOUT_LOG_MESSAGE =
  'FORWARDED_FOR_LAYOUT: X-Forwarded-For does not have the layout CLIENT_ADDRESS_FROM_END says; set it as this entry suggests and deploy the functions again';
/** Alerts raised once per project, not once per instance (document id: the alert's label). */
export const ONCE_ALERTS_COLLECTION = 'functionAlerts';

/** The hourly list of held applications nobody released, to the onboarding inbox (one an hour). */
export const heldSummaryIdFor = (hour: string) => `held-summary-${hour}`;
/**
 * At most this many held applications are listed one by one in a summary, and this many networks'
 * groups; the rest are counted, and the held page lists every one
 * (docs/decisions/0070-every-held-application-reaches-a-person.md).
 */
export const HELD_SUMMARY_MAX_ENTRIES = 100;
export const HELD_SUMMARY_MAX_GROUPS = 20;
/** A network with this many applications held in an hour is shown as one group, with one tap for all. */
export const HELD_GROUP_FROM = 3;

// ─── The newsletter (docs/decisions/0057-newsletter-double-opt-in.md) ────────────────────────────

/**
 * Newsletter confirmation mails sent per hour before further sign-ups get none (they stay unconfirmed
 * and expire): the `NEWSLETTER_CONFIRMATIONS_PER_HOUR` parameter, this by default. A local company's
 * footer sign-up sees a few a day; 10 leaves room for a busy hour after the site is mentioned
 * somewhere, while a script typing strangers' addresses is stopped after 10 mails an hour (240 a day
 * at most, each address at most once per expiry period), far below an SMTP provider's daily quota.
 */
export const DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_HOUR = 10;

/**
 * Confirmation mails per source (one network) per UTC hour: the
 * `NEWSLETTER_CONFIRMATIONS_PER_SOURCE_PER_HOUR` parameter, this by default
 * (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md). A household signs up one or two
 * addresses; a script typing strangers' addresses from one place gets three mails an hour.
 */
export const DEFAULT_NEWSLETTER_CONFIRMATIONS_PER_SOURCE_PER_HOUR = 3;
/**
 * Per source and hour: confirmation mails sent and withheld (document id: `{hour}-{source key}`, and
 * `…-verified` for sign-ups with a valid App Check token, counted apart).
 */
export const NEWSLETTER_SOURCE_HOURS_COLLECTION = 'newsletterSourceHours';

/**
 * Sign-ups per source (one network) per UTC day that may get a confirmation mail, mailed or withheld
 * alike (docs/decisions/0070-every-held-application-reaches-a-person.md): a few sources that fill one
 * hour's cap have used their day, so the hours after it have room, and a sign-up the cap withheld is
 * mailed by the sweep in the next hour. With the defaults (10 an hour, 3 a source a day), withholding
 * anyone for two hours running takes at least 7 sources; sign-ups with a valid App Check token are
 * counted apart.
 */
export const NEWSLETTER_SIGN_UPS_PER_SOURCE_PER_DAY = 3;
/** Per source and UTC day: the sign-ups counted (document id: `{day}-{source key}`, `…-verified`). */
export const NEWSLETTER_SOURCE_DAYS_COLLECTION = 'newsletterSourceDays';
/** At most this many withheld sign-ups are looked at per sweep (the rest wait for the next). */
export const NEWSLETTER_WITHHELD_BATCH = 50;

/** Per-hour counts of confirmation mails sent and withheld (document id: the UTC hour). */
export const NEWSLETTER_HOURS_COLLECTION = 'newsletterHours';

/** The stable label of the log entry an operator's log-based alert matches (once an hour at most). */
export const NEWSLETTER_FLOOD_ALERT_LABEL = 'newsletter-over-hourly-cap';
export const NEWSLETTER_FLOOD_LOG_MESSAGE =
  'NEWSLETTER_OVER_HOURLY_CAP: newsletter sign-ups past the hourly cap get no confirmation mail this hour; they stay unconfirmed and expire';

// ─── The team's actions and the applicant's status (docs/decisions/0063-team-actions-and-status-page.md)

/**
 * The applicant's status records (document id: a random 20-character id, named by the status link):
 * first name, language and the dates of each stage; deleted by the TTL policy on `expireAt`.
 */
export const STATUS_COLLECTION = 'applicationStatuses';
/**
 * An applicant's mail caused by a team action that found no room in the hour's cap (document id: the
 * mail's): the recipient and the message, until the sweep sends it in an hour with room, then deleted.
 */
export const APPLICANT_MAIL_QUEUE_COLLECTION = 'applicantMailQueue';
/** At most this many queued applicant mails are looked at per sweep (the rest wait for the next). */
export const APPLICANT_MAIL_QUEUE_BATCH = 50;

/** The stable label of the log entry when links cannot be made (no usable TEAM_LINK_SECRET). */
export const LINKS_UNAVAILABLE_ALERT_LABEL = 'team-links-unavailable';
export const LINKS_UNAVAILABLE_LOG_MESSAGE =
  'TEAM_LINKS_UNAVAILABLE: TEAM_LINK_SECRET is not set (or shorter than 32 characters); mails go out without the team’s links and the applicant’s status link';
