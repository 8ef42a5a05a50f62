/**
 * The site's email rule: a plain address `x@y.z` (docs/product.md, Fields and rules). Used by the
 * newsletter block and the wizard; the security rules and the product's functions check the same
 * shape.
 *
 * "Plain" means the address alone: no spaces or other control characters, and none of the signs a
 * display name or a second address needs (`"Name" <a@b.c>`, `a@b.c, d@e.f`). A stored address is
 * used as the mail's Reply-To and as a recipient, so a display name there would let a stranger put a
 * trusted-looking name in front of their own address (docs/decisions/0056-only-the-company-writes-its-mail.md).
 */
const ADDRESS_PART = String.raw`[^\s\p{Cc}@<>()[\]\\,;:"]+`;
export const EMAIL_PATTERN = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}\\.${ADDRESS_PART}$`, 'u');
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}
