/**
 * A form's answers and the problems shown with them, held outside React so that a field re-renders
 * when its own answer or problem changes and nothing else does (use-form-store.ts binds it to
 * components). No React, no DOM: the wizard's one form is one of these (decision 0074).
 *
 * When a problem shows: when a field is left (`blur`) or its step is checked (`check`), never while
 * typing; once shown, it is checked again on every change, so it goes as soon as the answer is fixed.
 */

/** What a listener is told: which answer changed, or that problems changed, or everything was reset. */
export type FormChange<Values> =
  { type: 'change'; name: keyof Values } | { type: 'reset' } | { type: 'problems' };

export interface FormStore<Values extends object> {
  /** Every answer (an object that is replaced, never changed, on each change). */
  getValues(): Values;
  getValue<Name extends keyof Values>(name: Name): Values[Name];
  /** The problem shown with an answer ('' for the error state with no text), or null. */
  problemOf(name: keyof Values): string | null;
  /** The person changed an answer; a problem shown with it is checked again. */
  setValue<Name extends keyof Values>(name: Name, value: Values[Name]): void;
  /** The person left a field: its answer is checked, and its problem shown or cleared. */
  blur(name: keyof Values): void;
  /** Checks these answers, showing or clearing their problems: true when none has one. */
  check(names: readonly (keyof Values)[]): boolean;
  /** Shows a problem with an answer ('' for the error state with no text). */
  setProblem(name: keyof Values, message: string): void;
  /**
   * Every answer replaced, every problem cleared. `keepChanged`: an answer the person changed since
   * the last reset (it differs from what that reset put there) is kept.
   */
  reset(values: Values, options?: { keepChanged?: boolean }): void;
  subscribe(listener: (change: FormChange<Values>) => void): () => void;
}

/**
 * `problemWith(name, value)`: what is wrong with an answer, in the page's words, or null (null too
 * for a field that is never checked).
 */
export function createFormStore<Values extends object>(
  initial: Values,
  problemWith: (name: keyof Values, value: unknown) => string | null,
): FormStore<Values> {
  let values = initial;
  let resetTo = initial;
  let problems: Partial<Record<keyof Values, string>> = {};
  const listeners = new Set<(change: FormChange<Values>) => void>();
  const notify = (change: FormChange<Values>) => {
    for (const listener of [...listeners]) listener(change);
  };

  /** Sets the problems of these answers from their checks; true when something changed. */
  const recheck = (names: readonly (keyof Values)[]) => {
    let next = problems;
    for (const name of names) {
      const problem = problemWith(name, values[name]);
      if ((problem ?? undefined) === next[name]) continue;
      if (next === problems) next = { ...problems };
      if (problem === null) delete next[name];
      else next[name] = problem;
    }
    const changed = next !== problems;
    problems = next;
    return changed;
  };

  return {
    getValues: () => values,
    getValue: (name) => values[name],
    problemOf: (name) => problems[name] ?? null,
    setValue(name, value) {
      if (Object.is(values[name], value)) return;
      values = { ...values, [name]: value };
      const rechecked = name in problems && recheck([name]);
      notify({ type: 'change', name });
      if (rechecked) notify({ type: 'problems' });
    },
    blur(name) {
      if (recheck([name])) notify({ type: 'problems' });
    },
    check(names) {
      if (recheck(names)) notify({ type: 'problems' });
      return names.every((name) => !(name in problems));
    },
    setProblem(name, message) {
      if (problems[name] === message) return;
      problems = { ...problems, [name]: message };
      notify({ type: 'problems' });
    },
    reset(next, { keepChanged = false } = {}) {
      values = keepChanged ? keepingChanged(next, values, resetTo) : next;
      resetTo = next;
      problems = {};
      notify({ type: 'reset' });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** `next`, but with every answer of `current` that differs from what `before` held. */
function keepingChanged<Values extends object>(next: Values, current: Values, before: Values) {
  const kept = { ...next };
  for (const name of Object.keys(current) as (keyof Values)[]) {
    if (!sameAnswer(current[name], before[name])) kept[name] = current[name];
  }
  return kept;
}

/** Two answers are the same when equal, or lists of the same items in the same order. */
export function sameAnswer(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => Object.is(item, b[index]));
  }
  return Object.is(a, b);
}
