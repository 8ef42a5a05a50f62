import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { company } from '../../src/content/company';
import { hostingConfigFor } from '../../scripts/hosting/hosting-headers';
import { readHostingConfig, startHostingServer } from '../../scripts/hosting/hosting-server';
import { SITE_PAGES, SPANISH_PAGES } from '../site-pages';
import { openWithCodeHeld } from './support/held-code';
import { emulateSlowLink, timeToContent, watchForProblems, workerReady } from './support/offline';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';
import { locationCodeArrived, partHydrated } from './support/location-code';

/**
 * The site without a connection (docs/decisions/0058-offline-site.md), with its service worker
 * running (every other spec blocks it). After one visit every page of the visitor's language opens
 * from the device, hydrated, with its header, content, and call and text links; a page never seen
 * shows the offline page; a new deploy reaches a returning visitor without breaking the open page.
 * The times are reported (annotations), not asserted: `npm run bench` measures speed.
 */
test.use({ serviceWorkers: 'allow', hydrate: false });

const HOUSTON = { latitude: 29.7604267, longitude: -95.3698028, accuracy: 20 };
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36';

/** Opens `path` and waits for the page to hydrate; fails unless the service worker answered it. */
async function openFromDevice(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.fromServiceWorker(), `${path} came from the service worker`).toBe(true);
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
}

/** The page's header, its call and text links (the phone's call bar) and its one heading. */
async function expectUsablePage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('banner')).toBeVisible();
  const callBar = page.getByRole('complementary');
  await expect(callBar.locator(`a[href="tel:${company.heroPhone.e164}"]`)).toBeVisible();
  await expect(callBar.locator(`a[href^="sms:${company.heroPhone.e164}"]`).first()).toBeVisible();
}

test.describe('after one visit, in airplane mode', { tag: '@phone-only' }, () => {
  test('every English page opens from the device, hydrated, with its header, content and call and text links', async ({
    page,
    context,
  }, testInfo) => {
    await page.goto('/');
    await waitForHydration(page);
    expect(await workerReady(page)).toMatch(/:\d+\/$/);
    await context.setOffline(true);

    const times: string[] = [];
    for (const { path, heading } of SITE_PAGES.filter((entry) => entry.path !== '/no-such-page')) {
      await openFromDevice(page, path);
      await expectUsablePage(page, heading);
      times.push(`${path} ${await timeToContent(page)} ms`);
    }
    testInfo.annotations.push({
      type: 'offline, to DOMContentLoaded',
      description: times.join(', '),
    });
    // The application opens and moves between steps with no connection.
    await page.goto('/jobs');
    await waitForHydration(page);
    await page.getByRole('textbox', { name: 'Full name' }).fill('No Signal');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Invalid phone number')).toBeVisible();
  });

  test('every Spanish page opens from the device in Spanish', async ({ page, context }) => {
    await page.goto('/es');
    await waitForHydration(page);
    expect(await workerReady(page)).toMatch(/:\d+\/es$/);
    await context.setOffline(true);

    for (const { path, heading } of SPANISH_PAGES.filter(
      (entry) => !entry.path.includes('no-such'),
    )) {
      await openFromDevice(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expectUsablePage(page, heading);
    }
  });

  test('a page the device never saw shows the offline page with the call and text actions, in its language', async ({
    page,
    context,
  }) => {
    await page.goto('/services');
    await workerReady(page);
    await context.setOffline(true);

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No data connection');
    await expect(
      page.getByRole('link', { name: `Call ${company.heroPhone.display}` }),
    ).toHaveAttribute('href', `tel:${company.heroPhone.e164}`);
    await expect(page.getByRole('link', { name: 'Text us' })).toHaveAttribute(
      'href',
      `sms:${company.heroPhone.e164}`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page, 'the offline page');

    // A Spanish page before the Spanish worker was installed: the English one answers, in Spanish.
    await page.goto('/es/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin conexión de datos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('link', { name: `Llame al ${company.heroPhone.display}` }),
    ).toHaveAttribute('href', `tel:${company.heroPhone.e164}`);
    await expectNoAxeViolations(page, 'the Spanish offline page');
  });

  test.describe('with the position allowed, on Android', () => {
    test.use({ permissions: ['geolocation'], geolocation: HOUSTON, userAgent: ANDROID_CHROME });

    test('"Text us my location" still opens a text with the position', async ({
      page,
      context,
    }) => {
      await page.goto('/');
      await workerReady(page);
      await context.setOffline(true);
      await openFromDevice(page, '/services');
      const action = page.getByRole('main').getByRole('link', { name: 'Text us my location' });
      // The page hydrates once touched (decision 0087): the press hydrates it, the code from the device.
      expect(await partHydrated(action), 'the page hydrated before the press').toBe(false);
      await locationCodeArrived(page);
      const message = page.waitForRequest((request) => request.url().startsWith('sms:'));

      await action.click({ noWaitAfter: true });

      const url = (await message).url();
      expect(url.startsWith(`sms:${company.heroPhone.e164}?body=`)).toBe(true);
      expect(decodeURIComponent(url)).toContain('query=29.76043%2C-95.3698');
    });
  });
});

test.describe('on a flaky 2G-like link', { tag: '@phone-only' }, () => {
  test('a page seen before opens from the device and hydrates without waiting for the link', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await waitForHydration(page);
    await workerReady(page);
    await emulateSlowLink(page);

    await openFromDevice(page, '/about');
    await expectUsablePage(page, 'About Us');
    testInfo.annotations.push({
      type: '2G-like link, /about to DOMContentLoaded',
      description: `${await timeToContent(page)} ms`,
    });
  });
});

