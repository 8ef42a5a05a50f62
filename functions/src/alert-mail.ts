/**
 * The alert mail written after the last retry of a mail failed, when ALERT_EMAIL is configured
 * (docs/decisions/0051-mail-delivery-retries.md). It carries the undelivered mail itself, so the
 * application still reaches a person when only the onboarding inbox refused it. It goes out through
 * the same extension and SMTP account: when those are what failed, the log-based alert is what
 * reaches the operator.
 */
import { MAIL_COLLECTION } from './config.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** The same shape the site and the security rules accept for an address. */
export function isEmailAddress(value: string): boolean {
  return value.length >= 3 && value.length <= 254 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export interface AlertInput {
  mailId: string;
  mail: {
    to?: unknown;
    replyTo?: unknown;
    message?: { subject?: unknown; text?: unknown; html?: unknown };
  };
  retries: number;
  lastError: string | null;
  recipient: string;
}

export function alertMail({ mailId, mail, retries, lastError, recipient }: AlertInput) {
  const subject = text(mail.message?.subject) || `mail ${mailId}`;
  const to = Array.isArray(mail.to) ? mail.to.filter((item) => typeof item === 'string') : [];
  const replyTo = text(mail.replyTo);
  const lines = [
    `This mail could not be delivered to ${to.join(', ') || '(no recipient)'}: the last of ${retries} automatic retries failed.`,
    `Last error: ${lastError ?? '(none recorded)'}`,
    `It is kept in Firestore, collection "${MAIL_COLLECTION}", document "${mailId}", until it is delivered. To send it again once the cause is fixed, delete its "retry" field (the retries then start over) or set "delivery.state" to "RETRY".`,
    'The undelivered mail follows.',
  ];
  const originalText = text(mail.message?.text);
  const originalHtml = text(mail.message?.html);
  const notice = `<div style="margin:0 0 16px;padding:12px 16px;border-left:6px solid #b3261e;background:#fdecea;color:#3b0a06;font-family:Arial,Helvetica,sans-serif;font-size:15px">${lines
    .map((line) => `<p style="margin:0 0 6px">${escapeHtml(line)}</p>`)
    .join('')}</div>`;
  const html = /<body[^>]*>/i.test(originalHtml)
    ? originalHtml.replace(/<body[^>]*>/i, (body) => `${body}${notice}`)
    : `${notice}${originalHtml || `<pre>${escapeHtml(originalText)}</pre>`}`;
  return {
    to: [recipient],
    ...(replyTo ? { replyTo } : {}),
    message: {
      subject: `Not delivered: ${subject}`,
      text: [...lines, '', originalText].join('\n'),
      html,
    },
  };
}
