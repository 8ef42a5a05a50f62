import type { Browser, Locator, Page } from '@playwright/test';
import { phone } from './support/browser';
import { holdPageCode } from './support/held-code';
import { watchForProblems } from './support/offline';
import { savedAnswers } from './support/saved-draft';
import { throttleLikeAPhone } from './support/throttle';
import { expect, isHydrated, test, waitForHydration } from './support/test';

/**
 * Nothing typed is lost, at any moment after first paint (docs/decisions/0041-alive-from-first-paint.md):
 * on the phone profile the project's benchmark uses (CPU 4× slower, 1.6 Mbps, 150 ms round trip), a
 * person types into each field the moment it is visible, at a person's pace, while the page's code
 * arrives and the page hydrates. The code is held back until part of the typing is done, then let
 * through while the typing goes on, so that the typing spans the moment the page hydrates; where
 * that moment falls changes from load to load. What each field ends up holding, and what the draft
 * saves, must be exactly what was typed (the phone formatted, the letters a keystroke could not add
 * dropped). Chrome's autofill, filling every field at once before the code arrives, is kept too.
 */
test.use({ hydrate: false });
// Several throttled loads a test, each typed at a person's pace: a deadline well past that, for a hang.
test.describe.configure({ timeout: 480_000 });

/** A person's pace: about eight keystrokes a second, as a practised thumb types. */
const KEYSTROKE_MS = 120;

/**
 * A first visit on a phone of its own (nothing saved on it), throttled like a phone, the page's code
 * held back, with what a visitor would notice recorded. `fullSpeed()` ends the processor's slowdown
 * once the typing and the hydration it spans are over, before the checks (support/throttle.ts).
 */
async function openOnANewPhone(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ ...phone, baseURL, serviceWorkers: 'block' });
  const page = await context.newPage();
  const problems = watchForProblems(page);
  const { fullSpeed } = await throttleLikeAPhone(page);
  const code = await holdPageCode(page);
  await page.goto(path, { waitUntil: 'commit' });
  return { page, code, problems, fullSpeed, close: () => context.close() };
}

interface Typing {
  field: Locator;
  text: string;
}

/**
 * Types each text into its field, one keystroke at a time, letting the page's code through after
 * `releaseAfter` keystrokes. Returns whether any keystroke landed once the page had hydrated, i.e. the
 * typing spanned the moment it did. From that keystroke on, the moment the phone's slow processor is
 * there for is over: the rest is typed at the same pace at full speed (`fullSpeed`), since a slowed
 * page keeps a core busy for as long as it is slowed (support/throttle.ts).
 */
async function typeAcrossHydration(
  page: Page,
  typings: Typing[],
  releaseAfter: number,
  { release, fullSpeed }: { release: () => Promise<void>; fullSpeed: () => Promise<unknown> },
) {
  let keystrokes = 0;
  let released: Promise<void> | null = null;
  let typedAfterHydration = false;
  for (const { field, text } of typings) {
    await field.tap();
    for (const character of text) {
      if (keystrokes === releaseAfter) released = release();
      await page.keyboard.type(character);
      keystrokes += 1;
      if (released && !typedAfterHydration) {
        typedAfterHydration = await isHydrated(field);
        if (typedAfterHydration) await fullSpeed();
      }
      await page.waitForTimeout(KEYSTROKE_MS);
    }
  }
  await (released ?? release());
  return typedAfterHydration;
}

const APPLICANT = [
  ['fullName', 'Ana Maria Diaz', 'Ana Maria Diaz'],
  ['phone', '512abc5550147', '(512) 555-0147'],
  ['email', 'ana@example.com', 'ana@example.com'],
  ['location', 'Austin, TX', 'Austin, TX'],
] as const;

// Where the code is let through, in keystrokes, one load each: at first sight, within the phone
// number, and once the phone number is typed and the field left (leaving it fires a change event, which
// must not turn the typing into a paste: the letters would stay). The Spanish page, the same code with
// other words, gets the first two.
const PHONE_STARTS = APPLICANT[0][1].length;
const RELEASE_POINTS = [0, PHONE_STARTS + 6, PHONE_STARTS + APPLICANT[1][1].length];

