/**
 * Held never silent (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md): once an hour, the
 * onboarding inbox gets one mail listing the applications held in the hour before that nobody has
 * released since: reference, when, why, and the applicant's name and location as plain, escaped text
 * with every web address defanged. Nothing is sent for an hour without one. The sweep that already
 * runs every 5 minutes (index.ts) calls `summariseHeld`; the mail's id names the hour, so the first
 * sweep after the hour writes it and every later one finds it there.
 *
 * Entries from a source that was held only once or twice come first: a flood from one network is
 * many entries of one source, a real applicant caught by the hourly cap is one. Each entry carries
 * its reference as an element id (`held-{reference}`) and its own "Send it to the inbox now" link: a
 * signed link to a page of the site whose one button releases it (links.ts, team-actions.ts;
 * docs/decisions/0063-team-actions-and-status-page.md). One whose answers break the rules has none:
 * it is never mailed.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { company } from '../../src/content/company';
import { defang } from '../../src/features/job-application/mail/defang';
import { APPLICATIONS_COLLECTION } from '../../src/features/job-application/rules/application-record';
import { escapeHtml } from '../../src/lib/escape-html';
import { retention } from '../../src/content/retention';
import { describeHoldReason, isReleasable, RELEASE_LABEL } from './alert-mail.js';
import { HELD_SUMMARY_MAX_ENTRIES, heldSummaryIdFor, MAIL_COLLECTION } from './config.js';
import { isUsableSecret, teamLink } from './links.js';

const HOUR = 60 * 60 * 1000;

export interface HeldEntry {
  reference: string;
  heldAt: Date;
  reasons: string[];
  name: string;
  location: string;
  source: string;
}

export interface SummaryMessage {
  subject: string;
  text: string;
  html: string;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string'
    ? value
        .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
        .trim()
        .slice(0, max)
    : '';

/** One line of what the applicant wrote, safe to show: one line, bounded, no web address. */
const shown = (value: string) => defang(value) || '(not given)';

const timeOf = (date: Date) => `${date.toISOString().slice(11, 16)} UTC`;

/**
 * The summary of `entries` held in the hour starting at `hour` (`2026-03-02T15`), each with the
 * address `releaseUrlOf` gives it (none without one, and none for answers that break the rules). Pure.
 */
