import { Suspense, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { markHydrated, replayEarlyEvents, HYDRATION_REGION } from '../../lib/early-events';
import { useLoaded } from '../../lib/lazy-component';
import { gateOf } from '../../lib/near-screen';

/**
 * Marks a region hydrated (the page's inline script then leaves what is done in it to React), and
 * does again what the visitor did in it before then (lib/early-events.ts).
 */
function regionHydrated(region: HTMLDivElement | null) {
  if (!region) return;
  markHydrated(region);
  replayEarlyEvents(document.getElementById('root'));
}

/**
 * Once the boundary's content has committed (hydrated, or rendered): a layout effect, in that commit,
 * so what was typed is in the fields' state before anything renders them again
 * (lib/early-events.ts, `replayEarlyInput`).
 */
function MarkRegionHydrated({
  regionRef,
  committedRef,
}: {
  regionRef: RefObject<HTMLDivElement | null>;
  committedRef: RefObject<boolean>;
}) {
  useLayoutEffect(() => {
    committedRef.current = true;
    // Null when the region mounts in this same commit: React sets an element's ref after its
    // children's layout effects. The region's own effect marks it then.
    regionHydrated(regionRef.current);
  }, [regionRef, committedRef]);
  return null;
}

/**
 * A part of the page that React hydrates on its own (a Suspense boundary around prerendered markup),
 * wrapped in a region element that marks itself hydrated from an effect once it is
 * (lib/early-events.ts). The wrapper takes no part in the layout (`display: contents`).
 *
 * Hydrating, React commits the region first and the boundary's content later, on its own: the
 * content's effect marks the region. Rendered in the browser (a page the app opens, whose part's
 * content is there at once), both mount in one commit, where the content's effect runs before the
 * region's ref is set: the region's own effect marks it.
 */
export function HydrationBoundary({
  children,
  fallback = null,
  name,
}: {
  children: ReactNode;
  fallback?: ReactNode;
  /** Names the region in the page (`data-part`), for a part that finds it (`HydrateWhenTouched`). */
  name?: string;
}) {
  const regionRef = useRef<HTMLDivElement>(null);
  const committedRef = useRef(false);
  useLayoutEffect(() => {
    if (committedRef.current) regionHydrated(regionRef.current);
  }, []);
  return (
    <div ref={regionRef} {...HYDRATION_REGION} data-part={name} style={{ display: 'contents' }}>
      <Suspense fallback={fallback}>
        {children}
        <MarkRegionHydrated regionRef={regionRef} committedRef={committedRef} />
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

interface GateProps {
  /** The part's name in the page (`data-part`), one per part. */
  name: string;
  /** Downloads the part's own code, once it comes near the screen (or is touched). */
  load?: () => Promise<unknown>;
  children: ReactNode;
}

/** Renders its children once the part's gate is open (lib/near-screen.ts); suspends until then. */
function Gate({ name, load, children }: GateProps) {
  useLoaded(gateOf(name, load));
  return children;
}

/**
 * A part of the page that works by HTML alone until it is used: the header (links, the menu's
 * popover), the call bar (links), the footer (links, and the newsletter form, whose submission the
 * page's script holds until then), text with its links, a page of text and links
 * (`HydratePageWhenTouched`). Its prerendered markup is in the HTML, but React hydrates it only once
 * it is touched (focused, pressed, typed in) or the app renders the page again around it (a
 * navigation: `openEveryGate`), never in the page's start-up (docs/decisions/0086). React hydrates a
 * pressed part at once, so a press in it is handled by the hydrated part (a link opens its page in
 * the app); what was typed or pressed before it had hydrated is done again once it has, as in
 * `HydrateLater`.
 *
 * Its code must have arrived by then: code loaded with the page's, or its own (`load`), downloaded
 * once it comes near the screen (the newsletter form, decision 0078; the location action in the call
 * bar, the footer and the services page). The children must not start loading code as they render:
 * the gate renders them only once open.
 */
export function HydrateWhenTouched({ name, load, children }: GateProps) {
  return (
    <HydrationBoundary name={name}>
      <Gate name={name} load={load}>
        {children}
      </Gate>
    </HydrationBoundary>
  );
}

/**
 * A page that works by HTML alone (its text, its links, the `tel:` and `sms:` buttons, the services'
 * picker, which is radio buttons and CSS): the about, services and EV charging pages, the legal pages,
 * the not-found page. Opened as the first page, it hydrates only once touched, as the layout does;
 * a page the app opens by a navigation renders at once (`openEveryGate`). `load` downloads the code
 * of a part inside it that a press needs (the location action's), as for `HydrateWhenTouched`.
 * Decision 0087.
 */
export function HydratePageWhenTouched({ load, children }: Omit<GateProps, 'name'>) {
  return (
    <HydrateWhenTouched name="page" load={load}>
      {children}
    </HydrateWhenTouched>
  );
}
