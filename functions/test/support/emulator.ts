/** The project the tests use: a demo project, which the emulator serves without credentials. */
export const PROJECT_ID = 'demo-roadside';

function emulatorHost(): string {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set. Run these tests with `npm run test:functions`, which starts an emulator and sets it.',
    );
  }
  return host;
}

/** The Firestore emulator's host:port (`npm run test:functions` starts one); no test runs without. */
export const FIRESTORE_EMULATOR = emulatorHost();

/** Deletes every document of the emulator's database: each test starts from an empty one. */
export async function clearDatabase(): Promise<void> {
  const response = await fetch(
    `http://${FIRESTORE_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Clearing the emulator's database: HTTP ${response.status}`);
}
