import { existsSync } from 'node:fs';

/**
 * How the browser tests start Chromium. They never download a browser: CHROMIUM_PATH names your Chrome
 * or Chromium; otherwise Debian's /usr/bin/chromium (which `.ci/run` installs).
 */
export const launchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-sync',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
  ],
};

export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
export const desktop = { viewport: { width: 1366, height: 768 } };
