/**
 * The "alive from first paint" part of `npm run bench`: how long after the first paint a phone user
 * can use every control on the first screen, and what happens to a tap made the moment the page shows.
 *
 * The phone profile (phone-profile.ts) is DevTools throttling applied through the Chrome DevTools
 * Protocol (not Lighthouse's simulation), with a fresh browser context (no cache) for every page
 * load. The browser resolves no host but 127.0.0.1, so nothing reaches the internet (Firebase calls
 * fail, as they would offline).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.ts';
import { aliveProbe, type AliveReport } from './alive-probe.ts';
import { CPU_SLOWDOWN, NETWORK, PHONE } from './phone-profile.ts';

const GEOLOCATION = { latitude: 32.7767, longitude: -96.797 };

export async function launchPhoneBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [...CHROMIUM_FLAGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'],
  });
}

/** A fresh context and page with the phone profile applied, the probe added before any script. */
async function phonePage(browser: Browser, contextOptions: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...PHONE, ...contextOptions });
  // tsx runs this file through esbuild with keepNames, which wraps every named inner function in a
  // call to its `__name` helper; the functions sent to the page (the probe, the evaluate callbacks)
  // carry those calls, so the page gets a helper that does nothing.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(aliveProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  page.setDefaultTimeout(30_000);
  return { context, page };
}

/**
 * Waits until the page is fully hydrated: network idle, then no control wired for 2 s (at most 10 s
 * more). Returns the page's clock then.
 */
async function settle(page: Page): Promise<number> {
  await page.waitForLoadState('load', { timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  const started = Date.now();
  for (;;) {
    const state = await page.evaluate(() => ({
      now: performance.now(),
      last: window.__alive.lastChange,
      hydrated: window.__alive.hydrateRoot !== null,
    }));
    if ((state.hydrated && state.now - state.last >= 2000) || Date.now() - started > 10_000) {
      return state.now;
    }
    await page.waitForTimeout(250);
  }
}

/** One load of `route`: the probe's numbers (see alive-probe.ts). */
export async function measureAlive(
  browser: Browser,
  baseUrl: string,
  route: string,
): Promise<AliveReport> {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'commit', timeout: 60_000 });
    await settle(page);
    return await page.evaluate(() => window.__aliveReport());
  } finally {
    await context.close();
  }
}

const median = (numbers: (number | null)[]) => {
  const sorted = numbers.filter((n): n is number => Number.isFinite(n)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const mostCommon = <T>(values: T[]): T | null => {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
};

const NUMBERS = [
  'fcpMs',
  'hydrateRootMs',
  'wiredMs',
  'deadWindowMs',
  'liveMs',
  'allHandlersMs',
  'jsStartMs',
  'jsDoneMs',
  'jsFirstLoadBytes',
  'allJsDoneMs',
  'pollMs',
  'maxPollMs',
] as const;

/** The medians of a route's runs, and the control most often wired, live or handled last. */
export type AliveMedians = Record<(typeof NUMBERS)[number], number> & {
  lastWired: string | null;
  lastLive: string | null;
  lastHandlers: string | null;
};

/**
 * One load that is not counted: the browser's first page pays for starting a renderer and warming
 * its caches, which no later (fresh-context) load does.
 */
export async function warmUp(browser: Browser, baseUrl: string, route: string): Promise<void> {
  await measureAlive(browser, baseUrl, route).catch(() => {});
}

/** Medians of `runs` loads per route, with every run. */
export async function runAlive({
  browser,
  baseUrl,
  routes,
  runs,
  progress = () => {},
}: {
  browser: Browser;
  baseUrl: string;
  routes: string[];
  runs: number;
  progress?: () => void;
}): Promise<{ route: string; median: AliveMedians; runs: AliveReport[] }[]> {
  const results = [];
  for (const route of routes) {
    const samples: AliveReport[] = [];
    for (let run = 0; run < runs; run += 1) {
      samples.push(await measureAlive(browser, baseUrl, route));
      progress();
    }
    const m = {
      ...(Object.fromEntries(
        NUMBERS.map((key) => [key, median(samples.map((s) => s[key]))]),
      ) as Record<(typeof NUMBERS)[number], number>),
      lastWired: mostCommon(samples.map((s) => s.lastWired)),
      lastLive: mostCommon(samples.map((s) => s.lastLive)),
      lastHandlers: mostCommon(samples.map((s) => s.lastHandlers)),
    };
    results.push({ route, median: m, runs: samples });
  }
  return results;
}

/* ---------------------------------------------------------------------------------------------- */
/* Taps at first sight                                                                            */
/* ---------------------------------------------------------------------------------------------- */

/**
 * Resolves once the first contentful paint has happened; returns its time (page clock). Asks the probe
 * (one evaluate) rather than Playwright's waitForFunction, whose first use costs about a second in the
 * 4× slowed page.
 */
async function firstPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        const look = () =>
          window.__alive.fcp === null ? requestAnimationFrame(look) : done(window.__alive.fcp);
        look();
      }),
  );
}

