/**
 * The mails that tell a person something needs them (docs/decisions/0051-mail-delivery-retries.md,
 * 0056-only-the-company-writes-its-mail.md), written when ALERT_EMAIL is configured:
 *   - an application mail that was not delivered after the last retry;
 *   - an application that was held, not mailed (it failed the checks, or its photo is unusable);
 *   - the hour's applications past the hourly cap being held (one per hour).
 * They go out through the same extension and SMTP account: when those are what failed, the log-based
 * alert is what reaches the operator.
 *
 * No alert ever repeats HTML an applicant could have written: the undelivered mail is carried as its
 * plain text, escaped; the others carry only the product's own words and the document's reference.
 */
import { retention } from '../../src/content/retention';
import { escapeHtml } from '../../src/lib/escape-html';
import { isValidEmail } from '../../src/lib/email';
import { MAIL_COLLECTION } from './config.js';

/** The same plain-address rule the site and the security rules apply. */
export const isEmailAddress = (value: string) => value.length >= 3 && isValidEmail(value);

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Subjects are one line: anything else a stored subject holds becomes a space. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim();

export interface AlertMessage {
  to: [string];
  /** Replying to the alert answers this address (the applicant's, for an undelivered application). */
  replyTo?: string;
  message: { subject: string; text: string; html: string };
}

const FONT = 'font-family:Arial,Helvetica,sans-serif';

/** A link an alert offers (the product's own address, made by the function): its label and address. */
export interface AlertLink {
  label: string;
  url: string;
}

/**
 * An alert of fixed lines, optionally with a link of the product's own (a button in the html, the
 * label and the address in the text) and followed by a block of plain text shown as it is.
 */
function alert(
  recipient: string,
  subject: string,
  lines: string[],
  attached?: string,
  link?: AlertLink,
): AlertMessage {
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>',
    `<body style="margin:0;padding:16px;${FONT};font-size:15px;line-height:1.45">`,
    `<div style="margin:0 0 16px;padding:12px 16px;border-left:6px solid #b3261e;background:#fdecea;color:#3b0a06">`,
    ...lines.map((line) => `<p style="margin:0 0 6px">${escapeHtml(line)}</p>`),
    link
      ? `<p style="margin:10px 0 0"><a href="${escapeHtml(link.url)}" style="display:inline-block;padding:10px 16px;border-radius:6px;background:#0b57d0;color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(link.label)}</a></p>`
      : '',
    '</div>',
    attached === undefined
      ? ''
      : `<pre style="margin:0;padding:12px;background:#f5f6f8;color:#1a1a1a;white-space:pre-wrap;word-break:break-word;font-size:13px">${escapeHtml(attached)}</pre>`,
    '</body></html>',
  ].join('');
  return {
    to: [recipient],
    message: {
      subject: oneLine(subject),
      text: [
        ...lines,
        ...(link ? ['', `${link.label}: ${link.url}`] : []),
        ...(attached === undefined ? [] : ['', attached]),
      ].join('\n'),
      html,
    },
  };
}

export interface UndeliveredInput {
  mailId: string;
  mail: { to?: unknown; replyTo?: unknown; message?: { subject?: unknown; text?: unknown } };
  retries: number;
  lastError: string | null;
  recipient: string;
}

/** After the last retry of `mailId` failed: what happened, what to do, and the mail's plain text. */
export function undeliveredAlert({
  mailId,
  mail,
  retries,
  lastError,
  recipient,
}: UndeliveredInput): AlertMessage {
  const subject = oneLine(text(mail.message?.subject)) || `mail ${mailId}`;
  const to = Array.isArray(mail.to) ? mail.to.filter((item) => typeof item === 'string') : [];
  const replyTo = text(mail.replyTo);
  const message = alert(
    recipient,
    `Not delivered: ${subject}`,
    [
      `This mail could not be delivered to ${to.join(', ') || '(no recipient)'}: the last of ${retries} automatic retries failed.`,
      `Last error: ${oneLine(lastError ?? '') || '(none recorded)'}`,
      `It is kept in Firestore, collection "${MAIL_COLLECTION}", document "${mailId}", until it is delivered. To send it again once the cause is fixed, delete its "retry" field (the retries then start over) or set "delivery.state" to "RETRY".`,
      'The undelivered mail follows, as plain text.',
    ],
    text(mail.message?.text),
  );
  return isEmailAddress(replyTo) ? { ...message, replyTo } : message;
}

