import { MENU_LINKS, SITE_PAGES } from '../site-pages';
import { expect, expectNoAxeViolations, hasHorizontalScroll, test } from './support/test';
import { subscribe } from './support/newsletter';
import { company } from '../../src/content/company';
import { cssRgb } from '../../src/theme/color';
import { brand } from '../../src/theme/palette';

const isPhone = (width: number | undefined) => (width ?? 0) < 900;

for (const route of SITE_PAGES) {
  test.describe(route.path, { tag: '@one-width' }, () => {
    const missing = route.path === '/no-such-page';
    // The browser reports the not-found page's HTTP status 404 in the console.
    if (missing) test.use({ allowedConsoleErrors: /status of 404/ });

    test(`${route.path} shows its one heading, passes axe day and night (dark from the first paint), and does not scroll sideways at 320 px`, async ({
      visitedPage: page,
    }) => {
      // The night scheme (the phone in dark mode) first: the prerendered CSS chooses it, no script
      // needed to get there.
      await page.emulateMedia({ colorScheme: 'dark' });
      const response = await page.goto(route.path);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
        cssRgb(brand.white),
      );
      await expectNoAxeViolations(page, `${route.path} at night`);

      // Then by day, the same page (the scheme is plain CSS: it follows the setting at once).
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
        cssRgb(brand.white),
      );
      expect(response?.status()).toBe(missing ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      if (route.path === '/jobs') {
        await expect(page.getByRole('heading', { name: /Step 1 of 4/ })).toBeVisible();
      }
      await expect(page).toHaveTitle(/RoadReady/);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
      await expectNoAxeViolations(page, route.path);

      await page.setViewportSize({ width: 320, height: 700 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
    });
  });
}

test('the header marks the current page and the call button dials the hero number', async ({
  page,
  viewport,
}) => {
  await page.goto('/services');
  const call = page.getByRole('link', { name: /Call/ }).first();
  await expect(call).toHaveAttribute('href', `tel:${company.heroPhone.e164}`);
  if (isPhone(viewport?.width)) {
    await expect(page.getByRole('complementary', { name: 'Call or text for help' })).toBeVisible();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  }
});

test(
  'navigating scrolls to the top and moves focus to the new page’s heading',
  { tag: '@one-width' },
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  },
);

// The drawer, chips and call bar exist on small screens only: the desktop project leaves these out
// by their tag (playwright.config.ts), so nothing is skipped at run time.
test.describe('on a phone', { tag: '@phone-only' }, () => {
  test('the menu opens a top drawer: Call and Text first, then the pages of tests/site-pages.ts; it navigates and closes', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveText([
      `Call ${company.heroPhone.display}`,
      `Text ${company.heroPhone.display}`,
      ...MENU_LINKS.map(({ name }) => name),
    ]);
    // The call bar stays in front of the menu's backdrop: a tap on it reaches the call link. (While
    // the menu is open the page behind it, the bar included, is hidden from assistive technology,
    // which has the menu's own Call and Text.)
    const call = page.locator('aside[aria-label="Call or text for help"] a[href^="tel:"]');
    const box = (await call.boundingBox())!;
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href'),
        [box.x + box.width / 2, box.y + box.height / 2],
      ),
    ).toBe(`tel:${company.heroPhone.e164}`);
    await expectNoAxeViolations(page, 'the open drawer');
    await drawer.getByRole('link', { name: 'Apply' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drive With Us');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test('services show a row of chips with the selected service’s card below', async ({ page }) => {
    await page.goto('/services');
    const chips = page.getByRole('group', { name: 'Choose a service' });
    await expect(chips.getByRole('radio', { name: 'Lockouts' })).toBeChecked();
    await expect(page.getByRole('heading', { level: 2, name: 'Lockouts' })).toBeVisible();
    await chips.getByText('Dead Battery', { exact: true }).click();
    await expect(chips.getByRole('radio', { name: 'Dead Battery' })).toBeChecked();
    await expect(page.getByRole('heading', { level: 2, name: 'Dead Battery' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Lockouts' })).toBeHidden();
    await expect(page.getByText(/7\.3L diesel truck/).filter({ visible: true })).toHaveCount(1);
    // The chips say only the service's name: its description is in the card below.
    await expect(chips.getByText(/7\.3L diesel truck/)).toBeHidden();
    await expectNoAxeViolations(page, 'the chosen service');
  });

  test('the call bar never hides the focused field', async ({ page }) => {
    await page.goto('/');
    const email = page.getByRole('textbox', { name: 'Email' });
    await email.focus();
    const bar = page.getByRole('complementary', { name: 'Call or text for help' });
    // Focusing scrolls the field into view (smoothly): wait for it to come to rest above the bar.
    await expect
      .poll(async () => {
        const [field, barBox] = [await email.boundingBox(), await bar.boundingBox()];
        return field!.y + field!.height <= barBox!.y;
      })
      .toBe(true);
  });
});

// The card list exists on wide screens only: the phone project leaves this out by its tag.
test.describe('on a desktop', { tag: '@desktop-only' }, () => {
  test('services show a list of cards and one large image of the selected service', async ({
    page,
  }) => {
    await page.goto('/services');
    const cards = page.getByRole('group', { name: 'Choose a service' });
    await expect(cards.getByText(/7\.3L diesel truck/)).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'A car door being opened with a lockout tool' }),
    ).toBeVisible();
    // The keyboard: Tab reaches the chosen service, the arrow keys choose another.
    await cards.getByRole('radio', { name: 'Lockouts' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(cards.getByRole('radio', { name: 'Fuel Delivery' })).toBeChecked();
    await expect(page.getByRole('img', { name: 'A gas can delivering fuel' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'A car door being opened with a lockout tool' }),
    ).toBeHidden();
    await expectNoAxeViolations(page, 'the chosen service');
  });
});

test(
  'the newsletter checks the address before anything is sent',
  { tag: '@one-width' },
  async ({ page }) => {
    await page.goto('/about');
    await subscribe(page, 'not-an-email');
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expectNoAxeViolations(page, 'the newsletter error');
  },
);

test(
  'the pages without a form load neither Firebase nor the application’s code',
  { tag: '@one-width' },
  async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const chunkNames = () =>
      new Set(scripts.map((path) => path.match(/([\w-]+)-[\w-]{8}\.js$/)?.[1]));
    // The application's own chunks, named after their modules (the text field's, shared with the
    // newsletter's form, is not one): /jobs loads them, so a renamed chunk fails here rather than
    // going unnoticed below.
    const APPLICATION = ['jobs-page', 'later-parts'];
    await page.goto('/jobs');
    await page.waitForLoadState('networkidle');
    for (const name of APPLICATION) expect(chunkNames(), `/jobs loads ${name}`).toContain(name);

    // (The size check holds the privacy policy's first load, which lists what the form collects,
    // to the form's declarations alone: scripts/bench-size.ts.)
    for (const path of ['/', '/privacy-policy', '/about']) {
      scripts.length = 0;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const loaded = chunkNames();
      expect(loaded.size, `${path} loads its code`).toBeGreaterThan(3);
      for (const name of [...APPLICATION, 'firebase']) {
        expect(loaded, `${path} loads ${name}`).not.toContain(name);
      }
    }
  },
);

test(
  'pages are served under the Hosting Content-Security-Policy, and nothing breaks it',
  { tag: '@one-width' },
  async ({ page }) => {
    const response = await page.goto('/services');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
    // A violation would be logged as a console error, which fails every browser test.
  },
);
