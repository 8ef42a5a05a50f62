import { defineConfig } from 'vitest/config';

/**
 * Security rules tests (tests/rules). They talk to real emulators, so they run only through
 * `npm run test:rules` / `npm run test:emulators` (scripts/test-emulators.ts), which starts one and
 * sets FIRESTORE_EMULATOR_HOST (and FIREBASE_STORAGE_EMULATOR_HOST when firebase-tools runs the
 * Storage emulator, which needs Java 21). Without a Storage emulator the Storage rules tests are left
 * out; the script prints why. Files run one after another: they share the emulators and clear them.
 */
const storageEmulator = Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);

export default defineConfig({
  test: {
    include: ['tests/rules/**/*.test.ts'],
    exclude: storageEmulator ? [] : ['tests/rules/storage.rules.test.ts'],
    environment: 'node',
    setupFiles: [],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
