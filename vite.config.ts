/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { findPlaceholders } from './src/content/company.ts';
import { parseFirebaseEnv } from './src/lib/firebase-config.ts';

export default defineConfig(({ mode }) => {
  // The Firebase config is checked when the dev server or a build starts: a wrong or incomplete
  // VITE_FIREBASE_* set stops here with the names of what is missing, not in a visitor's browser.
  parseFirebaseEnv(loadEnv(mode, process.cwd(), 'VITE_'));

  // `npm run deploy` sets DEPLOY=true: a production deploy refuses to build while placeholders remain.
  if (process.env.DEPLOY === 'true') {
    const left = findPlaceholders();
    if (left.length > 0) {
      throw new Error(
        `Refusing to build for deploy: src/content/company.ts still holds placeholder values for ${left.join(', ')}.`,
      );
    }
  }
  return {
    plugins: [react()],
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    // Images stay files (cached, loaded when shown) instead of data URIs inside the JavaScript.
    build: { sourcemap: false, target: 'es2022', assetsInlineLimit: 0 },
    test: {
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/unit/setup.ts'],
      restoreMocks: true,
      testTimeout: 15000,
    },
  };
});
