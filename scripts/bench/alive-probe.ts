/**
 * The in-page half of the "alive from first paint" benchmark (scripts/bench/alive.ts): a function
 * the benchmark adds with `addInitScript`, so it runs in the page before any of the page's scripts.
 *
 * Every animation frame it notes, in `window.__alive`:
 * - `fcp`: the first contentful paint (the performance paint entry), ms after navigation start;
 * - `hydrateRoot`: the first frame at which `#root` carries React's `__reactContainer$` key, which
 *   `hydrateRoot` sets synchronously when it is called;

 * - for each control (see CONTROLS), the first frame at which it is script-driven: it, or for a label
 *   its control, carries a React props object with an `on[A-Z]…` function, or for a form field its
 *   form has `onSubmit` (`handlersAt`), and the first frame at which that is so and it is not inside
 *   an `inert` element (`liveAt`). Nothing of this is looked at before `hydrateRoot`: no element can
 *   carry React props before it, so the poll is nearly free until then;
 * - the controls in the viewport at the first frame after the first contentful paint.
 * `window.__aliveReport()` stops the poll and returns the numbers of the run.
 *
 * The poll runs on the page's main thread, so its cost is throttled with the page and is part of what
 * is measured; it reports its own total and longest frame (`pollMs`, `maxPollMs`).
 */

/** What the probe notes, in `window.__alive`. */
export interface AliveState {
  fcp: number | null;
  hydrateRoot: number | null;
  touches: number[];
  lastChange: number;
  handlersAt: Map<Element, number>;
  liveAt: Map<Element, number>;
  firstScreen: Control[] | null;
  frames: number;
  pollMs: number;
  maxPollMs: number;
  stopped: boolean;
}

/** What `window.__aliveFind` looks for: see there. */
export interface FindSpec {
  roles: string[];
  name?: string;
  pattern?: string;
  scope?: string;
  scroll?: boolean;
  timeout?: number;
}

/** Where `window.__aliveFind` found the control, and the page's clock then. */
export interface Found {
  x: number;
  y: number;
  origin: number;
  hydrateRoot: number | null;
}

/** One control of the first screen in the report. */
export interface ControlRow {
  control: string;
  scriptDriven: boolean;
  worksByHtml: boolean;
  handlers: string[];
  wiredMs: number;
  handlersMs: number;
  liveMs: number;
}

/** The numbers of one run: `window.__aliveReport()`. */
export interface AliveReport {
  fcpMs: number;
  hydrateRootMs: number | null;
  wiredMs: number;
  deadWindowMs: number;
  lastWired: string | null;
  lastWiredHandlers: string[];
  allHandlersMs: number;
  lastHandlers: string | null;
  liveMs: number;
  lastLive: string | null;
  jsStartMs: number | null;
  jsDoneMs: number | null;
  jsFirstLoadBytes: number;
  jsFiles: { file: string; startMs: number; endMs: number; bytes: number }[];
  allJsDoneMs: number | null;
  settledMs: number;
  frames: number;
  pollMs: number;
  maxPollMs: number;
  controls: ControlRow[];
}

declare global {
  interface Window {
    __alive: AliveState;
    __aliveFind: (spec: FindSpec) => Promise<Found>;
    __aliveReport: () => AliveReport;
  }
}

/** An element the probe looks at, with the properties it reads of the kinds of control it meets. */
type Control = HTMLElement & {
  disabled?: boolean;
  type?: string;
  form?: HTMLFormElement | null;
  labels?: NodeListOf<HTMLLabelElement> | null;
  control?: Control | null;
};

