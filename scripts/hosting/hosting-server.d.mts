import type { IncomingMessage, ServerResponse } from 'node:http';

export interface HostingHeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
export interface HostingConfig {
  public?: string;
  cleanUrls?: boolean;
  trailingSlash?: boolean;
  headers?: HostingHeaderRule[];
}

export function readHostingConfig(firebaseJsonPath: string): HostingConfig;
export function globToRegExp(glob: string): RegExp;
export function headersFor(config: HostingConfig, path: string): Record<string, string>;
export function resolveRequest(
  config: HostingConfig,
  root: string,
  rawPath: string,
): { redirect?: string; file?: string | null; status: number };
export function createHostingHandler(options: {
  root: string;
  config: HostingConfig;
}): (request: IncomingMessage, response: ServerResponse) => void;
export function startHostingServer(options: {
  root: string;
  config: HostingConfig;
  host?: string;
  port?: number;
}): Promise<{ url: string; close: () => Promise<void> }>;
