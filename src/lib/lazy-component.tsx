import { use, type ComponentType } from 'react';
import { createModuleLoader } from './load-module';

/** A component whose code is a chunk of its own, loaded on demand or ahead of time. */
export interface LazyComponent<P extends object = object> {
  Component: ComponentType<P>;
  /** Loads the chunk; resolves once the component can render without suspending. */
  preload: () => Promise<unknown>;
}

const everyPreload = new Set<() => Promise<unknown>>();

/** How many renders waited on each promise through `use` and have not read it through `use` since. */
const waits = new WeakMap<Promise<unknown>, number>();

/**
 * A chunk's value: through `use` while it is on its way, which suspends until it arrives; once it
 * has arrived (the promise carries `status: 'fulfilled'`), at once, without `use`, which counts as
 * waiting on a promise even then (in tests, inside an `act` that a render yields in, it is reported
 * as a suspension). Except for the render right after a wait: React renders a part that waited again
 * in place once the promise has arrived, when nothing above it shows a fallback meanwhile, and
 * expects that render to call `use` again (React's "conditional use" error otherwise, which the dev
 * server's cold start met). So each wait is followed by one read through `use`, which returns the
 * value at once.
 */
export function useLoaded<T>(promise: Promise<T>): T {
  const arrived = promise as Promise<T> & { status?: string; value?: T };
  const waited = waits.get(promise) ?? 0;
  if (arrived.status !== 'fulfilled') {
    waits.set(promise, waited + 1);
    return use(promise);
  }
  if (waited === 0) return arrived.value as T;
  if (waited === 1) waits.delete(promise);
  else waits.set(promise, waited - 1);
  return use(promise);
}

/**
 * `promise`, which says so once fulfilled (`status: 'fulfilled'` and its `value`, as React sets them
 * on promises it has waited for), so that `useLoaded` reads it at once from then on.
 */
export function markedWhenFulfilled<T>(promise: Promise<T>): Promise<T> {
  const marked: Promise<T> = promise.then((value) => {
    Object.assign(marked, { status: 'fulfilled', value });
    return value;
  });
  return marked;
}

/** After a failed download, a render's wait downloads again this much later, then twice as late… */
export const FIRST_RETRY_MS = 1000;
/** … up to this; and at once when the browser says it is back online. */
export const LAST_RETRY_MS = 30_000;

/**
 * Like `React.lazy`, but once `preload()` has finished the component renders at once, without
 * suspending. The browser loads a prerendered page's own chunk before it hydrates (main.tsx), so
 * hydration never meets a loading state there; a component rendered before its chunk arrives suspends
 * (during hydration React keeps the prerendered HTML meanwhile) until it has arrived. A failed
 * download is downloaded again: by the next `preload()`, and for a render that waits, a second later,
 * then after twice as long each time up to half a minute, and at once when the browser is back online.
 * Never on every render: React renders again each time what it waited for fails, and a chunk that
 * could not be downloaded was asked for hundreds of times a second. Every download goes through
 * `createModuleLoader`, since the browser would otherwise answer every later import of that file
 * with the same failure (load-module.ts).
 *
 * `load` imports the chunk's module (`() => import('./site-footer')`) and `pick` takes the component
 * out of it: a download made again imports the module under another address, which gives the module
 * too, so the component is always picked the same way.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  const loadModule = createModuleLoader(load);
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    if (!pending) {
      const loading = markedWhenFulfilled(loadModule().then(pick));
      // After a failure, the next call downloads again.
      loading.catch(() => (pending = undefined));
      pending = loading;
    }
    return pending;
  };
  everyPreload.add(preload);
  // What a render waits for: the chunk, however many downloads it takes.
  let arriving: Promise<ComponentType<P>> | undefined;
  const untilArrived = (): Promise<ComponentType<P>> => {
    // Once what a render waited for has arrived, that same promise (`useLoaded` counts the waits on
    // each promise, and React renders the part that waited again only once it has arrived).
    const waited = arriving as (Promise<ComponentType<P>> & { status?: string }) | undefined;
    if (waited?.status === 'fulfilled') return waited;
    const loading = pending as (Promise<ComponentType<P>> & { status?: string }) | undefined;
    if (loading?.status === 'fulfilled') return loading;
    if (arriving) return arriving;
    const whenArrived: Promise<ComponentType<P>> = new Promise((resolve) => {
      let delay = FIRST_RETRY_MS;
      const attempt = () => {
        preload().then(resolve, () => {
          const again = () => {
            clearTimeout(timer);
            if (typeof window !== 'undefined') window.removeEventListener('online', again);
            attempt();
          };
          const timer = setTimeout(again, delay);
          if (typeof window !== 'undefined') window.addEventListener('online', again);
          delay = Math.min(delay * 2, LAST_RETRY_MS);
        });
      };
      attempt();
    });
    arriving = markedWhenFulfilled(whenArrived);
    return arriving;
  };
  function Lazy(props: P) {
    const Loaded = useLoaded(untilArrived());
    // Not a component made during render: the chunk's export, the same object on every render.
    // eslint-disable-next-line react-hooks/static-components
    return <Loaded {...props} />;
  }
  return { Component: Lazy, preload };
}

/** Counts a chunk among those the build-time renderer loads first (lazy-module.tsx's too). */
export const preloadAtBuild = (preload: () => Promise<unknown>) => void everyPreload.add(preload);

/**
 * Loads every lazy component's chunk: the build-time renderer does, so its HTML is complete. Again
 * while loading them made more known (a page's chunk that holds lazy parts of its own).
 */
export async function preloadEveryLazyComponent() {
  let loaded = 0;
  while (loaded < everyPreload.size) {
    const preloads = [...everyPreload];
    loaded = preloads.length;
    await Promise.all(preloads.map((preload) => preload()));
  }
}
