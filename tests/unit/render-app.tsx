import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { App } from '../../src/app/app';
import { preloadEveryLazyComponent } from '../../src/lib/lazy-component';

// Every page's chunk is loaded once, up front, as the prerendered site loads a page's chunk before it
// hydrates: no test meets a loading state.
await preloadEveryLazyComponent();

export interface BrowserOptions {
  /** Answer `(prefers-reduced-motion: reduce)` with `matches: true`, as a visitor who asked for less motion. */
  reducedMotion?: boolean;
}

/**
 * jsdom has no `window.scrollTo` and no `window.matchMedia`. Replaces both with stubs and returns the
 * scroll stub so a test can check that a navigation scrolled to the top.
 */
export function stubBrowser({ reducedMotion = false }: BrowserOptions = {}) {
  const scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  window.matchMedia = vi.fn((query: string): MediaQueryList => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }));
  return { scrollTo };
}

/**
 * Renders the whole app (providers, the one route table, the layout) at `path`, as a visitor sees it,
 * and lets the work the first render schedules (effects, parts rendered at low priority) settle.
 */
export async function renderApp(path = '/', options: BrowserOptions = {}) {
  const { scrollTo } = stubBrowser(options);
  const user = userEvent.setup();
  let view: RenderResult | undefined;
  await act(async () => {
    view = render(
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </AppProviders>,
    );
  });
  return { ...view!, user, scrollTo };
}

/**
 * The /jobs page loads the application wizard on demand. Waiting for its Next button lets the lazy chunk
 * (and the wizard's draft restore) settle inside Testing Library's async utilities, so no state update
 * lands outside `act`. The first import of the wizard's chunk can take a few seconds under Vitest.
 */
export async function waitForTheApplicationForm() {
  await screen.findByRole('button', { name: 'Next' });
}
