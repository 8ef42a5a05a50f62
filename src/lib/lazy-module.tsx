import type { ComponentType } from 'react';
import { preloadAtBuild, useLoaded } from './lazy-component';
import { createModuleLoader } from './load-module';

/** A chunk holding several components, loaded once for all of them. */
export interface LazyModule<M> {
  /** Loads the chunk; resolves once its components can render without suspending. */
  preload: () => Promise<M>;
  /**
   * The chunk's component named `name`: it renders at once when the chunk is loaded, suspends until
   * it is otherwise (and loads it), and throws to the nearest error boundary when it could not be.
   */
  component: <K extends ComponentKeys<M>>(name: K) => M[K];
}

type ComponentKeys<M> = {
  [K in keyof M]: M[K] extends ComponentType<never> ? K : never;
}[keyof M];

/**
 * Several components of one chunk (one request, one retry after a failure), each rendered as
 * `lazyComponent` renders its one (lazy-component.tsx): at once once the chunk has arrived, `useLoaded`
 * reading the `status` and `value` set on the promise. A failed download is downloaded again on
 * the next call (load-module.ts). Its own module, so the pages that use none load none of it. The
 * build-time renderer loads it first, as every lazy component (`preloadEveryLazyComponent`): a
 * prerendered page that shows one of its components has it whole in its HTML.
 */
export function lazyModule<M extends object>(load: () => Promise<M>): LazyModule<M> {
  const loadModule = createModuleLoader(load);
  let pending: Promise<M> | undefined;
  const preload = () => {
    if (!pending) {
      const loading = loadModule().then(
        (value) => {
          Object.assign(loading, { status: 'fulfilled', value });
          return value;
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
  preloadAtBuild(preload);
  const component = <K extends ComponentKeys<M>>(name: K): M[K] => {
    function Lazy(props: object) {
      const Loaded = useLoaded(preload())[name] as ComponentType<object>;
      return <Loaded {...props} />;
    }
    return Lazy as M[K];
  };
  return { preload, component };
}
