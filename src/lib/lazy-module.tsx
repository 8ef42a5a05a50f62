import type { ComponentType } from 'react';
import { markedWhenFulfilled, preloadAtBuild, useLoaded } from './lazy-component';
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
 * the next `preload()` (load-module.ts), not by a render: a render after a failure throws it to the
 * nearest error boundary, which offers to try again (React renders a waiting component again when
 * what it waits for fails; a render that downloaded again asked for the chunk hundreds of times a
 * second and never showed the failure). Its own module, so the pages that use none load none of it. The
 * build-time renderer loads it first, as every lazy component (`preloadEveryLazyComponent`): a
 * prerendered page that shows one of its components has it whole in its HTML.
 */
export function lazyModule<M extends object>(load: () => Promise<M>): LazyModule<M> {
  const loadModule = createModuleLoader(load);
  let pending: Promise<M> | undefined;
  /** The download a render last waited for. */
  let waitedFor: Promise<M> | undefined;
  /** That download, when it failed: what a render throws until the next `preload()`. */
  let failed: Promise<M> | undefined;
  const preload = () => {
    if (!pending) {
      failed = undefined;
      const loading = markedWhenFulfilled(loadModule());
      loading.catch(() => {
        pending = undefined;
        // A prefetch that failed is not shown: the next render downloads again.
        if (waitedFor === loading) failed = loading;
      });
      pending = loading;
    }
    return pending;
  };
  preloadAtBuild(preload);
  const component = <K extends ComponentKeys<M>>(name: K): M[K] => {
    function Lazy(props: object) {
      const Loaded = useLoaded(failed ?? (waitedFor = preload()))[name] as ComponentType<object>;
      return <Loaded {...props} />;
    }
    return Lazy as M[K];
  };
  return { preload, component };
}
