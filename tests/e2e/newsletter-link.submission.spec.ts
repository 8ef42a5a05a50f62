import type { Page } from '@playwright/test';
import { openWithCodeHeld } from './support/held-code';
import { expectNoEnglish } from './support/spanish';
import { standinForThisFile } from './support/standin-for-file';
import { expect, expectNoAxeViolations, hasHorizontalScroll, test } from './support/test';

/**
 * The pages the newsletter's confirmation mail links to (docs/decisions/0057-newsletter-double-opt-in.md),
 * in the built site, against the stand-in that answers the Firebase SDK and records its writes:
 * opening a link writes nothing (a mail scanner's visit confirms nothing); a press of the page's one
 * button, even made before the page's code arrived, writes one request `{action}-{token}`; a write
 * the rules refuse (an unknown or expired token: the stand-in answers 403 as they would) says the
 * link is not valid; and all of it in Spanish under /es.
 */
// A refused write is logged by the browser (HTTP 403) and by the Firestore SDK.
test.use({ hydrate: false, allowedConsoleErrors: /Failed to load resource|@firebase\/firestore/ });
const standin = standinForThisFile();

const TOKEN = '5e'.repeat(32);

const requests = () =>
  standin.commits.flatMap((commit) =>
    commit.documents.filter((document) => document.collection === 'newsletterRequests'),
  );

/** The one request the press wrote: its id and nothing but the server's time. */
function expectOneRequest(action: 'confirm' | 'unsubscribe') {
  expect(standin.commits).toHaveLength(1);
  expect(requests()).toHaveLength(1);
  const [request] = requests();
  expect(request!.id).toBe(`${action}-${TOKEN}`);
  expect(request!.fields).toEqual({});
  expect(request!.serverTimestampFields).toEqual(['createdAt']);
}

/** Opens `path` and waits until it is hydrated and idle. */
async function openHydrated(page: Page, path: string) {
  const code = await openWithCodeHeld(page, path);
  await code.release();
  await page.waitForLoadState('networkidle');
}

const PAGES = [
  {
    action: 'confirm',
    path: '/newsletter/confirm',
    button: 'Confirm my subscription',
    done: "You're subscribed",
    invalid: "This link isn't valid or has expired.",
  },
  {
    action: 'unsubscribe',
    path: '/newsletter/unsubscribe',
    button: 'Unsubscribe',
    done: "You're unsubscribed",
    invalid: "This unsubscribe link isn't valid anymore.",
  },
  {
    action: 'confirm',
    path: '/es/newsletter/confirm',
    button: 'Confirmar mi suscripción',
    done: 'Ya está suscrito',
    invalid: 'Este enlace no es válido o ya venció.',
  },
  {
    action: 'unsubscribe',
    path: '/es/newsletter/unsubscribe',
    button: 'Cancelar mi suscripción',
    done: 'Su suscripción está cancelada',
    invalid: 'Este enlace para cancelar la suscripción ya no es válido.',
  },
] as const;

for (const { action, path, button, done, invalid } of PAGES) {
  const spanish = path.startsWith('/es/');

  test.describe(path, () => {
    test(`${path}: a press made before the page’s code arrived is made once it has: one request, the outcome announced and focused; axe passes`, async ({
      page,
    }) => {
      const code = await openWithCodeHeld(page, `${path}#${TOKEN}`);
      const press = page.getByRole('button', { name: button });
      await press.click();
      // A second tap, because nothing seemed to happen, is not a second request.
      await press.click();
      expect(standin.commits).toHaveLength(0);

      await code.release();

      const outcome = page.getByRole('status').filter({ hasText: done });
      await expect(outcome).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: done })).toBeFocused();
      await expect(page.getByRole('button', { name: button })).toHaveCount(0);
      expectOneRequest(action);
      // The token went in the write's body: no address the browser asked for holds it.
      expect(page.url()).toContain(`#${TOKEN}`);
      if (spanish) await expectNoEnglish(page, `${path}, done`);
      await expectNoAxeViolations(page, `${path}, done`);

      await page.setViewportSize({ width: 320, height: 700 });
      await expect(outcome).toBeVisible();
      expect(await hasHorizontalScroll(page)).toBe(false);
    });

    test(`${path}: a write the rules refuse says the link is not valid, and what to do; axe passes`, async ({
      page,
    }) => {
      await openHydrated(page, `${path}#${TOKEN}`);
      standin.failNext('commit', { status: 403 });

      await page.getByRole('button', { name: button }).click();

      const alert = page.getByRole('alert').filter({ hasText: invalid });
      await expect(alert).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: invalid })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: done })).toHaveCount(0);
      expect(requests()).toEqual([]);
      if (spanish) await expectNoEnglish(page, `${path}, invalid`);
      await expectNoAxeViolations(page, `${path}, invalid`);
    });
  });
}

test('opening a link, as a mail scanner does, writes nothing and loads no Firebase code', async ({
  page,
  request,
}) => {
  const firebaseCode: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script' && /firebase/.test(sent.url()))
      firebaseCode.push(sent.url());
  });
  for (const { path } of PAGES) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    await openHydrated(page, `${path}#${TOKEN}`);
  }
  expect(standin.commits).toEqual([]);
  expect(firebaseCode).toEqual([]);
});

test('a link without its token says so at the press, without writing anything', async ({
  page,
}) => {
  await openHydrated(page, '/newsletter/confirm');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('alert')).toContainText("This link isn't valid or has expired.");
  expect(standin.commits).toEqual([]);
});

test('a lost connection says so and keeps the button; the next press confirms', async ({
  page,
}) => {
  await openHydrated(page, `/newsletter/confirm#${TOKEN}`);
  await page.context().setOffline(true);
  const press = page.getByRole('button', { name: 'Confirm my subscription' });
  await press.click();
  await expect(page.getByRole('alert')).toContainText(
    "You appear to be offline, so we couldn't confirm your subscription.",
  );
  await expect(press).toBeFocused();
  expect(standin.commits).toEqual([]);

  await page.context().setOffline(false);
  await press.click();
  await expect(page.getByRole('status').filter({ hasText: "You're subscribed" })).toBeVisible();
  expectOneRequest('confirm');
});

test('the confirmed page links to unsubscribing, which works from there', async ({ page }) => {
  await openHydrated(page, `/newsletter/confirm#${TOKEN}`);
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await page.getByRole('link', { name: 'Unsubscribe' }).click();

  await expect(page).toHaveURL(new RegExp(`/newsletter/unsubscribe#${TOKEN}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' }),
  ).toBeFocused();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: "You're unsubscribed" })).toBeVisible();
  expect(requests().map((written) => written.id)).toEqual([
    `confirm-${TOKEN}`,
    `unsubscribe-${TOKEN}`,
  ]);
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says it needs JavaScript, or a call, instead of showing a button that cannot work', async ({
    page,
  }) => {
    await page.goto(`/newsletter/confirm#${TOKEN}`);
    await expect(
      page.getByText(/This page needs JavaScript to confirm your subscription/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm my subscription' })).toBeHidden();
  });
});
