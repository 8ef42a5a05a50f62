import { markedWhenFulfilled } from './lazy-component';

/**
 * Gates that open when a part of the prerendered page comes near the screen: the footer's newsletter
 * form is hydrated, and its code downloaded, only then (components/ui/hydrate-later.tsx,
 * `HydrateNearScreen`; docs/decisions/0078-the-newsletter-hydrated-near-the-screen.md).
 *
 * A gate opens at the first of:
 * - the part comes within one screen's height of the screen (scrolling, a jump to it, a short page);
 * - the visitor focuses, presses or types in it (whatever the screen shows);
 * - `openEveryGate()`: the app is about to render the page around it again (a navigation), which
 *   React can only do once the part has hydrated;
 * - React has replaced the part's markup with nothing while it waits (it does so when something
 *   the part might read changes before it has hydrated; nothing above the footer does since the
 *   theme's provider keeps no state, docs/decisions/0079, but a later change might): the part is
 *   then drawn again as soon as its code arrives, out of sight;
 * - at once where nothing can tell (no `IntersectionObserver`, no part on the page).
 */

/** A promise that says it has settled (as React sets on promises it waited for): `useLoaded`. */
type Gate = Promise<void> & { status?: 'fulfilled'; value?: undefined };

const gates = new Map<string, Gate>();
const openers = new Set<() => void>();
let everyGateOpen = false;

/** A part's element in the page: the region `HydrationBoundary` wraps it in, named by `part`. */
export const partSelector = (name: string) => `[data-part="${name}"]`;

const OPENED: Gate = Object.assign(Promise.resolve(), { status: 'fulfilled' as const });

/** How far ahead of the screen a part starts loading: a screen's height, below and above. */
export const NEAR_SCREEN_MARGIN = '100% 0px';

/** The events that open a gate from inside the part (captured, so none is missed). */
const TOUCH_EVENTS = ['focusin', 'pointerdown', 'input'] as const;

function nearScreen(part: Element): Promise<void> {
  // The region takes no part in the layout (`display: contents`): its children are what is seen.
  const boxes = [...part.children];
  if (typeof IntersectionObserver === 'undefined' || boxes.length === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const open = () => {
      observer.disconnect();
      replaced.disconnect();
      for (const type of TOUCH_EVENTS) part.removeEventListener(type, open, true);
      openers.delete(open);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    for (const box of boxes) observer.observe(box);
    const replaced = new MutationObserver(() => {
      if (boxes.some((box) => !box.isConnected)) open();
    });
    replaced.observe(part, { childList: true });
    for (const type of TOUCH_EVENTS) part.addEventListener(type, open, true);
    openers.add(open);
  });
}

/**
 * The gate of the part named `name`, opened as above and then `load`ed (its code downloaded). Made on
 * first use; one per part for the life of the page. Opened at once when the page has no such part
 * (rendered by the browser rather than prerendered) or every gate is already open. A failed `load`
 * still opens it: the part's own render then downloads again (lib/lazy-component.tsx).
 */
export function gateOf(name: string, load: () => Promise<unknown>): Gate {
  let gate = gates.get(name);
  if (!gate) {
    const part =
      typeof document === 'undefined' ? null : document.querySelector(partSelector(name));
    gate =
      !part || everyGateOpen
        ? OPENED
        : markedWhenFulfilled(
            nearScreen(part)
              .then(load)
              .then(
                () => undefined,
                () => undefined,
              ),
          );
    gates.set(name, gate);
  }
  return gate;
}

/**
 * Opens every gate, and every gate made from now on: called when the app renders the page again
 * around its parts (a navigation), which React cannot finish while a part is not hydrated.
 */
export function openEveryGate() {
  everyGateOpen = true;
  for (const open of [...openers]) open();
}
