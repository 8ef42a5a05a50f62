/**
 * The link a page opened from a mail shows: the token in its address's fragment (`#…`), which no
 * server ever sees (docs/decisions/0071-a-link-is-kept-from-first-paint.md). The fragment can change
 * while the page is open, for two reasons, told apart by one rule:
 *
 * - a jump inside the page: the fragment names one of its elements (the skip link's `#main`), or is
 *   empty. The link stays, even when the jump was made before the page's code arrived: the page's
 *   inline script (scripts/prerender/early-events.ts) keeps the fragment it was first painted with;
 * - another link opened in the same tab (pasted into the address bar, a mail app reusing its tab):
 *   anything else. The page now shows that link, and what was pressed for the earlier one before the
 *   code arrived is dropped.
 *
 * The inline script follows the rule from the first paint. Where there is none (`npm run dev`, unit
 * tests), the same rule is followed from the moment this module runs.
 */

export interface PageLink {
  /** The token of the link the page shows now: its fragment, without `#`. */
  token(): string;
  /** Calls `onChange` each time the address gets another link (never for a jump); returns how to stop. */
  subscribe(onChange: () => void): () => void;
}

/** Whether a fragment only jumps inside the page: it names one of its elements, or nothing. */
export function isJumpInsidePage(hash: string): boolean {
  let id = hash.replace(/^#/, '');
  try {
    id = decodeURIComponent(id);
  } catch {
    // Not an escaped id: taken as it is.
  }
  return id === '' || document.getElementById(id) !== null;
}

/** What holds the link: the inline script's record, or this module's own where there is none. */
function keeper(): { link?: string } {
  const early = window.__earlyEvents;
  if (early?.link !== undefined) return early;
  const own = { link: window.location.hash };
  window.addEventListener('hashchange', () => {
    const hash = window.location.hash;
    if (hash !== own.link && !isJumpInsidePage(hash)) own.link = hash;
  });
  return own;
}

/**
 * Follows this page's link from now on (from its first paint where the inline script ran). The
 * site's pages share one, `pageLink`; a test makes its own.
 */
export function followPageLink(): PageLink {
  if (typeof window === 'undefined') return { token: () => '', subscribe: () => () => {} };
  const kept = keeper();
  const listeners = new Set<() => void>();
  let seen = kept.link;
  // Added after the keeper's listener (the inline script's is the page's first), so it sees the
  // link as the keeper left it.
  window.addEventListener('hashchange', () => {
    if (kept.link === seen) return;
    seen = kept.link;
    for (const listener of [...listeners]) listener();
  });
  return {
    token: () => (kept.link ?? '').replace(/^#/, '').trim(),
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/** The link of the page this site shows now, for every page a mailed link opens. */
export const pageLink: PageLink = followPageLink();