export function heldSummary(
  hour: string,
  entries: readonly HeldEntry[],
  releaseUrlOf: (reference: string) => string | null = () => null,
): SummaryMessage {
  const perSource = new Map<string, number>();
  for (const entry of entries) perSource.set(entry.source, (perSource.get(entry.source) ?? 0) + 1);
  const ordered = [...entries].sort(
    (a, b) =>
      (perSource.get(a.source) ?? 0) - (perSource.get(b.source) ?? 0) ||
      a.heldAt.getTime() - b.heldAt.getTime(),
  );
  const listed = ordered.slice(0, HELD_SUMMARY_MAX_ENTRIES);
  const left = ordered.length - listed.length;
  const count = entries.length;
  const subject = `Held, not mailed: ${count} application${count === 1 ? '' : 's'} in the hour from ${hour}:00 UTC`;
  const intro = [
    `${count} application${count === 1 ? ' was' : 's were'} kept in Firestore (collection "${APPLICATIONS_COLLECTION}", "status" = "held") in the hour starting ${hour}:00 UTC, and nobody has released ${count === 1 ? 'it' : 'them'} yet.`,
    'Applications from a network that sent only one or two are listed first: a flood from one place is many entries with the same reason at the end.',
    `To mail one to this inbox as it is, use its "${RELEASE_LABEL}" link: it opens a page of our site whose one button sends it (the links work for ${retention.applicationDays} days). In the Firebase console, setting its "status" field to "release" does the same. An application whose answers break the rules is never mailed.`,
  ];
  const releaseOf = (entry: HeldEntry) =>
    isReleasable(entry.reasons) ? releaseUrlOf(entry.reference) : null;
  const lineOf = (entry: HeldEntry) => {
    const release = releaseOf(entry);
    return `${entry.reference} · held ${timeOf(entry.heldAt)} · ${entry.reasons.map(describeHoldReason).join('; ')} · ${shown(entry.name)} · ${shown(entry.location)}${release ? `\n  ${RELEASE_LABEL}: ${release}` : ''}`;
  };
  const more =
    left > 0
      ? [
          `${left} more held in that hour are not listed here; find them in the console (status = held).`,
        ]
      : [];
  const textBody = [...intro, '', ...listed.map((entry) => `- ${lineOf(entry)}`), ...more].join(
    '\n',
  );
  const FONT = 'font-family:Arial,Helvetica,sans-serif';
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>',
    `<body style="margin:0;padding:16px;${FONT};font-size:15px;line-height:1.45">`,
    ...intro.map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`),
    '<ul style="margin:8px 0;padding-left:20px">',
    ...listed.map((entry) => {
      const release = releaseOf(entry);
      return (
        `<li id="held-${escapeHtml(entry.reference)}" data-reference="${escapeHtml(entry.reference)}" style="margin:0 0 12px">` +
        `<code>${escapeHtml(entry.reference)}</code> · held ${escapeHtml(timeOf(entry.heldAt))} · ${escapeHtml(entry.reasons.map(describeHoldReason).join('; '))}<br>` +
        `${escapeHtml(shown(entry.name))} · ${escapeHtml(shown(entry.location))}` +
        (release
          ? `<br><a href="${escapeHtml(release)}" style="display:inline-block;margin-top:4px;font-weight:bold;color:#0b57d0">${escapeHtml(RELEASE_LABEL)}</a>`
          : '') +
        '</li>'
      );
    }),
    '</ul>',
    ...more.map((line) => `<p style="margin:8px 0 0">${escapeHtml(line)}</p>`),
    '</body></html>',
  ].join('');
  return { subject, text: textBody, html };
}

export interface SummaryOptions {
  now?: Date;
  onboardingEmail?: string;
  /** The secret that signs the release links (links.ts); without a usable one, the summary has none. */
  linkSecret?: string | null;
}

/**
 * Writes the summary of the last full UTC hour before `now`, once: nothing when nothing held then is
 * still held, nothing when it was written before. Resolves to the mail's id, or null.
 */
export async function summariseHeld(
  db: Firestore,
  {
    now = new Date(),
    onboardingEmail = company.onboardingEmail,
    linkSecret = null,
  }: SummaryOptions = {},
): Promise<string | null> {
  const end = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  const start = new Date(end.getTime() - HOUR);
  const hour = start.toISOString().slice(0, 13);
  const mailRef = db.collection(MAIL_COLLECTION).doc(heldSummaryIdFor(hour));
  if ((await mailRef.get()).exists) return null;
  // One range on one field (its single-field index); the status is checked here.
  const held = await db
    .collection(APPLICATIONS_COLLECTION)
    .where('handling.heldAt', '>=', Timestamp.fromDate(start))
    .where('handling.heldAt', '<', Timestamp.fromDate(end))
    .get();
  const entries: HeldEntry[] = held.docs
    .filter((document) => document.get('status') === 'held')
    .map((document) => {
      const answers = (document.get('answers') ?? {}) as Record<string, unknown>;
      const reasons = document.get('handling.reasons') as unknown;
      const source = document.get('source.key') as unknown;
      return {
        reference: document.id,
        heldAt: (document.get('handling.heldAt') as Timestamp).toDate(),
        reasons: Array.isArray(reasons) ? reasons.filter((r) => typeof r === 'string') : [],
        name: text(answers.fullName, 100),
        location: text(answers.location, 120),
        source: typeof source === 'string' ? source : 'unknown',
      };
    });
  if (entries.length === 0) return null;
  try {
    await mailRef.create({
      to: [onboardingEmail],
      message: heldSummary(hour, entries, (reference) =>
        isUsableSecret(linkSecret)
          ? teamLink(linkSecret, 'release', reference, 'held-summary', now)
          : null,
      ),
      createdAt: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    // Another sweep wrote it first (create fails on an existing document): that one stands.
    if ((error as { code?: unknown }).code === 6) return null;
    throw error;
  }
  logger.info('Held applications summarised', {
    event: 'held-summary',
    hour,
    held: entries.length,
  });
  return mailRef.id;
}
