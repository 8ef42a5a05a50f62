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
import { QUESTION_WORDS } from '../../../src/features/job-application/rules/questions';
import {
  ANSWER_IDS,
  FILE_FIELDS,
  questionOf,
  STEP_FIELDS,
  type ApplicationAnswers,
  type QuestionId,
  type StepName,
} from '../../../src/features/job-application/rules/schema';
import type { OptionWords } from '../../../src/lib/form/question-words';
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

export async function renderWizard(props: ApplicationWizardProps = {}) {
  const user = userEvent.setup({ delay: null });
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

/**
 * "Yes" to every yes/no question of the step not answered yet, whatever the questions are: a question
 * added to a step is answered by the driver as it is.
 */
export async function answerTheRestYes(user: UserEvent) {
  for (const group of screen.queryAllByRole('radiogroup')) {
    const radios = within(group).getAllByRole<HTMLInputElement>('radio');
    if (radios.some((radio) => radio.checked)) continue;
    const yes = within(group).queryByRole('radio', { name: WORDS.yes });
    if (yes) await user.click(yes);
  }
}

/**
 * Tab on from the focused field to `target` as a keyboard user would, answering with Space (the first
 * radio: "Yes") each yes/no question the Tab key reaches on the way: a question added to a step is
 * answered as it is. Any other stop on the way fails: the Tab order is part of what is tested.
 */
export async function tabAnsweringYes(user: UserEvent, target: HTMLElement) {
  for (let presses = 0; presses < 40; presses += 1) {
    await user.tab();
    const focused = document.activeElement;
    if (focused === target) return;
    if (!(focused instanceof HTMLInputElement && focused.type === 'radio')) {
      throw new Error(`Tab stopped on ${focused?.outerHTML.slice(0, 80)} before the target`);
    }
    if (!focused.checked) await user.keyboard(' ');
  }
  throw new Error('Tab never reached the target');
}

/** The words a question is found and answered by, in this project's language. */
const wordsOf = (id: QuestionId) =>
  QUESTION_WORDS[id] as { label: string } & Partial<OptionWords<string>>;

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
    const question = questionOf(id);
    const words = wordsOf(id);
    const value = (answers as Record<string, unknown>)[id];
    switch (question.kind) {
      case 'file':
        if (photo) await user.upload(photoInput(), photo);
        break;
      case 'yesNo':
        if (value) await answerYesNo(user, words.label, value === 'yes' ? WORDS.yes : WORDS.no);
        break;
      case 'choice':
        if (value) {
          await user.click(
            within(questionGroup(words.label)).getByRole('radio', {
              name: words.options?.[value as string] ?? String(value),
            }),
          );
        }
        break;
      case 'choices':
        for (const option of (value ?? []) as string[]) {
          await user.click(screen.getByRole('checkbox', { name: words.options?.[option] }));
        }
        break;
      default:
        if (value) await user.type(textbox(words.label), String(value));
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
