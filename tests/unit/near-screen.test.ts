// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The gate that holds the footer's newsletter form until it comes near the screen
 * (src/lib/near-screen.ts, decision 0078). jsdom has no IntersectionObserver: a stand-in records what
 * is observed and lets the test say what the screen shows. The browser test (tests/e2e/prerender.spec.ts)
 * checks the whole on the built site.
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

/** A prerendered part: the region (no box of its own) around the form. */
function part() {
  document.body.innerHTML = `
    <div data-hydration-region data-part="newsletter" style="display: contents">
      <form><input type="email"><button type="submit">Subscribe</button></form>
    </div>`;
  return document.querySelector('[data-part="newsletter"]')!;
}

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
  it('stays shut while the part is far from the screen, and loads the code only once it comes near', async () => {
    const { gateOf, NEAR_SCREEN_MARGIN } = await gates();
    part();
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
    expect(await isOpen(gate)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    // One gate per part for the life of the page.
    expect(gateOf('newsletter', load)).toBe(gate);
  });

  for (const [what, touch] of [
    [
      'focused',
      (field: Element) => field.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    ],
    [
      'pressed',
      (field: Element) => field.dispatchEvent(new Event('pointerdown', { bubbles: true })),
    ],
    ['typed in', (field: Element) => field.dispatchEvent(new Event('input', { bubbles: true }))],
  ] as const) {
    it(`opens when the part is ${what}, wherever the screen is`, async () => {
      const { gateOf } = await gates();
      const region = part();
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

  it('is open at once where nothing can tell: no such part on the page, or no IntersectionObserver', async () => {
    const { gateOf } = await gates();
    expect(gateOf('newsletter', async () => undefined).status).toBe('fulfilled');

    vi.stubGlobal('IntersectionObserver', undefined);
    const { gateOf: withoutObserver } = await gates();
    part();
    expect(await isOpen(withoutObserver('newsletter', async () => undefined))).toBe(true);
  });

  it('opens even when the code fails to download (the part’s own render downloads it again)', async () => {
    const { gateOf } = await gates();
    part();
    const gate = gateOf('newsletter', () => Promise.reject(new Error('offline')));
    observers[0]!.report(true);
    expect(await isOpen(gate)).toBe(true);
  });
});
