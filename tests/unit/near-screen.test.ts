// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The gates that hold a part of the page (the header, the call bar, the footer and its newsletter
 * form) unhydrated until it is touched, and download the form's code once it comes near the screen
 * (src/lib/near-screen.ts, decisions 0078 and 0086). jsdom has no IntersectionObserver: a stand-in
 * records what is observed and lets the test say what the screen shows. The browser tests
 * (tests/e2e/prerender.spec.ts) check the whole on the built site.
 */

let observers: { targets: Element[]; margin?: string; report: (visible: boolean) => void }[];

class StandInIntersectionObserver {
  private readonly observed: { targets: Element[] };
  constructor(
    callback: (entries: { isIntersecting: boolean }[]) => void,
    options?: { rootMargin?: string },
  ) {
    const observed = { targets: [] as Element[] };
    this.observed = observed;
    observers.push({
      get targets() {
        return observed.targets;
      },
      margin: options?.rootMargin,
      report: (visible) => callback(observed.targets.map(() => ({ isIntersecting: visible }))),
    });
  }
  observe(target: Element) {
    this.observed.targets.push(target);
  }
  disconnect() {
    this.observed.targets = [];
  }
}

/** The module afresh (its gates live for the life of the page). */
const gates = async () => {
  vi.resetModules();
  return import('../../src/lib/near-screen');
};

/** A prerendered part in the app's root: the region (no box of its own) around the form. */
function part() {
  document.body.innerHTML = `
    <div id="root">
      <div data-hydration-region data-part="newsletter" style="display: contents">
        <form><input type="email"><button type="submit">Subscribe</button></form>
      </div>
    </div>`;
  return document.querySelector('[data-part="newsletter"]')!;
}

const press = (element: Element) =>
  element.dispatchEvent(new Event('pointerdown', { bubbles: true }));

/** Whether the gate has opened (and its code was loaded), after the promises have run. */
async function isOpen(gate: Promise<void> & { status?: string }) {
  await new Promise((resolve) => setTimeout(resolve, 0));
  return gate.status === 'fulfilled';
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', StandInIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('a part’s gate', () => {
  it('downloads the code once the part comes near the screen, and opens only once it is touched', async () => {
    const { gateOf, NEAR_SCREEN_MARGIN } = await gates();
    const region = part();
    const load = vi.fn(async () => 'the form');
    const gate = gateOf('newsletter', load);

    expect(observers).toHaveLength(1);
    // What is seen: the form, not the region (which takes no part in the layout).
    expect(observers[0]!.targets.map((target) => target.tagName)).toEqual(['FORM']);
    expect(observers[0]!.margin).toBe(NEAR_SCREEN_MARGIN);
    observers[0]!.report(false);
    expect(await isOpen(gate)).toBe(false);
    expect(load).not.toHaveBeenCalled();

    observers[0]!.report(true);
    expect(await isOpen(gate)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);

    press(region.querySelector('input')!);
    expect(await isOpen(gate)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    // One gate per part for the life of the page.
    expect(gateOf('newsletter', load)).toBe(gate);
  });

  it('opens once touched, far from the screen, after the code it then downloads', async () => {
    const { gateOf } = await gates();
    const region = part();
    let arrive = () => {};
    const load = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const gate = gateOf('newsletter', load);
    observers[0]!.report(false);
    press(region.querySelector('input')!);
    expect(await isOpen(gate)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    expect(await isOpen(gate)).toBe(true);
  });

  it('without code of its own, stays shut on the screen until touched', async () => {
    const { gateOf } = await gates();
    const region = part();
    const gate = gateOf('newsletter');
    expect(observers).toHaveLength(0);
    expect(await isOpen(gate)).toBe(false);
    press(region.querySelector('button')!);
    expect(await isOpen(gate)).toBe(true);
  });

  for (const [what, touch] of [
    [
      'focused',
      (field: Element) => field.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    ],
    ['pressed', press],
    ['typed in', (field: Element) => field.dispatchEvent(new Event('input', { bubbles: true }))],
  ] as const) {
    it(`opens when the part is ${what}, wherever the screen is, even when React stops the event at the root`, async () => {
      const { gateOf } = await gates();
      const region = part();
      // React's own listener on the root (captured) stops a press or typing aimed at a part it has
      // not hydrated and cannot hydrate yet.
      for (const type of ['focusin', 'pointerdown', 'input']) {
        document
          .getElementById('root')!
          .addEventListener(type, (event) => event.stopPropagation(), true);
      }
      const outside = document.body.appendChild(document.createElement('input'));
      const gate = gateOf('newsletter', async () => undefined);
      observers[0]!.report(false);
      touch(outside);
      expect(await isOpen(gate)).toBe(false);
      touch(region.querySelector('input')!);
      expect(await isOpen(gate)).toBe(true);
    });
  }

  it('opens when React has replaced the part’s markup, so that it is drawn again', async () => {
    const { gateOf } = await gates();
    const region = part();
    const gate = gateOf('newsletter', async () => undefined);
    region.querySelector('form')!.remove();
    expect(await isOpen(gate)).toBe(true);
  });

  it('opens, with every later one, when the app renders the page again around it', async () => {
    const { gateOf, openEveryGate } = await gates();
    part();
    const load = vi.fn(async () => undefined);
    const gate = gateOf('newsletter', load);
    openEveryGate();
    expect(await isOpen(gate)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(gateOf('another', load).status).toBe('fulfilled');
  });

  it('asked for again once the app has rendered another page, is open at once, its code or not', async () => {
    const { gateOf, openEveryGate } = await gates();
    part();
    // The first page's part, its code still on its way: another page of the same name (a page of
    // text opened after the services page) must not wait for it, nor for a promise to settle.
    const gate = gateOf('newsletter', () => new Promise(() => undefined));
    openEveryGate();
    expect(await isOpen(gate)).toBe(false);
    expect(gateOf('newsletter').status).toBe('fulfilled');
  });

  it('is open at once where the page has no such part; without IntersectionObserver, the code loads at once', async () => {
    const { gateOf } = await gates();
    expect(gateOf('newsletter', async () => undefined).status).toBe('fulfilled');

    vi.stubGlobal('IntersectionObserver', undefined);
    const { gateOf: withoutObserver } = await gates();
    const region = part();
    const load = vi.fn(async () => undefined);
    const gate = withoutObserver('newsletter', load);
    expect(await isOpen(gate)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
    press(region);
    expect(await isOpen(gate)).toBe(true);
  });

  it('opens even when the code fails to download (the part’s own render downloads it again)', async () => {
    const { gateOf } = await gates();
    const region = part();
    const gate = gateOf('newsletter', () => Promise.reject(new Error('offline')));
    observers[0]!.report(true);
    press(region.querySelector('input')!);
    expect(await isOpen(gate)).toBe(true);
  });
});
