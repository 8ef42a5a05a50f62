// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_EVENTS_SCRIPT } from '../../scripts/prerender/early-events';
import {
  EARLY_EVENTS_OWNER,
  markHydrated,
  replayEarlyActions,
  replayEarlyEvents,
  replayEarlyInput,
} from '../../src/lib/early-events';

/**
 * The page's inline script records what a visitor does before the page's code arrives, and the
 * replay does it again once the part of the page has hydrated (docs/decisions/0041). "Hydrated" is the
 * mark the app sets from an effect on `#root` or on the region a part hydrates in
 * (`data-hydrated`); here the test sets it where the app would. The browser tests check the whole
 * thing on the built site, and tests/unit/hydration-marks.test.tsx that React sets the marks.
 */
beforeAll(() => {
  new Function(EARLY_EVENTS_SCRIPT)();
});

function page() {
  document.body.innerHTML = `
    <div id="root">
      <form method="dialog"><input name="email"><button type="button">Next</button><button type="submit">Send</button></form>
      <button type="button" popovertarget="menu">Open menu</button>
    </div>`;
  const root = document.getElementById('root')!;
  const form = root.querySelector('form')!;
  const field = root.querySelector('input')!;
  const [next, send] = [...form.querySelectorAll('button')] as [
    HTMLButtonElement,
    HTMLButtonElement,
  ];
  const seen = vi.fn();
  for (const type of ['click', 'submit', 'input']) {
    root.addEventListener(type, (event) => seen(type, (event.target as Element).textContent || ''));
  }
  const hydrate = () => markHydrated(root);
  return { root, form, field, next, send, seen, hydrate };
}

const typeInto = (field: HTMLInputElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('before the page’s code has arrived', () => {
  beforeEach(() => {
    window.__earlyEvents!.actions = [];
    window.__earlyEvents!.fields.clear();
  });

  it('keeps a press of a button from the page, and makes it once the page has hydrated', () => {
    const { root, next, seen, hydrate } = page();

    next.click();
    next.click();
    expect(seen).not.toHaveBeenCalledWith('click', 'Next');

    replayEarlyActions(root);
    expect(seen).not.toHaveBeenCalled();
    hydrate();
    replayEarlyActions(root);
    // Two taps "because nothing happened" are one press.
    expect(seen.mock.calls).toEqual([['click', 'Next']]);
  });

  it('stops a form being sent, and sends it once, with its submitter, once hydrated', () => {
    const { root, form, send, hydrate } = page();
    const submitted = vi.fn((event: SubmitEvent) => event.submitter?.textContent);

    const first = new SubmitEvent('submit', { cancelable: true, bubbles: true, submitter: send });
    form.dispatchEvent(first);
    form.dispatchEvent(
      new SubmitEvent('submit', { cancelable: true, bubbles: true, submitter: send }),
    );
    expect(first.defaultPrevented).toBe(true);

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted(event);
    });
    hydrate();
    replayEarlyActions(root);
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.results[0]!.value).toBe('Send');
  });

  it('puts back what was typed, through an input event, once hydrated', () => {
    const { root, field, seen, hydrate } = page();
    typeInto(field, 'early.bird@example.com');
    // Hydrating (a form library) empties the field.
    hydrate();
    field.value = '';
    seen.mockClear();

    replayEarlyInput(root);

    expect(field.value).toBe('early.bird@example.com');
    expect(seen).toHaveBeenCalledWith('input', '');
  });

  it('puts back the typing of a part that hydrated after the replay began before pressing in it', () => {
    vi.useFakeTimers();
    try {
      const { root, form, field, send, hydrate } = page();
      const valueAtSubmit = vi.fn();
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        valueAtSubmit(field.value);
      });
      typeInto(field, 'early.bird@example.com');
      form.dispatchEvent(
        new SubmitEvent('submit', { cancelable: true, bubbles: true, submitter: send }),
      );

      // The app replays (the footer is not hydrated yet); the footer hydrates before the presses'
      // task, its field emptied by hydration, and only then would its own replay run.
      replayEarlyEvents(root);
      hydrate();
      field.value = '';
      vi.runAllTimers();

      expect(valueAtSubmit.mock.calls).toEqual([['early.bird@example.com']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('puts typing back as typed, and a paste or a form filler’s fill as pasted', () => {
    const { root, field, hydrate } = page();
    const kinds = vi.fn();
    field.addEventListener('input', (event) => kinds((event as InputEvent).inputType));
    const keystrokes = (text: string) => {
      for (const character of text) {
        field.value += character;
        field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText' }));
      }
    };

    keystrokes('512abc');
    // Leaving the field fires `change`, which has no input type: the typing stays typing.
    field.dispatchEvent(new Event('change', { bubbles: true }));
    hydrate();
    kinds.mockClear();
    replayEarlyInput(root);
    expect(kinds.mock.calls).toEqual([['insertText']]);

    // A `change` that brings a value no keystroke did (a filler that fires only that) is no typing.
    window.__earlyEvents!.fields.clear();
    document.getElementById('root')!.removeAttribute('data-hydrated');
    keystrokes('512');
    field.value = '(512) 555-0147';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    hydrate();
    kinds.mockClear();
    replayEarlyInput(root);
    expect(field.value).toBe('(512) 555-0147');
    expect(kinds.mock.calls).toEqual([['insertFromPaste']]);

    window.__earlyEvents!.fields.clear();
    document.getElementById('root')!.removeAttribute('data-hydrated');
    keystrokes('512');
    // A form filler's fill: no keystroke, no input type.
    typeInto(field, '+1 512-555-0147');
    hydrate();
    kinds.mockClear();
    replayEarlyInput(root);
    expect(field.value).toBe('+1 512-555-0147');
    expect(kinds.mock.calls).toEqual([['insertFromPaste']]);
  });

  it('lets a part that replays its own take its typing over as it hydrates, and records no more of it', () => {
    const { form, field } = page();
    form.setAttribute(Object.keys(EARLY_EVENTS_OWNER)[0]!, '');
    typeInto(field, 'Ana Maria');
    // Its first render after hydrating writes its empty state into the field.
    field.value = '';

    // From its own hydration (a layout effect), before the page marks anything hydrated.
    expect(replayEarlyInput(form, { owner: true })).toBe(1);
    expect(field.value).toBe('Ana Maria');

    typeInto(field, 'Ana Maria Diaz');
    expect(window.__earlyEvents!.fields.size).toBe(0);
  });

  it('leaves a part that replays its own to do so, when it is ready', () => {
    const { root, form, next, seen, hydrate } = page();
    form.setAttribute(Object.keys(EARLY_EVENTS_OWNER)[0]!, '');
    next.click();
    hydrate();
    seen.mockClear();

    replayEarlyEvents(root);
    expect(seen).not.toHaveBeenCalled();
    replayEarlyActions(form, { owner: true });
    expect(seen).toHaveBeenCalledWith('click', 'Next');
  });

  it('lets a popover button and a hydrated button work as they are', () => {
    const { root, next, seen, hydrate } = page();
    root.querySelector<HTMLButtonElement>('[popovertarget]')!.click();
    hydrate();
    next.click();

    expect(seen.mock.calls).toEqual([
      ['click', 'Open menu'],
      ['click', 'Next'],
    ]);
    expect(window.__earlyEvents!.actions).toEqual([]);
  });
});
