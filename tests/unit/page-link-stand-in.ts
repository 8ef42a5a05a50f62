import { act } from '@testing-library/react';
import type { PageLink } from '../../src/lib/fragment-token';

/**
 * A page's link, as the pages a mailed link opens read it (src/lib/fragment-token.ts), that a test
 * controls: `open` is another link opened in the same tab.
 */
export function pageLinkStandIn(first: string): PageLink & { open(token: string): void } {
  let token = first;
  const listeners = new Set<() => void>();
  return {
    token: () => token,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    open(next) {
      token = next;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}
