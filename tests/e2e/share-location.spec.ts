import type { Browser, Locator, Page, Request } from '@playwright/test';
import {
  expect,
  expectHydrated,
  expectNoAxeViolations,
  hasHorizontalScroll,
  test,
} from './support/test';
import { company } from '../../src/content/company';
import { locationCodeArrived, partHydrated } from './support/location-code';

/**
 * "Text us my location" in the built site, in Chromium, at phone width (the phone project emulates a
 * touch screen that cannot hover, where the action is offered).
 *
 * How the test sees the message the phone would open: the page hands the `sms:` URL to the browser
 * (`location.assign`). Headless Chromium has no app for `sms:`, so it starts that navigation, reports
 * it as a navigation request for exactly that URL, then aborts it (net::ERR_ABORTED, not a console
 * error) and the page stays. `page.waitForRequest` catches the request, URL byte for byte. The page
 * also shows a link to the same message, which is checked too.
 *
 * A moment after that attempt Chromium stops delivering clicks and keys to the page (presumably its
 * prompt to open an external app, invisible when headless), so each test opens at most one message
 * and afterwards only reads the page. Dismissing the note is tested in Vitest.
 */
const HOUSTON = { latitude: 29.7604267, longitude: -95.3698028, accuracy: 20 };

const WITH_HOUSTON =
  'Hi%2C%20I%20need%20roadside%20assistance.%20My%20location%3A%0A' +
  'https%3A%2F%2Fwww.google.com%2Fmaps%2Fsearch%2F%3Fapi%3D1%26query%3D29.76043%252C-95.3698%0A' +
  'Accurate%20to%20about%2066%20ft%20(20%20m).';
const DESCRIBE_WHERE =
  'Hi%2C%20I%20need%20roadside%20assistance.%20I%20am%20at%20(road%2C%20direction%2C%20nearest%20exit%20or%20landmark)%3A%20';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36';

/** The next `sms:` URL the page asks the browser to open. */
const nextTextMessage = (page: Page): Promise<Request> =>
  page.waitForRequest((request) => request.url().startsWith('sms:'), { timeout: 15_000 });

const hero = (page: Page) => page.getByRole('region', { name: /Road Side Assistance/ });
const callBar = (page: Page) => page.getByRole('complementary', { name: 'Call or text for help' });

/**
 * "Text us my location" in `scope`, ready to be pressed: the hero's once hydrated, as the home page
 * is; the services intro's, the call bar's and the footer's before they have hydrated, as they stay
 * until touched (decisions 0086, 0087): the press itself hydrates them, and the app answers it.
 * Before the page's code has arrived the link opens the plain message, as the HTML alone does
 * (tested in alive.spec.ts).
 */
async function hydratedAction(scope: Locator) {
  const action = scope.getByRole('link', { name: 'Text us my location' });
  const touchedFirst = await action.evaluate(
    (element) =>
      element.closest('[data-part="call-bar"], [data-part="footer"], [data-part="page"]') !== null,
  );
  if (touchedFirst) {
    expect(await partHydrated(action), 'the part hydrated before the press').toBe(false);
    await locationCodeArrived(scope.page());
  } else await expectHydrated(action);
  return action;
}

/**
 * Sets the site's geolocation permission to "denied" in this browser context, as a driver who said no
 * (Playwright can grant permissions but not refuse them; Chromium's DevTools protocol can).
 */
async function denyLocation(browser: Browser, page: Page, origin: string) {
  const pageSession = await page.context().newCDPSession(page);
  const { targetInfo } = await pageSession.send('Target.getTargetInfo');
  const browserSession = await browser.newBrowserCDPSession();
  await browserSession.send('Browser.setPermission', {
    permission: { name: 'geolocation' },
    setting: 'denied',
    origin,
    browserContextId: targetInfo.browserContextId,
  });
}

