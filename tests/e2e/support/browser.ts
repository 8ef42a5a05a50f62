import { CHROMIUM_FLAGS, testChromiumPath } from '../../../scripts/chromium';

/** How the browser tests start Chromium (scripts/chromium.ts). */
export const launchOptions = { executablePath: testChromiumPath, args: CHROMIUM_FLAGS };

export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};
export const desktop = { viewport: { width: 1366, height: 768 } };
