// @vitest-environment jsdom
/**
 * Back and forward return to where the visitor was on that page, including to pages seen before a
 * reload (src/app/use-scroll-restoration.ts); the page load itself leaves scrolling to the browser.
 */
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The page as loaded: the modules fresh, as in a new page load. */
async function loadPage() {
  vi.resetModules();
  const { useScrollRestoration } = await import('../../src/app/use-scroll-restoration');
  const { BrowserRouter } = await import('react-router-dom');
  function Page() {
    useScrollRestoration();
    return null;
  }
  return render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
}

/** The browser's back or forward to the entry `key` at `path`. */
function popTo(key: string, path: string) {
  window.history.replaceState({ key, idx: 0 }, '', path);
  act(() => window.dispatchEvent(new PopStateEvent('popstate')));
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  sessionStorage.setItem('scroll-positions', JSON.stringify({ before: 640 }));
  window.history.replaceState({ key: 'now', idx: 1 }, '', '/about');
});
afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('scroll positions', () => {
  it('are left to the browser when the page loads', async () => {
    window.history.replaceState({ key: 'before', idx: 1 }, '', '/about');
    await loadPage();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('come back on back or forward, for a page seen before the reload too', async () => {
    await loadPage();
    popTo('before', '/services');
    await vi.waitFor(() =>
      expect(scrollTo).toHaveBeenCalledWith({ top: 640, behavior: 'instant' }),
    );
  });

  it('are saved when the page is left, beside those saved before', async () => {
    await loadPage();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(300);
    act(() => window.dispatchEvent(new Event('pagehide')));
    expect(JSON.parse(sessionStorage.getItem('scroll-positions')!)).toEqual({
      before: 640,
      now: 300,
    });
  });
});
