/**
 * Replays what a visitor did before the page's code arrived: the presses, submissions and typing that
 * the page's inline script (scripts/prerender/early-events.ts) recorded while the part of the page
 * they were made in was not hydrated yet (docs/decisions/0041-alive-from-first-paint.md).
 *
 * Each part of the page replays its own once it has hydrated: the app and every `HydrateLater`
 * boundary replay whatever is theirs (`replayEarlyEvents`). A component that must restore its state
 * first (the application restores its saved draft) marks its root with `EARLY_EVENTS_OWNER` and
 * replays typing and presses itself, when it is ready.
 */

interface EarlyAction {
  type: 'click' | 'submit';
  target: Element;
  submitter?: HTMLElement | null;
}

/** A field's last value; `typed`: it was only typed into (not pasted, dropped or filled in). */
type FieldState = { value: string; typed?: boolean } | { checked: boolean };

interface EarlyEvents {
  actions: EarlyAction[];
  fields: Map<Element, FieldState>;
  /** Parts that replay their own and are ready: from then on they take presses directly. */
  live: WeakSet<Element>;
  /** Parts that replay their own and have taken over what was typed: from then on, typing too. */
  typing: WeakSet<Element>;
  /**
   * The link the page shows: its fragment at first paint, replaced only by another link opened in
   * this tab, never by a jump inside the page (lib/fragment-token.ts reads it).
   */
  link?: string;
}

declare global {
  interface Window {
    __earlyEvents?: EarlyEvents;
  }
}

/** Marks the root of a component that replays its own early events (the attribute, for JSX). */
export const EARLY_EVENTS_OWNER = { 'data-replays-early-events': '' } as const;
const OWNER_SELECTOR = '[data-replays-early-events]';

/**
 * A part of the page React hydrates on its own (components/ui/hydrate-later.tsx), and the mark it sets
 * on itself from an effect once it has hydrated. The app sets the same mark on `#root` once the page
 * has (app/app.tsx). Hydration is thus told by the app itself, through an effect, not read from
 * React's private properties. scripts/prerender/early-events.ts, the page's inline script, reads the
 * same attributes.
 */
export const HYDRATION_REGION = { 'data-hydration-region': '' } as const;
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Sets the hydrated mark on a region or the root (from an effect, once it has hydrated). */
export function markHydrated(element: Element | null) {
  element?.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/** Whether React handles `node` now: its region (or, outside any, the root) has hydrated. */
export function isHydrated(node: Element): boolean {
  const region = node.closest('[data-hydration-region]') ?? node.closest('#root');
  return region?.hasAttribute(HYDRATED_ATTRIBUTE) ?? false;
}

/**
 * Whether `node` is one of `container`'s to replay. A part that replays its own (`owner`) calls from
 * its own hydration, before any mark is set, so for it only the part matters.
 */
function belongsTo(node: Element, container: Element, owner: boolean) {
  if (!node.isConnected || !container.contains(node)) return false;
  if (owner) return true;
  return isHydrated(node) && node.closest(OWNER_SELECTOR) === null;
}

/** Whether the page's script holds anything typed or pressed in `container`, still to be done again. */
export function hasEarlyEventsIn(container: Element): boolean {
  const early = typeof window === 'undefined' ? undefined : window.__earlyEvents;
  if (!early) return false;
  return (
    [...early.fields.keys()].some((field) => container.contains(field)) ||
    early.actions.some((action) => container.contains(action.target))
  );
}

/**
 * Puts a value typed before hydration back so that React sees it as a change: through React's own
 * value tracker first (a different value), then the browser's setter, then the event React listens to.
 */
function restoreField(field: Element, state: FieldState) {
  if (field instanceof HTMLInputElement && 'checked' in state) {
    field.checked = !state.checked;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set?.call(
      field,
      state.checked,
    );
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  if (!('value' in state)) return;
  if (!(
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  )) {
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  field.value = state.value === '' ? ' ' : '';
  setValue?.call(field, state.value);
  field.dispatchEvent(
    field instanceof HTMLSelectElement
      ? new Event('change', { bubbles: true })
      : // As typed, or as pasted: a field that formats what is typed (the phone) reads it so.
        new InputEvent('input', {
          bubbles: true,
          inputType: state.typed ? 'insertText' : 'insertFromPaste',
          data: state.value,
        }),
  );
}

/**
 * Values typed into fields of `container` before it hydrated, put back through its handlers. Returns
 * how many were.
 *
 * Call it as the part hydrates, from a layout effect: React hydrates a controlled field without
 * touching what was typed into it, but the first render after that writes the field's state back
 * into it, which is still empty until the typing is put back. A part that replays its own (`owner`)
 * takes its typing over for good: the page's script stops recording it, and React handles what is
 * typed from then on.
 */
export function replayEarlyInput(container: Element | null, { owner = false } = {}): number {
  const early = typeof window === 'undefined' ? undefined : window.__earlyEvents;
  if (!early || !container) return 0;
  if (owner) early.typing.add(container);
  let restored = 0;
  for (const [field, state] of [...early.fields]) {
    if (!belongsTo(field, container, owner)) continue;
    early.fields.delete(field);
    restoreField(field, state);
    restored += 1;
  }
  return restored;
}

/**
 * Presses and submissions made in `container` before it hydrated, made again, in their order. A part
 * that replays its own (`owner`) is ready from then on: the page's script no longer holds its input.
 */
export function replayEarlyActions(container: Element | null, { owner = false } = {}) {
  const early = typeof window === 'undefined' ? undefined : window.__earlyEvents;
  if (!early || !container) return;
  if (owner) early.live.add(container);
  const due = early.actions.filter((action) => belongsTo(action.target, container, owner));
  if (due.length === 0) return;
  early.actions = early.actions.filter((action) => !due.includes(action));
  for (const action of due) {
    if (action.type === 'click') {
      (action.target as HTMLElement).click();
    } else if (action.target instanceof HTMLFormElement) {
      const submitter = action.submitter;
      const ownSubmitter =
        submitter && 'form' in submitter && submitter.form === action.target ? submitter : null;
      action.target.requestSubmit(ownSubmitter);
    }
  }
}

/**
 * Both, typing first: what the app and each part hydrated later do once they have hydrated. The
 * presses wait for a task, so that the state the typing set has rendered (a submit handler then reads
 * the value typed, not the empty one it was hydrated with).
 */
export function replayEarlyEvents(container: Element | null) {
  replayEarlyInput(container);
  setTimeout(() => {
    // A part that hydrated in between (the footer, right after the page) has its typing put back
    // first, and its presses a task later: otherwise Subscribe would send the empty address.
    if (replayEarlyInput(container) > 0) setTimeout(() => replayEarlyActions(container), 0);
    else replayEarlyActions(container);
  }, 0);
}
