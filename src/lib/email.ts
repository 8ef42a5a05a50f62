/**
 * The site's email rule: `x@y.z`, no spaces (docs/product.md, Fields and rules). Used by the
 * newsletter block and the wizard; the security rules check the same shape.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
