/**
 * Finding the position and writing the message is not part of the first load: it is fetched when a
 * touch device is idle (the only devices that show the action), or at the latest when it is pressed.
 */
export const loadPrepare = () => import('./prepare-location-text');

let prefetched = false;

/**
 * Fetches it once the page is idle, on a touch screen, once per page. Returns how to call that off
 * (an effect's cleanup), which leaves a later call free to ask again.
 */
export function prefetchPrepareWhenIdle(): () => void {
  if (prefetched || !window.matchMedia?.('(hover: none) and (pointer: coarse)').matches) {
    return () => undefined;
  }
  const prefetch = () => {
    // Asked for by more than one part (the call bar, the footer): fetched once.
    if (prefetched) return;
    prefetched = true;
    loadPrepare().catch(() => {
      prefetched = false;
    });
  };
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(prefetch, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(prefetch, 1500);
  return () => clearTimeout(timer);
}