test.describe('installable', { tag: '@phone-only' }, () => {
  for (const path of ['/', '/es']) {
    test(`${path}: the browser finds nothing missing to install it`, async ({ page, context }) => {
      await page.goto(path);
      await workerReady(page);
      await page.reload();
      const session = await context.newCDPSession(page);
      const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
      // A test's browser context is a private window, where nothing can be installed: that is the
      // one thing Chromium may name. A missing manifest field, icon or worker would be named too.
      expect(
        installabilityErrors
          .map((error) => error.errorId)
          .filter((errorId) => errorId !== 'in-incognito'),
      ).toEqual([]);
      const manifest = await page.evaluate(async () => {
        const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
        return link ? ((await (await fetch(link.href)).json()) as { start_url: string }) : null;
      });
      expect(manifest?.start_url).toBe(path);
    });
  }
});

test.describe('the first visit', { tag: '@phone-only' }, () => {
  test('is alive from first paint, and the worker is registered only once the page has loaded and hydrated', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        const heading = document.querySelector('#main h1');
        Object.assign(window, {
          registeredWhen: {
            loaded: document.readyState === 'complete',
            hydrated:
              heading !== null &&
              Object.keys(heading).some((key) => key.startsWith('__reactProps')),
          },
        });
        return register.apply(this, args);
      };
    });
    const code = await openWithCodeHeld(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await page.evaluate(() => 'registeredWhen' in window)).toBe(false);

    await code.release();
    await workerReady(page);
    expect(
      await page.evaluate(() => (window as { registeredWhen?: unknown }).registeredWhen),
    ).toEqual({ loaded: true, hydrated: true });
  });
});

