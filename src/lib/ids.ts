const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character [A-Za-z0-9] id like Firestore's auto ids, from `crypto.getRandomValues`. */
export function newDocumentId(): string {
  // 62 * 4 = 248: bytes at or above it are dropped so every character is equally likely.
  let id = '';
  while (id.length < 20) {
    const bytes = new Uint8Array(40);
    crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < 248 && id.length < 20) id += ID_ALPHABET[byte % 62];
    }
  }
  return id;
}
