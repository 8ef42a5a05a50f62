import type { Page } from '@playwright/test';
import { company } from '../../src/content/company';
import {
  describeLocationMessage,
  smsUrl,
} from '../../src/features/share-location/location-message';
import { openWithCodeHeld } from './support/held-code';
import { expect, test, waitForHydration } from './support/test';
import { fillContactStep, stepHeading } from './support/wizard';

/**
 * Alive from first paint (docs/decisions/0041-alive-from-first-paint.md): a control tapped the moment
 * it is visible does its job, even when the page's code has not arrived yet. Each test holds the
 * page's JavaScript back (as a slow phone network does), acts on the painted page, then lets the code
 * through and checks the outcome. No test here measures a time (`npm run bench` does).
 */
test.use({ hydrate: false });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A mark on the window: it survives a navigation inside the app, and not a page load. */
const markTheWindow = (page: Page) =>
  page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
const isTheSameWindow = (page: Page) =>
  page.evaluate(() => 'stillTheSamePage' in window && window.stillTheSamePage === true);

test.describe('on a phone, before the page’s code has arrived', { tag: '@phone-only' }, () => {
  test('the menu opens at the first tap; once the code runs, a link in it navigates inside the app and closes it', async ({
    page,
  }) => {
    const code = await openWithCodeHeld(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Apply' })).toBeVisible();

    await code.release();
    await markTheWindow(page);
    await menu.getByRole('link', { name: 'Apply' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drive With Us');
    await expect(menu).toBeHidden();
    expect(await isTheSameWindow(page)).toBe(true);
  });

  test('a service tapped in the picker is the one shown, and stays shown once the code runs', async ({
    page,
  }) => {
    const code = await openWithCodeHeld(page, '/services');
    const choices = page.getByRole('group', { name: 'Choose a service' });
    await expect(page.getByRole('heading', { level: 2, name: 'Lockouts' })).toBeVisible();

    await choices.getByText('Fuel Delivery', { exact: true }).click();

    await expect(choices.getByRole('radio', { name: 'Fuel Delivery' })).toBeChecked();
    await expect(page.getByRole('heading', { level: 2, name: 'Fuel Delivery' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Lockouts' })).toBeHidden();
    await code.release();
    await expect(page.getByRole('heading', { level: 2, name: 'Fuel Delivery' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'A gas can delivering fuel' })).toBeVisible();
  });
});

for (const [phone, userAgent, form] of [
  ['an Android phone', undefined, 'android'],
  ['an iPhone', IPHONE, 'ios'],
] as const) {
  test.describe(`on ${phone}, before the page’s code has arrived`, { tag: '@phone-only' }, () => {
    test.use({ userAgent });

    test('"Text us my location" opens a text to the company at once, asking where the driver is, in the form the phone reads', async ({
      page,
    }) => {
      await openWithCodeHeld(page, '/');
      const opened = page.waitForRequest((request) => request.url().startsWith('sms:'));

      await page
        .locator('#hero')
        .getByRole('link', { name: 'Text us my location' })
        .click({ noWaitAfter: true });

      expect((await opened).url()).toBe(
        smsUrl(company.heroPhone.e164, describeLocationMessage(), form),
      );
    });
  });
}

test.describe(
  'on a wide screen, before the page’s code has arrived',
  { tag: '@desktop-only' },
  () => {
    test('a service card tapped is the one whose image is shown', async ({ page }) => {
      const code = await openWithCodeHeld(page, '/services');
      await page
        .getByRole('group', { name: 'Choose a service' })
        .getByText('Fuel Delivery', { exact: true })
        .click();
      await expect(page.getByRole('img', { name: 'A gas can delivering fuel' })).toBeVisible();
      await code.release();
      await expect(page.getByRole('img', { name: 'A gas can delivering fuel' })).toBeVisible();
    });
  },
);

test.describe('before the page’s code has arrived', { tag: '@one-width' }, () => {
  test('the application keeps what was typed, and Next pressed then is pressed once the code runs', async ({
    page,
  }) => {
    const code = await openWithCodeHeld(page, '/jobs');
    await fillContactStep(page, {
      fullName: 'Early Bird',
      phoneDigits: '2145550123',
      email: 'early.bird@example.com',
      location: 'Austin, TX',
    });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(stepHeading(page)).toContainText('Step 1 of 4');

    await code.release();

    await expect(stepHeading(page)).toContainText('Step 2 of 4');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Early Bird');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('(214) 555-0123');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(
      'early.bird@example.com',
    );
    await expect(page.getByRole('textbox', { name: /Location/ })).toHaveValue('Austin, TX');
    expect(page.url()).not.toContain('early.bird');
  });

  test('Next pressed on an empty contact step shows what is missing once the code runs', async ({
    page,
  }) => {
    const code = await openWithCodeHeld(page, '/jobs');
    await page.getByRole('button', { name: 'Next' }).click();

    await code.release();

    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeFocused();
    await expect(stepHeading(page)).toContainText('Step 1 of 4');
  });
});

/**
 * How a visitor or a browser could send a form: a tap on its button, Enter in a field, and a form
 * filler's programmatic submit. Typed values must never reach an address. (The newsletter's, which
 * writes to the database, is in alive.submission.spec.ts.)
 */
const TYPED = 'early.bird@example.com';

for (const moment of ['before', 'after'] as const) {
  test(`nothing typed into the application reaches an address, ${moment} the page’s code has arrived`, async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    const code = await openWithCodeHeld(page, '/jobs');
    if (moment === 'after') await code.release();
    const address = page.url();
    const field = page.getByRole('textbox', { name: 'Email address' });

    await field.fill(TYPED);
    await field.press('Enter');
    await page.getByRole('button', { name: 'Next' }).click();
    await field.evaluate((input: HTMLInputElement) => {
      input.form?.requestSubmit();
      input.form?.submit();
    });
    if (moment === 'before') await code.release();
    else await waitForHydration(page);

    await expect(page.getByText('Full name is required')).toBeVisible();
    expect(page.url()).toBe(address);
    expect(documents).toEqual([address]);
  });
}