/** Why an application was held, in the team's words (the reasons are the product's own codes). */
const HOLD_REASONS: Record<string, string> = {
  'hourly-cap': 'more applications arrived this hour than the hourly cap allows',
  'source-limit':
    'more applications came from the same network this hour than the per-source limit allows',
  'photo-missing': 'its photo is not in the bucket',
  'photo-outside-folder': 'its photo is not under job-applications/',
  'photo-empty': 'its photo is empty',
  'photo-too-large': 'its photo is over the size limit',
  'photo-not-an-image': 'its photo’s bytes are not an image',
  'photo-type-mismatch': 'its photo’s bytes are not the image type it was stored as',
  'photo-encoded': 'its photo was stored with a content encoding',
  'photo-not-recent': 'its photo was not uploaded for this application (too old)',
  'invalid-record':
    'its answers break the application’s rules (the fields are listed on the document)',
};

export const describeHoldReason = (reason: string) => HOLD_REASONS[reason] ?? reason;

/** The label of a held application's release link (the page it opens has the same heading). */
export const RELEASE_LABEL = 'Send it to the inbox now';

/** Whether a held application can be released: one whose answers break the rules never is. */
export const isReleasable = (reasons: readonly string[]) => !reasons.includes('invalid-record');

export interface HeldInput {
  applicationId: string;
  collection: string;
  reasons: string[];
  recipient: string;
  /** The "Send it to the inbox now" link (links.ts), or null without one (or for broken answers). */
  releaseUrl?: string | null;
}

/** An application kept, not mailed: only its reference and why; never what the applicant wrote. */
export function heldAlert({
  applicationId,
  collection,
  reasons,
  recipient,
  releaseUrl = null,
}: HeldInput): AlertMessage {
  const releasable = isReleasable(reasons);
  return alert(
    recipient,
    `Application held, not mailed: ${applicationId}`,
    [
      `An application was kept in Firestore, collection "${collection}", document "${applicationId}", and not mailed to the onboarding team.`,
      `Why: ${reasons.map(describeHoldReason).join('; ')}.`,
      releasable
        ? releaseUrl
          ? `To mail it to the onboarding team as it is, use "${RELEASE_LABEL}" below: it opens a page of our site whose one button sends it (the link works for ${retention.applicationDays} days). Or, in the Firebase console, set the document's "status" field to "release".`
          : 'Open the document in the Firebase console to read it. To mail it to the onboarding team as it is, set its "status" field to "release".'
        : 'Its answers break the application’s rules: it is never mailed, released or not. Open the document in the Firebase console to read it.',
    ],
    undefined,
    releasable && releaseUrl ? { label: RELEASE_LABEL, url: releaseUrl } : undefined,
  );
}

export interface FloodInput {
  hour: string;
  cap: number;
  collection: string;
  recipient: string;
}

/** The first application held over the hourly cap: one such alert per hour. */
export function floodAlert({ hour, cap, collection, recipient }: FloodInput): AlertMessage {
  return alert(recipient, `Applications held: over ${cap} in the hour from ${hour}:00 UTC`, [
    `More mails than the hourly cap (${cap}) were asked for in the hour starting ${hour}:00 UTC. From now until the end of that hour, every further application is kept in Firestore (collection "${collection}", "status" = "held"), not mailed one by one. This is the only alert for this hour.`,
    `A flood of applications usually means someone is writing to the database directly. After the hour, the onboarding inbox gets a summary of the held applications, real-looking ones first, each with a "${RELEASE_LABEL}" link; in the Firebase console, setting an application's "status" field to "release" does the same.`,
    'If the site simply got busier, raise APPLICATIONS_PER_HOUR in functions/.env and deploy the functions again.',
  ]);
}
