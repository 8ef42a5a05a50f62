import type { Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, hasHorizontalScroll, test } from './support/test';
import { savedAnswers, savedPhotoName } from './support/saved-draft';
import {
  ANA,
  answerEveryQuestion,
  fillContactStep,
  stepHeading,
  TOOL_PHOTO,
  type Applicant,
} from './support/wizard';
import { APPLICANT_PHONE } from '../fixtures/applicant-phones';
import { cssRgb } from '../../src/theme/color';
import { brand } from '../../src/theme/palette';

const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

const ERROR_RED = cssRgb(brand.red);
const PRIMARY_NAVY = cssRgb(brand.navy);

// Instant scrolling (the reduced-motion path): a smooth scroll to the first invalid field would move
// the page under the test's next click.
test.use({ reducedMotion: 'reduce' });

/** Ana, as the draft tests read her name back. */
const ANA_DIAZ: Applicant = { ...ANA, fullName: 'Ana Diaz' };

test.beforeEach(async ({ page }) => {
  await page.goto('/jobs');
  await expect(stepHeading(page)).toContainText('Step 1 of 4');
});

test(
  'every step passes axe, with and without errors shown, and fits a 320 px screen',
  { tag: '@one-width' },
  async ({ page }) => {
    const next = page.getByRole('button', { name: 'Next' });
    await expectNoAxeViolations(page, 'the contact step');
    await next.click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expectNoAxeViolations(page, 'the contact step with errors');

    await fillContactStep(page, ANA_DIAZ);
    await next.click();
    await expect(stepHeading(page)).toContainText('Step 2 of 4');
    await expect(page).toHaveTitle(/^Step 2 of 4/);
    await next.click();
    await expect(page.getByText('Please answer yes or no').first()).toBeVisible();
    await expectNoAxeViolations(page, 'the experience step with errors');
    await answerEveryQuestion(page, 'Yes');
    await next.click();
    await expect(stepHeading(page)).toContainText('Step 3 of 4');
    await expectNoAxeViolations(page, 'the qualifications step');
    await next.click();
    await expect(page.getByText('Check at least one tool')).toBeVisible();
    await expect(page.getByLabel('Choose a photo of your tools')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoAxeViolations(page, 'the qualifications step with errors');

    await page.setViewportSize({ width: 320, height: 700 });
    expect(await hasHorizontalScroll(page)).toBe(false);
  },
);

test(
  'Next is red until the step is complete, then navy; pressed too early it focuses the first invalid field',
  { tag: '@one-width' },
  async ({ page }) => {
    const next = page.getByRole('button', { name: 'Next' });
    expect(await backgroundOf(next)).toBe(ERROR_RED);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ana Diaz');
    await next.click();
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeInViewport();
    await page
      .getByRole('textbox', { name: 'Phone number' })
      .pressSequentially(`${APPLICANT_PHONE.digits.replace(/^(\d{3})(\d{3})/, '$1 $2 ')} 9`);
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(
      APPLICANT_PHONE.display,
    );
    await page.getByRole('textbox', { name: 'Email address' }).fill('ana@example.com');
    await page.getByRole('textbox', { name: /Location/ }).fill('Dallas, TX');
    await answerEveryQuestion(page, 'Yes'); // any yes/no question the contact step asks
    await expect.poll(() => backgroundOf(next)).toBe(PRIMARY_NAVY);
  },
);

test(
  'Enter in a field neither submits nor skips a step',
  { tag: '@one-width' },
  async ({ page }) => {
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ana Diaz');
    await page.getByRole('textbox', { name: 'Full name' }).press('Enter');
    await expect(stepHeading(page)).toContainText('Step 1 of 4');
    await expect(page).toHaveURL(/\/jobs$/);
  },
);

test('the draft and the chosen photo survive a reload', { tag: '@one-width' }, async ({ page }) => {
  await fillContactStep(page, ANA_DIAZ);
  await page.getByRole('button', { name: 'Next' }).click();
  await answerEveryQuestion(page, 'No');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page)).toContainText('Step 3 of 4');
  await page.getByLabel('Choose a photo of your tools').setInputFiles(TOOL_PHOTO);
  await expect(page.getByRole('img', { name: 'Preview of your tool photo' })).toBeVisible();
  // Reload once the draft is saved: the answers with this step, and the photo.
  await expect
    .poll(() => savedAnswers(page))
    .toMatchObject({ step: 'qualifications', answers: { fullName: 'Ana Diaz' } });
  await expect.poll(() => savedPhotoName(page)).toBe('tool-photo.jpg');

  await page.reload();
  await expect(stepHeading(page)).toContainText('Step 3 of 4');
  await expect(page.getByText('tool-photo.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ana Diaz');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue(
    APPLICANT_PHONE.display,
  );
});

// Hovering needs a pointer that hovers: the phone project leaves this out by its tag.
test.describe('with a mouse', { tag: '@desktop-only' }, () => {
  test('hovering Next for 200 ms on the tools step flags the missing photo', async ({ page }) => {
    await page.evaluate(() => {
      localStorage.setItem(
        'job-application-draft-v1',
        JSON.stringify({ version: 1, savedAt: Date.now(), step: 'qualifications', answers: {} }),
      );
    });
    await page.reload();
    await expect(stepHeading(page)).toContainText('Step 3 of 4');
    const photo = page.getByLabel('Choose a photo of your tools');
    await expect(photo).toHaveAttribute('aria-invalid', 'false');
    await page.getByRole('button', { name: 'Next' }).hover();
    await expect(photo).toHaveAttribute('aria-invalid', 'true');
    await photo.setInputFiles(TOOL_PHOTO);
    await expect(page.getByLabel(/Change the photo of your tools/)).toHaveAttribute(
      'aria-invalid',
      'false',
    );
  });
});
