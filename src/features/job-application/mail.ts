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

export function mailSubject(fullName: string): string {
  return `New Job Application — ${fullName.trim()}`;
}

/** The answers as the JSON dump of spec §7: every answer, including tools and toolImage. */
export function answersJson(answers: ApplicationAnswers, toolImageUrl: string | null): string {
  return JSON.stringify({ ...answers, toolImage: toolImageUrl }, null, 2);
}

export function buildMailDocument({
  answers,
  toolImageUrl,
  onboardingEmail,
}: MailInput): MailDocument {
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
    `New job application from ${answers.fullName}`,
    '',
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
    `<h1 style="font-size:20px">New job application from ${escapeHtml(answers.fullName)}</h1>`,
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
    message: { subject: mailSubject(answers.fullName), text, html },
  };
}
