import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/test';
import { stepHeading } from './support/wizard';

/**
 * The wizard's phone field with a real keyboard, a real clipboard and an autofill-like input in
 * Chromium: the caret stays where the person edits, and a pasted or filled number is either exactly
 * their US number or kept as written and shown as invalid. The numbers are applicants', mostly the one
 * of tests/fixtures/applicant-phones.ts, written out because each expectation depends on their digits.
 */
const phoneField = (page: Page) => page.getByRole('textbox', { name: 'Phone number' });
const caretOf = (field: Locator) =>
  field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]);

test.beforeEach(async ({ page }) => {
  await page.goto('/jobs');
  await expect(stepHeading(page)).toContainText('Step 1 of 4');
});

/** Types the number, then puts the caret `fromEnd` characters before the end with the arrow keys. */
async function typeThenMoveLeft(page: Page, digits: string, fromEnd: number) {
  const field = phoneField(page);
  await field.click();
  await page.keyboard.type(digits);
  await page.keyboard.press('End');
  for (let press = 0; press < fromEnd; press += 1) await page.keyboard.press('ArrowLeft');
}

test('correcting one digit in the middle of the number keeps the caret there', async ({ page }) => {
  const field = phoneField(page);
  // "(214) 555|-0142": delete the last 5 of the exchange and type a 7 in its place.
  await typeThenMoveLeft(page, '2145550142', 5);
  await expect(field).toHaveValue('(214) 555-0142');
  await page.keyboard.press('Backspace');
  await expect(field).toHaveValue('(214) 550-142');
  expect(await caretOf(field)).toEqual([8, 8]);
  await page.keyboard.type('7');
  await expect(field).toHaveValue('(214) 557-0142');
  expect(await caretOf(field)).toEqual([9, 9]);
  // The next keystrokes land where the person is, too.
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('27');
  await expect(field).toHaveValue('(214) 527-0142');
});

test('typing a digit in the middle of a number that is not complete inserts it there', async ({
  page,
}) => {
  const field = phoneField(page);
  // "(214) 5|55": the 7 goes between the first 5 of the exchange and the others.
  await typeThenMoveLeft(page, '214555', 2);
  await page.keyboard.type('7');
  await expect(field).toHaveValue('(214) 575-5');
  expect(await caretOf(field)).toEqual([8, 8]);
});

test('Backspace just after a bracket or hyphen deletes the digit before it', async ({ page }) => {
  const field = phoneField(page);
  // "(469) 555-|0187": a number whose second digit is not 1 (with 214…, the 1 left in front once the
  // first digit goes would read as a country code).
  await typeThenMoveLeft(page, '4695550187', 4);
  await page.keyboard.press('Backspace');
  await expect(field).toHaveValue('(469) 550-187');
  expect(await caretOf(field)).toEqual([8, 8]);
  await page.keyboard.press('Home');
  await page.keyboard.press('Delete'); // on "(": the first digit goes
  await expect(field).toHaveValue('(695) 501-87');
});

test('a letter or an 11th digit typed in the middle is ignored and the caret stays', async ({
  page,
}) => {
  const field = phoneField(page);
  await typeThenMoveLeft(page, '2145550142', 5);
  await page.keyboard.type('7x');
  await expect(field).toHaveValue('(214) 555-0142');
  expect(await caretOf(field)).toEqual([9, 9]);
});

test.describe('pasted numbers', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  async function paste(page: Page, text: string) {
    const field = phoneField(page);
    await field.click();
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await page.keyboard.press('ControlOrMeta+V');
  }

  for (const pasted of ['+1 (214) 555-0142', '1-214-555-0142', '+1 214 555 0142', '214.555.0142']) {
    test(`“${pasted}” becomes exactly (214) 555-0142`, async ({ page }) => {
      await paste(page, pasted);
      await expect(phoneField(page)).toHaveValue('(214) 555-0142');
      await page.keyboard.press('Tab');
      await expect(page.getByText('Invalid phone number')).toBeHidden();
    });
  }

  for (const pasted of [
    '(214) 555-0142 x23',
    '1-214-555-0142 ext 5',
    '+44 20 7946 0958',
    '21455501422',
  ]) {
    test(`“${pasted}” is kept as pasted and shown as invalid, never cut to another number`, async ({
      page,
    }) => {
      await paste(page, pasted);
      const field = phoneField(page);
      await expect(field).toHaveValue(pasted);
      await page.keyboard.press('Tab');
      await expect(page.getByText('Invalid phone number')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Invalid phone number');
    });
  }

  test('an impossible US number (exchange starting with 1) is shown as invalid', async ({
    page,
  }) => {
    await paste(page, '(214) 155-0142');
    await expect(phoneField(page)).toHaveValue('(214) 155-0142');
    await page.keyboard.press('Tab');
    await expect(page.getByText('Invalid phone number')).toBeVisible();
    await expectNoAxeViolations(page, 'an invalid pasted number');
  });
});

test('an autofilled number is read like a paste', async ({ page }) => {
  const field = phoneField(page);
  // What a browser's autofill does: set the value and fire `input` without an inputType.
  const autofill = (value: string) =>
    field.evaluate((input: HTMLInputElement, filled) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, filled);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }, value);
  await autofill('+12145550142');
  await expect(field).toHaveValue('(214) 555-0142');
  await autofill('+52 55 1234 5678');
  await expect(field).toHaveValue('+52 55 1234 5678');
});
