import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>();
let savedRead = false;

/**
 * The positions of this tab's pages: those of this page load, and those saved by earlier ones (after a
 * reload), read on first need. The first use of `sessionStorage` in a page waits on the browser (1 to
 * 6 ms here, several times that on a phone), which the start-up need not pay (docs/decisions/0072).
 */
function knownPositions(): Map<string, number> {
  if (!savedRead) {
    savedRead = true;
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<
        string,
        number
      >;
      // A position of this page load is newer than a saved one.
      for (const [key, top] of Object.entries(saved))
        if (!positions.has(key)) positions.set(key, top);
    } catch {
      // Nothing saved, or storage is unavailable: back and forward start at the top.
    }
  }
  return positions;
}

function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(knownPositions())));
  } catch {
    // Storage full or unavailable: positions are kept for this page only.
  }
}

/**
 * Back and forward return to where the visitor was on that page, including after a reload; a new
 * navigation starts at the top (links scroll there themselves, see lib/scroll.ts).
 */
export function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  const shownKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      positions.set(window.history.state?.key ?? 'default', window.scrollY);
      save();
    };
    window.addEventListener('pagehide', remember);
    return () => window.removeEventListener('pagehide', remember);
  }, []);

  // Leaving a location: remember how far down it was.
  useLayoutEffect(() => {
    const key = location.key;
    return () => {
      positions.set(key, window.scrollY);
    };
  }, [location.key]);

  // Arriving by back or forward: go back to where it was. (The page load itself is left to the
  // browser.)
  useLayoutEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (navigationType !== 'POP') return;
    const top = knownPositions().get(location.key);
    if (top !== undefined) window.scrollTo({ top, behavior: 'instant' });
  }, [location.key, navigationType]);
}
