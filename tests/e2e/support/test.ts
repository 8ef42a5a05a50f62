import axe from 'axe-core';
import {
  test as base,
  expect,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Locator,
  type Page,
  type PlaywrightTestOptions,
} from '@playwright/test';

/**
 * Waits until the prerendered page is interactive: the page's heading is in a part the app has marked
 * hydrated (it marks `#root` and each part hydrated on its own, `data-hydration-region`, with
 * `data-hydrated` from an effect: src/lib/early-events.ts), and the application (on /jobs) has
 * restored its saved draft (until then it says "Loading your saved answers…" to screen readers). The
 * header, the call bar and the footer work by HTML alone and hydrate only once touched (decision
 * 0086), as do the pages that are text and links (the about page, the legal pages: decision 0087):
 * a press in one is handled by it hydrated, a link opening its page in the app.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const heading = document.querySelector('#main h1');
    let region = heading?.closest('[data-hydration-region]') ?? heading?.closest('#root');
    // A page that works by HTML alone (its region named, `data-part`) hydrates only once touched:
    // the app has started once the region around it has hydrated (decision 0087).
    if (region?.hasAttribute('data-part')) {
      region = region.parentElement?.closest('[data-hydration-region]') ?? region.closest('#root');
    }
    return (
      (region?.hasAttribute('data-hydrated') ?? false) &&
      !document.body.textContent?.includes('Loading your saved answers') &&
      !document.body.textContent?.includes('Cargando sus respuestas guardadas')
    );
  });
}

/**
 * Whether the part of the page holding `locator` has hydrated: its own region (a part React hydrates
 * on its own, such as "Text us my location") or the page's root, marked by src/lib/early-events.ts.
 * Before then a press does what the HTML alone does.
 */
export const isHydrated = (locator: Locator) =>
  locator.evaluate(
    (element) =>
      (element.closest('[data-hydration-region]') ?? element.closest('#root'))?.hasAttribute(
        'data-hydrated',
      ) ?? false,
  );

/** Waits until the part of the page holding `locator` has hydrated (`isHydrated`). */
export async function expectHydrated(locator: Locator) {
  await expect.poll(() => isHydrated(locator), 'the part holding it hydrated').toBe(true);
}

/** What Playwright logs when a spec that blocks service workers sees the site register one. */
export const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Records the page's console errors and warnings and uncaught errors, except those allowed. */
function watchConsole(page: Page, allowed: RegExp | null) {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    // The site registers its service worker once the page is idle (decision 0058); the specs
    // that do not allow it (playwright.config.ts) see Playwright refuse it, as intended.
    if (text === SERVICE_WORKER_BLOCKED) return;
    if (!allowed?.test(text)) errors.push(text);
  };
  const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/**
 * Makes a page report Content-Security-Policy violations as console errors (one is not always
 * logged: a refused `eval` probe inside a try/catch is silent), and, with `hydrate`, wait after each
 * `goto` and `reload` until the page is interactive.
 */
async function prepare(page: Page, hydrate: boolean) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  if (!hydrate) return;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    // `about:blank` (a closed page, in effect) has nothing to hydrate.
    if (!page.url().startsWith('about:')) await waitForHydration(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
}

/** The browser context options of the test's project (its device), for a context made by hand. */
function projectContextOptions(use: Partial<PlaywrightTestOptions>): BrowserContextOptions {
  const { viewport, screen, deviceScaleFactor, isMobile, hasTouch, userAgent, baseURL } = use;
  return {
    viewport,
    screen,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
    baseURL,
    serviceWorkers: use.serviceWorkers,
  };
}

/**
 * The browser tests' `test`. Its `page` fails the test on any console error or warning, uncaught
 * page error or Content-Security-Policy violation (unless the test allows it by pattern), and waits
 * after each `page.goto` and `page.reload` until the page is interactive (`waitForHydration`; turn
 * off with `hydrate: false`, e.g. with JavaScript disabled). `visitedPage` is the same, for a test
 * that only opens a page and looks at it (no route, init script, storage or context option of its
 * own): one page per worker, reused from test to test, its size and colour scheme reset to the
 * project's before each; a retry gets a page of its own, with its trace. A new browser context for
 * each of those tests cost more than the test's own checks. `expectNoAxeViolations(page)` checks a
 * page with axe.
 */
export const test = base.extend<
  { allowedConsoleErrors: RegExp | null; hydrate: boolean; visitedPage: Page },
  { workerPage: Page }
>({
  /** Console lines a test expects, as one pattern (e.g. the browser's "Failed to load resource"). */
  allowedConsoleErrors: [null, { option: true }],
  hydrate: [true, { option: true }],
  // The watching is part of the page itself: a test that opens no page (one that only requests the
  // HTML, or opens phones of its own) gets none made for nothing.
  page: async ({ page, hydrate, allowedConsoleErrors }, provide) => {
    const watch = watchConsole(page, allowedConsoleErrors);
    await prepare(page, hydrate);
    await provide(page);
    expect(watch.errors, 'console errors and warnings').toEqual([]);
  },
  workerPage: [
    async ({ browser }, provide, workerInfo) => {
      const context = await browser.newContext(projectContextOptions(workerInfo.project.use));
      const page = await context.newPage();
      await prepare(page, true);
      await provide(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  visitedPage: async ({ browser, workerPage, allowedConsoleErrors }, provide, testInfo) => {
    const options = projectContextOptions(testInfo.project.use);
    const fresh = testInfo.retry > 0 ? await browser.newContext(options) : null;
    const page = fresh ? await fresh.newPage() : workerPage;
    if (fresh) await prepare(page, true);
    else {
      if (options.viewport) await page.setViewportSize(options.viewport);
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: null, forcedColors: null });
    }
    const watch = watchConsole(page, allowedConsoleErrors);
    await provide(page);
    // The page is left blank, so that nothing of this test's page reaches the next one's watch.
    await page.goto('about:blank');
    watch.stop();
    await fresh?.close();
    expect(watch.errors, 'console errors and warnings').toEqual([]);
  },
});

export { expect };

/**
 * Fails on any axe-core violation of the page as it is now, every rule of axe-core run in the page
 * itself (`axe.run`). Not `@axe-core/playwright`: it runs axe in each frame and puts the results
 * together in a blank page (a new renderer each time: 0.45 processor-seconds a call, measured), or,
 * in its legacy mode, loads axe's 550 kB into the page twice on every call and brings every rule's
 * result back. Here axe is loaded once per document (a wizard's steps, both colour schemes) and only
 * the violations come back. The site has no frames (checked below).
 */
export async function expectNoAxeViolations(page: Page, context?: string) {
  // A frame from another origin would go unchecked in this mode: none may appear unnoticed.
  expect(
    page.frames().map((frame) => frame.url()),
    'frames (axe here checks only same-origin ones)',
  ).toHaveLength(1);
  // Colours mid-transition (MUI's buttons ease theirs over 250 ms, e.g. right after the colour scheme
  // changes) are neither scheme's: axe checks the page once every finite transition has ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const summary = await page.evaluate(async () => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const { violations } = await inPage.run(document, { resultTypes: ['violations'] });
    return violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join('\n    ')}`,
    );
  });
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

/** True when the page scrolls sideways. */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}