export function aliveProbe(): void {
  if (window.top !== window || window.__alive) return;
  const CONTROLS =
    'a[href], button, input, select, textarea, summary, label, [role=button], [tabindex]:not([tabindex="-1"])';
  const FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON']);
  const state: AliveState = {
    fcp: null,
    hydrateRoot: null,
    touches: [],
    lastChange: 0,
    handlersAt: new Map(),
    liveAt: new Map(),
    firstScreen: null,
    frames: 0,
    pollMs: 0,
    maxPollMs: 0,
    stopped: false,
  };
  window.__alive = state;

  const hasKey = (node: Element, prefix: string) =>
    Object.keys(node).some((key) => key.startsWith(prefix));
  const propsOf = (node: Element) => {
    for (const key of Object.keys(node)) {
      if (key.startsWith('__reactProps$'))
        return (node as unknown as Record<string, Record<string, unknown>>)[key];
    }
    return null;
  };
  const handlersOf = (node: Element | null | undefined, only?: string) => {
    const props = node && propsOf(node);
    if (!props) return [];
    return Object.keys(props).filter(
      (key) => /^on[A-Z]/.test(key) && typeof props[key] === 'function' && (!only || key === only),
    );
  };
  /** The React handlers that make the control script-driven (none: it works by HTML alone). */
  const handlers = (el: Control): string[] => {
    const own = handlersOf(el);
    if (own.length) return own;
    if (el.tagName === 'LABEL' && el.control) {
      const control = handlersOf(el.control);
      if (control.length) return control.map((key) => `control.${key}`);
    }
    if (FIELDS.has(el.tagName) && el.form) {
      const submit = handlersOf(el.form, 'onSubmit');
      if (submit.length) return ['form.onSubmit'];
    }
    return [];
  };
  const inert = (el: Element) => Boolean(el.closest('[inert]'));
  /** Visible, enabled and intersecting the viewport. */
  const onScreen = (el: Control) => {
    if (el.disabled || el.getAttribute('aria-disabled') === 'true' || el.type === 'hidden')
      return false;
    const box = el.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return false;
    if (!el.checkVisibility({ visibilityProperty: true })) return false;
    return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  const firstScreen = () => [...document.querySelectorAll<Control>(CONTROLS)].filter(onScreen);
  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  /** The text of the elements `aria-labelledby` names, or '' without it. */
  const labelledByText = (el: Control) =>
    text(
      (el.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id: string) => (id ? document.getElementById(id)?.textContent : ''))
        .join(' '),
    );
  /** Tag and an approximate accessible name, for a developer to find the control. */
  const describe = (el: Control) => {
    const name =
      text(el.getAttribute('aria-label')) ||
      labelledByText(el) ||
      text(el.labels?.[0]?.textContent) ||
      text(el.textContent) ||
      text(el.getAttribute('title')) ||
      text(el.querySelector('img[alt]')?.getAttribute('alt')) ||
      text(el.getAttribute('name')) ||
      text(el.getAttribute('href'));
    const role = el.getAttribute('role');
    const type = el.tagName === 'INPUT' ? `[type=${el.type}]` : '';
    const short = name.length > 40 ? `${name.slice(0, 39)}…` : name;
    return `${el.tagName.toLowerCase()}${type}${role ? `[role=${role}]` : ''} "${short}"`;
  };

  const poll = () => {
    if (state.stopped) return;
    const now = performance.now();
    state.frames += 1;
    if (state.fcp === null) {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      if (paint) state.fcp = paint.startTime;
    }
    const root = document.getElementById('root');
    if (root && state.hydrateRoot === null && hasKey(root, '__reactContainer$')) {
      state.hydrateRoot = now;
      state.lastChange = now;
    }
    if (state.hydrateRoot !== null) {
      for (const el of document.querySelectorAll<Control>(CONTROLS)) {
        if (state.liveAt.has(el)) continue;
        if (!state.handlersAt.has(el)) {
          if (handlers(el).length === 0) continue;
          state.handlersAt.set(el, now);
          state.lastChange = now;
        }
        if (!inert(el)) {
          state.liveAt.set(el, now);
          state.lastChange = now;
        }
      }
    }
    if (state.fcp !== null && state.firstScreen === null) state.firstScreen = firstScreen();
    const spent = performance.now() - now;
    state.pollMs += spent;
    state.maxPollMs = Math.max(state.maxPollMs, spent);
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);

  addEventListener('touchstart', () => state.touches.push(performance.now()), {
    capture: true,
    passive: true,
  });

  /** Elements of an ARIA role, roughly as Playwright's getByRole finds them (enough for this site). */
  const ROLES: Record<string, string> = {
    button: 'button, [role=button], input[type=button], input[type=submit], summary',
    link: 'a[href], [role=link]',
    radio: 'input[type=radio], [role=radio]',
    tab: '[role=tab]',
    option: '[role=option]',
    textbox:
      'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=search], input[type=url], textarea, [role=textbox]',
  };
  const nameOf = (el: Control) => {
    return (
      text(el.getAttribute('aria-label')) ||
      labelledByText(el) ||
      text(el.labels ? [...el.labels].map((label) => label.textContent).join(' ') : '') ||
      (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' ? '' : text(el.textContent)) ||
      text(el.getAttribute('title'))
    );
  };
  /**
   * Waits (every frame) for the first visible element with one of `roles` whose accessible name is
   * `name` (or, for a RegExp `pattern`, matches it), inside `scope` (a CSS selector) if given; scrolls
   * it into view if asked; returns the box to touch: its own, or its label's when the element itself
   * is a tiny native input. A few lines instead of Playwright's locators, whose first use has to
   * install Playwright's injected script in the 4× slowed page (about a second).
   */
  window.__aliveFind = ({ roles, name, pattern, scope, scroll, timeout = 30_000 }) =>
    new Promise<Found>((done, fail) => {
      const started = performance.now();
      const regex = pattern ? new RegExp(pattern, 'i') : null;
      const matches = (el: Control) => {
        const own = nameOf(el);
        return regex ? regex.test(own) : own === name;
      };
      const look = () => {
        const scopes: ParentNode[] = scope ? [...document.querySelectorAll(scope)] : [document];
        const selector = roles.map((role) => ROLES[role]).join(', ');
        for (const where of scopes) {
          for (const el of where.querySelectorAll<Control>(selector)) {
            if (!matches(el)) continue;
            let target: Control = el;
            const own = el.getBoundingClientRect();
            if ((own.width < 10 || own.height < 10) && el.labels?.[0]) target = el.labels[0];
            if (!target.checkVisibility({ visibilityProperty: true })) continue;
            if (scroll) target.scrollIntoView({ block: 'center', behavior: 'instant' });
            const box = target.getBoundingClientRect();
            if (box.width <= 0 || box.height <= 0) continue;
            done({
              x: box.x + box.width / 2,
              y: box.y + box.height / 2,
              origin: performance.timeOrigin,
              hydrateRoot: state.hydrateRoot,
            });
            return;
          }
        }
        if (performance.now() - started > timeout)
          fail(new Error(`no ${roles} named ${name ?? pattern}`));
        else requestAnimationFrame(look);
      };
      look();
    });

  /**
   * Does its job by HTML alone, before (and without) the page's code: a link, a button that opens a
   * native popover, a native radio button or checkbox (or its label), a `<summary>`, a text field (or
   * its label: typing is the browser's own, and the page's first script keeps what was typed until
   * the code arrives, src/lib/early-events.ts). A form's buttons are not: sending needs the code. React handlers on
   * such a control (a ripple, a navigation inside the app, finding the position before texting) are
   * enhancements: the control counts as wired at first paint, and `allHandlersMs` says when the last
   * enhancement arrived.
   */
  const worksByHtml = (el: Control) => {
    const control = el.tagName === 'LABEL' ? el.control : el;
    if (el.matches('a[href], button[popovertarget], summary')) return true;
    if (control?.tagName === 'TEXTAREA') return true;
    return (
      control?.tagName === 'INPUT' &&
      /^(radio|checkbox|text|email|tel|search|url)$/.test(control.type ?? '')
    );
  };

  window.__aliveReport = () => {
    state.stopped = true;
    const now = performance.now();
    // Asked for once the page has loaded, so after its first paint.
    const fcp = state.fcp as number;
    const controls = new Set(firstScreen());
    for (const el of state.firstScreen ?? []) if (el.isConnected && onScreen(el)) controls.add(el);
    const rows = [...controls].map((el): ControlRow => {
      const on = handlers(el);
      const html = worksByHtml(el);
      const scriptDriven = on.length > 0 && !html;
      return {
        control: describe(el),
        scriptDriven,
        worksByHtml: html,
        handlers: on.slice(0, 8),
        wiredMs: scriptDriven ? (state.handlersAt.get(el) ?? now) : fcp,
        handlersMs: on.length > 0 ? (state.handlersAt.get(el) ?? now) : fcp,
        liveMs: scriptDriven ? (state.liveAt.get(el) ?? now) : fcp,
      };
    });
    const last = (key: 'wiredMs' | 'liveMs' | 'handlersMs') =>
      rows.reduce<ControlRow | null>((a, b) => (b[key] > (a?.[key] ?? -Infinity) ? b : a), null);
    const lastWired = last('wiredMs');
    const lastLive = last('liveMs');
    const lastHandlers = last('handlersMs');

    const scripts = (
      performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    ).filter((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const firstLoad = scripts.filter(
      (entry) => state.hydrateRoot === null || entry.startTime <= state.hydrateRoot,
    );
    const inHtml = new Set(
      [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
    );
    const loaded = firstLoad.filter((entry) => !inHtml.has(entry.name));
    const maxEnd = (entries: PerformanceResourceTiming[]) =>
      Math.max(...entries.map((entry) => entry.responseEnd));
    const sum = (entries: PerformanceResourceTiming[]) =>
      entries.reduce((total, entry) => total + (entry.transferSize ?? 0), 0);
    return {
      fcpMs: fcp,
      hydrateRootMs: state.hydrateRoot,
      wiredMs: lastWired?.wiredMs ?? fcp,
      deadWindowMs: (lastWired?.wiredMs ?? fcp) - fcp,
      lastWired: lastWired?.control ?? null,
      lastWiredHandlers: lastWired?.handlers ?? [],
      allHandlersMs: lastHandlers?.handlersMs ?? fcp,
      lastHandlers: lastHandlers?.control ?? null,
      liveMs: lastLive?.liveMs ?? fcp,
      lastLive: lastLive?.control ?? null,
      // The first script the page requested itself (not one named by a <script src> in the HTML).
      jsStartMs: loaded.length ? Math.min(...loaded.map((entry) => entry.startTime)) : null,
      jsDoneMs: firstLoad.length ? maxEnd(firstLoad) : null,
      jsFirstLoadBytes: sum(firstLoad),
      jsFiles: firstLoad.map((entry) => ({
        file: new URL(entry.name).pathname,
        startMs: Math.round(entry.startTime),
        endMs: Math.round(entry.responseEnd),
        bytes: entry.transferSize,
      })),
      allJsDoneMs: scripts.length ? maxEnd(scripts) : null,
      settledMs: now,
      frames: state.frames,
      pollMs: state.pollMs,
      maxPollMs: state.maxPollMs,
      controls: rows,
    };
  };
}
