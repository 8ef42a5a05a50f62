import { Suspense, type ReactNode } from 'react';

/**
 * Content below the fold, hydrated after the rest of the page. A Suspense boundary around prerendered
 * markup makes React hydrate it separately, at low priority and in small slices, so the first task after
 * the page's JavaScript arrives stays short (and the visible part becomes interactive sooner). The
 * markup itself is in the HTML either way; nothing is shown later or moves.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
