import { useCallback, useSyncExternalStore } from 'react';
import type { FormStore } from './form-store';

/**
 * A component's view of a form store (form-store.ts): it renders again when what it reads changes,
 * and only then. The prerendered page was made from the same store, so the server's snapshot is the
 * store's own.
 */

/** One answer, and the problem shown with it. */
export function useAnswer<Values extends object, Name extends keyof Values>(
  store: FormStore<Values>,
  name: Name,
): { value: Values[Name]; problem: string | null } {
  const value = useFormSnapshot(
    store,
    useCallback(() => store.getValue(name), [store, name]),
  );
  const problem = useFormSnapshot(
    store,
    useCallback(() => store.problemOf(name), [store, name]),
  );
  return { value, problem };
}

/** Every answer (for what depends on all of them: a step's Next, the review). */
export function useAnswers<Values extends object>(store: FormStore<Values>): Values {
  return useFormSnapshot(store, store.getValues);
}

function useFormSnapshot<Values extends object, Snapshot>(
  store: FormStore<Values>,
  read: () => Snapshot,
): Snapshot {
  return useSyncExternalStore(store.subscribe, read, read);
}
