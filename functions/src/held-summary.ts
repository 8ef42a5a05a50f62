/**
 * Held never silent, and never buried (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md,
 * 0070-every-held-application-reaches-a-person.md): once an hour, the onboarding inbox gets one mail
 * listing the applications held in the hour before that nobody has released since. Nothing is sent
 * for an hour without one. The sweep that already runs every 5 minutes (index.ts) calls
 * `summariseHeld`; the mail's id names the hour, so the first sweep after the hour writes it and
 * every later one finds it there.
 *
 * The order is by signals a stranger cannot fake cheaply (`arrangeHeld`): a valid App Check token, a
 * photo uploaded for that application alone, a network that sent nothing else that hour. The
 * applications of a network that had several held come after, grouped by network, each group with
 * one link to send them all to the inbox and one to discard them all. Each application listed one by
 * one carries its reference as an element id (`held-{reference}`) and its own "Send it to the inbox
 * now" link; one whose answers break the rules has none (it is never mailed). A summary that cannot
 * list them all says how many more there are; every summary links to the page that lists them all,
 * with the same links (/team/held, held-actions.ts). Every name and location is plain, escaped text
 * with each web address defanged.
 */
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { company } from '../../src/content/company';
import { defang } from '../../src/features/job-application/mail/defang';
import { APPLICATIONS_COLLECTION } from '../../src/features/job-application/rules/application-record';
import type { HeldGroupAction, HeldSignals } from '../../src/lib/action-links';
import { escapeHtml } from '../../src/lib/escape-html';
import { retention } from '../../src/content/retention';
import { describeHoldReason, isReleasable, RELEASE_LABEL } from './alert-mail.js';
import {
  HELD_GROUP_FROM,
  HELD_SUMMARY_MAX_ENTRIES,
  HELD_SUMMARY_MAX_GROUPS,
  heldSummaryIdFor,
  MAIL_COLLECTION,
  SOURCE_HOURS_COLLECTION,
} from './config.js';
import { heldGroupLink, heldListLink, isUsableSecret, teamLink } from './links.js';

const HOUR = 60 * 60 * 1000;

/** One held application, as the summary and the held page know it. */
export interface HeldRecord extends HeldSignals {
  reference: string;
  heldAt: Date;
  reasons: string[];
  name: string;
  location: string;
  /** Its network's salted key (`unknown` for one stored before sources were kept). */
  source: string;
}

/** The applications of one network that had several held in the hour. */
export interface HeldSourceGroup {
  source: string;
  records: HeldRecord[];
}

export interface ArrangedHeld {
  /** Listed one by one: most likely real first. */
  records: HeldRecord[];
  /** The rest, one group per network. */
  groups: HeldSourceGroup[];
}

/** How much each signal weighs: a token outweighs the other two together, a photo the network. */
export const signalScore = ({ verified, ownPhoto, aloneFromSource }: HeldSignals) =>
  (verified ? 4 : 0) + (ownPhoto ? 2 : 0) + (aloneFromSource ? 1 : 0);

const byLikelyReal = (a: HeldRecord, b: HeldRecord) =>
  signalScore(b) - signalScore(a) || a.heldAt.getTime() - b.heldAt.getTime();

/**
 * The order a person sees held applications in. A network with HELD_GROUP_FROM (3) or more held in
 * the hour is a group (a flood from one place, or a very busy household); each other application is
 * listed one by one, by its signals (`signalScore`), then by time. Groups follow, the one holding
 * the most likely real application first, then the smaller first. Pure.
 */
export function arrangeHeld(records: readonly HeldRecord[]): ArrangedHeld {
  const bySource = new Map<string, HeldRecord[]>();
  for (const record of records) {
    bySource.set(record.source, [...(bySource.get(record.source) ?? []), record]);
  }
  const single: HeldRecord[] = [];
  const groups: HeldSourceGroup[] = [];
  for (const [source, held] of bySource) {
    if (held.length >= HELD_GROUP_FROM) {
      groups.push({ source, records: [...held].sort(byLikelyReal) });
    } else single.push(...held);
  }
  groups.sort(
    (a, b) =>
      byLikelyReal(a.records[0]!, b.records[0]!) ||
      a.records.length - b.records.length ||
      a.source.localeCompare(b.source),
  );
  return { records: single.sort(byLikelyReal), groups };
}

