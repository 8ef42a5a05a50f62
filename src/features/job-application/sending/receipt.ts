import { FILE_FIELDS, toAnswers, type ApplicationValues } from '../rules/schema';

/**
 * The receipt of an application (docs/decisions/0030-known-send-outcome.md): a small document written
 * in the same batch as the mail document, under the same unguessable id, holding only the digest of
 * what was sent. Reading it tells the applicant's device whether that application arrived, and which
 * version of the answers did. The security rules let anyone read a receipt by its id (nobody else
 * knows the id) and nobody list them.
 */
export interface Receipt {
  /** `applicationDigest` of what was sent: 64 lower-case hex digits. */
  digest: string;
}

export const DIGEST_PATTERN = /^[0-9a-f]{64}$/;

/** Identifies a chosen file well enough to know whether the uploaded copy is still the same photo. */
export const fileFingerprint = (file: File) => `${file.name}|${file.size}|${file.lastModified}`;

const fingerprintOf = (file: File | null) => (file ? fileFingerprint(file) : null);

/**
 * The answers and files as one string: the same answers and files always give the same text. The
 * first file question's file is `photo`, any other's under `files`: an application with one photo
 * gives the digest it gave before the questions were declared, so a send begun then is recognised.
 */
function canonicalContent(id: string, values: ApplicationValues): string {
  const [first, ...others] = FILE_FIELDS;
  return JSON.stringify({
    id,
    answers: toAnswers(values),
    photo: first ? fingerprintOf(values[first]) : null,
    ...(others.length > 0
      ? { files: Object.fromEntries(others.map((field) => [field, fingerprintOf(values[field])])) }
      : {}),
  });
}

const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * 64 hex digits from FNV-1a with eight seeds: used only where the browser has no Web Crypto (a page
 * served over plain http on a LAN address during development). The digest identifies a version of
 * the answers; it guards nothing, so this is enough there.
 */
function fallbackDigest(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const out = new Uint8Array(32);
  for (let seed = 0; seed < 8; seed += 1) {
    let hash = (0x811c9dc5 ^ Math.imul(seed + 1, 0x9e3779b1)) >>> 0;
    for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
    new DataView(out.buffer).setUint32(seed * 4, hash);
  }
  return toHex(out);
}

/**
 * Identifies what is sent under `id`: SHA-256 of the id, every answer (trimmed, as sent) and the
 * photo's fingerprint (name, size, last change). The id makes it unique to this application.
 */
export async function applicationDigest(id: string, values: ApplicationValues): Promise<string> {
  const text = canonicalContent(id, values);
  const subtle = typeof crypto !== 'undefined' ? crypto.subtle : undefined;
  if (!subtle) return fallbackDigest(text);
  const hash = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(new Uint8Array(hash));
}
