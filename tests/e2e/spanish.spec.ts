import { SPANISH_PAGES } from '../site-pages';
import { expectNoEnglish } from './support/spanish';
import { savedAnswers } from './support/saved-draft';
import {
  expect,
  expectNoAxeViolations,
  hasHorizontalScroll,
  test,
  waitForHydration,
} from './support/test';

/**
 * The Spanish site under /es (docs/decisions/0055-spanish-site.md): its pages in Spanish with their
 * own head tags, the language switch, the English-only legal pages, the Spanish not-found page.
 */

const SITE = 'https://roadready.example.com';

for (const route of SPANISH_PAGES) {
  test.describe(route.path, { tag: '@one-width' }, () => {
    const missing = route.path.startsWith('/es/no-such');
    if (missing) test.use({ allowedConsoleErrors: /status of 404/ });

    test(`${route.path} is in Spanish: its heading, head tags and every interface text; axe passes; nothing scrolls sideways or is clipped at 320 px with the text doubled`, async ({
      visitedPage: page,
    }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(missing ? 404 : 200);
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`${route.title}.*RoadReady`));
      expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe(
        'es_US',
      );
      if (missing || route.noindex) {
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      } else {
        const english = route.path === '/es' ? '/' : route.path.slice(3);
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
          `${SITE}${route.path}`,
        );
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) =>
            links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
          );
        expect(alternates).toEqual([
          `en ${SITE}${english}`,
          `es ${SITE}${route.path}`,
          `x-default ${SITE}${english}`,
        ]);
      }
      await expectNoEnglish(page, route.path);
      await expectNoAxeViolations(page, route.path);

      // The same page on a 320 px phone with the text size doubled (Spanish runs longer than
      // English): nothing scrolls sideways or is clipped, the menu and the switch stay on screen.
      await page.setViewportSize({ width: 320, height: 800 });
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await hasHorizontalScroll(page), 'the page scrolls sideways').toBe(false);
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('link', { name: 'English' })).toBeInViewport({ ratio: 1 });
      const actions = page.locator('aside a');
      expect(await actions.count()).toBeGreaterThan(0);
      for (const action of await actions.all()) {
        await expect(action).toBeInViewport({ ratio: 1 });
        expect(
          await action.evaluate((element) => element.scrollWidth <= element.clientWidth),
          `${await action.textContent()} is clipped`,
        ).toBe(true);
      }
    });
  });
}

test(
  'the language switch leads to the same page in the other language, and the choice is remembered for the home page',
  { tag: '@one-width' },
  async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('link', { name: 'Español' }).first().click();
    await expect(page).toHaveURL(/\/es\/services$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');

    // Spanish chosen: the site's front door opens in Spanish…
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    // …until English is chosen.
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
  },
);

test(
  'nobody is sent to Spanish by the browser’s language',
  { tag: '@one-width' },
  async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-MX' });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  },
);

test(
  'the Spanish pages link to the English legal pages, saying that English governs',
  { tag: '@one-width' },
  async ({ page }) => {
    await page.goto('/es/about');
    const footer = page.getByRole('contentinfo');
    const privacy = footer.locator('a[href="/privacy-policy"]');
    await expect(privacy).toHaveAttribute('hreflang', 'en');
    await expect(footer.getByText(/inglés/).first()).toBeVisible();
    await privacy.click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    // No Spanish legal page exists: its address is the Spanish not-found page.
  },
);

test.describe('an unknown address under /es/', { tag: '@one-width' }, () => {
  test.use({ allowedConsoleErrors: /status of 404/ });

  test('shows the Spanish not-found page with status 404, and its links stay in Spanish', async ({
    page,
  }) => {
    const response = await page.goto('/es/privacy-policy');
    expect(response?.status()).toBe(404);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await expect(page).toHaveURL(/\/es\/privacy-policy$/);
    const home = page.getByRole('main').locator('a[href="/es"]').first();
    await expect(home).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(/\/es$/);
  });
});

// Spanish runs longer than English: the same checks as tests/e2e/readability.spec.ts at 320 px with
// the text size doubled.
test(
  'the saved application survives switching language',
  { tag: '@one-width' },
  async ({ page }) => {
    await page.goto('/jobs');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ana Díaz');
    await expect.poll(async () => (await savedAnswers(page))?.answers.fullName).toBe('Ana Díaz');
    await page.getByRole('link', { name: 'Español' }).first().click();
    await expect(page).toHaveURL(/\/es\/jobs$/);
    await waitForHydration(page);
    await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Ana Díaz');
  },
);

test(
  '“Text us my location” writes its message in Spanish on the Spanish pages',
  { tag: '@one-width' },
  async ({ page }) => {
    await page.goto('/es');
    const href = await page.locator('aside a[href^="sms:"]').last().getAttribute('href');
    const body = decodeURIComponent(/body=(.*)$/.exec(href ?? '')?.[1] ?? '');
    expect(body).toMatch(/necesito asistencia en carretera/i);
    expect(body).not.toMatch(/\b(I|need|my|location|roadside)\b/);
  },
);

test(
  'the Spanish pages link a Spanish web app manifest that opens the Spanish home page',
  { tag: '@one-width' },
  async ({ request }) => {
    const html = await (await request.get('/es/about')).text();
    expect(html).toMatch(/<link rel="manifest" href="\/es\/manifest\.webmanifest" ?\/?>/);
    const manifest = (await (await request.get('/es/manifest.webmanifest')).json()) as Record<
      string,
      string
    >;
    expect(manifest).toMatchObject({ lang: 'es-US', start_url: '/es' });
    expect(manifest.description).toMatch(/Asistencia en carretera/);
    expect(await (await request.get('/about')).text()).toMatch(
      /<link rel="manifest" href="\/manifest\.webmanifest" ?\/?>/,
    );
  },
);
