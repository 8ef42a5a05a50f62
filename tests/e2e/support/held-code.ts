import type { Page, Route } from '@playwright/test';
import { waitForHydration } from './test';

/**
 * Holds back the page's JavaScript (every `/assets/*.js`: all the inline boot script loads) until
 * `release`, as a slow phone network does: the prerendered page is painted and can be tapped, but
 * none of its code has run. Open the page with `openWithCodeHeld`, do what a visitor would the
 * moment it is visible, then `release()` and wait for the page to hydrate.
 */
export async function holdPageCode(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/.+\.js$/, (route) => {
    if (holding) held.push(route);
    else void route.continue();
  });
  return {
    /** Lets the code through and waits until the page has hydrated. */
    async release() {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      await waitForHydration(page);
    },
  };
}

/** Opens `path` with its code held back; resolves once the page is painted (its h1 visible). */
export async function openWithCodeHeld(page: Page, path: string) {
  const code = await holdPageCode(page);
  // The page's "load" waits for its (held) module scripts: wait for the first paint instead.
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  return code;
}
