import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import {
  ApplicationWizard,
  type ApplicationWizardProps,
} from '../../../src/features/job-application/components/application-wizard';
import {
  clearDraft,
  saveAnswers,
  saveFile,
} from '../../../src/features/job-application/draft/draft-storage';
import { laterParts } from '../../../src/features/job-application/components/later-parts-loader';
import { QUESTION_WORDS } from '../../../src/features/job-application/rules/questions';
import {
  ANSWER_IDS,
  FILE_FIELDS,
  isQuestionId,
  QUESTION_IDS,
  questionOf,
  STEP_FIELDS,
  type ApplicationAnswers,
  type QuestionId,
  type StepName,
} from '../../../src/features/job-application/rules/schema';
import type { FileWords, OptionWords } from '../../../src/lib/form/question-words';
import { locale } from '../../../src/i18n/current-locale';
import { APPLICANT_PHONE } from '../../fixtures/applicant-phones';
import { SHOWN_STEP_NUMBER } from '../../fixtures/shown-step-numbers';
import { qualifiedAnswers } from '../../../scripts/mail-preview/samples';

/** jsdom has no layout: scrolling is a no-op here (the browser tests check the real thing). */
export function stubLayout() {
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

/**
 * The words this driver finds the wizard's own controls by, in the language of the Vitest project it
 * runs in (the `es` project resolves the site's modules to their Spanish twins, and `locale` with
 * them). They are written out rather than imported: an import of the copy would follow the Spanish
 * overlay, and a renamed button would go unnoticed. The questions are found by their declared words
 * (`QUESTION_WORDS`, whose text each language's tests check) and answered by their kind.
 */
const WORDS = {
  en: {
    step: (number: number | string) => `Step ${number} of 4`,
    loading: 'Loading your saved answers…',
    next: 'Next',
    back: 'Back',
    submit: 'Confirm and Submit Application',
    photo: /^(Choose a photo|Change the photo) of your tools/,
    yes: 'Yes',
    no: 'No',
    /** What the driver types into every required text answer. */
    text: 'Yes.',
  },
  es: {
    step: (number: number | string) => `Paso ${number} de 4`,
    loading: 'Cargando sus respuestas guardadas…',
    next: 'Siguiente',
    back: 'Atrás',
    submit: 'Confirmar y enviar solicitud',
    photo: /^(Elegir una foto|Cambiar la foto) de sus herramientas/,
    yes: 'Sí',
    no: 'No',
    text: 'Sí.',
  },
}[locale];

/** The applicant the driver types in, whatever the language. */
export const APPLICANT = { fullName: 'Ana Diaz', email: 'ana@example.com', location: 'Dallas, TX' };

/**
 * Renders the wizard, as on the page once it is idle: the code of its later parts has arrived (the
 * page fetches it then), unless `laterPartsLoaded: false` (later-parts-loading.test.tsx).
 */
export async function renderWizard(
  props: ApplicationWizardProps = {},
  { laterPartsLoaded = true }: { laterPartsLoaded?: boolean } = {},
) {
  const user = userEvent.setup({ delay: null });
  if (laterPartsLoaded) await laterParts.preload();
  const view = render(
    <AppProviders>
      <MemoryRouter>
        <ApplicationWizard {...props} />
      </MemoryRouter>
    </AppProviders>,
  );
  await screen.findByRole('heading', { name: shownAs('\\d') });
  // The form is shown at once (it is prerendered) but waits for the saved draft before it takes input.
  await waitFor(() => expect(screen.queryByText(WORDS.loading)).not.toBeInTheDocument());
  return { user, ...view };
}

/** A step heading's name: `shownAs(2)` matches "Step 2 of 4…" ("Paso 2 de 4…"); `'\\d'` any step. */
const shownAs = (number: number | '\\d') => new RegExp(WORDS.step(number));

/** Waits for the heading of `step`, by the number it shows ("Step 3 of 4" for the qualifications). */
export const findStep = (step: StepName) =>
  screen.findByRole('heading', { name: shownAs(SHOWN_STEP_NUMBER[step]) });

export const stepHeading = () => screen.getByRole('heading', { level: 2, name: shownAs('\\d') });
export const nextButton = () => screen.getByRole('button', { name: WORDS.next });
export const backButton = () => screen.getByRole('button', { name: WORDS.back });
export const submitButton = () => screen.getByRole('button', { name: WORDS.submit });
/** The file input: its name says whether a photo is chosen. */
export const photoInput = () => screen.getByLabelText(WORDS.photo);

export function photoFile(name = 'tools.jpg', type = 'image/jpeg') {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], name, {
    type,
    lastModified: 1_700_000_000_000,
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A yes/no question's group, found by (the start of) its wording. */
export const questionGroup = (question: string) =>
  screen.getByRole('group', { name: new RegExp(escapeRegExp(question)) });

/** Answers a yes/no question with the radio labelled `answer` ("Yes", "No"; "Sí", "No"). */
export async function answerYesNo(user: UserEvent, question: string, answer: string) {
  await user.click(within(questionGroup(question)).getByRole('radio', { name: answer }));
}

/** A text answer, found by the start of its label. */
export const textbox = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}`) });

/** The words a question is found and answered by, in this project's language. */
const wordsOf = (id: QuestionId) =>
  QUESTION_WORDS[id] as { label: string } & Partial<OptionWords<string>>;

/** The form's control of a question (its first, for a group), found by the question's id. */
const controlOf = (id: QuestionId) =>
  document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${id}"]`);

