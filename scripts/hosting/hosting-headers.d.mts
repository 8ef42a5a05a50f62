import type { HostingConfig } from './hosting-server.mjs';

export const APP_CHECK_SOURCES: Record<'script-src' | 'frame-src' | 'connect-src', string[]>;
export function addToPolicy(policy: string, sources: Record<string, string[]>): string;
export function hostingConfigFor(
  hosting: HostingConfig,
  options?: { appCheck?: boolean; connectTo?: string[] },
): HostingConfig;
