const LETTERS_AND_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LOWER_CASE_AND_DIGITS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters of `alphabet`, each equally likely, from `crypto.getRandomValues`. */
export function randomString(alphabet: string, length: number): string {
  // Bytes at or above the largest multiple of the alphabet's size are dropped (no modulo bias).
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    const bytes = new Uint8Array(length * 2);
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < limit && result.length < length) result += alphabet[byte % alphabet.length];
    }
  }
  return result;
}

/** A 20-character [A-Za-z0-9] id like Firestore's auto ids. */
export const newDocumentId = () => randomString(LETTERS_AND_DIGITS, 20);

/** 10 random lower-case letters and digits: the `{random}` of the upload path. */
export const randomToken = (length = 10) => randomString(LOWER_CASE_AND_DIGITS, length);
