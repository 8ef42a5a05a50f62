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
  savePhoto,
} from '../../../src/features/job-application/draft/draft-storage';
import { QUESTIONS } from '../../../src/features/job-application/rules/questions';
import {
  TOOL_OPTIONS,
  type ApplicationAnswers,
  type StepName,
} from '../../../src/features/job-application/rules/schema';
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
 * The words this driver finds the wizard's controls by, in the language of the Vitest project it runs
 * in (the `es` project resolves the site's modules to their Spanish twins, and `locale` with them).
 * They are written out rather than imported: an import of the copy would follow the Spanish overlay,
 * and a renamed button would go unnoticed. The questions are found by the catalogue's wording
 * (`QUESTIONS`), whose text each language's tests check.
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
    fullName: 'Full name',
    phone: 'Phone number',
    email: 'Email',
    location: 'Location you are applying for',
    firstTool: TOOL_OPTIONS[0],
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
    fullName: 'Nombre completo',
    phone: 'Número de teléfono',
    email: 'Correo electrónico',
    location: 'Zona donde desea trabajar',
    firstTool: 'Herramientas de cerrajería (kit de apertura)',
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
    await user.click(within(group).getByRole('radio', { name: WORDS.yes }));
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

export async function fillContactStep(user: UserEvent, name = APPLICANT.fullName) {
  await user.type(textbox(WORDS.fullName), name);
  await user.type(textbox(WORDS.phone), APPLICANT_PHONE.digits);
  await user.type(textbox(WORDS.email), APPLICANT.email);
  await user.type(textbox(WORDS.location), APPLICANT.location);
  await answerTheRestYes(user);
}

/** "No" to living in the area (with `explainNotLocal`, if given, as the explanation); "Yes" else. */
export async function fillExperienceStep(user: UserEvent, explainNotLocal?: string) {
  await answerYesNo(user, QUESTIONS.liveInArea, WORDS.no);
  if (explainNotLocal) await user.type(textbox(QUESTIONS.explainNotLocal), explainNotLocal);
  await answerTheRestYes(user);
}

export async function fillQualificationsStep(user: UserEvent, photo: File | null = photoFile()) {
  await user.click(screen.getByRole('checkbox', { name: WORDS.firstTool }));
  if (photo) await user.upload(photoInput(), photo);
  const texts = [
    QUESTIONS.missingToolsPlan,
    QUESTIONS.understandNoWorkUntilTools,
    QUESTIONS.understandWeDontSupplyTools,
    QUESTIONS.defineOnCall,
  ];
  for (const label of texts) {
    await user.type(
      screen.getByRole('textbox', { name: new RegExp(escapeRegExp(label)) }),
      WORDS.text,
    );
  }
  await answerTheRestYes(user);
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
 * The answers `reachReview` types, as the draft saves them: the complete answers of the mail samples
 * (which say "Yes" to every yes/no question, whatever the questions are) with Ana's contact details,
 * "No" to living in the area, the first tool, "Yes." to every required text and no optional one.
 */
export function typedAnswers(): ApplicationAnswers {
  return qualifiedAnswers({
    ...APPLICANT,
    phone: APPLICANT_PHONE.display,
    liveInArea: 'no',
    explainNotLocal: '',
    yearsExperience: '',
    tools: [TOOL_OPTIONS[0]],
    missingToolsPlan: WORDS.text,
    understandNoWorkUntilTools: WORDS.text,
    understandWeDontSupplyTools: WORDS.text,
    lockoutBrand: '',
    defineOnCall: WORDS.text,
  });
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
  if (photo) await savePhoto(photoFile());
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
