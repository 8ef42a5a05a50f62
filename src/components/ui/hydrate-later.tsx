import { Suspense, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { markHydrated, replayEarlyEvents, HYDRATION_REGION } from '../../lib/early-events';

/**
 * Once the boundary has hydrated: its region says so (the page's inline script then leaves what is
 * done in it to React), and what the visitor did in it before then is done again. A layout effect, in
 * the commit that hydrated the boundary: what was typed is in the fields' state before anything
 * renders them again (lib/early-events.ts, `replayEarlyInput`).
 */
function MarkRegionHydrated({ region }: { region: RefObject<HTMLDivElement | null> }) {
  useLayoutEffect(() => {
    markHydrated(region.current);
    replayEarlyEvents(document.getElementById('root'));
  }, [region]);
  return null;
}

/**
 * A part of the page that React hydrates on its own (a Suspense boundary around prerendered markup),
 * wrapped in a region element that marks itself hydrated from an effect once it is
 * (lib/early-events.ts). The wrapper takes no part in the layout (`display: contents`).
 */
export function HydrationBoundary({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const region = useRef<HTMLDivElement>(null);
  return (
    <div ref={region} {...HYDRATION_REGION} style={{ display: 'contents' }}>
      <Suspense fallback={fallback}>
        {children}
        <MarkRegionHydrated region={region} />
      </Suspense>
    </div>
  );
}

/**
 * Content below the fold, hydrated after the rest of the page. A Suspense boundary around prerendered
 * markup makes React hydrate it separately, at low priority and in small slices, so the first task after
 * the page's JavaScript arrives stays short (and the visible part becomes interactive sooner). The
 * markup itself is in the HTML either way; nothing is shown later or moves. A press or a submission
 * made in it before it hydrated is made again once it has (lib/early-events.ts).
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <HydrationBoundary>{children}</HydrationBoundary>;
}
