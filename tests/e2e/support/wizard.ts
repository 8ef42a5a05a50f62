import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';
import { APPLICANT_PHONE } from '../../fixtures/applicant-phones';
import { SHOWN_STEP_NUMBER } from '../../fixtures/shown-step-numbers';
import type { StepName } from '../../../src/features/job-application/rules/schema';
import { qualifiedAnswers } from '../../../scripts/mail-preview/samples';

export const TOOL_PHOTO = fileURLToPath(new URL('../../fixtures/tool-photo.jpg', import.meta.url));

/** Presses Tab until `target` has focus: proves it is reachable with the keyboard. */
export async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target} with Tab`);
}

/**
 * Presses Space on the focused file input and chooses `file` in the file chooser it opens. On a
 * heavily loaded machine Chromium has (rarely) let a first press go without a chooser: the press is
 * repeated, up to three times, before the test fails.
 */
export async function chooseFileWithSpace(page: Page, file: string) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const chooser = page.waitForEvent('filechooser', { timeout: 15_000 }).catch(() => null);
    await page.keyboard.press('Space');
    const opened = await chooser;
    if (opened) {
      await opened.setFiles(file);
      return;
    }
  }
  throw new Error('Space on the file input never opened a file chooser');
}

export const stepHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: /Step \d of 4/ });

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

async function answer(page: Page, question: RegExp, choice: 'Yes' | 'No') {
  const group = page.getByRole('group', { name: question });
  await tabTo(page, group.getByRole('radio', { name: 'Yes' }));
  await page.keyboard.press(choice === 'Yes' ? 'Space' : 'ArrowRight');
  await expect(group.getByRole('radio', { name: choice })).toBeChecked();
}

/**
 * "Yes", by the keyboard, to every yes/no question of the step not answered yet, in order: a question
 * added at the end of a step is answered as it is.
 */
async function answerTheRestYes(page: Page) {
  for (const group of await page.getByRole('radiogroup').all()) {
    if ((await group.locator('input:checked').count()) > 0) continue;
    const yes = group.getByRole('radio', { name: 'Yes' });
    await tabTo(page, yes);
    await page.keyboard.press('Space');
    await expect(yes).toBeChecked();
  }
}

/** Presses Next with the keyboard, and expects the `next` step's heading, focused. */
async function pressNext(page: Page, next: StepName) {
  await answerTheRestYes(page);
  await tabTo(page, page.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page)).toContainText(`Step ${SHOWN_STEP_NUMBER[next]} of 4`);
  await expect(stepHeading(page)).toBeFocused();
}

/**
 * Answers every yes/no question on the step with `answer`, by pointer, waiting for its error (if
 * shown) to go before the next click. Works before the page's code has arrived too (the choice is
 * kept and replayed).
 */
export async function answerEveryQuestion(page: Page, answer: 'Yes' | 'No') {
  for (const group of await page
    .getByRole('group')
    .filter({ has: page.getByRole('radio') })
    .all()) {
    await group.getByRole('radio', { name: answer }).check();
    await expect(group.getByText('Please answer yes or no')).toBeHidden();
  }
}

export interface Applicant {
  fullName: string;
  phoneDigits: string;
  email: string;
  location: string;
}

export const ANA: Applicant = {
  fullName: 'Ana <b>Diaz</b> & Co',
  phoneDigits: APPLICANT_PHONE.digits,
  email: 'ana@example.com',
  location: 'Dallas, TX',
};

/**
 * Fills the contact step by pointer: the applicant's details, and "Yes" to any yes/no question the step asks.
 * Works before the page's code has arrived too.
 */
export async function fillContactStep(page: Page, applicant: Applicant = ANA) {
  await page.getByRole('textbox', { name: 'Full name' }).fill(applicant.fullName);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(applicant.phoneDigits);
  await page.getByRole('textbox', { name: 'Email address' }).fill(applicant.email);
  await page.getByRole('textbox', { name: /Location/ }).fill(applicant.location);
  await answerEveryQuestion(page, 'Yes');
}

/** Fills the whole application with the keyboard alone and stops on the review step. */
export async function fillApplicationWithKeyboard(page: Page, applicant: Applicant = ANA) {
  await expect(stepHeading(page)).toContainText('Step 1 of 4');
  await page.getByRole('heading', { level: 1 }).focus();
  await typeInto(page, page.getByRole('textbox', { name: 'Full name' }), applicant.fullName);
  await typeInto(page, page.getByRole('textbox', { name: 'Phone number' }), applicant.phoneDigits);
  await typeInto(page, page.getByRole('textbox', { name: 'Email address' }), applicant.email);
  await typeInto(page, page.getByRole('textbox', { name: /Location/ }), applicant.location);
  await pressNext(page, 'experience');

  await answer(page, /1099 independent contractor/, 'Yes');
  await answer(page, /live in or near/, 'No');
  await typeInto(
    page,
    page.getByRole('textbox', { name: /how would you cover calls/ }),
    'I drive in daily.',
  );
  await answer(page, /roadside assistance or towing work before/, 'Yes');
  await typeInto(page, page.getByRole('textbox', { name: /How many years/ }), '6');
  await pressNext(page, 'qualifications');

  await tabTo(page, page.getByRole('checkbox', { name: 'Lockout tools' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: 'Jump Box (1500a minimum)' }));
  await page.keyboard.press('Space');
  const photo = page.getByLabel('Choose a photo of your tools');
  await tabTo(page, photo);
  await chooseFileWithSpace(page, TOOL_PHOTO);
  await expect(page.getByText('tool-photo.jpg')).toBeVisible();
  await typeInto(
    page,
    page.getByRole('textbox', { name: /missing any tools/ }),
    'I have them all.',
  );
  await typeInto(
    page,
    page.getByRole('textbox', { name: /can’t send you calls/ }),
    'No tools, no calls.',
  );
  await typeInto(
    page,
    page.getByRole('textbox', { name: /supply your own tools/ }),
    'I bring my own.',
  );
  await typeInto(page, page.getByRole('textbox', { name: /brand of lockout/ }), 'Access Tools');
  await answer(page, /how on-call work/, 'Yes');
  await typeInto(
    page,
    page.getByRole('textbox', { name: /what does being on call mean/ }),
    'Ready when called.',
  );
  for (const question of [
    /no scheduled shifts/,
    /16 hours a day, 7 days a week/,
    /weekends/,
    /not guaranteed/,
    /more money/,
    /does not mean 16 hours/,
  ]) {
    await answer(page, question, 'Yes');
  }
  await pressNext(page, 'review');
  await expect(stepHeading(page)).toContainText('Review your info');
}

/**
 * Every answer of the application `fillApplicationWithKeyboard` fills in for ANA, as the draft saves
 * them: the same application, opened on the review step without typing it.
 */
export const SAVED_ANSWERS = qualifiedAnswers({
  fullName: ANA.fullName,
  phone: APPLICANT_PHONE.display,
  email: ANA.email,
  location: ANA.location,
  liveInArea: 'no',
  explainNotLocal: 'I drive in daily.',
  tools: ['Lockout tools', 'Jump Box (1500a minimum)'],
  missingToolsPlan: 'I have them all.',
  understandNoWorkUntilTools: 'No tools, no calls.',
  understandWeDontSupplyTools: 'I bring my own.',
  defineOnCall: 'Ready when called.',
});

/**
 * Opens /jobs on a step (the review by default) of a complete application saved on the
 * device (answers and, unless `photo: false`, the photo, as the draft stores them), much faster than
 * filling it in. The keyboard path is proven by the keyboard walks (submission.spec.ts,
 * spanish.submission.spec.ts). Without the photo, the page need not have IndexedDB at all.
 */
export async function openSavedApplication(
  page: Page,
  { step = 'review', photo = true }: { step?: StepName; photo?: boolean } = {},
) {
  await page.goto('/');
  await page.evaluate(
    async ({ answers, photo, step }) => {
      localStorage.setItem(
        'job-application-draft-v1',
        JSON.stringify({ version: 1, savedAt: Date.now(), step, answers }),
      );
      if (photo === null) return;
      const bytes = Uint8Array.from(atob(photo), (character) => character.charCodeAt(0));
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('job-application', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('draft');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('draft', 'readwrite');
          transaction.objectStore('draft').put(
            {
              savedAt: Date.now(),
              name: 'tool-photo.jpg',
              type: 'image/jpeg',
              lastModified: 1_700_000_000_000,
              data: bytes.buffer,
            },
            'toolImage',
          );
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      });
    },
    {
      answers: SAVED_ANSWERS,
      photo: photo ? readFileSync(TOOL_PHOTO).toString('base64') : null,
      step,
    },
  );
  await page.goto('/jobs');
  await expect(stepHeading(page)).toContainText(`Step ${SHOWN_STEP_NUMBER[step]} of 4`);
  if (step === 'review' && photo) {
    await expect(page.getByRole('region', { name: 'Qualifications' })).toContainText(
      'tool-photo.jpg',
    );
  }
}
