import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect } from './test';
import { APPLICANT_PHONE } from '../../fixtures/applicant-phones';
import { SHOWN_STEP_NUMBER } from '../../fixtures/shown-step-numbers';
import {
  QUESTION_WORDS,
  REVIEW_HEADING,
  STEP_TITLES,
} from '../../../src/features/job-application/rules/questions';
import {
  FILE_FIELDS,
  QUESTION_STEPS,
  questionOf,
  STEP_FIELDS,
  stepAfter,
  type ApplicationAnswers,
  type QuestionId,
  type StepName,
} from '../../../src/features/job-application/rules/schema';
import type { FileWords, OptionWords } from '../../../src/lib/form/question-words';
import { qualifiedAnswers, sampleAnswer } from '../../../scripts/mail-preview/samples';

export const TOOL_PHOTO = fileURLToPath(new URL('../../fixtures/tool-photo.jpg', import.meta.url));

/** How many photos an application sends: one per file question (the drivers choose one for each). */
export const PHOTO_COUNT = FILE_FIELDS.length;

/** The record's `files` for these uploads: each file question's, in the order they are uploaded. */
export const uploadedFiles = (uploads: readonly { path: string }[]) =>
  Object.fromEntries(FILE_FIELDS.map((field, index) => [field, uploads[index]?.path]));

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

/**
 * "Yes", by the keyboard, to every yes/no question of the step not answered yet, in order: a question
 * added at the end of a step is answered as it is.
 */
