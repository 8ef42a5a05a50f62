export const LIFECYCLE_FILE: string;
export function deploysStorage(args: string[]): boolean;
export function lifecycleCommands(bucket: string): {
  apply: [string, string[]];
  describe: [string, string[]];
};
export function lifecycleMatches(reported: unknown): boolean;
export function hasGcloud(): boolean;
export function applyLifecycle(bucket: string): string | null;