/** Whether a question on screen still has no answer there (as its controls show it). */
function unanswered(id: QuestionId): boolean {
  const question = questionOf(id);
  const controls = [...document.querySelectorAll<HTMLInputElement>(`[name="${id}"]`)];
  switch (question.kind) {
    case 'yesNo':
    case 'choice':
    case 'choices':
      return !controls.some((control) => control.checked);
    case 'file':
      return controls[0]?.getAttribute('aria-label') === (QUESTION_WORDS[id] as FileWords).choose;
    default:
      return controls[0]?.value === '';
  }
}

/**
 * Answers every question on screen that has no answer yet, whatever the questions are, by its kind:
 * "Yes" to a yes/no question, and the driver's answer (`typedAnswers`) to any other that is required.
 * A question added to a step is answered by the driver as it is.
 */
export async function answerTheRestYes(user: UserEvent) {
  const answers = typedAnswers();
  for (const id of QUESTION_IDS) {
    const question = questionOf(id);
    if (!controlOf(id) || !unanswered(id)) continue;
    if (question.kind === 'yesNo') {
      await answerYesNo(user, wordsOf(id).label, WORDS.yes);
    } else if (question.required) {
      await answerOne(user, id, (answers as Record<string, unknown>)[id]);
    }
  }
}

/**
 * Tab on from the focused field to `target` as a keyboard user would, answering each question the
 * Tab key reaches on the way, by its kind and with the keyboard alone: its answer in `answers` (else
 * the driver's, `typedAnswers`) typed into a text, Space and the arrow keys on a radio group, Space on
 * each checkbox to check, a file chosen on a file input. The questions must be reached in the order
 * they are declared: the Tab order is part of what is tested. Any other stop on the way fails.
 */
export async function tabAnsweringYes(
  user: UserEvent,
  target: HTMLElement,
  answers: Partial<Record<QuestionId, unknown>> = {},
) {
  const given: Record<string, unknown> = { ...typedAnswers(), ...answers };
  const reached: QuestionId[] = [];
  for (let presses = 0; presses < 80; presses += 1) {
    const focused = document.activeElement;
    if (focused === target) {
      // Every question of the step, each once, in its declared order, from the first reached.
      const step = reached[0] ? questionOf(reached[0]).step : null;
      if (step) {
        const declared = STEP_FIELDS[step];
        expect(reached).toEqual(declared.slice(declared.indexOf(reached[0]!)));
      }
      return;
    }
    const id = (focused as HTMLInputElement | null)?.name;
    if (!isQuestionId(id)) {
      throw new Error(`Tab stopped on ${focused?.outerHTML.slice(0, 80)} before the target`);
    }
    if (reached.at(-1) !== id) reached.push(id);
    await answerFocused(user, focused as HTMLInputElement, id, given[id]);
    await user.tab();
  }
  throw new Error('Tab never reached the target');
}

/** Answers the question whose control has the focus, with the keyboard (a file: chosen there). */
async function answerFocused(
  user: UserEvent,
  focused: HTMLInputElement,
  id: QuestionId,
  value: unknown,
) {
  const question = questionOf(id);
  switch (question.kind) {
    case 'yesNo':
    case 'choice': {
      if (!unanswered(id)) return;
      const options: readonly string[] =
        question.kind === 'yesNo' ? ['yes', 'no'] : question.options;
      const index = Math.max(0, options.indexOf(String(value || options[0])));
      await user.keyboard(' ');
      for (let step = 0; step < index; step += 1) await user.keyboard('{ArrowRight}');
      return;
    }
    case 'choices':
      if (((value ?? []) as string[]).includes(focused.value) && !focused.checked) {
        await user.keyboard(' ');
      }
      return;
    case 'file':
      if (unanswered(id)) await user.upload(focused, photoFile());
      return;
    default:
      if (focused.value === '' && value) {
        const phone = question.kind === 'shortText' && question.format === 'phone';
        await user.keyboard(phone ? String(value).replace(/\D/g, '') : String(value));
      }
  }
}

/**
 * Gives each question of `step` the answer `answers` holds for it, by the question's kind, as a
 * person does: types a text, clicks a radio button or each checkbox by its label, chooses a file.
 * An empty answer is left alone. A question added to a step is answered as it is.
 */
