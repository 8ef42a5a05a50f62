import { defang } from './defang';

/** The longest first name a mail or the status page shows; a longer one is cut. */
export const FIRST_NAME_MAX_LENGTH = 40;

/**
 * The one thing an applicant typed that the company's words to them may hold: their first name, where
 * the text greets them (docs/decisions/0063-team-actions-and-status-page.md). The first word of the
 * full name, on one line (control characters and line separators are spaces), at most 40 characters,
 * with any web address made unclickable (defang.ts); empty when the name gives none. Whoever shows
 * it still escapes it (the html of a mail; React on the status page).
 */
export function firstNameOf(fullName: string): string {
  const [first = ''] = fullName
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .trim()
    .split(/\s+/u);
  return defang([...first].slice(0, FIRST_NAME_MAX_LENGTH).join(''));
}
