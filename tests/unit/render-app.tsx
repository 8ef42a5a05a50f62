import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { routes } from '../../src/app/router';

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

/** Renders the whole app (providers, the one route table, the layout) at `path`, as a visitor sees it. */
export function renderApp(path = '/', options: BrowserOptions = {}) {
  const { scrollTo } = stubBrowser(options);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, scrollTo };
}

/**
 * The /jobs page loads the application wizard on demand. Waiting for its Next button lets the lazy chunk
 * (and the wizard's draft restore) settle inside Testing Library's async utilities, so no state update
 * lands outside `act`. The first import of the wizard's chunk can take a few seconds under Vitest.
 */
export async function waitForTheApplicationForm() {
  await screen.findByRole('button', { name: 'Next' }, { timeout: 10_000 });
}
