import type { CDPSession, Page } from '@playwright/test';
import { CPU_SLOWDOWN, NETWORK } from '../../../scripts/bench/phone-profile';

/** DevTools network emulation (`Network.emulateNetworkConditions`): bytes per second, milliseconds. */
export interface NetworkConditions {
  offline: boolean;
  latency: number;
  downloadThroughput: number;
  uploadThroughput: number;
  packetLoss?: number;
}

/** Applies `conditions` to the page's own requests, as DevTools does; returns the session. */
export async function emulateNetwork(page: Page, conditions: NetworkConditions) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', conditions);
  return session;
}

/**
 * DevTools throttling as the benchmark applies it (scripts/bench/phone-profile.ts): the phone's
 * network and its 4× slower processor. `fullSpeed()` ends the processor's slowdown once what it is
 * for is over: Chromium slows a page down by interrupting its main thread and spinning, so a slowed
 * page keeps most of a core busy for as long as it is open, whatever it is doing (measured: 3 against
 * 19 processor-seconds for the same three loads).
 */
export async function throttleLikeAPhone(page: Page) {
  const session: CDPSession = await emulateNetwork(page, NETWORK);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return {
    session,
    fullSpeed: () => session.send('Emulation.setCPUThrottlingRate', { rate: 1 }),
  };
}
