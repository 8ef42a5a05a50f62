// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RETRY_MS, lazyComponent, type LazyComponent } from '../../src/lib/lazy-component';
import { lazyModule } from '../../src/lib/lazy-module';

/**
 * A part of the page whose chunk could not be downloaded (src/lib/lazy-component.tsx): the render
 * waits, and the chunk is downloaded again a second later, then after twice as long, or at once when
 * the browser is back online; never again on every render, which once asked for it hundreds of times
 * a second.
 */
const Footer = () => <p>the footer</p>;

/** A chunk whose first `failures` downloads fail. */
function flakyChunk(failures: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { Footer };
  });
  return load;
}

const pickFooter = (module: { Footer: typeof Footer }) => module.Footer;

/** Shows the part, "waiting" until its code has arrived. */
const showWaiting = (part: LazyComponent) =>
  act(async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <part.Component />
      </Suspense>,
    );
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('a lazily loaded part whose download fails', () => {
  it('waits, and downloads again a second later, then two seconds later, until it arrives', async () => {
    vi.useFakeTimers();
    const load = flakyChunk(2);
    const part = lazyComponent(load, pickFooter);
    await showWaiting(part);
    // React renders again as each download fails: still one download, then none before the delay.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FIRST_RETRY_MS - 10);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('waiting')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(20);
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * FIRST_RETRY_MS - 20);
    });
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40);
    });
    expect(load).toHaveBeenCalledTimes(3);
    expect(screen.getByText('the footer')).toBeTruthy();
  });

  it('downloads again at once when the browser is back online', async () => {
    vi.useFakeTimers();
    const load = flakyChunk(1);
    const part = lazyComponent(load, pickFooter);
    await showWaiting(part);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(load).toHaveBeenCalledTimes(1);

    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('the footer')).toBeTruthy();
    // The timer set before the browser came online downloads nothing more.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * FIRST_RETRY_MS);
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

/** The nearest error boundary, as the wizard's later parts have one (later-parts-loader.tsx). */
class Failure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>could not be loaded</p> : this.props.children;
  }
}

describe('a chunk of several parts whose download fails', () => {
  it('fetched ahead and failed, is downloaded again when a part is shown', async () => {
    const load = flakyChunk(1);
    const chunk = lazyModule(load);
    const Part = chunk.component('Footer');
    await chunk.preload().catch(() => undefined);
    await act(async () => {
      render(
        <Failure>
          <Suspense fallback={<p>waiting</p>}>
            <Part />
          </Suspense>
        </Failure>,
      );
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('the footer')).toBeTruthy();
  });

  it('is shown as failed after one download, and downloaded again only when asked to', async () => {
    // React reports each failure it hands to an error boundary on the console.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = flakyChunk(1);
    const chunk = lazyModule(load);
    const Part = chunk.component('Footer');
    const drawn = () => (
      <Failure key={Math.random()}>
        <Suspense fallback={<p>waiting</p>}>
          <Part />
        </Suspense>
      </Failure>
    );
    const view = await act(async () => render(drawn()));
    expect(screen.getByText('could not be loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    // Drawn again without a new download: still the failure, still one download.
    await act(async () => view.rerender(drawn()));
    expect(screen.getByText('could not be loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    // "Try again" downloads it again.
    await act(async () => {
      await chunk.preload();
      view.rerender(drawn());
    });
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('the footer')).toBeTruthy();
    const failures = reported.mock.calls.filter((args) =>
      args.some((arg) => arg instanceof Error && arg.name === 'ModuleLoadError'),
    );
    expect(failures.length).toBeGreaterThan(0);
  });
});
