import type { Page } from '@playwright/test';
import { standinForThisFile } from './support/standin-for-file';
import { openWithCodeHeld } from './support/held-code';
import { expect, test } from './support/test';

/**
 * The newsletter, alive from first paint (docs/decisions/0041-alive-from-first-paint.md): Subscribe
 * pressed before the page's code has arrived subscribes once it has, and nothing typed ever reaches
 * an address, however the form is sent. The stand-in answers the Firebase SDK and records the writes.
 */
// Once subscribed, the form gives way to the thanks: a form filler's late submit of the removed form
// is refused by the browser with this warning, which is the point.
test.use({ hydrate: false, allowedConsoleErrors: /the form is not connected/ });
const standin = standinForThisFile();
const TYPED = 'early.bird@example.com';

/** Every document the browser loads: an address holding the typed email would be one. */
function documentRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) urls.push(request.url());
  });
  return urls;
}

const subscriptions = () =>
  standin.commits.flatMap((commit) =>
    commit.documents.filter((document) => document.collection === 'newsletterSubscriptions'),
  );

test('Subscribe pressed before the page’s code has arrived subscribes once it has', async ({
  page,
}) => {
  const code = await openWithCodeHeld(page, '/');
  await page.getByRole('textbox', { name: 'Email' }).fill(TYPED);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  // A second tap, because nothing seemed to happen, is not a second subscription.
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect(page.url()).not.toContain('early.bird');

  await code.release();

  await expect(page.getByText(/Almost done: we sent you an email/)).toBeVisible();
  expect(subscriptions()).toHaveLength(1);
  expect(JSON.stringify(subscriptions()[0]!.fields)).toContain(TYPED);
});

for (const moment of ['before', 'after'] as const) {
  test(`nothing typed into the newsletter reaches an address, ${moment} the page’s code has arrived`, async ({
    page,
  }) => {
    const documents = documentRequests(page);
    const code = await openWithCodeHeld(page, '/about');
    if (moment === 'after') await code.release();
    const address = page.url();
    const field = page.getByRole('textbox', { name: 'Email' });

    await field.fill(TYPED);
    await field.press('Enter');
    await field.evaluate((input: HTMLInputElement) => {
      input.form?.requestSubmit();
      input.form?.submit();
    });
    if (moment === 'before') await code.release();

    await expect(page.getByText(/Almost done: we sent you an email/)).toBeVisible();
    expect(page.url()).toBe(address);
    expect(documents).toEqual([address]);
    expect(subscriptions()).toHaveLength(1);
  });
}
