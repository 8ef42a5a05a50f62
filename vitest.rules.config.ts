import { defineConfig } from 'vitest/config';

/**
 * Security rules tests (tests/rules). They talk to the Firestore and Storage emulators, so they run
 * only through `npm run test:rules` (scripts/test-emulators.mjs → `firebase emulators:exec`), never as
 * part of the unit tests. Files run one after another: they share the emulators and clear them.
 */
export default defineConfig({
  test: {
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    setupFiles: [],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
