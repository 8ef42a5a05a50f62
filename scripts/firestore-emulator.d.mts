// Types for scripts/firestore-emulator.mjs, so the TypeScript tests can import it.
export interface JavaInfo {
  major: number;
  description: string;
}
export type EmulatorSearch =
  | { path: string; source: string; error?: undefined; looked?: undefined }
  | { error: string; path?: undefined; source?: undefined; looked?: undefined }
  | { looked: string[]; path?: undefined; source?: undefined; error?: undefined };
export interface EmulatorPlan {
  kind: 'firebase' | 'standalone' | 'skip';
  fail: boolean;
  emulatorPath?: string;
  messages: string[];
}

export const FIRESTORE_EMULATOR_BIN: 'FIRESTORE_EMULATOR_BIN';
export function usualSdkRoots(home: string): string[];
export function findOnPath(
  name: string,
  pathValue: string | undefined,
  exists: (path: string) => boolean,
): string | undefined;
export function findFirestoreEmulator(options?: {
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
  realpath?: (path: string) => string;
  home?: string;
}): EmulatorSearch;
export function describeJava(java: JavaInfo | null): string;
export function planEmulatorTests(options: {
  java: JavaInfo | null;
  emulator: EmulatorSearch | undefined;
  required?: string;
}): EmulatorPlan;
