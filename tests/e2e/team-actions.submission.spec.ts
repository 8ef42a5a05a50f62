import type { Page } from '@playwright/test';
import { EMULATOR_LINK_SECRET, statusLink, teamLink } from '../../functions/src/links';
import type { StoredData } from '../../functions/src/team-actions';
import { qualifiedAnswers } from '../../scripts/mail-preview/samples';
import { company } from '../../src/content/company';
import type { TeamAction } from '../../src/lib/action-links';
import { phone } from './support/browser';
import { openWithCodeHeld } from './support/held-code';
import { expectNoEnglish } from './support/spanish';
import { standinForThisFile } from './support/standin-for-file';
import { expect, expectNoAxeViolations, hasHorizontalScroll, test } from './support/test';
import { throttleLikeAPhone } from './support/throttle';

/**
 * The onboarding team's one-tap actions and the applicant's status page
 * (docs/decisions/0063-team-actions-and-status-page.md), in the built site, against the stand-in,
 * which answers the callables `teamAction` and `applicationStatus` with the functions' own code and
 * the emulator's link secret over documents the test seeds as the functions would have left them.
 * Every page in English and Spanish: a press made before the page's code arrived acts once it has
 * (a decline's reason chosen by then with it), the outcome announced and focused, axe clean, at a
 * phone's width and at 320 px; the keyboard alone; opening a link changes nothing; an altered link
 * says so and changes nothing; a used link says what was done; the status page shows the first name
 * and the stages, never anything else, and a guessed link shows nothing. On a phone throttled like
 * one: a second link opened in the same tab is followed, and the skip link used before the code
 * arrived does not lose the link (docs/decisions/0071-a-link-is-kept-from-first-paint.md).
 */
// A refused call is logged by the browser (HTTP 403).
test.use({
  hydrate: false,
  allowedConsoleErrors: /Failed to load resource/,
  timezoneId: 'America/Chicago',
});
const standin = standinForThisFile();

const ID = 'AppTeamE2e0000000000';
const STATUS_ID = 'StatusE2e00000000000';
const MAILED_AT = new Date(Date.now() - 2 * 60 * 60 * 1000);
const RECEIVED_AT = new Date(MAILED_AT.getTime() - 60 * 1000);

/** An application as the functions leave it once it was mailed (or held), and its status record. */
function seed({
  language = 'en' as 'en' | 'es',
  status = 'mailed' as 'mailed' | 'held',
  stages = {} as StoredData,
  id = ID,
} = {}) {
  standin.seedServer('applications', id, {
    answers: qualifiedAnswers(),
    language,
    createdAt: RECEIVED_AT,
    source: { key: 'home', appCheck: 'missing' },
    status,
    handling:
      status === 'mailed'
        ? { mailedAt: MAILED_AT, mailId: ID }
        : { heldAt: MAILED_AT, reasons: ['hourly-cap'] },
    ...(status === 'mailed' ? { statusId: STATUS_ID } : {}),
  });
  standin.seedServer('applicationStatuses', STATUS_ID, {
    firstName: 'Ana',
    language,
    receivedAt: RECEIVED_AT,
    readAt: null,
    callAt: null,
    declinedAt: null,
    expireAt: new Date(MAILED_AT.getTime() + 60 * 24 * 60 * 60 * 1000),
    ...stages,
  });
}

/** The path and fragment of the link the team's mail carries for `action`, on `language`'s site. */
function teamPath(action: TeamAction, language: 'en' | 'es' = 'en', id = ID) {
  const url = new URL(teamLink(EMULATOR_LINK_SECRET, action, id, 'mail', MAILED_AT));
  return `${language === 'es' ? '/es' : ''}${url.pathname}${url.hash}`;
}

function statusPath(language: 'en' | 'es') {
  const expires = new Date(MAILED_AT.getTime() + 60 * 24 * 60 * 60 * 1000);
  const url = new URL(statusLink(EMULATOR_LINK_SECRET, STATUS_ID, language, expires));
  return `${url.pathname}${url.hash}`;
}

const actionCalls = () => standin.calls.filter((call) => call.name === 'teamAction');
const application = () => standin.server.get(`applications/${ID}`)!;

/**
 * Opens `path` as a new page load and waits until it is hydrated (from another address first: the
 * same page with another fragment would not load again, only change the link in the open page).
 */
async function openHydrated(page: Page, path: string) {
  await page.goto('about:blank');
  const code = await openWithCodeHeld(page, path);
  await code.release();
}