export async function answerStep(
  user: UserEvent,
  step: StepName,
  answers: Partial<ApplicationAnswers>,
  photo: File | null = photoFile(),
) {
  for (const id of STEP_FIELDS[step]) {
    await answerOne(user, id, (answers as Record<string, unknown>)[id], photo);
  }
}

/** Gives one question an answer by pointer, by its kind (an empty answer is left alone). */
async function answerOne(
  user: UserEvent,
  id: QuestionId,
  value: unknown,
  photo: File | null = photoFile(),
) {
  const question = questionOf(id);
  const words = wordsOf(id);
  switch (question.kind) {
    case 'file': {
      const input = document.querySelector<HTMLInputElement>(`input[type="file"][name="${id}"]`);
      if (photo && input) await user.upload(input, photo);
      return;
    }
    case 'yesNo':
      if (value) await answerYesNo(user, words.label, value === 'yes' ? WORDS.yes : WORDS.no);
      return;
    case 'choice':
      if (value) {
        await user.click(
          within(questionGroup(words.label)).getByRole('radio', {
            name: words.options?.[value as string] ?? String(value),
          }),
        );
      }
      return;
    case 'choices':
      for (const option of (value ?? []) as string[]) {
        await user.click(screen.getByRole('checkbox', { name: words.options?.[option] }));
      }
      return;
    default:
      if (value) {
        const phone = question.kind === 'shortText' && question.format === 'phone';
        await user.type(
          textbox(words.label),
          phone ? String(value).replace(/\D/g, '') : String(value),
        );
      }
  }
}

/**
 * The answers the driver gives, as the draft saves them: the complete answers of the mail samples
 * (made from the declarations, so a new question is answered too) with Ana's contact details, "No" to
 * living in the area, the first option of a checklist (the first tool), "Yes." to every required text
 * and no optional text.
 */
export function typedAnswers(): ApplicationAnswers {
  const answers = qualifiedAnswers({
    ...APPLICANT,
    phone: APPLICANT_PHONE.display,
    liveInArea: 'no',
  });
  for (const id of ANSWER_IDS) {
    const question = questionOf(id);
    const given = answers as Record<string, unknown>;
    if (question.kind === 'longText' || (question.kind === 'shortText' && !question.format)) {
      if (!(id in APPLICANT)) given[id] = question.required ? WORDS.text : '';
    }
    if (question.kind === 'choices')
      given[id] = question.required ? question.options.slice(0, 1) : [];
  }
  return answers;
}

/** The contact step, with the applicant's details (`name` for the full name). */
export async function fillContactStep(user: UserEvent, name = APPLICANT.fullName) {
  await answerStep(user, 'contact', { ...typedAnswers(), fullName: name });
}

/** "No" to living in the area (with `explainNotLocal`, if given, as the explanation); "Yes" else. */
export async function fillExperienceStep(user: UserEvent, explainNotLocal?: string) {
  await answerStep(user, 'experience', {
    ...typedAnswers(),
    explainNotLocal: explainNotLocal ?? '',
  });
}

export async function fillQualificationsStep(user: UserEvent, photo: File | null = photoFile()) {
  await answerStep(user, 'qualifications', typedAnswers(), photo);
}

/** Fills the contact and experience steps and lands on the qualifications step. */
export async function reachQualifications(
  user: UserEvent,
  { name, explainNotLocal }: { name?: string; explainNotLocal?: string } = {},
) {
  await fillContactStep(user, name);
  await user.click(nextButton());
  await findStep('experience');
  await fillExperienceStep(user, explainNotLocal);
  await user.click(nextButton());
  await findStep('qualifications');
}

/** Fills the contact, experience and qualifications steps and lands on the review step. */
export async function reachReview(user: UserEvent, options?: { name?: string }) {
  await reachQualifications(user, options);
  await fillQualificationsStep(user);
  await user.click(nextButton());
  await findStep('review');
}

/**
 * The wizard opened on `step` with `typedAnswers` (changed by `answers`) saved on the device, and the
 * photo too unless `photo: false`: as after typing them, without typing (the typing itself is tested by the walks that
 * use `reachReview`).
 */
export async function renderWizardWithSavedAnswers(
  step: StepName,
  {
    photo = true,
    answers,
    ...props
  }: ApplicationWizardProps & { photo?: boolean; answers?: Partial<ApplicationAnswers> } = {},
) {
  saveAnswers({ step, answers: { ...typedAnswers(), ...answers } });
  if (photo) for (const field of FILE_FIELDS) await saveFile(field, photoFile());
  const view = await renderWizard(props);
  await findStep(step);
  return view;
}

/** The wizard opened on its review step with `typedAnswers` and the photo saved on the device. */
export const renderWizardOnReview = (props: ApplicationWizardProps = {}) =>
  renderWizardWithSavedAnswers('review', props);

/** Each test starts from an empty device (no draft, no photo) and the real clock. */
export function startEachTestFromAnEmptyDevice() {
  beforeEach(async () => {
    stubLayout();
    localStorage.clear();
    await clearDraft();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
