/**
 * The one place that says which Chromium the project runs and how: the browser tests, the benchmark
 * and the image script. Nothing downloads a browser: CHROMIUM_PATH names your Chrome or Chromium;
 * otherwise Debian's /usr/bin/chromium (which `.ci/run` installs).
 */
import { existsSync } from 'node:fs';

export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** No sandbox (root in CI), and nothing that reaches the internet on its own. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-sync',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
];