/** A tap: when it was made (page clock), whether hydrateRoot had run, and the page's time origin. */
interface Tapped {
  at: number;
  hydrated: boolean;
  origin: number;
}

/**
 * A touch at the centre of the first visible control with one of `roles` and that accessible name
 * (a string, exact, or a RegExp), found in the page (alive-probe.ts) as soon as it is there.
 * Returns the page's clock at the touch.
 */
async function tapAtSight(
  page: Page,
  roles: string[],
  name: string | RegExp,
  { scope, scroll }: { scope?: string; scroll?: boolean } = {},
): Promise<Tapped> {
  const spec = {
    roles,
    scope,
    scroll,
    ...(name instanceof RegExp ? { pattern: name.source } : { name }),
  };
  const at = await page.evaluate((s) => window.__aliveFind(s), spec);
  if (scroll) await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  const touched = Date.now();
  await page.touchscreen.tap(at.x, at.y);
  // Page clock of the touch, from the wall clock: the tap may have left the page (a form sent).
  return { at: touched - at.origin, hydrated: at.hydrateRoot !== null, origin: at.origin };
}

/** hydrateRoot's time, if the page is still the document the tap was made in. */
const hydrateRootAt = (page: Page, origin: number): Promise<number | null> =>
  page
    .evaluate(() => ({ origin: performance.timeOrigin, at: window.__alive.hydrateRoot }))
    .then((now) => (now.origin === origin ? now.at : null));

/** Polls `check` (async, true when done) for up to `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > end) return false;
    await new Promise((done) => setTimeout(done, 200));
  }
}

/** The description of a service from the site's content file, to see which one is shown. */
function serviceDescription(site: string, title: string): string | null {
  const read = (file: string) => {
    try {
      return readFileSync(resolve(site, 'src/content', file), 'utf8');
    } catch {
      return '';
    }
  };
  const quoted = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const STRING = `(['"\`])([\\s\\S]*?)\\`;
  const services = read('services.ts');
  // The names in src/content/service-list.ts, the descriptions by id in services.ts.
  const id = read('service-list.ts').match(
    new RegExp(`id:\\s*'([\\w-]+)',\\s*title:\\s*'${quoted(title)}'`),
  )?.[1];
  const match = id
    ? services.match(
        new RegExp(`\\s['"]?${quoted(id)}['"]?:\\s*\\{[^}]*?description:\\s*${STRING}1`),
      )
    : // A checkout from before that list: title and description side by side in services.ts.
      services.match(
        new RegExp(`title:\\s*['"\`]${quoted(title)}['"\`],\\s*description:\\s*${STRING}1`),
      );
  return match ? match[2]!.slice(0, 60) : null;
}

/** What a tap did: `ok`, `lost`, `leaked` or `unknown`, with a word on why. */
interface TapOutcome {
  tapped?: Tapped | null;
  outcome: string;
  detail?: string | null;
}

/** A tap made the moment the page shows, and how to tell whether it did its job. */
interface Tap {
  name: string;
  route: string;
  what: string;
  context?: BrowserContextOptions;
  run(page: Page, options: { site: string }): Promise<TapOutcome>;
}

