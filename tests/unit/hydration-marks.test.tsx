// @vitest-environment jsdom
/**
 * Hydration is told by the app itself (docs/decisions/0041): a part React hydrates on its own marks its
 * region from an effect once it has hydrated, and the page's inline script and the replay
 * (lib/early-events.ts) read that mark. Here with React's real hydration of server-rendered markup,
 * so a React upgrade that changed when boundaries hydrate or effects run would fail it.
 */
import { act, lazy } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { HydrateLater } from '../../src/components/ui/hydrate-later';
import { HYDRATED_ATTRIBUTE, isHydrated } from '../../src/lib/early-events';

// React's act() warns unless the environment says it is a test (Testing Library's render does this).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Button = () => <button type="button">Subscribe</button>;

describe('a part hydrated on its own', () => {
  it('marks its region hydrated once React has hydrated it, not before, and takes no part in the layout', async () => {
    const html = renderToString(
      <HydrateLater>
        <Button />
      </HydrateLater>,
    );
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = html;
    document.body.replaceChildren(root);
    const region = root.querySelector('[data-hydration-region]')!;
    const button = root.querySelector('button')!;
    expect(region).toHaveStyle({ display: 'contents' });
    expect(isHydrated(button)).toBe(false);

    // The part's code arrives later than the page's: until then React keeps the server's markup.
    let arrive!: () => void;
    const arrived = new Promise<{ default: typeof Button }>((resolve) => {
      arrive = () => resolve({ default: Button });
    });
    const LazyButton = lazy(() => arrived);
    await act(async () => {
      hydrateRoot(
        root,
        <HydrateLater>
          <LazyButton />
        </HydrateLater>,
      );
    });
    expect(region.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    expect(root.querySelector('button')).toBe(button); // the same node, kept

    await act(async () => {
      arrive();
      await arrived;
    });
    expect(region.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(isHydrated(button)).toBe(true);
  });

  it('marks its region hydrated when the browser renders it, its content there at once (a page the app opens)', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.replaceChildren(root);
    await act(async () => {
      createRoot(root).render(
        <HydrateLater>
          <Button />
        </HydrateLater>,
      );
    });
    expect(root.querySelector('[data-hydration-region]')!.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(
      true,
    );
    expect(isHydrated(root.querySelector('button')!)).toBe(true);
  });
});
