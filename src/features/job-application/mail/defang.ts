import type { ApplicationAnswers } from '../rules/schema';

/**
 * Web addresses out of what an applicant wrote (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md):
 * mail clients turn anything that looks like an address into a link, in the plain text part too, so
 * an answer such as "Applicant 7 https://evil.example/7" would put a stranger's link in a mail the
 * company's own account sends to its own inbox. Every applicant-written string the mail shows goes
 * through `defang` first, which leaves it readable but never linkable:
 *
 *   https://evil.example/7  →  hxxps[:]//evil[.]example/7
 *   www.x.com               →  www[.]x[.]com
 *   evil.example/7          →  evil[.]example/7
 *
 * A host name is a run of labels (letters, digits, hyphens) joined by dots whose last label is two
 * letters or more; each of its dots becomes `[.]`. Ordinary text keeps its dots: "St. Louis" (a space
 * after the dot), "J.R. Smith" and "D.C." (one-letter labels), "3.5 years" (digits). The look-alike
 * dots some clients also accept (。．｡) count as dots. Pure; no SDK.
 */

const DOT = '[.\u3002\uFF0E\uFF61]';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?';
/** Labels joined by dots, the last of two letters or more, not inside a longer word. */
const HOST = new RegExp(
  `(?<![\\p{L}\\p{N}-])${LABEL}(?:${DOT}${LABEL})*${DOT}\\p{L}{2,}(?![\\p{L}\\p{N}])`,
  'gu',
);
const DOTS = new RegExp(DOT, 'gu');
/** A scheme's `://` (or the look-alikes `:\\`, `：//`). */
const SCHEME = /\b([a-z][a-z0-9+.-]*)\s*[:：]\s*(?:\/\/|\\\\)/giu;

/** `text` with every web address made unclickable (see the module's comment). */
export function defang(text: string): string {
  return text
    .replace(SCHEME, (_match, scheme: string) => `${scheme.replace(/t/gi, 'x')}[:]//`)
    .replace(HOST, (host) => host.replace(DOTS, '[.]'));
}

/**
 * The answers as the mail shows them: every string an applicant wrote defanged, except the email
 * address and the phone number, which the mail links on purpose (Reply by email, Call, Send a text)
 * and whose shapes the rules fix. Tools come from a fixed list; yes/no answers are `yes` or `no`.
 */
export function defangAnswers(answers: ApplicationAnswers): ApplicationAnswers {
  const shown = { ...answers };
  for (const [key, value] of Object.entries(answers) as [keyof ApplicationAnswers, unknown][]) {
    if (key === 'email' || key === 'phone' || typeof value !== 'string') continue;
    (shown as Record<string, unknown>)[key] = defang(value);
  }
  return shown;
}