const TAPS: Tap[] = [
  {
    name: 'menu',
    route: '/',
    what: 'tap "Open menu": a navigation menu with "Apply" opens',
    async run(page) {
      const tapped = await tapAtSight(page, ['button'], 'Open menu');
      const menu = page
        .locator('[role="dialog"], dialog[open], [popover]:popover-open')
        .filter({ has: page.getByRole('link', { name: 'Apply' }) })
        .filter({ visible: true });
      const ok = await within(8000, async () => (await menu.count()) > 0);
      return { tapped, outcome: ok ? 'ok' : 'lost' };
    },
  },
  {
    name: 'share-location',
    route: '/',
    what: 'tap "Text us my location" in the hero: an sms: link opens',
    context: { permissions: ['geolocation'], geolocation: GEOLOCATION },
    async run(page) {
      let sms = null as string | null;
      const seen = (url: string) => {
        if (!sms && url.startsWith('sms:')) sms = url;
      };
      page.on('request', (request) => seen(request.url()));
      page.on('framenavigated', (frame) => seen(frame.url()));
      page.on('popup', (popup) => seen(popup.url()));
      const tapped = await tapAtSight(page, ['button', 'link'], 'Text us my location', {
        scope: 'main, [role=main]',
      });
      const ok = await within(8000, async () => sms !== null);
      return { tapped, outcome: ok ? 'ok' : 'lost', detail: sms?.slice(0, 40) };
    },
  },
  {
    name: 'service-picker',
    route: '/services',
    what: 'tap "Fuel Delivery" in the picker: its text shows, Lockouts\' does not',
    async run(page, { site }) {
      const tapped = await tapAtSight(
        page,
        ['button', 'radio', 'tab', 'option'],
        /^Fuel Delivery/,
        {
          scope: 'main, [role=main]',
        },
      );
      await settle(page);
      const fuel = serviceDescription(site, 'Fuel Delivery');
      const lockouts = serviceDescription(site, 'Lockouts');
      if (!fuel || !lockouts) return { tapped, outcome: 'unknown', detail: 'no descriptions' };
      const visible = (snippet: string) =>
        page.getByRole('main').getByText(snippet).filter({ visible: true }).count();
      const ok = await within(8000, async () => (await visible(fuel)) > 0);
      const lockoutsShown = (await visible(lockouts)) > 0;
      return { tapped, outcome: ok && !lockoutsShown ? 'ok' : 'lost' };
    },
  },
  {
    name: 'newsletter',
    route: '/',
    what: 'fill the footer\'s "Email", tap Subscribe: a status or alert appears',
    async run(page) {
      let leaked = null as string | null;
      const watch = (url: string) => {
        if (!leaked && url.includes('early.bird')) leaked = url;
      };
      page.on('framenavigated', (frame) => watch(frame.url()));
      page.on('request', (request) => {
        if (request.isNavigationRequest()) watch(request.url());
      });
      await tapAtSight(page, ['textbox'], 'Email', { scroll: true });
      await page.keyboard.insertText('early.bird@example.com');
      const tapped = await tapAtSight(page, ['button'], 'Subscribe', { scroll: true });
      const form = page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Subscribe' }) });
      const area = page.locator('footer, [role="contentinfo"]').filter({ has: form }).first();
      const status = area
        .getByRole('status')
        .or(area.getByRole('alert'))
        .filter({ visible: true, hasText: /\S/ });
      let shown = null as string | null;
      await within(8000, async () => {
        watch(page.url());
        if (leaked) return true;
        if ((await status.count()) === 0) return false;
        shown = (await status.first().innerText()).trim().slice(0, 60);
        return true;
      });
      watch(page.url());
      return {
        tapped,
        outcome: leaked ? 'leaked' : shown ? 'ok' : 'lost',
        detail: leaked ? leaked.replace(/^https?:\/\/[^/]+/, '').slice(0, 60) : shown,
      };
    },
  },
  {
    name: 'jobs-contact-step',
    route: '/jobs',
    what: 'fill the contact step, tap Next: the experience step shows, the values are kept',
    async run(page) {
      const main = page.getByRole('main');
      const values: [RegExp, string][] = [
        [/^Full name/i, 'Early Bird'],
        // Not 555 123 4567: an exchange starting with 1 is no US number, and the form says so.
        [/^Phone number/i, '5552345678'],
        [/^Email/i, 'early.bird@example.com'],
        [/^Location/i, 'Dallas, TX'],
      ];
      const step = () =>
        page.evaluate(() => {
          const current = document.querySelector('[aria-current="step"]')?.textContent ?? '';
          const headings = [...document.querySelectorAll('main h1, main h2')]
            .filter((h) => h.checkVisibility())
            .map((h) => h.textContent)
            .join(' | ');
          return `${current} :: ${headings}`.replace(/\s+/g, ' ').trim();
        });
      const before = await step();
      let first: Tapped | null = null;
      for (const [name, value] of values) {
        const field = await tapAtSight(page, ['textbox'], name, {
          scope: 'main, [role=main]',
          scroll: true,
        });
        first ??= field;
        await page.keyboard.insertText(value);
      }
      const tapped = await tapAtSight(page, ['button'], 'Next', {
        scope: 'main, [role=main]',
        scroll: true,
      });
      await settle(page);
      const advanced = await within(8000, async () => (await step()) !== before);
      const typing = `typed from ${(first!.at / 1000).toFixed(2)} s`;
      if (!advanced)
        return { tapped, outcome: 'lost', detail: `${typing}; still on the contact step` };
      await main.getByRole('button', { name: 'Back' }).click();
      const kept = await within(5000, async () => {
        for (const [name, value] of values) {
          const typed = await main.getByRole('textbox', { name }).first().inputValue();
          if (typed.replace(/\D/g, '') !== value.replace(/\D/g, '') && typed !== value)
            return false;
        }
        return true;
      });
      return {
        tapped,
        outcome: kept ? 'ok' : 'lost',
        detail: kept ? typing : `${typing}; values lost`,
      };
    },
  },
];

