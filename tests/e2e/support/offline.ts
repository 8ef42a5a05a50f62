import type { Page } from '@playwright/test';
import { emulateNetwork } from './throttle';

/**
 * Helpers for the specs that let the site's service worker run (docs/decisions/0058-offline-site.md);
 * every other spec blocks it (playwright.config.ts).
 */

/**
 * Resolves once the service worker of the page's language is active, so that it holds every page of
 * that language (it activates only after it has stored them all), and answers the page's scope.
 */
export async function workerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.scope;
  });
}

/**
 * A flaky 2G-like link (DevTools network emulation: 1.5 s round trip, 30 kB/s down, 10 kB/s up, one
 * packet in five lost) for the page's own requests.
 */
export const emulateSlowLink = (page: Page) =>
  emulateNetwork(page, {
    offline: false,
    latency: 1500,
    downloadThroughput: 30 * 1024,
    uploadThroughput: 10 * 1024,
    packetLoss: 20,
  });

/** Milliseconds from the start of the page's navigation to its DOMContentLoaded. */
export const timeToContent = (page: Page) =>
  page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return Math.round(entry?.domContentLoadedEventEnd ?? Number.NaN);
  });

/**
 * Watches a page for what a visitor would notice: a request that failed or answered 400 or more, an
 * uncaught error, a console error.
 */
export function watchForProblems(page: Page, problems: string[] = []): string[] {
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return problems;
}