for (const [path, releasePoints] of [
  ['/jobs', RELEASE_POINTS],
  ['/es/jobs', RELEASE_POINTS.slice(0, 2)],
] as const) {
  test.describe(`${path} on a throttled phone`, { tag: '@phone-only' }, () => {
    test('keeps every character typed into each field at first sight, while the page’s code arrives, and saves them in the draft', async ({
      browser,
      baseURL,
    }, testInfo) => {
      const spans: boolean[] = [];
      for (const releaseAfter of releasePoints) {
        const { page, code, problems, fullSpeed, close } = await openOnANewPhone(
          browser,
          baseURL,
          path,
        );
        const field = (name: string) => page.locator(`#main form input[name="${name}"]`);
        await field('fullName').waitFor();

        spans.push(
          await typeAcrossHydration(
            page,
            APPLICANT.map(([name, typed]) => ({ field: field(name), text: typed })),
            releaseAfter,
            { release: code.release, fullSpeed },
          ),
        );
        await waitForHydration(page);
        await fullSpeed();

        for (const [name, , shown] of APPLICANT) {
          await expect(field(name), `${name}, code let through after ${releaseAfter}`).toHaveValue(
            shown,
          );
        }
        await expect
          .poll(async () => (await savedAnswers(page))?.answers)
          .toMatchObject(Object.fromEntries(APPLICANT.map(([name, , shown]) => [name, shown])));
        expect(page.url()).not.toContain('example.com');
        expect(problems).toEqual([]);
        await close();
      }
      testInfo.annotations.push({
        type: 'typing spanned hydration',
        description: spans.map((span) => (span ? 'yes' : 'no')).join(', '),
      });
      // The test is only worth its name if the typing went on once the page had hydrated.
      expect(spans).toContain(true);
    });

    for (const moment of ['before the page’s code arrives', 'as the page’s code arrives']) {
      test(`keeps what Chrome’s autofill fills in ${moment}, the phone formatted`, async ({
        browser,
        baseURL,
      }) => {
        const { page, code, problems, fullSpeed, close } = await openOnANewPhone(
          browser,
          baseURL,
          path,
        );
        const form = page.locator('#main form');
        await form.locator('input[name="fullName"]').waitFor();

        const released = moment.startsWith('as') ? code.release() : null;
        // Chrome's autofill sets every field of the address profile at once and fires `input` and
        // `change` on each, without a keystroke.
        await form.evaluate((element) => {
          const profile: Record<string, string> = {
            fullName: 'Ana Maria Diaz',
            phone: '+1 512-555-0147',
            email: 'ana.diaz@example.com',
            location: 'Austin',
          };
          const setValue = Object.getOwnPropertyDescriptor(
            HTMLInputElement.prototype,
            'value',
          )!.set!;
          for (const [name, value] of Object.entries(profile)) {
            const input = element.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
            setValue.call(input, value);
            input.dispatchEvent(new Event('input', { bubbles: true }));
            input.dispatchEvent(new Event('change', { bubbles: true }));
          }
        });
        await (released ?? code.release());
        await fullSpeed();

        await expect(form.locator('input[name="fullName"]')).toHaveValue('Ana Maria Diaz');
        await expect(form.locator('input[name="phone"]')).toHaveValue('(512) 555-0147');
        await expect(form.locator('input[name="email"]')).toHaveValue('ana.diaz@example.com');
        await expect(form.locator('input[name="location"]')).toHaveValue('Austin');
        await expect
          .poll(async () => (await savedAnswers(page))?.answers)
          .toMatchObject({
            fullName: 'Ana Maria Diaz',
            phone: '(512) 555-0147',
            email: 'ana.diaz@example.com',
            location: 'Austin',
          });
        expect(problems).toEqual([]);
        await close();
      });
    }
  });
}

for (const [path, releasePoints] of [
  ['/', [0, 6, 12]],
  ['/es', [0, 6]],
] as const) {
  test(
    `the newsletter on ${path} keeps every character typed at first sight on a throttled phone`,
    {
      tag: '@phone-only',
    },
    async ({ browser, baseURL }) => {
      const spans: boolean[] = [];
      for (const releaseAfter of releasePoints) {
        const { page, code, problems, fullSpeed, close } = await openOnANewPhone(
          browser,
          baseURL,
          path,
        );
        const email = page.locator('footer input[type="email"]');
        await email.waitFor();
        await email.scrollIntoViewIfNeeded();
        spans.push(
          await typeAcrossHydration(
            page,
            [{ field: email, text: 'driver.news@example.com' }],
            releaseAfter,
            { release: code.release, fullSpeed },
          ),
        );
        await waitForHydration(page);
        await fullSpeed();
        await expect(email).toHaveValue('driver.news@example.com');
        expect(page.url()).not.toContain('example.com');
        expect(problems).toEqual([]);
        await close();
      }
      expect(spans).toContain(true);
    },
  );
}
