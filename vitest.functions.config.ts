import { defineConfig } from 'vitest/config';

/**
 * The Cloud Functions tests (functions/test). They talk to a real Firestore emulator, so they run
 * only through `npm run test:functions` (scripts/test-functions.ts), which starts one and sets
 * FIRESTORE_EMULATOR_HOST. The code under test and firebase-functions-test come from functions/
 * node_modules (installed by `npm ci`, see scripts/install-functions.ts).
 */
export default defineConfig({
  test: {
    include: ['functions/test/**/*.test.ts'],
    environment: 'node',
    setupFiles: [],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
