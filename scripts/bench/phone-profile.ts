/**
 * The phone the project judges a first load on: DevTools throttling as the benchmark applies it
 * through the Chrome DevTools Protocol (scripts/bench/alive.ts), and as the browser tests that type at
 * first sight apply it (tests/e2e/support/throttle.ts). CPU 4× slower, 1.6 Mbps down, 750 kbps up,
 * 150 ms round trip, a 390×844 touch viewport.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};
/** `Network.emulateNetworkConditions`' parameters (bytes per second, milliseconds). */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
};
/** `Emulation.setCPUThrottlingRate`'s rate. */
export const CPU_SLOWDOWN = 4;
