import { hasEarlyEventsIn } from './early-events';
import { markedWhenFulfilled } from './lazy-component';

/**
 * Gates that hold a part of the prerendered page unhydrated until it is used: the header, the call
 * bar, the footer with its newsletter form, the home page's text below the hero, and the pages that
 * work by HTML alone (components/ui/hydrate-later.tsx `HydrateWhenTouched`,
 * `HydratePageWhenTouched`; docs/decisions/0086-the-layout-hydrated-when-touched.md, 0087). Until
 * then the part works by HTML alone (links, the menu's popover), and the page's start-up spends
 * nothing on it. A part's code, when it has some of its own (`load`: the newsletter form's, the
 * location action's in the call bar, the footer and the services page), is downloaded once the part
 * comes within one screen's height of the screen (decision 0078), so that it is there when the part
 * is touched.
 *
 * A gate opens at the first of:
 * - the visitor focuses, presses or types in the part. Heard on the document, before React's own
 *   listener on the root: React stops a press or typing aimed at a part it has not hydrated, and
 *   hydrates the part at once when it can, so the press that opens the gate is then handled by the
 *   hydrated part (a link opens its page in the app);
 * - `openEveryGate()`: the app is about to render the page around it again (a navigation), which
 *   React can only do once the part has hydrated;
 * - React has replaced the part's markup with nothing while it waits (it does so when something
 *   the part might read changes before it has hydrated; nothing does since the theme's provider keeps
 *   no state, docs/decisions/0079, but a later change might): the part is then drawn again as soon
 *   as its code arrives;
 * - at once where the visitor used the part before the page's code ran (focused it, typed or pressed
 *   in it: `touchedEarly`), or where the page has no such part (rendered by the browser, not
 *   prerendered).
 *
 * Once open, a gate waits for the part's code (`load`) before it lets the part hydrate.
 */

/** A promise that says it has settled (as React sets on promises it waited for): `useLoaded`. */
type Gate = Promise<void> & { status?: 'fulfilled'; value?: undefined };

const gates = new Map<string, Gate>();
const openers = new Set<() => void>();
let everyGateOpen = false;

/** A part's element in the page: the region `HydrationBoundary` wraps it in, named by `part`. */
export const partSelector = (name: string) => `[data-part="${name}"]`;

const OPENED: Gate = Object.assign(Promise.resolve(), { status: 'fulfilled' as const });

/** How far ahead of the screen a part's code starts loading: a screen's height, below and above. */
export const NEAR_SCREEN_MARGIN = '100% 0px';

/** The events that open a gate from inside the part (captured, so none is missed). */
const TOUCH_EVENTS = ['focusin', 'pointerdown', 'input'] as const;

/** Resolves once `part` comes within a screen's height of the screen (at once if nothing can tell). */
function nearScreen(part: Element): Promise<void> {
  // The region takes no part in the layout (`display: contents`): its children are what is seen.
  const boxes = [...part.children];
  if (typeof IntersectionObserver === 'undefined' || boxes.length === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    for (const box of boxes) observer.observe(box);
  });
}

/** Resolves once `part` is touched or replaced, or every gate opens (`openEveryGate`). */
function touched(part: Element): Promise<void> {
  const boxes = [...part.children];
  return new Promise<void>((resolve) => {
    const open = () => {
      replaced.disconnect();
      for (const type of TOUCH_EVENTS) document.removeEventListener(type, inPart, true);
      openers.delete(open);
      resolve();
    };
    const inPart = (event: Event) => {
      if (event.target instanceof Node && part.contains(event.target)) open();
    };
    const replaced = new MutationObserver(() => {
      if (boxes.some((box) => !box.isConnected)) open();
    });
    replaced.observe(part, { childList: true });
    for (const type of TOUCH_EVENTS) document.addEventListener(type, inPart, true);
    openers.add(open);
  });
}

/**
 * Whether the visitor has already used `part`, before the page's code ran: it holds the focus, or
 * the page's script has kept what was typed or pressed in it (lib/early-events.ts), which its
 * hydration will do again.
 */
function touchedEarly(part: Element): boolean {
  return part.contains(document.activeElement) || hasEarlyEventsIn(part);
}

/**
 * The gate of the part named `name`: open once the part is touched (as above) and its own code, if
 * any, downloaded (`load`, started once the part comes near the screen or is touched). Made on first
 * use; one per part until the app renders another page. Open at once when the page has no such
 * part (rendered by the browser rather than prerendered), and always once every gate is open. A
 * failed `load` still opens it: the part's own render then downloads again
 * (lib/lazy-component.tsx).
 */
export function gateOf(name: string, load?: () => Promise<unknown>): Gate {
  // After a navigation every part renders at once: a part that mounts then (the next page, whose
  // gate shares the first page's name) must not wait for the first page's code, nor for the
  // first page's gate to settle. Code a part still needs, it loads as it renders.
  if (everyGateOpen) return OPENED;
  let gate = gates.get(name);
  if (!gate) {
    const part =
      typeof document === 'undefined' ? null : document.querySelector(partSelector(name));
    if (!part) gate = OPENED;
    else {
      const open = touchedEarly(part) ? Promise.resolve() : touched(part);
      // A failed download still opens the gate once touched (the part's render downloads again).
      const loaded =
        load &&
        Promise.race([nearScreen(part), open])
          .then(load)
          .catch(() => undefined);
      gate = markedWhenFulfilled(Promise.all([open, loaded]).then(() => undefined));
    }
    gates.set(name, gate);
  }
  return gate;
}

/**
 * Opens every gate, and makes every gate asked for from now on open (`gateOf`): called when the app
 * renders the page again around its parts (a navigation), which React cannot finish while a part is
 * not hydrated.
 */
export function openEveryGate() {
  everyGateOpen = true;
  for (const open of [...openers]) open();
}
