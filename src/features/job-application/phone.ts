/** The phone input component's rule (spec §5): digits only, at most 10, shown as (xxx) xxx-xxxx. */
export const PHONE_DIGITS = 10;
export const FORMATTED_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

/** Formats whatever was typed or pasted: non-digits are dropped, and digits after the 10th ignored. */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  // A pasted or autofilled number with the country code ("+1 (888) 868-4111", "+18888684111") keeps
  // its 10 national digits: no US area code starts with 1, so a leading 1 of 11 digits is the code.
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) {
    digits = digits.slice(1);
  }
  digits = digits.slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Valid only on the full pattern. */
export function isCompletePhone(value: string): boolean {
  return FORMATTED_PHONE_PATTERN.test(value);
}

/**
 * The spec's generic phone rule: an optional leading plus, then 7 to 15 digits, spaces or hyphens.
 * Kept as a validator (DECISIONS.md); the wizard itself uses the formatted input above.
 */
export const GENERIC_PHONE_PATTERN = /^\+?[\d\s-]{7,15}$/;
export function isValidGenericPhone(value: string): boolean {
  return GENERIC_PHONE_PATTERN.test(value);
}
