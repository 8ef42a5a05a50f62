import { retention } from '../../../content/retention';
import type { Locale } from '../../../i18n/locales';
import { escapeHtml } from '../../../lib/escape-html';
import { answerInWords } from '../../../lib/form/question-words';
import {
  FILE_FIELDS,
  QUESTION_STEPS,
  questionOf,
  STEP_FIELDS,
  TOOL_OPTIONS,
  type ApplicationAnswers,
  type FileField,
  type QuestionId,
} from '../rules/schema';
import { defangAnswers } from './defang';
import { MAIL_STEP_TITLES, MAIL_WORDS } from './questions';
import {
  filesOfStepOf,
  phoneE164,
  teamNameOf,
  triageApplication,
  yesNoLabel,
  type Checklist,
  type FileLinks,
  type Shortfall,
  type Triage,
} from './triage';

export type { FileLinks } from './triage';

/**
 * Escapes a string for HTML text content (not attributes): `&`, `<` and `>`, which are all that text
 * can break out with. Quotes stay one character, which keeps the mail of an applicant who writes many
 * of them far from Gmail's clipping size. Attribute values always go through `escapeHtml`.
 */
export function escapeText(value: string): string {
  return value.replace(/[&<>]/g, (character) => escapeHtml(character));
}

/** How much of a long answer the verdict quotes; the whole answer is in "Every answer". */
export const QUOTE_MAX_LENGTH = 280;

/** `text`, cut at a word boundary near `QUOTE_MAX_LENGTH` with a pointer to the full answer. */
export function shortQuote(text: string): string {
  if (text.length <= QUOTE_MAX_LENGTH) return text;
  const cut = text.slice(0, QUOTE_MAX_LENGTH);
  const atSpace = cut.lastIndexOf(' ');
  return `${(atSpace > QUOTE_MAX_LENGTH * 0.6 ? cut.slice(0, atSpace) : cut).trimEnd()}… (the whole answer is below)`;
}

/**
 * Builds the mail document the Trigger Email extension sends (docs/product.md "The mail document").
 * Pure: no SDK. `createdAt` (the server timestamp) is added by the Firebase adapter when writing.
 *
 * The onboarding team reads it in this order, in the html and the plain text alike
 * (docs/decisions/0050-triage-ready-mail.md):
 *   1. the verdict: "Meets every stated requirement", or "Needs a look" with each answer that falls
 *      short of the role, quoting it (triage.ts);
 *   2. one-tap actions: call, text (tel:/sms: with the number in E.164), reply by email; then the
 *      team's decisions, each a link to a page of the site whose one button does it ("Reviewed: we
 *      will call you", "Not a fit right now", "Mark as read";
 *      docs/decisions/0063-team-actions-and-status-page.md);
 *   3. the required tools as a checklist, the photo link, the plan for missing tools;
 *   4. every answer grouped by step with the question as asked; then the JSON dump of every answer.
 */
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

export interface MailDocument {
  to: [string];
  replyTo: string;
  message: MailMessage;
}

export interface MailInput {
  answers: ApplicationAnswers;
  /** The link to each uploaded file that could be verified (the product's function makes them). */
  fileLinks: FileLinks;
  /**
   * Questions added after the applicant's page was loaded: the application has no answer for them,
   * and the mail says they were not asked (docs/decisions/0073).
   */
  notAsked?: readonly QuestionId[];
  onboardingEmail: string;
  /**
   * The mail document id of an application that arrived earlier and that this one updates: the
   * applicant changed answers after sending it (docs/decisions/0030-known-send-outcome.md).
   */
  updates?: string | null;
  /**
   * The form's hidden anti-spam field was filled: by a bot, or by a browser's form filler. The
   * application is sent anyway, marked for a second look (docs/decisions/0032-honeypot-marks.md).
   */
  hiddenFieldFilled?: boolean;
  /**
   * Why the photo sent with the application is not linked: it could not be verified, and a person
   * released the application anyway (docs/decisions/0056-only-the-company-writes-its-mail.md).
   */
  photoProblem?: string | null;
  /**
   * The language of the site the applicant applied on (the wizard's build). The mail is English
   * whatever it is; an application made in Spanish says so at the top, and its written answers are
   * carried as the applicant wrote them. English when not given.
   */
  language?: Locale;
  /**
   * An earlier application with the same email address or phone number that this one does not
   * update (it came from another device, or the applicant started afresh): the mail is a new
   * application, and says so (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md).
   */
  appliedBefore?: AppliedBefore | null;
  /**
   * The team's one-tap decisions: the addresses of the pages that do them, made and signed by the
   * product's function for this application (docs/decisions/0063-team-actions-and-status-page.md).
   * None when it could make none: the mail is then as it was without them.
   */
  teamLinks?: TeamLinks | null;
}

