/**
 * Reads the token a mailed link carries in this page's address: its fragment (`#…`), which no server
 * ever sees. With `prefix`, the first token of that shape is kept, so that a jump inside the page (the
 * skip link's `#main`) does not lose it; it is first looked at as soon as the page's code runs.
 */
export function fragmentToken(prefix?: string): () => string {
  let kept: string | null = null;
  const read = () => {
    if (typeof window === 'undefined') return '';
    const current = window.location.hash.replace(/^#/, '').trim();
    if (prefix && current.startsWith(prefix)) kept = current;
    return kept ?? current;
  };
  read();
  return read;
}
