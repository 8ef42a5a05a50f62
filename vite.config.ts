/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { findPlaceholders } from './src/content/company.ts';
import { parseFirebaseEnv } from './src/lib/firebase-config.ts';

export default defineConfig(({ mode }) => {
  // The Firebase config is checked when the dev server or a build starts: a wrong or incomplete
  // VITE_FIREBASE_* set stops here with the names of what is missing, not in a visitor's browser.
  const firebase = parseFirebaseEnv(loadEnv(mode, process.cwd(), 'VITE_'));

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
    // `vite preview` sends Firebase Hosting's headers (firebase.json), so the browser tests run the
    // built site under the production Content-Security-Policy.
    preview: { host: '127.0.0.1', port: 4173, headers: hostingHeaders(firebase) },
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

/**
 * The headers firebase.json gives every Hosting response. When the build talks to local emulators,
 * their origins are added to the policy's connect-src (production never needs them).
 */
function hostingHeaders(firebase: ReturnType<typeof parseFirebaseEnv>): Record<string, string> {
  const config = JSON.parse(readFileSync(new URL('./firebase.json', import.meta.url), 'utf8')) as {
    hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  };
  const everyResponse = config.hosting.headers.find((rule) => rule.source === '**')?.headers ?? [];
  const emulators = firebase.useEmulators
    ? ` http://${firebase.emulatorHost}:${firebase.firestorePort} http://${firebase.emulatorHost}:${firebase.storagePort}`
    : '';
  return Object.fromEntries(
    everyResponse
      .filter(({ key }) => key !== 'Cache-Control')
      .map(({ key, value }) => [
        key,
        key === 'Content-Security-Policy'
          ? value.replace(/connect-src ([^;]*)/, `connect-src $1${emulators}`)
          : value,
      ]),
  );
}
