/** True when the visitor asked the system for reduced motion. Safe to call during render on the server. */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Scrolls the window to the top: smoothly, or at once under reduced motion (docs/product.md, Pages
 * and routes).
 */
export function scrollToTop(): void {
  if (typeof window === 'undefined') return;
  window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * Scrolls an element into view honoring reduced motion, and focuses it without a second jump. `start`
 * puts it at the top of what the fixed header leaves visible (the page's scroll padding), as for a
 * new step's heading; `center` (the default) suits a field that needs attention.
 */
export function scrollToAndFocus(
  element: HTMLElement,
  block: ScrollLogicalPosition = 'center',
): void {
  element.scrollIntoView({
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    block,
  });
  element.focus({ preventScroll: true });
}
