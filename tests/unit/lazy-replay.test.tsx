// @vitest-environment jsdom
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../src/lib/lazy-component';
import { lazyModule } from '../../src/lib/lazy-module';

/**
 * A lazily loaded part with no fallback above it (a page's own chunk, in the dev server, which renders
 * the app from nothing): React waits for its code on the same screen and, once it has arrived,
 * renders the part again in place. React expects that render to call `use` again, as the one that
 * waited did, and says so with an error otherwise (src/lib/lazy-component.tsx, `useLoaded`). React
 * says it once per page: a case run after one that met it would pass, so each was checked alone
 * against the code before the fix (both failed).
 */
const Part = () => <p>the part</p>;
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;

// React's own scheduling, as in the browser: in `act`, React would not wait on the same screen.
beforeEach(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  document.body.innerHTML = '';
});

async function renderWaitingFor(Lazy: ComponentType) {
  const errors = vi.spyOn(console, 'error');
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <Lazy />
    </StrictMode>,
  );
  expect(container.textContent, 'nothing shown before the code arrives').toBe('');
  await vi.waitFor(() => expect(container.textContent).toBe('the part'));
  root.unmount();
  return errors.mock.calls.map((call) => String(call[0]));
}

describe('a lazily loaded part whose code arrives while React waits on the same screen', () => {
  it('is rendered once it arrives, with no error from React (lazyComponent)', async () => {
    const part = lazyComponent(
      () => Promise.resolve({ Part }),
      (module) => module.Part,
    );
    expect(await renderWaitingFor(part.Component)).toEqual([]);
  });

  it('is rendered once it arrives, with no error from React (a lazyModule’s component)', async () => {
    const parts = lazyModule(() => Promise.resolve({ Part }));
    expect(await renderWaitingFor(parts.component('Part'))).toEqual([]);
  });
});
