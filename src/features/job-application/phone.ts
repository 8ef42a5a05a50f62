/** The phone input component's rule (spec §5): digits only, at most 10, shown as (xxx) xxx-xxxx. */
export const PHONE_DIGITS = 10;
export const FORMATTED_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/;

/** Formats whatever was typed or pasted: non-digits are dropped, and digits after the 10th ignored. */
export function formatPhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  // A pasted US number with its country code, e.g. "+1 (888) 868-4111", keeps its 10 national digits.
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1') && /^\s*\+?1\D/.test(raw)) {
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

/** E.164 form of a complete formatted US number, e.g. '+18888684111', for `tel:` links in the mail. */
export function toE164(formatted: string): string {
  return `+1${formatted.replace(/\D/g, '')}`;
}
