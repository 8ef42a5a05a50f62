/**
 * The phone number's rule alone (docs/decisions/0002-phone-field.md, 0034-phone-numbers-exact.md): a
 * module of its own, so that a check of an answer (src/lib/form/check-answer.ts, in every page's
 * first load through the footer) does not bring the phone input's editing code (phone.ts) with it.
 */
export const PHONE_DIGITS = 10;
export const FORMATTED_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;
/** A value that is not a US number is kept as written, up to this length. */
export const MAX_RAW_PHONE_LENGTH = 40;

/**
 * North American Numbering Plan: the area code and the exchange both start with 2–9, and no area
 * code is an N11 service code (211, 311 … 911).
 */
export function isNanpNumber(national: string): boolean {
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(national) && !/^[2-9]11/.test(national);
}

/** The wizard's phone rule: the full (xxx) xxx-xxxx pattern, and a number the NANP allows. */
export function isValidPhone(value: string): boolean {
  return FORMATTED_PHONE_PATTERN.test(value) && isNanpNumber(value.replace(/\D/g, ''));
}
