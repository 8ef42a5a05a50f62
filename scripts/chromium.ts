/**
 * The one place that says which Chromium the project runs and how: the browser tests, the benchmark
 * and the image script. Nothing downloads a browser: CHROMIUM_PATH names your Chrome or Chromium;
 * otherwise Debian's (which `.ci/run` installs).
 */
import { existsSync } from 'node:fs';

const installed = (path: string) => (existsSync(path) ? path : undefined);

/** The whole browser (Debian's `chromium`): the benchmark, the images and the mail screenshots. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium');

/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell` where it is installed, the same
 * engine (Blink, V8, the same version) without the desktop browser around it. It runs the browser
 * suite on half the processor time of `chromium --headless` (1,205 against about 1,700
 * processor-seconds on the 2-core machine, docs/testing.md), and every test passes in both. Without
 * it, the whole browser.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? installed('/usr/bin/chromium-headless-shell') ?? chromiumPath;

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
