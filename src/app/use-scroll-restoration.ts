import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';
const positions = new Map<string, number>();

function readSaved() {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    for (const [key, top] of Object.entries(saved)) positions.set(key, top);
  } catch {
    // Nothing saved, or storage is unavailable: back and forward start at the top.
  }
}

function save() {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions)));
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

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    readSaved();
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

  // Arriving by back or forward: go back to where it was.
  useLayoutEffect(() => {
    if (navigationType !== 'POP') return;
    const top = positions.get(location.key);
    if (top !== undefined) window.scrollTo({ top, behavior: 'instant' });
  }, [location.key, navigationType]);
}
