/**
 * The one inline script of every prerendered page: it catches what a visitor does before the page's
 * code has arrived, so that no tap and nothing typed is lost (docs/decisions/0041-alive-from-first-paint.md).
 *
 * Most controls need no script to work: links, the menu (a native popover), the service picker (native
 * radio buttons), "Text us my location" (an `sms:` link). What remains needs the page's code: a form's
 * submit (the newsletter's Subscribe) and the application's buttons (Next, Back), and the values typed
 * into its fields. Until the part of the page that holds such a control has hydrated, this script
 *
 * - records a press of a `<button>` (not a submit button, not a popover's button) and keeps it from
 *   React, which would otherwise drop it or handle it twice;
 * - stops a form's submission (so nothing is ever sent by GET or reloads the page) and records it;
 * - keeps one pending press or submission per control, the last;
 * - remembers the last value typed into each field, and whether it was only typed (not pasted or
 *   filled in by the browser), until the part it is in has taken it over. Leaving a field fires a
 *   `change` with no input type: once the value is recorded, it changes nothing;
 * - on an iPhone or iPad, rewrites a tapped `sms:` link's `?body=` to `&body=` (the form iOS reads);
 * - keeps the link the page was opened with: its fragment (`#…`, where a mailed link's token travels)
 *   at first paint, as `link`. A later fragment replaces it only when it names no element of the page:
 *   a jump inside the page (the skip link's `#main`, or an empty `#`) keeps it, and anything else is
 *   another link, opened in this tab (pasted into the address bar, a mail app reusing its tab), whose
 *   presses and submissions still pending for the earlier link are dropped. `src/lib/fragment-token.ts`
 *   reads it (docs/decisions/0071-a-link-is-kept-from-first-paint.md). While the page has no link at
 *   all, `<html>` carries `data-no-link`: a page that reads its link on opening then shows that the
 *   link is not valid from the first paint, without waiting for its code (index.html's `if-no-link`,
 *   src/components/ui/another-link.tsx `WhileLinkIsRead`; docs/decisions/0080-a-missing-link-said-at-first-paint.md).
 *
 * `src/lib/early-events.ts` replays them once the part of the page they were made in has hydrated.
 * "Hydrated" is what the app says from an effect: each part React hydrates on its own is wrapped in a
 * `data-hydration-region` element that gets `data-hydrated` once it has, and `#root` gets it once the
 * page has (src/lib/early-events.ts `isHydrated` reads the same). A part marked
 * `data-replays-early-events` (the application) is waited for until it says it is ready.
 *
 * The script is written by hand, small and dependency-free, and inlined in the `<head>` (it must run
 * before the first paint, when the first tap can come). Its SHA-256 is allowed by the
 * Content-Security-Policy in firebase.json; tests/unit/early-events.test.ts fails when the two differ.
 */
import { createHash } from 'node:crypto';

export const EARLY_EVENTS_SCRIPT = `(() => {
  const early = (window.__earlyEvents = { actions: [], fields: new Map(), live: new WeakSet(), typing: new WeakSet() });
  const hydrated = (node) => {
    const region = node.closest('[data-hydration-region]') || node.closest('#root');
    return region !== null && region.hasAttribute('data-hydrated');
  };
  // One pending press per control: a second tap made because nothing seemed to happen is not a second
  // Next or a second Subscribe.
  const record = (action) => {
    early.actions = early.actions.filter((earlier) => earlier.target !== action.target);
    early.actions.push(action);
  };
  // A part that replays its own (the application) is waited for until it says it is ready, even
  // once hydrated: it restores its saved answers first.
  const waiting = (node) => {
    const root = document.getElementById('root');
    if (!(node instanceof Element) || root === null || !root.contains(node)) return false;
    const owner = node.closest('[data-replays-early-events]');
    return owner ? !early.live.has(owner) : !hydrated(node);
  };
  const ios =
    /\\b(iPhone|iPad|iPod)\\b/.test(navigator.userAgent) ||
    (/\\bMacintosh\\b/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const sms = ios && target.closest('a[href^="sms:"]');
    if (sms) sms.setAttribute('href', sms.getAttribute('href').replace('?body=', '&body='));
    const button = target.closest('button');
    if (!button || button.disabled || button.type === 'submit') return;
    if (button.hasAttribute('popovertarget') || !waiting(button)) return;
    event.stopPropagation();
    record({ type: 'click', target: button });
  }, true);
  addEventListener('submit', (event) => {
    if (!waiting(event.target)) return;
    event.preventDefault();
    event.stopPropagation();
    record({ type: 'submit', target: event.target, submitter: event.submitter });
  }, true);
  // Typing (and deleting) is told from a paste, a drop or a form filler's fill, which bring a whole
  // value at once: a field that was only typed into is put back as typed (the phone field then drops
  // the letters a keystroke could not have added).
  const remember = (event) => {
    const field = event.target;
    if (!waiting(field) || !('value' in field) || field.type === 'file') return;
    const owner = field.closest('[data-replays-early-events]');
    if (owner && early.typing.has(owner)) return;
    const earlier = early.fields.get(field);
    if (event.type === 'change' && earlier && earlier.value === field.value) return;
    const choice = field.type === 'checkbox' || field.type === 'radio';
    const kind = event.inputType || '';
    const typed = (earlier?.typed ?? true) && /^(insertText|insertComposition|delete)/.test(kind);
    early.fields.set(field, choice ? { checked: field.checked } : { value: field.value, typed });
  };
  addEventListener('input', remember, true);
  addEventListener('change', remember, true);
  // A page opened with no link at all is marked, so that its CSS can say so from the first paint.
  const keep = (link) => {
    early.link = link;
    document.documentElement.toggleAttribute('data-no-link', link.slice(1).trim() === '');
  };
  keep(location.hash);
  addEventListener('hashchange', () => {
    let id = location.hash.slice(1);
    try { id = decodeURIComponent(id); } catch {}
    if (location.hash === early.link || id === '' || document.getElementById(id)) return;
    keep(location.hash);
    early.actions = [];
  });
})();`;

/** The Content-Security-Policy source that allows the script: `'sha256-…'`. */
export const EARLY_EVENTS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(EARLY_EVENTS_SCRIPT).digest('base64')}'`;

/** The `<script>` element for a page's `<head>`. */
export const earlyEventsScriptTag = () => `<script>${EARLY_EVENTS_SCRIPT}</script>`;