export interface SummaryMessage {
  subject: string;
  text: string;
  html: string;
}

/** The links a summary carries, made by the function (none without a link secret). */
export interface SummaryLinks {
  release(reference: string): string | null;
  group(action: HeldGroupAction, source: string): string | null;
  /** The page that lists every held application of the hour. */
  list: string | null;
}

export const NO_LINKS: SummaryLinks = { release: () => null, group: () => null, list: null };

const text = (value: unknown, max: number) =>
  typeof value === 'string'
    ? value
        .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
        .trim()
        .slice(0, max)
    : '';

/** One line of what the applicant wrote, safe to show: one line, bounded, no web address. */
export const shown = (value: string) => defang(value) || '(not given)';

const timeOf = (date: Date) => `${date.toISOString().slice(11, 16)} UTC`;

/** The signals an application has, in the team's words. */
export function describeSignals(signals: HeldSignals): string {
  const words = [
    ...(signals.verified ? ['App Check token'] : []),
    ...(signals.ownPhoto ? ['its own photo'] : []),
    ...(signals.aloneFromSource ? ['only one from its network'] : []),
  ];
  return words.length > 0 ? words.join(', ') : 'no sign of a real applicant';
}

/** Why a group was held: each reason once. */
export const groupReasons = (group: HeldSourceGroup) => [
  ...new Set(group.records.flatMap((record) => record.reasons.map(describeHoldReason))),
];

export const sendAllLabel = (count: number) => `Send all ${count} to the inbox`;
export const discardAllLabel = (count: number) => `Discard all ${count}`;
export const LIST_LABEL = 'See them all';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * The summary of `records` held in the hour starting at `hour` (`2026-03-02T15`), with the links
 * `links` makes (none for answers that break the rules). Pure.
 */