async function answerTheRestYes(page: Page) {
  for (const group of await page.getByRole('radiogroup').all()) {
    if ((await group.locator('input:checked').count()) > 0) continue;
    const yes = group.getByRole('radio', { name: 'Yes' });
    if ((await yes.count()) === 0) continue;
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A question's English words (the page the tests open is the English site). */
const wordsOf = (id: QuestionId) =>
  QUESTION_WORDS[id] as { label: string } & Partial<OptionWords<string> & FileWords>;
/** A question's group (yes/no, a choice, a checklist), found by its declared words. */
const groupOf = (page: Page, id: QuestionId) =>
  page.getByRole('group', { name: new RegExp(`^${escapeRegExp(wordsOf(id).label)}`) });

/**
 * Gives one question the answer `value` with the keyboard alone, by the question's kind: Tab to the
 * field and type; Space or the arrow keys on a radio group; Space on each checkbox to check; Space on
 * the file input and a file chosen. An empty answer is left alone.
 */
async function answerWithKeyboard(page: Page, id: QuestionId, value: unknown) {
  const question = questionOf(id);
  const words = wordsOf(id);
  switch (question.kind) {
    case 'file': {
      await tabTo(page, page.getByLabel(words.choose!));
      await chooseFileWithSpace(page, TOOL_PHOTO);
      await expect(page.getByText('tool-photo.jpg').first()).toBeVisible();
      return;
    }
    case 'yesNo':
    case 'choice': {
      if (!value) return;
      const options = question.kind === 'yesNo' ? ['yes', 'no'] : question.options;
      const group = groupOf(page, id);
      const radios = group.getByRole('radio');
      await tabTo(page, radios.first());
      await page.keyboard.press('Space');
      for (let index = 0; index < options.indexOf(String(value)); index += 1) {
        await page.keyboard.press('ArrowRight');
      }
      await expect(radios.nth(options.indexOf(String(value)))).toBeChecked();
      return;
    }
    case 'choices': {
      for (const option of (value ?? []) as string[]) {
        await tabTo(page, page.getByRole('checkbox', { name: words.options?.[option] ?? option }));
        await page.keyboard.press('Space');
      }
      return;
    }
    default: {
      if (!value) return;
      const text =
        question.kind === 'shortText' && question.format === 'phone'
          ? String(value).replace(/\D/g, '')
          : String(value);
      await typeInto(
        page,
        page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(words.label)}`) }),
        text,
      );
    }
  }
}

/** The step the wizard shows, read from its heading ("Step 2 of 4"). */
async function shownStep(page: Page): Promise<StepName> {
  const heading = (await stepHeading(page).textContent()) ?? '';
  const number = Number(/Step (\d) of/.exec(heading)?.[1]);
  const step = (Object.keys(SHOWN_STEP_NUMBER) as StepName[]).find(
    (name) => SHOWN_STEP_NUMBER[name] === number,
  );
  if (!step) throw new Error(`No step is shown: "${heading}"`);
  return step;
}

/**
 * Answers every yes/no question on the step shown with `answer`, by pointer, waiting for its error
 * (if shown) to go before the next click; and gives every other required question of the step that
 * is still empty its sample answer (`sampleAnswer`, by kind; a photo is left to the test), so that
 * the step is complete whatever it asks. Works before the page's code has arrived too (the choice
 * is kept and replayed).
 */
export async function answerEveryQuestion(page: Page, answer: 'Yes' | 'No') {
  for (const id of STEP_FIELDS[await shownStep(page)]) {
    const question = questionOf(id);
    if (question.kind === 'yesNo') {
      const group = groupOf(page, id);
      await group.getByRole('radio', { name: answer }).check();
      await expect(group.getByText('Please answer yes or no')).toBeHidden();
    } else if (question.required && question.kind !== 'file') {
      await answerIfEmpty(page, id, sampleAnswer(question));
    }
  }
}

/** Gives an empty question `value` by pointer, by its kind (files aside). */
async function answerIfEmpty(page: Page, id: QuestionId, value: unknown) {
  const question = questionOf(id);
  const words = wordsOf(id);
  if (question.kind === 'choice' || question.kind === 'choices') {
    const group = groupOf(page, id);
    if ((await group.locator('input:checked').count()) > 0) return;
    const role = question.kind === 'choice' ? 'radio' : 'checkbox';
    for (const option of [value].flat() as string[]) {
      await group.getByRole(role, { name: words.options?.[option] ?? option }).check();
    }
    return;
  }
  const field = page.getByRole('textbox', {
    name: new RegExp(`^${escapeRegExp(words.label)}`),
  });
  if ((await field.inputValue()) !== '') return;
  await field.fill(String(value));
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

/**
 * Every answer `fillApplicationWithKeyboard` gives for ANA, as the draft saves them (made from the
 * questions' declarations: a question added to the form is answered too), and the same application
 * that `openSavedApplication` opens without typing it.
 */
export const SAVED_ANSWERS: ApplicationAnswers = qualifiedAnswers({
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
 * Fills the whole application with the keyboard alone, giving every question its answer in
 * `SAVED_ANSWERS` by the question's kind, and stops on the review step.
 */
export async function fillApplicationWithKeyboard(page: Page, applicant: Applicant = ANA) {
  await expect(stepHeading(page)).toContainText('Step 1 of 4');
  await page.getByRole('heading', { level: 1 }).focus();
  const answers: Record<string, unknown> = {
    ...SAVED_ANSWERS,
    fullName: applicant.fullName,
    phone: applicant.phoneDigits,
    email: applicant.email,
    location: applicant.location,
  };
  for (const step of QUESTION_STEPS) {
    for (const id of STEP_FIELDS[step]) await answerWithKeyboard(page, id, answers[id]);
    await pressNext(page, stepAfter(step));
  }
  await expect(stepHeading(page)).toContainText(REVIEW_HEADING);
}

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
    async ({ answers, photo, step, fileFields }) => {
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
          // The photo for each file question, under its id, as the draft keeps it.
          for (const field of fileFields) {
            transaction.objectStore('draft').put(
              {
                savedAt: Date.now(),
                name: 'tool-photo.jpg',
                type: 'image/jpeg',
                lastModified: 1_700_000_000_000,
                data: bytes.buffer,
              },
              field,
            );
          }
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
      fileFields: FILE_FIELDS,
    },
  );
  await page.goto('/jobs');
  await expect(stepHeading(page)).toContainText(`Step ${SHOWN_STEP_NUMBER[step]} of 4`);
  if (step === 'review' && photo) {
    // Each photo is shown back in its step's section of the review, once the draft has restored it.
    for (const field of FILE_FIELDS) {
      await expect(
        page.getByRole('region', { name: STEP_TITLES[questionOf(field).step] }),
      ).toContainText('tool-photo.jpg');
    }
  }
}