const PAGES = [
  {
    action: 'read',
    language: 'en',
    heading: 'Mark as read',
    button: 'Mark as read',
    done: 'Marked as read',
  },
  {
    action: 'call',
    language: 'en',
    heading: 'Reviewed: we will call you',
    button: 'Tell them we will call',
    done: 'The applicant is told we will call',
  },
  {
    action: 'decline',
    language: 'en',
    heading: 'Not a fit right now',
    button: 'Send the decline',
    done: 'The applicant is told: not a fit right now',
    reason: 'Missing required tools',
  },
  {
    action: 'release',
    language: 'en',
    heading: 'Send it to the inbox now',
    button: 'Send it to the inbox now',
    done: 'Sent to the onboarding inbox',
  },
  {
    action: 'read',
    language: 'es',
    heading: 'Marcar como leída',
    button: 'Marcar como leída',
    done: 'Marcada como leída',
  },
  {
    action: 'call',
    language: 'es',
    heading: 'Revisada: lo llamaremos',
    button: 'Avisarle que lo llamaremos',
    done: 'Se avisó al solicitante que lo llamaremos',
  },
  {
    action: 'decline',
    language: 'es',
    heading: 'Por ahora no encaja',
    button: 'Enviar la respuesta',
    done: 'Se avisó al solicitante: por ahora no encaja',
    reason: 'Le faltan herramientas obligatorias',
  },
  {
    action: 'release',
    language: 'es',
    heading: 'Enviarla a la bandeja de entrada ahora',
    button: 'Enviarla a la bandeja de entrada ahora',
    done: 'Enviada a la bandeja de entrada de incorporación',
  },
] as const;

for (const page of PAGES) {
  const { action, language, heading, button, done } = page;
  const path = teamPath(action, language);

  test(`${path.split('#')[0]}: a press made before the code arrived acts once it has, once; the outcome is announced and focused; axe passes at a phone's width and at 320 px`, async ({
    page: browser,
  }) => {
    seed({ language, status: action === 'release' ? 'held' : 'mailed' });
    await browser.setViewportSize(phone.viewport);
    const code = await openWithCodeHeld(browser, path);
    await expect(browser.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if ('reason' in page) await browser.getByRole('radio', { name: page.reason }).check();
    const press = browser.getByRole('button', { name: button });
    await press.click();
    // A second tap, because nothing seemed to happen, is not a second action.
    await press.click();
    expect(actionCalls()).toHaveLength(0);

    await code.release();

    const outcome = browser.getByRole('status').filter({ hasText: done });
    await expect(outcome).toBeVisible();
    await expect(browser.getByRole('heading', { level: 2, name: done })).toBeFocused();
    await expect(browser.getByRole('button', { name: button })).toHaveCount(0);
    expect(actionCalls()).toHaveLength(1);
    expect(actionCalls()[0]!.data).toEqual({
      action,
      token: path.split('#')[1],
      ...(action === 'decline' ? { reason: 'tools' } : {}),
    });
    const team = application().team as { actions: { action: string; via: string }[] };
    expect(team.actions).toEqual([expect.objectContaining({ action, via: 'mail' })]);
    if (action === 'release') expect(application().status).toBe('release');
    if (action === 'call' || action === 'decline') {
      const mail = standin.server.get(`mail/${ID}-${action}`) as {
        to: string[];
        message: { text: string };
      };
      expect(mail.to).toEqual([qualifiedAnswers().email]);
      expect(mail.message.text).toContain(language === 'es' ? 'Hola, Ana:' : 'Hello Ana,');
      if (action === 'decline') {
        expect(mail.message.text).toContain(
          language === 'es'
            ? 'Nuestros contratistas necesitan todas las herramientas'
            : 'Our contractors need every tool',
        );
      }
    }
    if (language === 'es') await expectNoEnglish(browser, `${path}, done`);
    await expectNoAxeViolations(browser, `${path}, done`);

    await browser.setViewportSize({ width: 320, height: 700 });
    await expect(outcome).toBeVisible();
    expect(await hasHorizontalScroll(browser)).toBe(false);
  });
}

test('each team page says what will happen before the press, at a desktop’s width, with axe passing, and opening it changes nothing and loads no Firebase code', async ({
  page,
  request,
}) => {
  seed();
  const firebaseCode: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script' && /firebase/.test(sent.url()))
      firebaseCode.push(sent.url());
  });
  for (const { action, language, heading, button } of PAGES) {
    const path = teamPath(action, language);
    // What a mail scanner or a link preview does: fetch the address.
    expect((await request.get(path.split('#')[0]!)).status()).toBe(200);
    await openHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: button })).toBeVisible();
    await expectNoAxeViolations(page, `${path}, before the press`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  }
  expect(standin.calls).toEqual([]);
  expect(firebaseCode).toEqual([]);
  expect(application().team).toBeUndefined();
});

