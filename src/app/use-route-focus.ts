import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After every client-side navigation (not the first page load), moves focus to the new page's main
 * heading so keyboard and screen-reader users land on the new content. The heading is focusable only by
 * script (tabIndex -1). Scrolling to the top is done by the link that navigates (`scrollToTop`).
 */
export function useRouteFocus(mainId: string) {
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    const heading = main?.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [location.key, mainId]);
}