/** The pages of the team's decisions on one application (each link's token names it). */
export interface TeamLinks {
  call: string;
  decline: string;
  read: string;
}

/** The decisions' labels, in the order the mail shows them (the pages' headings say the same). */
export const TEAM_LINK_LABELS: readonly [keyof TeamLinks, string][] = [
  ['call', 'Reviewed: we will call you'],
  ['decline', 'Not a fit right now'],
  ['read', 'Mark as read'],
];

/** Under the decisions: what a link does, and for how long. */
export const TEAM_LINKS_NOTE = `Each opens a page of our site that says what it will do; nothing happens until you press its button there. "We will call you" and "Not a fit" tell the applicant by email, in their language; every one marks the application as read on their status page. The links work for ${retention.applicationDays} days.`;

export interface AppliedBefore {
  /** The earlier application's reference (its id). */
  reference: string;
  /** When it arrived. */
  at: Date;
  /** What it shares with this one. */
  same: 'email' | 'phone' | 'email and phone';
}

const SAME_WORDS: Record<AppliedBefore['same'], string> = {
  email: 'The same email address',
  phone: 'The same phone number',
  'email and phone': 'The same email address and phone number',
};

/** "The same phone number applied before: reference …, on 2 March 2026 at 15:10 UTC. …" */
export function appliedBeforeNote({ reference, at, same }: AppliedBefore): string {
  const when = `${at.getUTCDate()} ${at.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${at.getUTCFullYear()} at ${at.toISOString().slice(11, 16)} UTC`;
  return `${SAME_WORDS[same]} applied before: reference ${reference}, on ${when}. This is a new application, not an update of that one (an update comes only from the device that sent the first): check with the applicant before treating them as the same person.`;
}

/** The languages the site speaks, named for the onboarding team. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/** "Applied in: Spanish" for an application made in another language than English, else null. */
export function appliedInLine(language: Locale): string | null {
  return language === 'en' ? null : `Applied in: ${LANGUAGE_NAMES[language]}`;
}

/** Only http(s) addresses become links; anything else is shown as text. */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function mailSubject(fullName: string, kind: 'new' | 'update' = 'new'): string {
  return `${kind === 'update' ? 'Updated' : 'New'} Job Application — ${fullName.trim()}`;
}

/**
 * Notes for the onboarding team, above the answers: an update, a filled anti-spam field, a photo that
 * could not be verified.
 */
function mailNotes(
  updates: string | null,
  hiddenFieldFilled: boolean,
  photoProblem: string | null,
  appliedBefore: AppliedBefore | null = null,
  notAsked: readonly QuestionId[] = [],
): string[] {
  const notes: string[] = [];
  if (notAsked.length > 0) notes.push(notAskedNote(notAsked));
  if (appliedBefore && !updates) notes.push(appliedBeforeNote(appliedBefore));
  if (updates) {
    notes.push(
      `This updates the application sent earlier (reference ${updates}): the applicant changed answers after sending it. The answers below replace it.`,
    );
  }
  if (hiddenFieldFilled) {
    notes.push(
      'Check this application before acting on it: the form’s hidden anti-spam field was filled, by a bot or by a browser’s form filler.',
    );
  }
  if (photoProblem) {
    notes.push(
      `The photo sent with this application is not linked: it could not be verified (${photoProblem}). It was held, and a person released it.`,
    );
  }
  return notes;
}

