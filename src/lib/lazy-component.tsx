import { use, type ComponentType } from 'react';
import { createModuleLoader } from './load-module';

/** A component whose code is a chunk of its own, loaded on demand or ahead of time. */
export interface LazyComponent<P extends object = object> {
  Component: ComponentType<P>;
  /** Loads the chunk; resolves once the component can render without suspending. */
  preload: () => Promise<unknown>;
}

const everyPreload = new Set<() => Promise<unknown>>();

/**
 * A chunk's value: at once when it has arrived (the promise carries `status: 'fulfilled'`), without
 * React's `use`, which counts as waiting on a promise even then (in tests, inside an `act` that a
 * render yields in, it is reported as a suspension); through `use` while it is on its way, which
 * suspends until it arrives.
 */
export function useLoaded<T>(promise: Promise<T>): T {
  const arrived = promise as Promise<T> & { status?: string; value?: T };
  return arrived.status === 'fulfilled' ? (arrived.value as T) : use(promise);
}

/**
 * Like `React.lazy`, but once `preload()` has finished the component renders at once, without
 * suspending. The browser loads a prerendered page's own chunk before it hydrates (main.tsx), so
 * hydration never meets a loading state there; a component rendered before its chunk arrives suspends
 * (during hydration React keeps the prerendered HTML meanwhile). A failed download is downloaded
 * again on the next render or preload: through `createModuleLoader`, since the browser would otherwise
 * answer every later import of that file with the same failure (load-module.ts).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  // The promise carries `status: 'fulfilled'` and its `value` once the chunk has arrived, as React
  // sets them on promises it has waited for: `useLoaded` then reads the component from it at once.
  const loadModule = createModuleLoader(load);
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    if (!pending) {
      const loading = loadModule().then(
        (component) => {
          Object.assign(loading, { status: 'fulfilled', value: component });
          return component;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      pending = loading;
    }
    return pending;
  };
  everyPreload.add(preload);
  function Lazy(props: P) {
    const Loaded = useLoaded(preload());
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
