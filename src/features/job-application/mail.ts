import { QUESTIONS } from './questions';
import { escapeHtml } from '../../lib/escape-html';
import type { ApplicationAnswers } from './schema';

export { escapeHtml };

/**
 * Builds the mail document the Trigger Email extension sends (spec §3 "Outgoing mail record", §7).
 * Pure: no SDK. `createdAt` (the server timestamp) is added by the Firebase adapter when writing.
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
  /** The download address of the uploaded tool photo, if any. */
  toolImageUrl: string | null;
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

/** Notes for the onboarding team, above the answers: an update, a filled anti-spam field. */
function mailNotes(updates: string | null, hiddenFieldFilled: boolean): string[] {
  const notes: string[] = [];
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
  return notes;
}

/** The answers as the JSON dump of spec §7: every answer, including tools and toolImage. */
export function answersJson(answers: ApplicationAnswers, toolImageUrl: string | null): string {
  return JSON.stringify({ ...answers, toolImage: toolImageUrl }, null, 2);
}

export function buildMailDocument({
  answers,
  toolImageUrl,
  onboardingEmail,
  updates = null,
  hiddenFieldFilled = false,
}: MailInput): MailDocument {
  const notes = mailNotes(updates, hiddenFieldFilled);
  const heading = `${updates ? 'Updated job application' : 'New job application'} from ${answers.fullName}`;
  const tools = answers.tools.length > 0 ? answers.tools.join(', ') : '(none)';
  const json = answersJson(answers, toolImageUrl);
  const summary: [string, string][] = [
    ['Name', answers.fullName],
    ['Email', answers.email],
    ['Phone', answers.phone],
    ['Location', answers.location],
    ['Tools', tools],
    ['Tool image', toolImageUrl ?? '(none)'],
  ];

  const text = [
    heading,
    '',
    ...notes.flatMap((note) => [note, '']),
    ...summary.map(([label, value]) => `${label}: ${value}`),
    '',
    'All answers:',
    json,
    '',
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const rows = summary
    .map(([label, value]) => {
      const shown =
        label === 'Tool image' && toolImageUrl && isHttpUrl(toolImageUrl)
          ? `<a href="${escapeHtml(toolImageUrl)}">View the tool photo</a>`
          : escapeHtml(value);
      return `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${shown}</td></tr>`;
    })
    .join('');
  const questionRows = (Object.keys(QUESTIONS) as (keyof typeof QUESTIONS)[])
    .filter((field) => field !== 'toolImage')
    .map((field) => {
      const value = answers[field as keyof ApplicationAnswers];
      const shown = Array.isArray(value) ? value.join(', ') : value;
      return `<tr><th style="${cell}">${escapeHtml(QUESTIONS[field])}</th><td style="${cell}">${escapeHtml(shown || '—')}</td></tr>`;
    })
    .join('');

  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#111">',
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    ...notes.map(
      (note) =>
        `<p style="padding:8px 12px;background:#FFF4E5;border-left:4px solid #E65100">${escapeHtml(note)}</p>`,
    ),
    `<table style="border-collapse:collapse">${rows}</table>`,
    '<h2 style="font-size:17px;margin-top:24px">Answers</h2>',
    `<table style="border-collapse:collapse">${questionRows}</table>`,
    '<h2 style="font-size:17px;margin-top:24px">All answers (JSON)</h2>',
    `<pre style="white-space:pre-wrap;font-size:13px">${escapeHtml(json)}</pre>`,
    '</body></html>',
  ].join('');

  return {
    to: [onboardingEmail],
    replyTo: answers.email,
    message: { subject: mailSubject(answers.fullName, updates ? 'update' : 'new'), text, html },
  };
}