test('with the keyboard alone: the skip link, a reason chosen with the arrow keys, the button; the outcome takes the focus', async ({
  page,
}) => {
  seed();
  await openHydrated(page, teamPath('decline'));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'No reason given' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Not in our service area' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send the decline' })).toBeFocused();
  await page.keyboard.press('Enter');

  const done = 'The applicant is told: not a fit right now';
  await expect(page.getByRole('heading', { level: 2, name: done })).toBeFocused();
  expect(actionCalls().map((call) => call.data)).toEqual([
    { action: 'decline', token: teamPath('decline').split('#')[1], reason: 'service-area' },
  ]);
});

test('an altered link says it is not valid, and nothing happens', async ({ page }) => {
  seed();
  const path = teamPath('call');
  const altered = `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`;
  await openHydrated(page, altered);
  await page.getByRole('button', { name: 'Tell them we will call' }).click();

  const title = 'This link isn’t valid';
  await expect(page.getByRole('alert').filter({ hasText: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeFocused();
  expect(actionCalls().map((call) => call.status)).toEqual([403]);
  expect(application().team).toBeUndefined();
  expect(standin.server.has(`mail/${ID}-call`)).toBe(false);
  await expectNoAxeViolations(page, 'an altered link');
});

test('a used link, pressed again, says what was done and when, and changes nothing', async ({
  page,
}) => {
  seed();
  await openHydrated(page, teamPath('call'));
  await page.getByRole('button', { name: 'Tell them we will call' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'The applicant is told we will call' }),
  ).toBeFocused();

  await openHydrated(page, teamPath('call'));
  await page.getByRole('button', { name: 'Tell them we will call' }).click();
  const again = page.getByRole('status').filter({ hasText: 'Already done' });
  await expect(again).toContainText(
    'the applicant was told we will call them. Nothing was changed.',
  );
  expect((application().team as { actions: unknown[] }).actions).toHaveLength(1);

  // The other decision, on the decided application: it says so.
  await openHydrated(page, teamPath('decline'));
  await page.getByRole('button', { name: 'Send the decline' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Already decided' })).toBeVisible();
  expect(standin.server.has(`mail/${ID}-decline`)).toBe(false);
});

const STATUS_PAGES = [
  {
    language: 'en',
    heading: 'Your application',
    hello: 'Hello, Ana.',
    now: `Our onboarding team will call you soon from ${company.heroPhone.display}.`,
    stages: ['Received', 'Read by our team', 'We will call you'],
    invalid: "This link isn't valid or has expired.",
    looking: 'Looking up where your application stands…',
  },
  {
    language: 'es',
    heading: 'Su solicitud',
    hello: 'Hola, Ana.',
    now: `Nuestro equipo de incorporación lo llamará pronto desde el ${company.heroPhone.display}.`,
    stages: ['Recibida', 'Leída por nuestro equipo', 'Lo llamaremos'],
    invalid: 'Este enlace no es válido o ya venció.',
    looking: 'Buscando en qué punto está su solicitud…',
  },
] as const;

for (const { language, heading, hello, now, stages, invalid, looking } of STATUS_PAGES) {
  test(`${statusPath(language).split('#')[0]}: the status, with its dates, the first name only, Call and Text; axe passes at a desktop's and a phone's width`, async ({
    page,
  }) => {
    const calledAt = new Date(MAILED_AT.getTime() + 30 * 60 * 1000);
    seed({ language, stages: { readAt: calledAt, callAt: calledAt } });
    await page.goto('about:blank');
    const code = await openWithCodeHeld(page, statusPath(language));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // With its link, it says it is looking it up until its code has read it, never that the link
    // is missing.
    await expect(page.getByRole('status').filter({ hasText: looking })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The status arriving moves nothing: the Call link stays where the first paint put it.
    const callLink = page.getByRole('main').locator(`a[href="tel:${company.heroPhone.e164}"]`);
    const paintedAt = await callLink.boundingBox();
    await code.release();
    const status = page.getByRole('status').filter({ hasText: hello });
    await expect(status).toContainText(now);
    expect(await callLink.boundingBox()).toEqual(paintedAt);
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(3);
    const date = new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', {
      dateStyle: 'long',
      timeZone: 'America/Chicago',
    });
    await expect(items.nth(0)).toHaveText(`${stages[0]}: ${date.format(RECEIVED_AT)}`);
    await expect(items.nth(2)).toHaveText(`${stages[2]}: ${date.format(calledAt)}`);
    const main = page.getByRole('main');
    await expect(main.locator(`a[href="tel:${company.heroPhone.e164}"]`)).toHaveCount(1);
    await expect(main.locator(`a[href="sms:${company.heroPhone.e164}"]`)).toHaveCount(1);
    // No answer and no personal data but the first name.
    const text = (await main.textContent()) ?? '';
    for (const answer of [
      qualifiedAnswers().email,
      qualifiedAnswers().phone,
      qualifiedAnswers().location,
      'Diaz',
    ]) {
      expect(text).not.toContain(answer);
    }
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    if (language === 'es') await expectNoEnglish(page, 'the status page');
    await expectNoAxeViolations(page, `the status page (${language})`);

    await page.setViewportSize(phone.viewport);
    await expectNoAxeViolations(page, `the status page (${language}), phone`);
    await page.setViewportSize({ width: 320, height: 700 });
    expect(await hasHorizontalScroll(page)).toBe(false);

    // A guessed link: nothing but that it is not valid.
    const path = statusPath(language);
    await openHydrated(page, `${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`);
    await expect(page.getByRole('alert').filter({ hasText: invalid })).toBeVisible();
    await expect(page.getByText(hello)).toHaveCount(0);
    await expect(main.locator(`a[href="tel:${company.heroPhone.e164}"]`)).toHaveCount(1);
    await expectNoAxeViolations(page, `the status page (${language}), invalid`);
  });
}

test('opened with no link at all, the held list and the status page say the link is not valid from the first paint, before their code arrives; once it has, the same notice, once, in the same place; axe passes', async ({
  page,
}) => {
  for (const { path, invalid } of [
    { path: '/team/held', invalid: 'This link isn’t valid' },
    { path: '/application-status', invalid: STATUS_PAGES[0].invalid },
    { path: '/es/application-status', invalid: STATUS_PAGES[1].invalid },
  ]) {
    await page.goto('about:blank');
    const code = await openWithCodeHeld(page, path);
    const notice = page.getByRole('alert').filter({ hasText: invalid });
    await expect(notice).toBeVisible();
    // Not "Loading…": every loading line of these pages ends with an ellipsis.
    await expect(page.getByRole('status').filter({ hasText: /…$/ })).toHaveCount(0);
    const paintedAt = await notice.boundingBox();
    await expectNoAxeViolations(page, `${path} with no link, before its code`);

    await code.release();
    // The page's code has read the empty link: its own notice has replaced the loading state, which
    // held the one its CSS showed.
    await expect(page.locator('.if-no-link')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(notice).toBeVisible();
    expect(await notice.boundingBox()).toEqual(paintedAt);
    await expectNoAxeViolations(page, `${path} with no link`);
  }
  expect(standin.calls).toHaveLength(0);
});

test('the status page with the keyboard alone: past the stages to Call and Text', async ({
  page,
}) => {
  seed();
  await openHydrated(page, statusPath('en'));
  await expect(page.getByRole('status').filter({ hasText: 'Hello, Ana.' })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: /^Call / })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: /^Text / })).toBeFocused();
});