test.describe('on a phone', { tag: '@phone-only' }, () => {
  test.describe('with location allowed', () => {
    test.use({ permissions: ['geolocation'], geolocation: HOUSTON });

    test.describe('on Android', () => {
      test.use({ userAgent: ANDROID_CHROME });

      test('the hero’s action opens a text to us with the position, in the Android form', async ({
        page,
      }) => {
        await page.goto('/');
        const action = await hydratedAction(hero(page));
        const message = nextTextMessage(page);

        await action.click();

        const request = await message;
        expect(request.url()).toBe(`sms:${company.heroPhone.e164}?body=${WITH_HOUSTON}`);
        expect(request.isNavigationRequest()).toBe(true);
        const status = hero(page).getByRole('status');
        await expect(status).toHaveText(
          'Your location is in the message. Check it, then press send. Open the message',
        );
        await expect(status.getByRole('link', { name: 'Open the message' })).toHaveAttribute(
          'href',
          `sms:${company.heroPhone.e164}?body=${WITH_HOUSTON}`,
        );
        await expect(page).toHaveURL('/');
        await expectNoAxeViolations(page, 'the location added');
      });
    });

    test.describe('on an iPhone', () => {
      test.use({ userAgent: IPHONE_SAFARI });

      test('the call bar’s action opens a text to us with the position, in the iOS form', async ({
        page,
      }) => {
        await page.goto('/services');
        const action = await hydratedAction(callBar(page));
        const message = nextTextMessage(page);

        await action.click();

        expect((await message).url()).toBe(`sms:${company.heroPhone.e164}&body=${WITH_HOUSTON}`);
        const note = callBar(page).getByRole('status');
        await expect(note).toHaveText(
          'Your location is in the message. Check it, then press send. Open the message',
        );
        await expect(note).toBeInViewport();
        await expect(callBar(page).getByRole('button', { name: 'Dismiss' })).toBeVisible();
        await expectNoAxeViolations(page, 'the call bar’s note');
      });
    });

    for (const [where, region] of [
      ['services intro', (page: Page) => page.getByRole('main')],
      ['footer', (page: Page) => page.getByRole('contentinfo')],
    ] as const) {
      test(`the ${where} offers it too, and it opens the same message`, async ({ page }) => {
        await page.goto('/services');
        const action = await hydratedAction(region(page));
        await expect(action).toBeVisible();
        const message = nextTextMessage(page);

        await action.click();

        expect((await message).url()).toBe(`sms:${company.heroPhone.e164}?body=${WITH_HOUSTON}`);
        await expect(region(page).getByRole('status')).toContainText(
          'Your location is in the message.',
        );
        await expectNoAxeViolations(page, `the ${where} with the location added`);
      });
    }
  });

  test.describe('with location denied', () => {
    test('the text still opens at once, asking where the driver is, and the page says why', async ({
      browser,
      page,
      baseURL,
    }) => {
      await page.goto('/');
      await denyLocation(browser, page, baseURL!);
      const action = await hydratedAction(hero(page));
      const message = nextTextMessage(page);

      await action.click();

      expect((await message).url()).toBe(`sms:${company.heroPhone.e164}?body=${DESCRIBE_WHERE}`);
      const note = hero(page).getByRole('status');
      await expect(note).toHaveText(
        'Your location was not added: location access is turned off for this site. Please tell us in the message where you are. Open the message',
      );
      await expect(note).toBeVisible();
      await expect(note.getByRole('link', { name: 'Open the message' })).toHaveAttribute(
        'href',
        `sms:${company.heroPhone.e164}?body=${DESCRIBE_WHERE}`,
      );
      await expectNoAxeViolations(page, 'the location not added');
    });
  });

  test.describe('while the phone looks for the position', () => {
    test.use({ permissions: ['geolocation'] });

    test('the button says so, is announced, and a key press cancels it without sending', async ({
      page,
    }) => {
      // A position that never comes, as a phone without a GPS fix yet.
      await page.addInitScript(() => {
        Object.defineProperty(Geolocation.prototype, 'getCurrentPosition', {
          value: () => undefined,
        });
      });
      await page.goto('/');
      const texts: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith('sms:')) texts.push(request.url());
      });

      const action = await hydratedAction(hero(page));
      await action.focus();
      await page.keyboard.press('Enter');

      const cancel = hero(page).getByRole('link', { name: 'Cancel finding my location' });
      await expect(cancel).toBeFocused();
      await expect(cancel).toHaveText('Cancel');
      const status = hero(page).getByRole('status');
      await expect(status).toHaveText('Finding your location…');
      await expect(status).toHaveAttribute('role', 'status');
      await expectNoAxeViolations(page, 'finding the location');

      await page.keyboard.press('Enter');

      await expect(hero(page).getByRole('link', { name: 'Text us my location' })).toBeFocused();
      await expect(status).toHaveText('Stopped finding your location. Nothing was sent.');
      expect(texts).toEqual([]);
    });
  });

  test('the call bar keeps call, text and location on one row of a 320 px screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const bar = callBar(page);
    const actions = [
      bar.getByRole('link', { name: `Call ${company.heroPhone.display}` }),
      bar.getByRole('link', { name: 'Text us', exact: true }),
      bar.getByRole('link', { name: 'Text us my location' }),
    ];
    for (const action of actions) {
      await expect(action).toBeInViewport({ ratio: 1 });
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

test.describe('on a desktop', { tag: '@desktop-only' }, () => {
  test('the location action is not offered; the call and text links stay', async ({ page }) => {
    for (const path of ['/', '/services']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Text us my location' })).toHaveCount(0);
      const footer = page.getByRole('contentinfo');
      await expect(
        footer.getByRole('link', { name: `Call ${company.heroPhone.display}` }),
      ).toBeVisible();
      await expect(
        footer.getByRole('link', { name: `Text ${company.heroPhone.display}` }),
      ).toBeVisible();
    }
  });
});

test(
  'the site may ask for the location itself, nothing else may; the CSP allows nothing more',
  { tag: '@one-width' },
  async ({ page }) => {
    const response = await page.goto('/');
    const headers = response!.headers();

    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(self)');
    // The inline scripts allowed are the site's own, by their hashes: every page's tap catcher
    // (decision 0041), the home page's remembered language and the not-found page's Spanish version
    // (decision 0055), and every page's boot script (decision 0088).
    expect(headers['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'self'(?: 'sha256-[A-Za-z0-9+/]+=*'){4}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self' https:\/\/firestore\.googleapis\.com https:\/\/firebasestorage\.googleapis\.com[^;]*; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'$/,
    );
  },
);
