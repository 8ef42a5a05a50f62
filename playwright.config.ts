import { defineConfig, devices } from '@playwright/test';

import { desktop, launchOptions, phone } from './tests/e2e/support/browser';

/** Browser tests run the production build (`vite preview`) in a real Chromium (see support/browser.ts). */
// E2E_PORT lets a second checkout run its browser tests at the same time on another port.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI only: the exact-zero layout-shift checks on /jobs (desktop) measured 0.003 about
  // once in five full runs on the 2-core machine, and passed on their own. A retried test is reported
  // as flaky, not hidden; locally nothing is retried.
  retries: process.env.CI ? 1 : 0,
  // One worker per core: with three on two cores the suite alone took about as long (359 against
  // 369 s) but 683 processor-seconds against 641, time that `npm test`'s end-to-end emulator run,
  // beside the browser tests, needs (decision 0066). Locally `--workers=n` chooses.
  workers: 2,
  // Deadlines that only turn a hang into a failure: a test waits for what it checks, and on a
  // loaded 2-core machine (a second `npm test` beside this one) a page can take many times its usual
  // time. A test that passes never waits for them.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    // A trace is recorded when a failed test runs again (CI's retry), not for every test: recording
    // each action's page snapshot cost a quarter of the browser tests' processor time. Locally,
    // `npx playwright test <spec> --trace on` records one for the test you are looking at.
    trace: 'on-first-retry',
    // The built site registers a service worker (docs/decisions/0058-offline-site.md), which would
    // answer later tests from what earlier pages cached. Only the offline specs allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions,
    ...devices['Desktop Chrome'],
    channel: undefined,
  },
  projects: [
    // Tests that only make sense at one width are tagged and left out of the other project. Tests
    // whose logic no width changes (what the host serves, head tags, text, the wizard's rules, axe of
    // a page state: one run per state and colour scheme) are tagged @one-width and run on the phone,
    // the device most visitors use; the desktop project runs what its layout changes (the header's
    // links, the services' cards, focus rings clear of the bars, layout shifts).
    {
      name: 'phone',
      testIgnore: /submission\.spec\.ts/,
      grepInvert: /@desktop-only/,
      use: { ...phone, launchOptions },
    },
    // The phone field's and the saved draft's specs test logic that no width changes: they run on
    // the phone, the device most applicants use, and not again here.
    {
      name: 'desktop',
      testIgnore: [/submission\.spec\.ts/, /(phone-field|draft-and-photo)\.spec\.ts/],
      grepInvert: /@phone-only|@one-width/,
      use: { ...desktop, launchOptions },
    },
    // Submission tests answer Firebase through a stand-in of their own, one per test
    // (support/standin-for-file.ts): they run in parallel like the rest.
    {
      name: 'submission',
      testMatch: /submission\.spec\.ts/,
      use: { ...desktop, launchOptions },
    },
  ],
  webServer: {
    command: `npx vite preview --mode e2e --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
