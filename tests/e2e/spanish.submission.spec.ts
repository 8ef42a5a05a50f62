import type { Page } from '@playwright/test';
import { mailFor } from './support/backend';
import { standinForThisFile } from './support/standin-for-file';
import { expectNoEnglish } from './support/spanish';
import { expect, expectNoAxeViolations, test } from './support/test';
import { chooseFileWithSpace, PHOTO_COUNT, tabTo, TOOL_PHOTO } from './support/wizard';
import { APPLICANT_PHONE } from '../fixtures/applicant-phones';
import { answersMissingOnEmptyStep } from '../fixtures/empty-step';
import { SHOWN_STEP_NUMBER } from '../fixtures/shown-step-numbers';
import { wizardCopy } from '../../src/features/job-application/components/copy.es';
import { QUESTION_WORDS as ENGLISH_WORDS } from '../../src/features/job-application/rules/questions';
import type { StepName } from '../../src/features/job-application/rules/schema';

/**
 * The application in Spanish (/es/jobs), with the keyboard alone, through the real Firebase SDK and
 * the local stand-in (as tests/e2e/submission.spec.ts): every step, its validation messages, the
 * review and the confirmation are in Spanish; the mail to the onboarding team is English, says the
 * applicant applied in Spanish and carries the free-text answers as written.
 */
const standin = standinForThisFile();

const FREE_TEXT = 'Llego en 20 minutos; tengo grúa y cables pasacorriente. ¡Gracias!';
const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /Paso \d de 4/ });

/** The first field of the current step that still needs an answer, filled with the keyboard. */
async function answerNextField(page: Page): Promise<boolean> {
  const fields = page.locator('#main form').locator('input, textarea');
  // Found in one look at the page (a round trip per field made this test the suite's longest).
  const next = await fields.evaluateAll((elements) => {
    const index = elements.findIndex((element) => {
      const field = element as HTMLInputElement;
      // Not the hidden trap for robots (aria-hidden, off screen), nor what is not shown.
      if (field.closest('[aria-hidden="true"]') || !field.checkVisibility()) return false;
      if (field.type === 'radio')
        return !field.form?.querySelector(`input[name="${field.name}"]:checked`);
      if (field.type === 'checkbox') return !field.checked;
      if (field.type === 'file' || field.type === 'hidden') return false;
      return field.value === '';
    });
    if (index === -1) return null;
    const field = elements[index] as HTMLInputElement;
    const kind: 'choice' | 'tel' | 'email' | 'number' | 'name' | 'text' =
      field.type === 'radio' || field.type === 'checkbox'
        ? 'choice'
        : field.type === 'tel'
          ? 'tel'
          : field.type === 'email'
            ? 'email'
            : field.inputMode === 'numeric'
              ? 'number'
              : field.autocomplete === 'name'
                ? 'name'
                : 'text';
    return { index, kind };
  });
  if (!next) return false;
  await tabTo(page, fields.nth(next.index));
  // "Sí" for every question: each is then followed by its own follow-up, if any.
  if (next.kind === 'choice') await page.keyboard.press('Space');
  else
    await page.keyboard.type(
      {
        tel: APPLICANT_PHONE.digits,
        email: 'ana@example.com',
        number: '6',
        name: 'Ana Díaz',
        text: FREE_TEXT,
      }[next.kind],
    );
  return true;
}

/** Presses Next with the keyboard, and expects the `next` step's heading, focused. */
async function pressNext(page: Page, next: StepName) {
  await tabTo(page, page.getByRole('button', { name: wizardCopy.next }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toContainText(`Paso ${SHOWN_STEP_NUMBER[next]} de 4`);
  await expect(stepHeading(page)).toBeFocused();
}

test('a whole application in Spanish with the keyboard: every step, error, the review and the confirmation in Spanish; the mail English, saying so', async ({
  page,
}) => {
  // Every field by the keyboard, and an English-word scan of each state: longer than most tests.
  test.slow();
  await page.goto('/es/jobs');
  await expect(stepHeading(page)).toContainText('Paso 1 de 4');

  // Next on an empty step: Spanish messages, announced, and nothing in English.
  await tabTo(page, page.getByRole('button', { name: wizardCopy.next }));
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(wizardCopy.needsAttention(answersMissingOnEmptyStep('contact'))),
  ).toBeAttached();
  await expectNoEnglish(page, 'the contact step with its errors');
  await expectNoAxeViolations(page, 'the contact step with its errors');

  const walk = [
    ['contact', 'experience'],
    ['experience', 'qualifications'],
    ['qualifications', 'review'],
  ] as const;
  for (const [step, next] of walk) {
    // A photo for each file question the step asks, chosen with the keyboard.
    const fileInputs = page.locator('#main form input[type="file"]');
    for (let index = 0; index < (await fileInputs.count()); index += 1) {
      await tabTo(page, fileInputs.nth(index));
      await chooseFileWithSpace(page, TOOL_PHOTO);
      await expect(page.getByText('tool-photo.jpg').nth(index)).toBeVisible();
    }
    for (let fields = 0; fields < 40 && (await answerNextField(page)); fields += 1);
    await expectNoEnglish(page, `the ${step} step`);
    await pressNext(page, next);
  }

  await expect(stepHeading(page)).toContainText('Paso 4 de 4');
  await expect(page.getByText(FREE_TEXT).first()).toBeVisible();
  await expectNoEnglish(page, 'the review');
  await expectNoAxeViolations(page, 'the review');
  await tabTo(page, page.getByRole('button', { name: wizardCopy.submit }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Solicitud enviada/ })).toBeFocused();
  await expectNoEnglish(page, 'the confirmation');

  expect(standin.uploads).toHaveLength(PHOTO_COUNT);
  expect(standin.commits).toHaveLength(1);
  const [application] = standin.commits[0]!.documents;
  expect(application!.collection).toBe('applications');
  expect(application!.fields.language).toBe('es');
  // The mail the product's function composes from it (support/backend.ts): English, saying so.
  const { message } = mailFor(standin, standin.documents.get(`applications/${application!.id}`)!);
  expect(message.subject).toBe('New Job Application — Ana Díaz');
  expect(message.text).toContain('Applied in: Spanish');
  expect(message.html).toContain('Applied in: Spanish');
  // The questions in English, the answers as written (the HTML escapes only <, >, & and quotes).
  expect(message.html).toContain(ENGLISH_WORDS.understand1099.label);
  expect(message.text).toContain(FREE_TEXT);
  expect(message.html).toContain('Llego en 20 minutos; tengo grúa y cables pasacorriente.');
  const dump = JSON.parse(message.text.slice(message.text.indexOf('{'))) as Record<string, unknown>;
  // Stored as in English: the same values whatever the language.
  expect(dump).toMatchObject({ fullName: 'Ana Díaz', understand1099: 'yes', liveInArea: 'yes' });
});
