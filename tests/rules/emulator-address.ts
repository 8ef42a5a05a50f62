/**
 * `{ host, port }` of an emulator from the variable `firebase emulators:exec` and
 * scripts/test-emulators.ts set (`FIRESTORE_EMULATOR_HOST`, `FIREBASE_STORAGE_EMULATOR_HOST`).
 * There is no default port: a test must never clear an emulator that someone else started.
 */
export function emulatorAddress(envVar: string): { host: string; port: number } {
  const value = process.env[envVar];
  if (!value) {
    throw new Error(
      `${envVar} is not set. Run these tests with \`npm run test:rules\` or \`npm run test:emulators\`, ` +
        'which start an emulator and set it.',
    );
  }
  const separator = value.lastIndexOf(':');
  const host = value.slice(0, separator).replace(/^\[(.*)\]$/, '$1');
  const port = Number(value.slice(separator + 1));
  if (separator <= 0 || !Number.isInteger(port)) {
    throw new Error(`${envVar} must look like host:port, got "${value}"`);
  }
  return { host, port };
}
