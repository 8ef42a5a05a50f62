import { defineConfig, devices } from '@playwright/test';
import { desktop, launchOptions } from './tests/e2e/support/browser';
import { emulatorAddress } from './tests/rules/emulator-address';

/**
 * End-to-end against a real Firestore emulator (`npm run test:emulators`; scripts/test-emulators.mjs
 * starts the emulators and sets the variables below). Storage is the real Storage emulator
 * (FIREBASE_STORAGE_EMULATOR_HOST, firebase-tools with Java 21) or, when E2E_STORAGE_STANDIN_PORT is
 * set, the local stand-in, which the spec starts on that port.
 */
const PORT = Number(process.env.E2E_EMULATORS_PORT ?? 4174);
const firestore = emulatorAddress('FIRESTORE_EMULATOR_HOST');
const storagePort = process.env.E2E_STORAGE_STANDIN_PORT
  ? Number(process.env.E2E_STORAGE_STANDIN_PORT)
  : emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST').port;

/**
 * How the site under test is built and served: the one place to change when the build pipeline
 * changes. The build talks to the emulators at the ports given in the environment (these variables
 * override .env.emulators), and the server's Content-Security-Policy allows the same ports.
 */
const SITE = {
  build: 'node scripts/build.mjs --mode emulators --outDir dist-emulators',
  serve: `npx vite preview --mode emulators --outDir dist-emulators --host 127.0.0.1 --port ${PORT} --strictPort`,
  env: {
    VITE_FIREBASE_EMULATOR_HOST: firestore.host,
    VITE_FIRESTORE_EMULATOR_PORT: String(firestore.port),
    VITE_STORAGE_EMULATOR_PORT: String(storagePort),
  },
};

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
    command: `${SITE.build} && ${SITE.serve}`,
    env: SITE.env,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    // The build runs first: allow for a slow, shared machine.
    timeout: 300_000,
  },
});
