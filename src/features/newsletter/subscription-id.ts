/**
 * One newsletter subscription per address (docs/decisions/0021-newsletter-one-per-address.md): the
 * address is normalised, and the document id is the lower-case hex SHA-256 of its UTF-8 bytes.
 * firestore.rules checks both, so a second sign-up of the same address is refused. Pure: no SDK.
 */

/**
 * The address as stored: trimmed, lower-case (addresses are case-insensitive in practice, and the
 * rules refuse upper-case letters), and in Unicode NFC so one written address has one spelling.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase().normalize('NFC');
}

/** The subscription's document id: lower-case hex SHA-256 of the normalised address (64 characters). */
export async function subscriptionId(normalisedEmail: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalisedEmail));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
