import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run the production build (`vite preview`) in a real Chromium. They never download a
 * browser: set CHROMIUM_PATH to your Chrome or Chromium, or install Debian's `chromium`
 * (/usr/bin/chromium), which `.ci/run` does.
 */
const executablePath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const PORT = 4173;
export const BASE_URL = `http://127.0.0.1:${PORT}`;

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-sync',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
  ],
};

const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
const desktop = { viewport: { width: 1366, height: 768 } };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
    ...devices['Desktop Chrome'],
    channel: undefined,
  },
  projects: [
    { name: 'phone', testIgnore: /submission\.spec\.ts/, use: { ...phone, launchOptions } },
    { name: 'desktop', testIgnore: /submission\.spec\.ts/, use: { ...desktop, launchOptions } },
    // Submission tests answer Firebase at fixed local ports, so they run in one project, one at a time.
    { name: 'submission', testMatch: /submission\.spec\.ts/, use: { ...desktop, launchOptions } },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
