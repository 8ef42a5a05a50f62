import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, SERVICE_WORKER_BLOCKED, test } from './support/test';
import { DRAFT_KEY, savedAnswers } from './support/saved-draft';
import { stepHeading, TOOL_PHOTO } from './support/wizard';
import { APPLICANT_PHONE } from '../fixtures/applicant-phones';
import { STEP_TITLES } from '../../src/features/job-application/rules/questions';
import { fileQuestionOf } from '../../src/features/job-application/rules/schema';
import { megabytes } from '../../src/lib/form/question-words';

/**
 * The draft and the photo field in real Chromium: files that can never be sent are refused when
 * chosen, typing is saved when the page is hidden, and two tabs never overwrite each other's draft.
 */

/** Opens the wizard on the qualifications step (a saved draft says so). */
async function openQualificationsStep(page: Page) {
  await page.goto('/jobs');
  await page.evaluate((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({ version: 1, savedAt: Date.now(), step: 'qualifications', answers: {} }),
    );
  }, DRAFT_KEY);
  await page.reload();
  await expect(stepHeading(page)).toContainText('Step 3 of 4');
}

const photoInput = (page: Page) =>
  page.getByLabel(/^(Choose a photo|Change the photo) of your tools/);

test.describe('a photo that can never be sent is refused when chosen', () => {
  test('an empty file', async ({ page }) => {
    await openQualificationsStep(page);
    await photoInput(page).setInputFiles({
      name: 'IMG_0042.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(0),
    });
    const problem = page.getByRole('alert');
    await expect(problem).toHaveText(
      'This file is empty (0 bytes), so it cannot be sent. Please choose the photo again, or take a new one.',
    );
    await expect(page.getByText('IMG_0042.jpg')).toHaveCount(0);
    await expect(page.getByText('1 KB')).toHaveCount(0);
    await expect(photoInput(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(photoInput(page)).toHaveAccessibleDescription(/This file is empty/);
    await expectNoAxeViolations(page, 'an empty photo refused');

    // Choosing a real photo clears the message.
    await photoInput(page).setInputFiles(TOOL_PHOTO);
    await expect(page.getByText('tool-photo.jpg')).toBeVisible();
    await expect(problem).toHaveCount(0);
  });

  test('a photo still over the size limit after preparation', async ({ page }) => {
    const { maxBytes } = fileQuestionOf('toolImage');
    await openQualificationsStep(page);
    // Chromium cannot decode HEIC, so it cannot be made smaller here: it stays over the limit.
    await photoInput(page).setInputFiles({
      name: 'IMG_0043.HEIC',
      mimeType: 'image/heic',
      buffer: Buffer.alloc(maxBytes + 1, 1),
    });
    await expect(page.getByRole('alert')).toHaveText(
      `This photo is too large to send, even after resizing (${megabytes(maxBytes)} at most). Please choose a smaller photo, or take a new one.`,
    );
    await expect(page.getByText('IMG_0043.HEIC')).toHaveCount(0);
  });

  test('a damaged JPEG', async ({ page }) => {
    await openQualificationsStep(page);
    await photoInput(page).setInputFiles({
      name: 'IMG_0044.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is not a picture'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      'This file cannot be opened as a photo (it may be damaged). Please choose another photo, or take a new one.',
    );
  });
});

test('a draft saved before the steps had names (the step by its place, 0 to 3) opens on its step, and is saved by name', async ({
  page,
}) => {
  await page.goto('/jobs');
  await page.evaluate((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({
        version: 1,
        savedAt: Date.now(),
        step: 2,
        answers: { fullName: 'Ana Diaz' },
      }),
    );
  }, DRAFT_KEY);
  await page.reload();
  await expect(stepHeading(page)).toContainText('Step 3 of 4');
  await expect(stepHeading(page)).toContainText(STEP_TITLES.qualifications);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page)).toContainText('Step 2 of 4');
  await expect
    .poll(() => savedAnswers(page))
    .toMatchObject({ step: 'experience', answers: { fullName: 'Ana Diaz' } });
});

test('typing is saved the moment the page is hidden (a phone may discard a hidden tab)', async ({
  page,
}) => {
  await page.goto('/jobs');
  await expect(stepHeading(page)).toContainText('Step 1 of 4');
  await page.getByRole('textbox', { name: 'Full name' }).pressSequentially('Ana Diaz');
  // What the browser does when the camera app opens over the page, at once, before the 500 ms pause.
  const saved = await page.evaluate((key) => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    return JSON.parse(localStorage.getItem(key) ?? '{}').answers?.fullName;
  }, DRAFT_KEY);
  expect(saved).toBe('Ana Diaz');
});

test.describe('two tabs with the application open', () => {
  test('never overwrite each other: the second asks, and taking over stops the first from saving', async ({
    page,
    context,
  }) => {
    await page.goto('/jobs');
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.fill('Ana Diaz');
    await page
      .getByRole('textbox', { name: 'Phone number' })
      .pressSequentially(APPLICANT_PHONE.digits);

    const second = await context.newPage();
    const secondErrors: string[] = [];
    second.on('console', (message) => {
      if (
        (message.type() === 'error' || message.type() === 'warning') &&
        message.text() !== SERVICE_WORKER_BLOCKED
      ) {
        secondErrors.push(message.text());
      }
    });
    second.on('pageerror', (error) => secondErrors.push(error.message));
    await second.goto('/jobs');
    const notice = second.getByRole('heading', { name: 'Your application is open in another tab' });
    await expect(notice).toBeVisible();
    await expect(notice).toBeFocused();
    await expect(second.getByRole('textbox', { name: 'Full name' })).toHaveCount(0);
    await expectNoAxeViolations(second, 'the application open in another tab');

    // The first tab is left (hidden): its typing is saved; the second takes the application over.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await second.getByRole('button', { name: 'Use it here' }).click();
    const secondName = second.getByRole('textbox', { name: 'Full name' });
    await expect(secondName).toHaveValue('Ana Diaz');
    await expect(second.getByRole('textbox', { name: 'Phone number' })).toHaveValue(
      APPLICANT_PHONE.display,
    );
    await secondName.fill('Ana María Diaz');

    // The first tab says so and no longer shows (or saves) the form.
    await expect(
      page.getByRole('heading', { name: 'Your application is open in another tab' }),
    ).toBeVisible();
    await expect(name).toHaveCount(0);
    await expect
      .poll(() =>
        second.evaluate(
          (key) => JSON.parse(localStorage.getItem(key) ?? '{}').answers?.fullName,
          DRAFT_KEY,
        ),
      )
      .toBe('Ana María Diaz');

    // Back in the first tab, taking it over shows the second tab's latest answers.
    await second.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.getByRole('button', { name: 'Use it here' }).click();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ana María Diaz');
    await expect(
      second.getByRole('heading', { name: 'Your application is open in another tab' }),
    ).toBeVisible();
    await second.close();
    expect(secondErrors).toEqual([]);
  });

  test('a reload of the only tab opens the application at once', async ({ page }) => {
    await page.goto('/jobs');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ana Diaz');
    // Reload once the answer is saved (500 ms after the last change).
    await expect.poll(async () => (await savedAnswers(page))?.answers.fullName).toBe('Ana Diaz');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ana Diaz');
    await expect(
      page.getByRole('heading', { name: 'Your application is open in another tab' }),
    ).toHaveCount(0);
  });
});
