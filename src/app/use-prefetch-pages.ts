import { useEffect } from 'react';
import { preloadPage } from './router';

/**
 * A page's chunk starts loading as soon as the visitor shows the intent to open it (pointer over or
 * touching a link to it, or focusing it with the keyboard), so the navigation itself is instant.
 */
export function usePrefetchPagesOnIntent() {
  useEffect(() => {
    const prefetch = (event: Event) => {
      // A link marked with `hreflang` goes to the other language's site: a full page load.
      const link = (event.target as Element | null)?.closest?.('a[href^="/"]:not([hreflang])');
      const href = link?.getAttribute('href');
      if (!href) return;
      preloadPage(new URL(href, window.location.origin).pathname).catch(() => {
        // Tried again when the visitor navigates.
      });
    };
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of events) document.addEventListener(type, prefetch, { passive: true });
    return () => {
      for (const type of events) document.removeEventListener(type, prefetch);
    };
  }, []);
}