/** How a question the applicant was not asked reads among their answers. */
export const NOT_ASKED = '(not asked)';

/** "Sent from a page loaded before these questions were added …" */
export function notAskedNote(notAsked: readonly QuestionId[]): string {
  const questions = notAsked.map((id) => `“${MAIL_WORDS[id].label}”`).join(', ');
  return `This application was sent from a page loaded before ${notAsked.length === 1 ? 'this question was' : 'these questions were'} added, so the applicant was not asked: ${questions}. Ask them when you call.`;
}

/** The answers as the JSON dump the mail ends with: every answer, then each file's link (or null). */
export function answersJson(answers: ApplicationAnswers, fileLinks: FileLinks): string {
  const files = Object.fromEntries(FILE_FIELDS.map((field) => [field, fileLinks[field] ?? null]));
  return JSON.stringify({ ...answers, ...files }, null, 2);
}

export const MEETS_EVERYTHING = 'Meets every stated requirement';
export const NEEDS_A_LOOK = 'Needs a look';

/** "Needs a look: 3 answers fall short of the role". */
export function verdictHeading(triage: Triage): string {
  const count = triage.shortfalls.length;
  if (count === 0) return MEETS_EVERYTHING;
  return `${NEEDS_A_LOOK}: ${count} ${count === 1 ? 'answer falls' : 'answers fall'} short of the role`;
}

const MEETS_EVERYTHING_DETAIL = `Every yes/no answer is “Yes”, all ${TOOL_OPTIONS.length} required tools are owned and a photo of them was sent. The written answers below are still worth a read before calling.`;

/** One answer as the team reads it: Yes/No, an option's words, a list, a dash for an empty one. */
function shownAnswer(answers: ApplicationAnswers, field: QuestionId): string {
  const value = (answers as Record<string, unknown>)[field];
  if (Array.isArray(value) && value.length === 0) return '(none)';
  if (value === 'yes' || value === 'no') return yesNoLabel(value);
  const shown = answerInWords(questionOf(field), MAIL_WORDS[field], value, {
    yes: 'Yes',
    no: 'No',
    none: '—',
  });
  return shown.trim() || '—';
}

/** A row of "Every answer": the question as asked, and the answer (or a file's link). */
interface AnswerRow {
  question: string;
  answer: string;
  /** A file's link, shown as a link in the html. */
  link?: string;
}

/**
 * The answers of each step of the wizard with the question as asked (a step's photos are in its
 * checklist's section, when it has one).
 */
