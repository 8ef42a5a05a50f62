import { describe, expect, it, vi } from 'vitest';
import { createFormStore, sameAnswer } from '../../src/lib/form/form-store';

interface Values {
  name: string;
  tools: string[];
  note: string;
}
const empty: Values = { name: '', tools: [], note: '' };
/** `name` is required; `note` is never checked. */
const newStore = () =>
  createFormStore<Values>(empty, (field, value) =>
    field === 'name' && value === '' ? 'Enter your name' : null,
  );

describe('the form store', () => {
  it('shows no problem while typing, shows it when the field is left, and clears it on the change that fixes it', () => {
    const store = newStore();
    store.setValue('name', 'A');
    store.setValue('name', '');
    expect(store.problemOf('name')).toBeNull();
    store.blur('name');
    expect(store.problemOf('name')).toBe('Enter your name');
    store.setValue('name', 'Ana');
    expect(store.problemOf('name')).toBeNull();
    // Cleared, it is not shown again while typing.
    store.setValue('name', '');
    expect(store.problemOf('name')).toBeNull();
  });

  it('checks the named answers only, showing their problems, and says whether all are good', () => {
    const store = newStore();
    expect(store.check(['note'])).toBe(true);
    expect(store.problemOf('name')).toBeNull();
    expect(store.check(['name', 'note'])).toBe(false);
    expect(store.problemOf('name')).toBe('Enter your name');
    store.setValue('name', 'Ana');
    expect(store.check(['name'])).toBe(true);
  });

  it('shows a problem set by hand (an empty one too) until the answer changes to a good one', () => {
    const store = newStore();
    store.setProblem('note', '');
    expect(store.problemOf('note')).toBe('');
    store.setValue('note', 'x');
    expect(store.problemOf('note')).toBeNull();
  });

  it('replaces every answer and clears every problem on reset, keeping on request what was changed since the last one', () => {
    const store = newStore();
    store.blur('name');
    store.setValue('note', 'typed before the draft came');
    store.reset({ name: 'Ana', tools: ['jack'], note: 'saved' }, { keepChanged: true });
    expect(store.getValues()).toEqual({
      name: 'Ana',
      tools: ['jack'],
      note: 'typed before the draft came',
    });
    expect(store.problemOf('name')).toBeNull();
    store.reset(empty);
    expect(store.getValues()).toBe(empty);
  });

  it('tells its listeners what changed, and gives a new values object for each change only', () => {
    const store = newStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getValues();
    store.setValue('name', '');
    expect(listener).not.toHaveBeenCalled();
    expect(store.getValues()).toBe(before);
    store.setValue('name', 'A');
    store.blur('name');
    store.blur('note');
    store.reset(empty);
    expect(listener.mock.calls.map(([change]) => change)).toEqual([
      { type: 'change', name: 'name' },
      { type: 'reset' },
    ]);
    expect(before).toEqual(empty);
    unsubscribe();
    store.setValue('name', 'B');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('counts lists with the same items in the same order as the same answer', () => {
    expect(sameAnswer(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameAnswer(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameAnswer('', '')).toBe(true);
    expect(sameAnswer(null, '')).toBe(false);
  });
});
