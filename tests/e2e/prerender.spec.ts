import type { Page } from '@playwright/test';
import { SITE_PAGES, SPANISH_PAGES } from '../site-pages';
import { expect, expectHydrated, isHydrated, test, waitForHydration } from './support/test';
import { emulateNetwork } from './support/throttle';
import { fillContactStep, stepHeading } from './support/wizard';
import { company } from '../../src/content/company';
import { paths } from '../../src/content/paths';
import { NETWORK } from '../../scripts/bench/phone-profile';

/**
 * Every route is prerendered at build time and served as Firebase Hosting serves it (firebase.json:
 * clean URLs, the 404 page with status 404). The browser then hydrates that HTML: the same nodes,
 * nothing rendered twice, no loading state, nothing moving.
 */
const MISSING = '/no-such-page';
const PHONE_LINK = `tel:${company.heroPhone.e164}`;
const TEXT_LINK = `sms:${company.heroPhone.e164}`;
const MARKETING_PAGES = SITE_PAGES.filter(({ path }) => path !== '/jobs' && path !== MISSING);
/**
 * The pages that are text and links, which work by HTML alone: opened first, each hydrates only once
 * touched (docs/decisions/0087-text-pages-hydrated-when-touched.md).
 */
const HYDRATED_WHEN_TOUCHED = new Set<string>([
  paths.services,
  paths.about,
  paths.evCharging,
  paths.privacyPolicy,
  paths.termsOfService,
  MISSING,
]);