function answersByStep(
  answers: ApplicationAnswers,
  fileLinks: FileLinks,
  notAsked: readonly QuestionId[],
  checklists: readonly Checklist[],
): { title: string; rows: AnswerRow[] }[] {
  const inChecklists = new Set(checklists.flatMap(({ field }) => filesOfStepOf(field)));
  return QUESTION_STEPS.map((step) => ({
    title: MAIL_STEP_TITLES[step],
    rows: STEP_FIELDS[step]
      .filter((field) => !inChecklists.has(field as FileField))
      .map((field): AnswerRow => {
        const question = MAIL_WORDS[field].label;
        if (notAsked.includes(field)) return { question, answer: NOT_ASKED };
        if (questionOf(field).kind !== 'file') {
          return { question, answer: shownAnswer(answers, field) };
        }
        const link = fileLinks[field as FileField];
        return link ? { question, answer: link, link } : { question, answer: '(none)' };
      }),
  }));
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** The plain text's word for a checklist's status: "owned", "NOT owned". */
const textStatus = (checklist: Checklist, checked: boolean) =>
  checked
    ? checklist.shortfall.checked.toLowerCase()
    : checklist.shortfall.unchecked.replace(/^\S+/, (word) => word.toUpperCase());
/** A checklist's heading: "7 of 7 required tools owned". */
const checklistHeading = ({ shortfall, checks }: Checklist) =>
  shortfall.heading(checks.filter((check) => check.checked).length, checks.length);
/** The explaining answer a checklist's section quotes (the plan for missing tools), or '—'. */
const checklistExplanation = (answers: ApplicationAnswers, { shortfall }: Checklist) => {
  const explained = shortfall.explainedBy?.question as QuestionId | undefined;
  const value = explained ? (answers as Record<string, unknown>)[explained] : '';
  return (typeof value === 'string' && value.trim()) || '—';
};

const quote = (value: string) => `“${value}”`;

/** `mailto:` address of the applicant, with a subject that answers this mail. */
function mailtoHref(email: string, subject: string): string {
  const address = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}

// ─── Plain text ──────────────────────────────────────────────────────────────────────────────────

function shortfallText(shortfall: Shortfall, index: number): string[] {
  const lines = [
    `${index + 1}. ${shortfall.title}.`,
    `   Asked: ${quote(shortfall.question)}`,
    `   Answered: ${quote(shortfall.answer)}`,
  ];
  if (shortfall.items) lines.push(...shortfall.items.map((item) => `   - Not owned: ${item}`));
  if (shortfall.explanation) {
    lines.push(
      `   ${shortfall.explanation.label}: ${quote(shortQuote(shortfall.explanation.text))}`,
    );
  }
  return lines;
}

/** What the mail's plain text and html are both written from. */
interface MailParts {
  heading: string;
  /** `appliedInLine`: said under the heading, when the applicant applied in another language. */
  appliedIn: string | null;
  answers: ApplicationAnswers;
  fileLinks: FileLinks;
  notAsked: readonly QuestionId[];
  notes: string[];
  triage: Triage;
  subject: string;
  json: string;
  teamLinks: TeamLinks | null;
}

function buildText(input: MailParts): string {
  const { heading, appliedIn, answers, fileLinks, notAsked, notes, triage, json, teamLinks } =
    input;
  const e164 = phoneE164(answers.phone);
  const verdict = triage.meetsEverything
    ? [`✓ ${MEETS_EVERYTHING}`, MEETS_EVERYTHING_DETAIL]
    : [`⚠ ${verdictHeading(triage)}`, ...triage.shortfalls.flatMap(shortfallText)];
  return [
    heading,
    ...(appliedIn ? [appliedIn] : []),
    '',
    ...notes.flatMap((note) => [note, '']),
    ...verdict,
    '',
    'REACH THEM',
    `Phone: ${answers.phone}${e164 ? ` (call: tel:${e164} · text: sms:${e164})` : ''}`,
    `Email: ${answers.email} (replying to this email answers them)`,
    `Location: ${answers.location}`,
    '',
    ...(teamLinks
      ? [
          'DECIDE',
          ...TEAM_LINK_LABELS.map(([key, label]) => `${label}: ${teamLinks[key]}`),
          TEAM_LINKS_NOTE,
          '',
        ]
      : []),
    ...triage.checklists.flatMap((checklist) => [
      `${checklist.shortfall.section.toUpperCase()} (${checklistHeading(checklist)})`,
      ...checklist.checks.map(
        ({ option, checked }) =>
          `[${checked ? 'x' : ' '}] ${option}: ${textStatus(checklist, checked)}`,
      ),
      ...filesOfStepOf(checklist.field).map(
        (field) => `${capitalized(teamNameOf(field))}: ${fileLinks[field] ?? '(none)'}`,
      ),
      `${checklist.shortfall.explainedAs}: ${checklistExplanation(answers, checklist)}`,
      '',
    ]),
    'EVERY ANSWER',
    ...answersByStep(answers, fileLinks, notAsked, triage.checklists).flatMap(({ title, rows }) => [
      '',
      `— ${title} —`,
      ...rows.flatMap(({ question, answer }) => [question, `  ${answer}`]),
    ]),
    '',
    'All answers:',
    json,
    '',
  ].join('\n');
}

// ─── HTML ────────────────────────────────────────────────────────────────────────────────────────
// One column of at most 600 px, inline styles only (the <style> block adds a dark palette for the
// clients that honour prefers-color-scheme; clients that ignore it get the light one, which they may
// darken themselves). Status is always said in words, never by colour alone. Every applicant string
// is escaped: escapeText in text content, escapeHtml in attribute values.

const FONT = 'font-family:Arial,Helvetica,sans-serif';
const H2 = `margin:28px 0 8px;font-size:17px;line-height:1.3;${FONT}`;
const MUTED = 'color:#555555';

const DARK_STYLES = [
  ':root{color-scheme:light dark;supported-color-schemes:light dark}',
  '@media (prefers-color-scheme: dark){',
  '.m-page{background:#121417!important}',
  '.m-card{background:#1d2024!important;color:#eceff1!important}',
  '.m-muted{color:#b9c0c7!important}',
  '.m-ok{background:#12301d!important;border-color:#63c383!important;color:#e3f6e9!important}',
  '.m-warn{background:#3a2a08!important;border-color:#ffb74d!important;color:#fff0d6!important}',
  '.m-note{background:#332a1c!important;border-color:#ffa726!important;color:#fff0d6!important}',
  '.m-btn{background:#8ab4f8!important;color:#0b1a33!important;border-color:#8ab4f8!important}',
  '.m-link{color:#8ab4f8!important}',
  '.m-yes{color:#7ed69b!important}',
  '.m-no{color:#ff8a80!important}',
  '.m-rule{border-color:#3b4148!important}',
  '.m-pre{background:#15181b!important;color:#d7dde2!important}',
  '}',
].join('');

function shortfallHtml(shortfall: Shortfall): string {
  const items = shortfall.items
    ? `<ul style="margin:4px 0 0;padding-left:20px">${shortfall.items
        .map((item) => `<li>Not owned: ${escapeText(item)}</li>`)
        .join('')}</ul>`
    : '';
  const explanation = shortfall.explanation
    ? `<div style="margin-top:4px">${escapeText(shortfall.explanation.label)}: <span style="white-space:pre-wrap">${escapeText(quote(shortQuote(shortfall.explanation.text)))}</span></div>`
    : '';
  return [
    '<li style="margin:0 0 12px">',
    `<strong>${escapeText(shortfall.title)}</strong>`,
    `<div class="m-muted" style="${MUTED};font-size:13px;margin-top:2px">Asked: ${escapeText(quote(shortfall.question))}</div>`,
    `<div style="margin-top:2px">Answered: <strong>${escapeText(quote(shortfall.answer))}</strong></div>`,
    items,
    explanation,
    '</li>',
  ].join('');
}

function verdictHtml(triage: Triage): string {
  if (triage.meetsEverything) {
    return [
      '<div class="m-ok" style="border-left:6px solid #1e7b3c;background:#e7f4eb;color:#0d3b1e;padding:12px 16px">',
      `<p style="margin:0;font-size:18px;font-weight:bold">✓ ${escapeText(MEETS_EVERYTHING)}</p>`,
      `<p style="margin:6px 0 0">${escapeText(MEETS_EVERYTHING_DETAIL)}</p>`,
      '</div>',
    ].join('');
  }
  return [
    '<div class="m-warn" style="border-left:6px solid #b35c00;background:#fff3e0;color:#3d2200;padding:12px 16px">',
    `<p style="margin:0 0 10px;font-size:18px;font-weight:bold">⚠ ${escapeText(verdictHeading(triage))}</p>`,
    `<ol style="margin:0;padding-left:22px">${triage.shortfalls.map(shortfallHtml).join('')}</ol>`,
    '</div>',
  ].join('');
}

function button(href: string, label: string): string {
  return `<a class="m-btn" href="${escapeHtml(href)}" style="display:inline-block;margin:0 8px 8px 0;padding:10px 16px;border:1px solid #0b57d0;border-radius:6px;background:#0b57d0;color:#ffffff;font-weight:bold;text-decoration:none;${FONT}">${escapeText(label)}</a>`;
}

function actionsHtml(answers: ApplicationAnswers, subject: string): string {
  const e164 = phoneE164(answers.phone);
  const phoneButtons = e164
    ? button(`tel:${e164}`, `Call ${answers.phone}`) + button(`sms:${e164}`, 'Send a text')
    : '';
  const phoneLine = e164
    ? ''
    : `<p style="margin:0 0 8px">Phone: ${escapeText(answers.phone)} (not a US number: no call link)</p>`;
  return [
    `<h2 style="${H2}">Reach them</h2>`,
    phoneLine,
    `<div>${phoneButtons}${button(mailtoHref(answers.email, subject), 'Reply by email')}</div>`,
    `<p class="m-muted" style="margin:4px 0 0;${MUTED};font-size:14px">${escapeText(answers.phone)} · <a class="m-link" href="${escapeHtml(mailtoHref(answers.email, subject))}" style="color:#0b57d0">${escapeText(answers.email)}</a> · ${escapeText(answers.location)}</p>`,
  ].join('');
}

function teamLinksHtml(teamLinks: TeamLinks | null): string {
  if (!teamLinks) return '';
  return [
    `<h2 style="${H2}">Decide</h2>`,
    `<div>${TEAM_LINK_LABELS.map(([key, label]) => button(teamLinks[key], label)).join('')}</div>`,
    `<p class="m-muted" style="margin:4px 0 0;${MUTED};font-size:13px">${escapeText(TEAM_LINKS_NOTE)}</p>`,
  ].join('');
}

function photoHtml(field: FileField, fileLinks: FileLinks): string {
  const link = fileLinks[field];
  const photo =
    link && isHttpUrl(link)
      ? `<a class="m-link" href="${escapeHtml(link)}" style="color:#0b57d0;font-weight:bold">View the ${escapeText(teamNameOf(field))}</a>`
      : link
        ? escapeText(link)
        : '<strong>No photo sent</strong>';
  return `<p style="margin:10px 0 0">Photo: ${photo}</p>`;
}

function checklistHtml(
  answers: ApplicationAnswers,
  fileLinks: FileLinks,
  checklist: Checklist,
): string {
  const { shortfall, checks } = checklist;
  const rows = checks
    .map(({ option, checked }) => {
      const status = checked
        ? `<span class="m-yes" style="color:#1e7b3c;font-weight:bold">✓ ${escapeText(shortfall.checked)}</span>`
        : `<span class="m-no" style="color:#b3261e;font-weight:bold">✗ ${escapeText(shortfall.unchecked)}</span>`;
      return `<tr><td class="m-rule" style="padding:6px 12px 6px 0;border-bottom:1px solid #e3e6ea;white-space:nowrap;vertical-align:top">${status}</td><td class="m-rule" style="padding:6px 0;border-bottom:1px solid #e3e6ea">${escapeText(option)}</td></tr>`;
    })
    .join('');
  return [
    `<h2 style="${H2}">${escapeText(shortfall.section)}: ${escapeText(checklistHeading(checklist))}</h2>`,
    `<table role="presentation" style="border-collapse:collapse;width:100%;${FONT};font-size:15px">${rows}</table>`,
    ...filesOfStepOf(checklist.field).map((field) => photoHtml(field, fileLinks)),
    `<p style="margin:6px 0 0">${escapeText(shortfall.explainedAs)}: <span style="white-space:pre-wrap">${escapeText(checklistExplanation(answers, checklist))}</span></p>`,
  ].join('');
}

function answerHtml({ answer, link }: AnswerRow): string {
  return link && isHttpUrl(link)
    ? `<a class="m-link" href="${escapeHtml(link)}" style="color:#0b57d0;font-weight:bold">View the file</a>`
    : escapeText(answer);
}

function answersHtml(input: MailParts): string {
  const { answers, fileLinks, notAsked, triage } = input;
  return [
    `<h2 style="${H2}">Every answer</h2>`,
    ...answersByStep(answers, fileLinks, notAsked, triage.checklists).map(({ title, rows }) =>
      [
        `<h3 class="m-rule" style="margin:18px 0 4px;padding-bottom:4px;border-bottom:1px solid #e3e6ea;font-size:15px;${FONT}">${escapeText(title)}</h3>`,
        ...rows.map(
          (row) =>
            `<p class="m-muted" style="margin:10px 0 0;${MUTED};font-size:13px">${escapeText(row.question)}</p><p style="margin:2px 0 0;white-space:pre-wrap">${answerHtml(row)}</p>`,
        ),
      ].join(''),
    ),
  ].join('');
}

function buildHtml(input: MailParts): string {
  const { heading, appliedIn, answers, fileLinks, notes, triage, subject, json, teamLinks } = input;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeText(subject)}</title><style>${DARK_STYLES}</style></head>`,
    '<body class="m-page" style="margin:0;padding:0;background:#eef1f4">',
    '<table role="presentation" width="100%" style="border-collapse:collapse;background:#eef1f4" class="m-page"><tr><td align="center" style="padding:16px 8px">',
    `<table role="presentation" class="m-card" width="600" style="border-collapse:collapse;width:100%;max-width:600px;background:#ffffff;color:#1a1a1a;${FONT};font-size:15px;line-height:1.45;text-align:left"><tr><td style="padding:20px 24px 28px">`,
    `<h1 style="margin:0;font-size:21px;line-height:1.3;${FONT}">${escapeText(heading)}</h1>`,
    appliedIn ? `<p style="margin:4px 0 0;font-weight:bold">${escapeText(appliedIn)}</p>` : '',
    `<p class="m-muted" style="margin:4px 0 16px;${MUTED}">Applying for: ${escapeText(answers.location)}</p>`,
    ...notes.map(
      (note) =>
        `<p class="m-note" style="margin:0 0 12px;padding:8px 12px;background:#fff4e5;border-left:4px solid #e65100;color:#3d2200">${escapeText(note)}</p>`,
    ),
    verdictHtml(triage),
    actionsHtml(answers, subject),
    teamLinksHtml(teamLinks),
    ...triage.checklists.map((checklist) => checklistHtml(answers, fileLinks, checklist)),
    answersHtml(input),
    `<h2 style="${H2}">All answers (JSON)</h2>`,
    `<pre class="m-pre" style="margin:0;padding:12px;background:#f5f6f8;color:#1a1a1a;white-space:pre-wrap;word-break:break-word;font-size:12px;line-height:1.4">${escapeText(json)}</pre>`,
    '</td></tr></table></td></tr></table></body></html>',
  ].join('');
}

export function buildMailDocument({
  answers: written,
  fileLinks,
  notAsked = [],
  onboardingEmail,
  updates = null,
  hiddenFieldFilled = false,
  photoProblem = null,
  language = 'en',
  appliedBefore = null,
  teamLinks = null,
}: MailInput): MailDocument {
  const replyTo = written.email;
  // What the applicant wrote, as the mail shows it: no web address can become a link (defang.ts).
  const answers = defangAnswers(written);
  const notes = mailNotes(updates, hiddenFieldFilled, photoProblem, appliedBefore, notAsked);
  const heading = `${updates ? 'Updated job application' : 'New job application'} from ${answers.fullName}`;
  const subject = mailSubject(answers.fullName, updates ? 'update' : 'new');
  const parts = {
    heading,
    appliedIn: appliedInLine(language),
    answers,
    fileLinks,
    notAsked,
    notes,
    triage: triageApplication(answers, fileLinks),
    subject,
    json: answersJson(answers, fileLinks),
    teamLinks,
  };
  return {
    to: [onboardingEmail],
    replyTo,
    message: { subject, text: buildText(parts), html: buildHtml(parts) },
  };
}
