import { defineConfig, devices } from '@playwright/test';
import { desktop, launchOptions } from './tests/e2e/support/browser';

/**
 * End-to-end against the real Firestore and Storage emulators (`npm run test:emulators`, which starts
 * them with `firebase emulators:exec`; needs Java 21). The site is the `emulators`-mode build.
 */
const PORT = Number(process.env.E2E_EMULATORS_PORT ?? 4174);

export default defineConfig({
  testDir: 'tests/e2e-emulators',
  outputDir: 'test-results/emulators',
  workers: 1,
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    ...desktop,
  },
  webServer: {
    command: `npx vite preview --mode emulators --outDir dist-emulators --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
  },
});