test.describe('a new deploy at the same address', { tag: '@phone-only' }, () => {
  // The second deploy is built once for the tests below, which run one after the other in one worker.
  test.describe.configure({ mode: 'default' });
  const nextBuild = mkdtempSync(join(tmpdir(), 'roadside-next-deploy-'));
  let firstAssets = new Set<string>();
  let nextAssets = new Set<string>();
  const config = hostingConfigFor(readHostingConfig(resolve('firebase.json')), {
    connectTo: ['http://127.0.0.1:18080', 'http://127.0.0.1:19199'],
  });

  test.beforeAll(() => {
    test.setTimeout(420_000);
    // The same site with another public address, so its pages and chunks differ.
    execFileSync(
      process.execPath,
      ['--import', 'tsx', resolve('scripts/build.ts'), '--mode', 'e2e', '--outDir', nextBuild],
      { env: { ...process.env, VITE_SITE_URL: 'https://next.example.com' }, stdio: 'ignore' },
    );
    firstAssets = new Set(readdirSync('dist/assets').map((file) => `/assets/${file}`));
    nextAssets = new Set(readdirSync(join(nextBuild, 'assets')).map((file) => `/assets/${file}`));
    expect([...nextAssets].filter((file) => !firstAssets.has(file)).length).toBeGreaterThan(0);
  });
  test.afterAll(() => rmSync(nextBuild, { recursive: true, force: true }));

  const isNext = async (page: Page) =>
    (await page.locator('link[rel="canonical"]').getAttribute('href'))?.includes(
      'next.example.com',
    ) ?? false;
  const scriptsOf = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
    );
  /** Fails unless every script the page loaded belongs to the deploy its HTML comes from. */
  const expectOneDeploy = async (page: Page) => {
    const deploy = (await isNext(page)) ? nextAssets : firstAssets;
    for (const script of await scriptsOf(page)) expect(deploy).toContain(script);
  };
  /** Asks the browser to look for a new worker now and waits until it is installed, waiting. */
  const newWorkerWaiting = (page: Page) =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) throw new Error('No service worker');
      await registration.update();
      while (!registration.waiting) await new Promise((done) => setTimeout(done, 100));
    });
  /**
   * Waits until the page is hydrated and has fetched the code it loads once idle (the worker's
   * registration module, "Text us my location"'s on a touch screen, and on the application page the
   * wizard's later parts), so that what the test does next (a reload) interrupts no request of it.
   */
  const settled = async (page: Page) => {
    await waitForHydration(page);
    await page.waitForFunction(() => {
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name);
      const idleCode = ['/assets/service-worker-', '/assets/prepare-location-text-'];
      if (location.pathname.endsWith('/jobs')) idleCode.push('/assets/later-parts-');
      return idleCode.every((name) => loaded.some((url) => url.includes(name)));
    });
    await page.waitForLoadState('networkidle');
  };
  /** The first deploy served at an address, a page of it visited and its worker active. */
  const firstDeploySeen = async (page: Page) => {
    const first = await startHostingServer({ root: resolve('dist'), config });
    await page.goto(`${first.url}/services`);
    await workerReady(page);
    await settled(page);
    return first;
  };

  test('reaches a returning visitor by the next visit or the one after, with no failed request and no page error', async ({
    context,
  }) => {
    let page = await context.newPage();
    const problems = watchForProblems(page);
    const first = await firstDeploySeen(page);
    const port = Number(new URL(first.url).port);
    await page.close();
    await first.close();

    const second = await startHostingServer({ root: nextBuild, config, port });
    try {
      // The next visit: the deploy the device holds, whole; the new one installs beside it.
      page = await context.newPage();
      watchForProblems(page, problems);
      await page.goto(`${second.url}/services`);
      await waitForHydration(page);
      expect(await isNext(page)).toBe(false);
      // A page loaded on demand, from the deploy the page belongs to.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Apply' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drive With Us');
      for (const script of await scriptsOf(page)) expect(firstAssets).toContain(script);
      await newWorkerWaiting(page);
      await page.close();

      // The visit after: the new deploy (allowing one more, as the browser may activate it late).
      let updated = false;
      for (let visit = 0; visit < 3 && !updated; visit += 1) {
        page = await context.newPage();
        watchForProblems(page, problems);
        await page.goto(`${second.url}/services`);
        await waitForHydration(page);
        updated = await isNext(page);
        await expectOneDeploy(page);
        await page.close();
      }
      expect(updated).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await second.close();
    }
  });

  test('reaches a tab the visitor kept open by the second reload after it, whole, with no failed request and no page error', async ({
    context,
  }) => {
    const page = await context.newPage();
    const problems = watchForProblems(page);
    const first = await firstDeploySeen(page);
    const port = Number(new URL(first.url).port);
    // The tab the driver keeps: a page of the deploy the device holds, answered by its worker.
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    await settled(page);
    await first.close();

    const second = await startHostingServer({ root: nextBuild, config, port });
    try {
      // The first visit after the deploy, in the same tab: the deploy the device holds, whole; the
      // browser finds the new worker, which installs beside the running one.
      await page.reload();
      await settled(page);
      expect(await isNext(page)).toBe(false);
      await expectOneDeploy(page);
      await newWorkerWaiting(page);

      // The second, in the same tab: the new deploy, whole, with no new entry in the tab's history.
      const historyLength = await page.evaluate(() => history.length);
      await page.reload();
      await settled(page);
      expect(await isNext(page)).toBe(true);
      await expectOneDeploy(page);
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      // Its code works: a page loaded on demand, from the new deploy.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Apply' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drive With Us');
      await expectOneDeploy(page);
      expect(problems).toEqual([]);
    } finally {
      await second.close();
    }
  });

  test('waits while another page of the old deploy is open: each page stays whole and loads its own code on demand', async ({
    context,
  }) => {
    const kept = await context.newPage();
    const problems = watchForProblems(kept);
    const first = await firstDeploySeen(kept);
    const port = Number(new URL(first.url).port);
    expect((await kept.reload())?.fromServiceWorker()).toBe(true);
    await settled(kept);
    await first.close();

    const second = await startHostingServer({ root: nextBuild, config, port });
    try {
      await kept.reload();
      await settled(kept);
      expect(await isNext(kept)).toBe(false);
      await newWorkerWaiting(kept);

      // Another tab while the kept one is open: the deploy the kept page belongs to, whole, however
      // often it is opened.
      const other = await context.newPage();
      watchForProblems(other, problems);
      for (let visit = 0; visit < 2; visit += 1) {
        await other.goto(`${second.url}/about`);
        await settled(other);
        expect(await isNext(other)).toBe(false);
        await expectOneDeploy(other);
      }
      // The kept page still loads its own code on demand: nothing it needs is gone.
      await kept.getByRole('button', { name: 'Open menu' }).click();
      await kept.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Apply' }).click();
      await expect(kept.getByRole('heading', { level: 1 })).toHaveText('Drive With Us');
      await expectOneDeploy(kept);
      await settled(kept);

      // Once the other tab is closed, the next visit in the kept one is the new deploy.
      await other.close();
      await kept.reload();
      await settled(kept);
      expect(await isNext(kept)).toBe(true);
      await expectOneDeploy(kept);
      expect(problems).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