export function heldSummary(
  hour: string,
  records: readonly HeldRecord[],
  links: SummaryLinks = NO_LINKS,
  { maxEntries = HELD_SUMMARY_MAX_ENTRIES, maxGroups = HELD_SUMMARY_MAX_GROUPS } = {},
): SummaryMessage {
  const arranged = arrangeHeld(records);
  const listed = arranged.records.slice(0, maxEntries);
  const groups = arranged.groups.slice(0, maxGroups);
  const unlisted =
    arranged.records.length -
    listed.length +
    arranged.groups.slice(groups.length).reduce((sum, group) => sum + group.records.length, 0);
  const count = records.length;
  const subject = `Held, not mailed: ${count} application${count === 1 ? '' : 's'} in the hour from ${hour}:00 UTC`;
  const intro = [
    `${count} application${count === 1 ? ' was' : 's were'} kept in Firestore (collection "${APPLICATIONS_COLLECTION}", "status" = "held") in the hour starting ${hour}:00 UTC, and nobody has released ${count === 1 ? 'it' : 'them'} yet.`,
    'Those most likely from a real applicant come first: a valid App Check token, a photo uploaded for that application alone, a network that sent no other application that hour. Networks that sent several follow, each as one group.',
    `To mail one to this inbox as it is, use its "${RELEASE_LABEL}" link; a group's links send or discard all of that network's at once. Each opens a page of our site whose one button does it (the links work for ${retention.applicationDays} days). In the Firebase console, setting an application's "status" field to "release" does the same. An application whose answers break the rules is never mailed.`,
  ];
  const releaseOf = (record: HeldRecord) =>
    isReleasable(record.reasons) ? links.release(record.reference) : null;
  const lineOf = (record: HeldRecord) => {
    const release = releaseOf(record);
    return `${record.reference} · held ${timeOf(record.heldAt)} · ${record.reasons.map(describeHoldReason).join('; ')} · ${shown(record.name)} · ${shown(record.location)} · ${describeSignals(record)}${release ? `\n  ${RELEASE_LABEL}: ${release}` : ''}`;
  };
  const groupLinks = (group: HeldSourceGroup) => {
    const size = group.records.length;
    return [
      { label: sendAllLabel(size), url: links.group('release', group.source) },
      { label: discardAllLabel(size), url: links.group('discard', group.source) },
    ].filter((link): link is { label: string; url: string } => link.url !== null);
  };
  const groupLineOf = (group: HeldSourceGroup) =>
    `${group.records.length} held from one network · ${groupReasons(group).join('; ')} · among them: ${group.records
      .slice(0, 3)
      .map((record) => shown(record.name))
      .join('; ')}`;
  const groupsHeading =
    groups.length > 0
      ? [
          `From networks that sent several (${arranged.groups.length} ${plural(arranged.groups.length, 'network', 'networks')}):`,
        ]
      : [];
  // Said before the list, so that a mail client that clips a long message still shows it.
  const more =
    unlisted > 0
      ? [
          `${unlisted} more held in that hour ${plural(unlisted, 'is', 'are')} not listed below${links.list ? `; "${LIST_LABEL}" opens a page that lists every one, with the same links.` : '; find them in the console (status = held).'}`,
        ]
      : links.list
        ? [`"${LIST_LABEL}" opens the same list on a page of our site.`]
        : [];
  const list = links.list ? [`${LIST_LABEL}: ${links.list}`] : [];
  const textBody = [
    ...intro,
    ...more,
    ...list,
    '',
    ...listed.map((record) => `- ${lineOf(record)}`),
    ...(groupsHeading.length > 0 ? ['', ...groupsHeading] : []),
    ...groups.map(
      (group) =>
        `- ${groupLineOf(group)}${groupLinks(group)
          .map((link) => `\n  ${link.label}: ${link.url}`)
          .join('')}`,
    ),
  ].join('\n');
  const FONT = 'font-family:Arial,Helvetica,sans-serif';
  const button = (label: string, url: string) =>
    `<a href="${escapeHtml(url)}" style="display:inline-block;margin:4px 12px 0 0;font-weight:bold;color:#0b57d0">${escapeHtml(label)}</a>`;
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>',
    `<body style="margin:0;padding:16px;${FONT};font-size:15px;line-height:1.45">`,
    ...intro.map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`),
    ...more.map((line) => `<p style="margin:0 0 8px;font-weight:bold">${escapeHtml(line)}</p>`),
    ...(links.list ? [`<p style="margin:0 0 8px">${button(LIST_LABEL, links.list)}</p>`] : []),
    '<ul style="margin:8px 0;padding-left:20px">',
    ...listed.map((record) => {
      const release = releaseOf(record);
      return (
        `<li id="held-${escapeHtml(record.reference)}" data-reference="${escapeHtml(record.reference)}" style="margin:0 0 12px">` +
        `<code>${escapeHtml(record.reference)}</code> · held ${escapeHtml(timeOf(record.heldAt))} · ${escapeHtml(record.reasons.map(describeHoldReason).join('; '))}<br>` +
        `${escapeHtml(shown(record.name))} · ${escapeHtml(shown(record.location))}<br>` +
        `<span style="color:#444">${escapeHtml(describeSignals(record))}</span>` +
        (release ? `<br>${button(RELEASE_LABEL, release)}` : '') +
        '</li>'
      );
    }),
    '</ul>',
    ...groupsHeading.map(
      (line) => `<p style="margin:16px 0 8px;font-weight:bold">${escapeHtml(line)}</p>`,
    ),
    ...(groups.length > 0 ? ['<ul style="margin:8px 0;padding-left:20px">'] : []),
    ...groups.map(
      (group) =>
        `<li data-source="${escapeHtml(group.source)}" style="margin:0 0 12px">${escapeHtml(groupLineOf(group))}` +
        (groupLinks(group).length > 0
          ? `<br>${groupLinks(group)
              .map((link) => button(link.label, link.url))
              .join('')}`
          : '') +
        '</li>',
    ),
    ...(groups.length > 0 ? ['</ul>'] : []),
    '</body></html>',
  ].join('');
  return { subject, text: textBody, html };
}

/** The applications held in the hour from `start`, still held, with their signals. */
export async function readHeld(db: Firestore, start: Date): Promise<HeldRecord[]> {
  const end = new Date(start.getTime() + HOUR);
  const hour = start.toISOString().slice(0, 13);
  // One range on one field (its single-field index); the status is checked here.
  const held = await db
    .collection(APPLICATIONS_COLLECTION)
    .where('handling.heldAt', '>=', Timestamp.fromDate(start))
    .where('handling.heldAt', '<', Timestamp.fromDate(end))
    .get();
  const documents = held.docs.filter((document) => document.get('status') === 'held');
  const sources = [
    ...new Set(
      documents.map((document) => {
        const key = document.get('source.key') as unknown;
        return typeof key === 'string' ? key : 'unknown';
      }),
    ),
  ];
  // How many applications each network sent that hour, mailed or held (applications.ts counts them).
  const sent = new Map<string, number>();
  const counters =
    sources.length > 0
      ? await db.getAll(
          ...sources.map((key) => db.collection(SOURCE_HOURS_COLLECTION).doc(`${hour}-${key}`)),
        )
      : [];
  counters.forEach((counter, index) => {
    const number = (field: string) => {
      const value = counter.get(field) as unknown;
      return typeof value === 'number' ? value : 0;
    };
    sent.set(sources[index]!, number('mailed') + number('held'));
  });
  return documents.map((document) => {
    const answers = (document.get('answers') ?? {}) as Record<string, unknown>;
    const reasons = document.get('handling.reasons') as unknown;
    const key = document.get('source.key') as unknown;
    const source = typeof key === 'string' ? key : 'unknown';
    return {
      reference: document.id,
      heldAt: (document.get('handling.heldAt') as Timestamp).toDate(),
      reasons: Array.isArray(reasons) ? reasons.filter((r) => typeof r === 'string') : [],
      name: text(answers.fullName, 100),
      location: text(answers.location, 120),
      source,
      verified: document.get('source.appCheck') === 'verified',
      ownPhoto: document.get('handling.photo') === 'verified',
      aloneFromSource: source !== 'unknown' && (sent.get(source) ?? 0) <= 1,
    };
  });
}

/** The links of the hour's summary and held page, signed with `secret` (none without one). */
export function summaryLinks(secret: string | null, hour: string, now: Date): SummaryLinks {
  if (!isUsableSecret(secret)) return NO_LINKS;
  return {
    release: (reference) => teamLink(secret, 'release', reference, 'held-summary', now),
    group: (action, source) => heldGroupLink(secret, action, hour, source, now),
    list: heldListLink(secret, hour, now),
  };
}

export interface SummaryOptions {
  now?: Date;
  onboardingEmail?: string;
  /** The secret that signs the summary's links (links.ts); without a usable one, it has none. */
  linkSecret?: string | null;
  /** At most this many listed one by one, and this many groups (HELD_SUMMARY_MAX_…; the tests'). */
  maxEntries?: number;
  maxGroups?: number;
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
    ...limits
  }: SummaryOptions = {},
): Promise<string | null> {
  const end = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  const start = new Date(end.getTime() - HOUR);
  const hour = start.toISOString().slice(0, 13);
  const mailRef = db.collection(MAIL_COLLECTION).doc(heldSummaryIdFor(hour));
  if ((await mailRef.get()).exists) return null;
  const records = await readHeld(db, start);
  if (records.length === 0) return null;
  try {
    await mailRef.create({
      to: [onboardingEmail],
      message: heldSummary(hour, records, summaryLinks(linkSecret, hour, now), limits),
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
    held: records.length,
  });
  return mailRef.id;
}
