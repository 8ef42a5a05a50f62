import { company } from '../../../src/content/company';

/**
 * Common English words that no Spanish interface text contains as a word of its own: a leftover of
 * English copy names one of them (brand names, phone numbers, "EV" and "1099" are taken out first).
 */
export const ENGLISH_WORDS = new Set(
  (
    'the and your you our with for this that to of we is are be it its in on at by an or from ' +
    'call text us my me now get go help need send open close cancel skip main menu home page ' +
    'not found about services service jobs apply careers company charging charge subscribe email ' +
    'address location loading what where next back all rights reserved privacy policy terms ' +
    'insurance roadside assistance technician tire battery fuel lockouts newsletter weekly ' +
    'updates number fake trusted leading car cars driver drivers price'
  ).split(' '),
);

/** Words that may stay as they are in Spanish text (brand names and numbers are removed before). */
const KEPT = [
  company.name,
  company.shortName,
  company.heroPhone.display,
  company.supportPhone.display,
];

/** The English words in `text`, as they are written there. */
export function englishWordsIn(text: string): string[] {
  let rest = text;
  for (const kept of KEPT) rest = rest.replaceAll(kept, ' ');
  return (rest.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) =>
    ENGLISH_WORDS.has(word.toLowerCase()),
  );
}
