import { escapeHtml } from './escape-html';

/** The mails' font: one every mail client has. */
export const MAIL_FONT = 'font-family:Arial,Helvetica,sans-serif';

/** A paragraph of a mail, its text escaped. */
export const mailParagraph = (content: string, style = 'margin:0 0 14px') =>
  `<p style="${style}">${escapeHtml(content)}</p>`;

/**
 * The HTML of a short mail to a person who typed their address (the applicant's confirmation, the
 * newsletter's confirmation): one column in the reader's colour scheme, a heading, `body` (HTML the
 * caller made safe), then the signature and the footnote.
 */
export function shortMailHtml({
  lang,
  subject,
  heading,
  body,
  signature,
  footnote,
}: {
  lang: string;
  subject: string;
  heading: string;
  body: readonly string[];
  signature: string;
  footnote: string;
}): string {
  return [
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta name="color-scheme" content="light dark"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:16px 8px;${MAIL_FONT};font-size:16px;line-height:1.5">`,
    '<div style="max-width:560px;margin:0 auto">',
    `<h1 style="margin:0 0 16px;font-size:21px;line-height:1.3">${escapeHtml(heading)}</h1>`,
    ...body,
    mailParagraph(signature, 'margin:0 0 24px'),
    mailParagraph(footnote, 'margin:0;font-size:13px;color:#555555'),
    '</div></body></html>',
  ].join('');
}

/**
 * The plain text of the same short mail: each paragraph (lines of one paragraph joined by a line
 * break) followed by a blank line, then the signature and, under a dash, the footnote.
 */
export function shortMailText({
  paragraphs,
  signature,
  footnote,
}: {
  paragraphs: readonly (string | readonly string[])[];
  signature: string;
  footnote: string;
}): string {
  return [
    ...paragraphs.flatMap((paragraph) => [
      typeof paragraph === 'string' ? paragraph : paragraph.join('\n'),
      '',
    ]),
    signature,
    '',
    '—',
    footnote,
    '',
  ].join('\n');
}