/** A tap's outcome with when it was made and when hydrateRoot ran (see runTaps). */
export interface TapResult {
  tap: string;
  route: string;
  what: string;
  outcome: string;
  detail?: string | null;
  fcpMs?: number;
  tappedAt?: number | null;
  hydratedAtTap?: boolean | null;
  hydrateRootMs?: number | null;
}

/** One fresh page per tap; each tap's outcome with when it was made and when hydrateRoot ran. */
export async function runTaps({
  browser,
  baseUrl,
  routes,
  site,
  late = false,
  progress = () => {},
}: {
  browser: Browser;
  baseUrl: string;
  routes: string[];
  site: string;
  late?: boolean;
  progress?: () => void;
}): Promise<TapResult[]> {
  const results: TapResult[] = [];
  for (const tap of TAPS.filter((t) => routes.includes(t.route))) {
    const { context, page } = await phonePage(browser, tap.context);
    let result: Omit<TapResult, 'tap' | 'route' | 'what'>;
    try {
      await page.goto(`${baseUrl}${tap.route}`, { waitUntil: 'commit', timeout: 60_000 });
      const fcpMs = await firstPaint(page);
      if (late) await settle(page);
      const { tapped, ...outcome } = await tap.run(page, { site });
      await settle(page).catch(() => {});
      result = {
        ...outcome,
        fcpMs,
        tappedAt: tapped?.at ?? null,
        hydratedAtTap: tapped?.hydrated ?? null,
        hydrateRootMs: tapped ? await hydrateRootAt(page, tapped.origin).catch(() => null) : null,
      };
    } catch (error) {
      result = {
        outcome: 'error',
        detail: String((error as Error).message ?? error).split('\n')[0],
      };
    } finally {
      await context.close();
    }
    results.push({ tap: tap.name, route: tap.route, what: tap.what, ...result });
    progress();
  }
  return results;
}
