/**
 * The build-time renderer loads every lazily loaded chunk before it renders a page, so the page's
 * HTML is complete (src/lib/lazy-component.tsx, lazy-module.tsx): a chunk of several components
 * (lazyModule) too, and one that only becomes known while another loads (the wizard's later parts,
 * declared in the page's own chunk).
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, preloadEveryLazyComponent } from '../../src/lib/lazy-component';
import { lazyModule, type LazyModule } from '../../src/lib/lazy-module';

const Later = () => <p>the later part</p>;

describe('loading every lazy chunk before rendering at build time', () => {
  it('loads a chunk of several components that another chunk declares while it loads', async () => {
    const loadLater = vi.fn(() => Promise.resolve({ Later }));
    let later: LazyModule<{ Later: typeof Later }> | undefined;
    const page = lazyComponent(
      () => {
        later = lazyModule(loadLater);
        const LaterPart = later.component('Later');
        return Promise.resolve({ Page: () => <LaterPart /> });
      },
      (module) => module.Page,
    );

    await preloadEveryLazyComponent();

    expect(loadLater).toHaveBeenCalledTimes(1);
    expect(renderToString(<page.Component />)).toBe('<p>the later part</p>');
  });
});