test.describe('the HTML the host serves', { tag: '@one-width' }, () => {
  for (const { path, heading, noindex } of SITE_PAGES) {
    test(`${path} is the whole page, with its own title, description and canonical link (or noindex)`, async ({
      request,
    }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const html = await response.text();

      expect(response.status()).toBe(path === MISSING ? 404 : 200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain('<footer');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).toMatch(/<meta property="og:title" content="[^"]+ \| RoadReady">/);
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+\/og-image\.png">/);
      expect(html.includes('application/ld+json')).toBe(path === '/');
      if (path === MISSING) {
        expect(html).toContain('<title>Page not found | RoadReady</title>');
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).not.toContain('rel="canonical"');
      } else if (noindex) {
        // Only a mail links to it (the newsletter's): kept out of search.
        expect(html).toContain('<meta name="robots" content="noindex">');
        expect(html).not.toContain('rel="canonical"');
        expect(html).not.toContain('hreflang');
        expect(html).not.toContain('og:url');
      } else {
        const canonical = `https://roadready.example.com${path === '/' ? '/' : path}`;
        expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
        expect(html).toContain(`<meta property="og:url" content="${canonical}">`);
        expect(html).not.toContain('noindex');
      }
    });
  }

  test('every page fetches its code after its first paint (the home page preloads its hero image), the not-found page the footer’s with it', async ({
    request,
  }) => {
    const home = await request.get('/');
    const homeHtml = await home.text();
    // No script fetched by the HTML: the inline boot script loads the page's chunks, listed as
    // data, once the page has painted.
    expect(homeHtml).not.toMatch(/<script\b[^>]*\bsrc=/);
    expect(homeHtml).toContain('<script type="application/json" id="page-boot">');
    expect(homeHtml).not.toContain('rel="modulepreload"');
    expect(homeHtml).toMatch(
      /<link rel="preload" as="image" href="\/assets\/hero-tow-truck-[^"]+\.svg" fetchpriority="high">/,
    );

    // No page fetches a script while its HTML is parsed: Lighthouse's simulation would count it as
    // needed for the largest paint (docs/decisions/0041-alive-from-first-paint.md, Ready sooner).
    const listedOn = async (path: string) => {
      const html = await (await request.get(path)).text();
      expect(html).not.toMatch(/<link rel="(?:modulepreload|preload)"[^>]*\.js"/);
      const modules = /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(
        html,
      );
      return JSON.parse(modules?.[1] ?? 'null') as string[];
    };
    expect(await listedOn('/services')).toContainEqual(
      expect.stringMatching(/^\/assets\/services-page-[^"]+\.js$/),
    );
    // Subscribe is on the short not-found page's first screen on a wide screen: its code comes
    // with the page's.
    expect(await listedOn('/no-such-page')).toContainEqual(
      expect.stringMatching(/^\/assets\/newsletter-form-[\w-]+\.js$/),
    );
  });

  // The boot script evaluates the pieces one per task, so no single long task blocks a phone
  // (tests/unit/boot.test.ts proves the order and the tasks); here, what the network sees of it.
  test('the home page’s code arrives in several pieces, all requested at once', async ({
    page,
  }) => {
    // The phone profile's round trip (150 ms): on 127.0.0.1 with none, a small piece can arrive
    // before the next is even asked for, and requests made at once would look chained.
    await emulateNetwork(page, {
      offline: false,
      latency: NETWORK.latency,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ start: entry.startTime, end: entry.responseEnd })),
    );
    // Side by side: the scripts requested before the first of them had arrived.
    const firstArrived = Math.min(...scripts.map((script) => script.end));
    const sideBySide = scripts.filter((script) => script.start <= firstArrived);
    // React, the other packages, MUI, the site's layer, the entry: no one script holds it all.
    expect(sideBySide.length).toBeGreaterThanOrEqual(4);
  });

  // Lighthouse's simulation counts a request made before the first contentful paint as needed for
  // it (decision 0088).
  test('the home page’s code is fetched only once the document is parsed and its first contentful paint is on the screen', async ({
    page,
  }) => {
    await page.goto('/');
    const timings = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const [contentfulPaint] = performance.getEntriesByName('first-contentful-paint');
      return {
        parsed: navigation?.domInteractive ?? Number.POSITIVE_INFINITY,
        painted: contentfulPaint?.startTime ?? Number.POSITIVE_INFINITY,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
      };
    });
    expect(timings.scripts.map((script) => script.name)).toContainEqual(
      expect.stringMatching(/^\/assets\/first-load-react-/),
    );
    for (const script of timings.scripts) {
      expect(script.start).toBeGreaterThanOrEqual(timings.parsed);
      expect(script.start).toBeGreaterThanOrEqual(timings.painted);
    }
  });

  test('addresses with a trailing slash or .html redirect to the clean address', async ({
    request,
  }) => {
    for (const [from, to] of [
      ['/services/', '/services'],
      ['/about.html', '/about'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test('the share image, the icons, the manifest, the sitemap and robots.txt are served with their types', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text();
    const shareImage = new URL(/<meta property="og:image" content="([^"]+)">/.exec(home)![1]!);
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
    const icons = ((await manifest.json()) as { icons: { src: string }[] }).icons;

    for (const path of [shareImage.pathname, ...icons.map((icon) => icon.src)]) {
      const image = await request.get(path);
      expect(image.status(), path).toBe(200);
      expect(image.headers()['content-type'], path).toBe('image/png');
    }
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(
      [...(await sitemap.text()).matchAll(/<loc>https:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map(
        (m) => m[1],
      ),
    ).toEqual(
      // Each page, then its Spanish page where it has one (the legal pages are English only); never
      // the not-found page or the newsletter's pages.
      SITE_PAGES.filter(({ path, noindex }) => path !== MISSING && !noindex).flatMap(({ path }) => {
        const spanish = path === '/' ? '/es' : `/es${path}`;
        return SPANISH_PAGES.some((page) => page.path === spanish) ? [path, spanish] : [path];
      }),
    );
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
  });

  test('text is sent compressed with brotli', async ({ request }) => {
    const response = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers()['content-encoding']).toBe('br');
  });
});

test.describe('with JavaScript turned off', { tag: '@one-width' }, () => {
  test.use({ javaScriptEnabled: false, hydrate: false });

  for (const { path, heading } of MARKETING_PAGES) {
    test(`${path} reads completely and its call and text links work`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
      const call = page.locator(`a[href="${PHONE_LINK}"]:visible`);
      const text = page.locator(`a[href="${TEXT_LINK}"]:visible`);
      expect(await call.count()).toBeGreaterThan(0);
      expect(await text.count()).toBeGreaterThan(0);
    });
  }

  test('the jobs page says how to apply by phone instead of showing a form that cannot work', async ({
    page,
  }) => {
    await page.goto('/jobs');
    const message = page.getByText(/To apply by phone, call us at/);
    await expect(message).toBeVisible();
    await expect(message.getByRole('link', { name: company.supportPhone.display })).toHaveAttribute(
      'href',
      `tel:${company.supportPhone.e164}`,
    );
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeHidden();
  });
});

/** Records, from the first byte, the first h1 the parser creates and every loading state shown. */
async function watchThePageLoad(page: Page) {
  await page.addInitScript(() => {
    const seen = {
      firstHeading: null as Element | null,
      loadingShown: false,
      shift: 0,
      /** What moved, for the failure message: each shifted node and its box before and after. */
      moved: [] as string[],
      insertedClasses: [] as string[],
    };
    (window as unknown as { __load: typeof seen }).__load = seen;
    // The class styles Emotion compiles and inserts in the browser.
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      const name = /^\.css-([\w-]+)/.exec(rule)?.[1];
      if (name) seen.insertedClasses.push(name);
      return insertRule.call(this, rule, index);
    };
    new MutationObserver(() => {
      seen.firstHeading ??= document.querySelector('#main h1');
      if (/Loading the (page|application form)/.test(document.body?.textContent ?? '')) {
        seen.loadingShown = true;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
    new PerformanceObserver((list) => {
      const box = ({ x, y, width, height }: DOMRectReadOnly) =>
        [x, y, width, height].map(Math.round).join(',');
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {
          node?: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        seen.shift += entry.value;
        for (const { node, previousRect, currentRect } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement;
          const name = element
            ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`
            : 'a node no longer in the page';
          seen.moved.push(
            `${name} at ${Math.round(entry.startTime)} ms: ${box(previousRect)} → ${box(currentRect)} (${entry.value.toFixed(4)})`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const pageLoad = (page: Page) =>
  page.evaluate(() => {
    const seen = (
      window as unknown as {
        __load: {
          firstHeading: Element | null;
          loadingShown: boolean;
          shift: number;
          moved: string[];
          insertedClasses: string[];
        };
      }
    ).__load;
    return {
      sameHeading: seen.firstHeading === document.querySelector('#main h1'),
      loadingShown: seen.loadingShown,
      shift: seen.shift,
      moved: seen.moved,
      // Styles compiled in the browser that no element uses: work for nothing while hydrating.
      unusedStylesInserted: [...new Set(seen.insertedClasses)].filter(
        (name) => !document.querySelector(`.css-${name}`),
      ),
    };
  });

/** Waits for the network and every loaded image to settle, then two frames, so late shifts count. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    // Lazy images below the fold never start loading here: decoding one would wait forever.
    const loaded = [...document.images].filter((image) => image.complete);
    await Promise.all(loaded.map((image) => image.decode().catch(() => undefined)));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/**
 * "Nothing moved": a layout shift score under this. The whole page moving by one pixel scores about
 * 0.0007 on a 1366 px wide screen (the distance is counted against the larger side) and 0.0012 on a
 * phone; a busy machine has measured sub-pixel noise of 0.00006 to 0.00014 on pages where nothing
 * moves.
 */
const NOTHING_MOVED = 0.0005;

test.describe('in the browser', () => {
  for (const { path, heading } of SITE_PAGES) {
    test.describe(path, () => {
      if (path === MISSING) test.use({ allowedConsoleErrors: /status of 404/ });

      test(`${path} is hydrated, not rendered again, with no loading state and nothing moving`, async ({
        page,
      }) => {
        await watchThePageLoad(page);
        await page.goto(path);
        await settle(page);

        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveText(heading);
        if (HYDRATED_WHEN_TOUCHED.has(path)) {
          expect(await isHydrated(h1), 'the page hydrated untouched').toBe(false);
          // Focused (as a navigation focuses it; no input, so a shift would still count): it hydrates.
          await h1.focus();
          await expectHydrated(h1);
          await settle(page);
        }
        const load = await pageLoad(page);
        expect(load.sameHeading, 'the prerendered h1 is the one React hydrated').toBe(true);
        expect(load.loadingShown, 'a loading state was shown').toBe(false);
        expect(
          load.shift,
          `cumulative layout shift; what moved: ${load.moved.join('; ')}`,
        ).toBeLessThan(NOTHING_MOVED);
        expect(load.unusedStylesInserted, 'styles inserted that no element uses').toEqual([]);
      });
    });
  }

  test(
    'the footer’s newsletter form fetches its code once it comes near the screen, and hydrates, with the footer, once touched or when another page opens',
    { tag: '@one-width' },
    async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const formCode = () => requested.filter((path) => /\/newsletter-form-[\w-]+\.js$/.test(path));
      const email = page.getByRole('textbox', { name: 'Email' });
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'About us' });
      /** `/` opened afresh and idle, the form's code not fetched, the footer not hydrated. */
      const openHome = async () => {
        requested.length = 0;
        await page.goto('/');
        await page.waitForLoadState('networkidle');
        expect(formCode()).toEqual([]);
        expect(await isHydrated(footerLink), 'the footer hydrated untouched').toBe(false);
      };
      /** Scrolled down to it: fetched, not hydrated; touched: hydrated, React checks what is typed. */
      const scrollToTheFormAndCheckAnAddress = async () => {
        await email.scrollIntoViewIfNeeded();
        await expect.poll(() => formCode().length, 'the form’s code fetched').toBe(1);
        await page.waitForLoadState('networkidle');
        expect(await isHydrated(email), 'the form hydrated untouched').toBe(false);
        await email.fill('not-an-email');
        await expectHydrated(email);
        expect(await isHydrated(footerLink), 'the footer hydrated').toBe(true);
        expect(formCode()).toHaveLength(1);
        await page.getByRole('button', { name: 'Subscribe' }).click();
        await expect(email).toHaveAccessibleDescription(/Invalid email address/);
      };

      // Far below the first screen: the page is hydrated and idle, the form's code not fetched.
      await openHome();
      expect(await isHydrated(email)).toBe(false);
      await scrollToTheFormAndCheckAnAddress();

      // Another page opened from the top of this one: React renders the page again around the
      // footer and the form, which it can only do with them hydrated, so the form's code is fetched
      // then.
      await openHome();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
      expect(formCode()).toHaveLength(1);
      await expectHydrated(email);
      await expectHydrated(footerLink);
      await expect(page.locator('footer form')).toHaveCount(1);

      // The phone switches to its dark scheme before the form has come near: CSS alone repaints the
      // page (the theme's variables under a media query), nothing is rendered again, so the form
      // stays as prerendered, its code not fetched, until it comes near and is touched; then it works.
      await openHome();
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const dayBackground = await background();
      const prerenderedForm = await page.locator('footer form').elementHandle();
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(background).not.toBe(dayBackground);
      await page.waitForTimeout(500);
      expect(formCode()).toEqual([]);
      expect(await isHydrated(email)).toBe(false);
      expect(
        await prerenderedForm!.evaluate((form) => form.isConnected),
        'the prerendered form is still in the page',
      ).toBe(true);
      await scrollToTheFormAndCheckAnAddress();
    },
  );

  test('the header, the call bar and the footer hydrate only once touched, and a link pressed in one opens its page in the app', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    const header = page.locator('header');
    const footer = page.getByRole('contentinfo');
    const callBar = page.getByRole('complementary', { name: 'Call or text for help' });
    const parts = [header, footer, ...((await callBar.isVisible()) ? [callBar] : [])];
    expect(await isHydrated(page.locator('#main h1')), 'the page hydrated untouched').toBe(false);
    for (const part of parts) {
      expect(await isHydrated(part.getByRole('link').first()), 'hydrated untouched').toBe(false);
    }
    // A page load would start a new document, without this mark.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await footer.getByRole('link', { name: 'Careers' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drive With Us');
    expect(await page.evaluate(() => 'sameDocument' in window), 'opened in the app').toBe(true);
    await expectHydrated(footer.getByRole('link').first());
    await expectHydrated(header.getByRole('link').first());
  });

  test.describe('a page of text and links', () => {
    test.use({ allowedConsoleErrors: /status of 404/ });

    test('hydrates only once touched, and a link pressed in it opens its page in the app', async ({
      page,
    }) => {
      await page.goto(MISSING);
      await page.waitForLoadState('networkidle');
      const main = page.locator('#main');
      const heading = main.getByRole('heading', { level: 1 });
      expect(await isHydrated(heading), 'hydrated untouched').toBe(false);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await main.getByRole('link', { name: 'See our services' }).click();
      await expect(heading).toHaveText('Services');
      expect(await page.evaluate(() => 'sameDocument' in window), 'opened in the app').toBe(true);
      await expectHydrated(heading);
    });
  });

  test('the application form restored from a saved draft does not move the page', async ({
    page,
  }) => {
    await page.goto('/jobs');
    await fillContactStep(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toContainText('Step 2 of 4');

    await watchThePageLoad(page);
    await page.reload();
    await settle(page);
    await expect(stepHeading(page)).toContainText('Step 2 of 4');
    const load = await pageLoad(page);
    expect(
      load.shift,
      `cumulative layout shift; what moved: ${load.moved.join('; ')}`,
    ).toBeLessThan(NOTHING_MOVED);
  });

  test('choosing another service moves nothing but the card itself', async ({ page }) => {
    await watchThePageLoad(page);
    await page.goto('/services');
    const choices = page.getByRole('group', { name: 'Choose a service' });
    await choices.getByText('Fuel Delivery', { exact: true }).click();
    await expect(choices.getByRole('radio', { name: 'Fuel Delivery' })).toBeChecked();
    // `networkidle` is 500 ms without requests: past the time in which a shift counts as caused by
    // the click, and the new image has arrived.
    await settle(page);
    const load = await pageLoad(page);
    expect(
      load.shift,
      `cumulative layout shift; what moved: ${load.moved.join('; ')}`,
    ).toBeLessThan(NOTHING_MOVED);
  });

  test(
    'a page reached by a link loads its code and shows at once, without a full page load',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/');
      const marker = await page.evaluate(
        () => ((window as unknown as { __same: number }).__same = 1),
      );
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
      await expect(page).toHaveTitle('Privacy Policy | RoadReady');
      expect(await page.evaluate(() => (window as unknown as { __same?: number }).__same)).toBe(
        marker,
      );
      await waitForHydration(page);
    },
  );

  test(
    'every part of a page the app opens is marked hydrated, so the page’s script leaves its presses to the app',
    { tag: '@one-width' },
    async ({ page }) => {
      await page.goto('/jobs');
      await page.locator('header a[href="/"]').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        SITE_PAGES.find(({ path }) => path === '/')!.heading,
      );
      // A part whose content the app renders at once (the home page's text, the hero's location
      // action) was once left unmarked: the inline script then held a press of its buttons.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll('[data-hydration-region]:not([data-hydrated])')].map(
              (region) => region.getAttribute('data-part') ?? region.textContent?.slice(0, 40),
            ),
          ),
        )
        .toEqual([]);
    },
  );
});
