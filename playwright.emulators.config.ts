import { defineConfig, devices } from '@playwright/test';
import { desktop, launchOptions } from './tests/e2e/support/browser';
import { emulatorAddress } from './tests/rules/emulator-address';

/**
 * End-to-end against a real Firestore emulator (`npm run test:emulators`; scripts/test-emulators.ts
 * starts the emulators and sets the variables below). Storage is the real Storage emulator
 * (FIREBASE_STORAGE_EMULATOR_HOST, firebase-tools with Java 21) or, when E2E_STORAGE_STANDIN_PORT is
 * set, the local stand-in, which the spec starts on that port.
 */
const PORT = Number(process.env.E2E_EMULATORS_PORT ?? 4174);
const standinPort = process.env.E2E_STORAGE_STANDIN_PORT;

/**
 * How the site under test is built and served: the one place to change when the build pipeline
 * changes.
 *
 * - With the stand-in for Storage (no Java 21, as in CI): the browser tests' own build (`dist`, `e2e`
 *   mode), which talks to the emulator ports of .env.e2e; the spec's browser context sends those
 *   requests on to the Firestore emulator and the stand-in actually running. `npm test` has just
 *   built it (E2E_BUILD_READY=1); run alone, this builds it first.
 * - With the real Storage emulator: a build of its own that talks to the emulators' ports directly
 *   (the Storage emulator hands out upload addresses on its own port, which the e2e build's
 *   Content-Security-Policy would refuse).
 */
function site(): { command: string; env: Record<string, string> } {
  const serve = (mode: string, outDir: string) =>
    `npx vite preview --mode ${mode} --outDir ${outDir} --host 127.0.0.1 --port ${PORT} --strictPort`;
  if (standinPort) {
    const build =
      process.env.E2E_BUILD_READY === '1' ? '' : 'npx tsx scripts/build.ts --mode e2e && ';
    return { command: `${build}${serve('e2e', 'dist')}`, env: {} };
  }
  const firestore = emulatorAddress('FIRESTORE_EMULATOR_HOST');
  return {
    command: `npx tsx scripts/build.ts --mode emulators --outDir dist-emulators && ${serve('emulators', 'dist-emulators')}`,
    // These override .env.emulators, and the server's Content-Security-Policy allows the same ports.
    env: {
      VITE_FIREBASE_EMULATOR_HOST: firestore.host,
      VITE_FIRESTORE_EMULATOR_PORT: String(firestore.port),
      VITE_STORAGE_EMULATOR_PORT: String(emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST').port),
    },
  };
}
const SITE = site();

export default defineConfig({
  testDir: 'tests/e2e-emulators',
  outputDir: 'test-results/emulators',
  workers: 1,
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions,
    ...desktop,
  },
  webServer: {
    command: SITE.command,
    env: SITE.env,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: false,
    // A build may run first: allow for a slow, shared machine.
    timeout: 300_000,
  },
});