test.describe('on a phone throttled like one', () => {
  test.use(phone);

  test('a second link opened in the same tab is a new link: the page starts again with its button, says so, and acts on it only when pressed', async ({
    page,
  }) => {
    const SECOND = 'AppTeamE2e0000000002';
    seed({ status: 'held' });
    seed({ status: 'held', id: SECOND });
    const { fullSpeed } = await throttleLikeAPhone(page);
    await openHydrated(page, teamPath('release'));
    await fullSpeed();
    await page.getByRole('button', { name: 'Send it to the inbox now' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Sent to the onboarding inbox' }),
    ).toBeFocused();

    // The second held application's link, pasted into the address bar of the same tab.
    await page.goto(teamPath('release', 'en', SECOND));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Send it to the inbox now' }),
    ).toBeFocused();
    await expect(page.getByRole('note')).toHaveText(
      'This page now shows the link you just opened. Nothing is done until you press its button.',
    );
    await expect(page.getByText('Sent to the onboarding inbox')).toHaveCount(0);
    expect(actionCalls()).toHaveLength(1);
    await expectNoAxeViolations(page, 'the second link, before its press');

    await page.getByRole('button', { name: 'Send it to the inbox now' }).click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Sent to the onboarding inbox' }),
    ).toBeFocused();
    expect(actionCalls().map((call) => (call.data as { token: string }).token)).toEqual([
      teamPath('release').split('#')[1],
      teamPath('release', 'en', SECOND).split('#')[1],
    ]);
    expect(standin.server.get(`applications/${SECOND}`)!.status).toBe('release');
  });

  test('the skip link used before the page’s code arrived keeps the link: the press acts on it', async ({
    page,
  }) => {
    seed();
    const { fullSpeed } = await throttleLikeAPhone(page);
    const path = teamPath('call');
    const code = await openWithCodeHeld(page, path);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Tell them we will call' })).toBeFocused();
    await page.keyboard.press('Enter');
    expect(actionCalls()).toHaveLength(0);

    await code.release();
    await fullSpeed();

    await expect(
      page.getByRole('heading', { level: 2, name: 'The applicant is told we will call' }),
    ).toBeFocused();
    expect(actionCalls().map((call) => call.data)).toEqual([
      { action: 'call', token: path.split('#')[1] },
    ]);
  });
});
