import { Suspense, useEffect, type ReactNode } from 'react';
import { replayEarlyEvents } from '../../lib/early-events';

/** Once the boundary has hydrated: what the visitor did in it before then is done again. */
function ReplayEarlyEvents() {
  useEffect(() => replayEarlyEvents(document.getElementById('root')), []);
  return null;
}

/**
 * Content below the fold, hydrated after the rest of the page. A Suspense boundary around prerendered
 * markup makes React hydrate it separately, at low priority and in small slices, so the first task after
 * the page's JavaScript arrives stays short (and the visible part becomes interactive sooner). The
 * markup itself is in the HTML either way; nothing is shown later or moves. A press or a submission
 * made in it before it hydrated is made again once it has (lib/early-events.ts).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <ReplayEarlyEvents />
    </Suspense>
  );
}
