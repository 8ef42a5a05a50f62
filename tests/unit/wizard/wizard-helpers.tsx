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
import { NO_MEANS } from '../../../src/features/job-application/mail/triage';
import { QUESTIONS } from '../../../src/features/job-application/rules/questions';
import {
  emptyApplication,
  STEP,
  toAnswers,
  TOOL_OPTIONS,
  type ApplicationAnswers,
  type StepIndex,
} from '../../../src/features/job-application/rules/schema';
import { APPLICANT_PHONE } from '../../fixtures/applicant-phones';

/** jsdom has no layout: scrolling is a no-op here (the browser tests check the real thing). */
export function stubLayout() {
  Element.prototype.scrollIntoView = vi.fn();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

export async function renderWizard(props: ApplicationWizardProps = {}) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders>
      <MemoryRouter>
        <ApplicationWizard {...props} />
      </MemoryRouter>
    </AppProviders>,
  );
  await screen.findByRole('heading', { name: /Step \d of 4/ });
  // The form is shown at once (it is prerendered) but waits for the saved draft before it takes input.
  await waitFor(() =>
    expect(screen.queryByText('Loading your saved answers…')).not.toBeInTheDocument(),
  );
  return { user, ...view };
}

export const stepHeading = () => screen.getByRole('heading', { level: 2, name: /Step \d of 4/ });
export const nextButton = () => screen.getByRole('button', { name: 'Next' });
/** The file input: its name says whether a photo is chosen. */
export const photoInput = () =>
  screen.getByLabelText(/^(Choose a photo|Change the photo) of your tools/);
export const backButton = () => screen.getByRole('button', { name: 'Back' });

export function photoFile(name = 'tools.jpg', type = 'image/jpeg') {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4])], name, {
    type,
    lastModified: 1_700_000_000_000,
  });
}

export async function answerYesNo(user: UserEvent, question: string, answer: 'Yes' | 'No') {
  const group = screen.getByRole('group', { name: new RegExp(escapeRegExp(question)) });
  await user.click(within(group).getByRole('radio', { name: answer }));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function fillContactStep(user: UserEvent, name = 'Ana Diaz') {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), name);
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), APPLICANT_PHONE.digits);
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
  await user.type(
    screen.getByRole('textbox', { name: /Location you are applying for/ }),
    'Dallas, TX',
  );
}

export async function fillExperienceStep(user: UserEvent) {
  await answerYesNo(user, QUESTIONS.understand1099, 'Yes');
  await answerYesNo(user, QUESTIONS.liveInArea, 'No');
  await answerYesNo(user, QUESTIONS.workedBefore, 'Yes');
}

export async function fillQualificationsStep(user: UserEvent, photo: File | null = photoFile()) {
  await user.click(screen.getByRole('checkbox', { name: TOOL_OPTIONS[0] }));
  if (photo) await user.upload(photoInput(), photo);
  const texts = [
    QUESTIONS.missingToolsPlan,
    QUESTIONS.understandNoWorkUntilTools,
    QUESTIONS.understandWeDontSupplyTools,
    QUESTIONS.defineOnCall,
  ];
  for (const label of texts) {
    await user.type(screen.getByRole('textbox', { name: new RegExp(escapeRegExp(label)) }), 'Yes.');
  }
  for (const question of [
    QUESTIONS.understandOnCall,
    QUESTIONS.onCallNoShifts,
    QUESTIONS.open16x7,
    QUESTIONS.weekendsAvailable,
    QUESTIONS.onCallNotGuaranteed,
    QUESTIONS.moreCallsMoreMoney,
    QUESTIONS.onCallNot16HoursWork,
  ]) {
    await answerYesNo(user, question, 'Yes');
  }
}

/** Fills steps 1 and 2 and lands on the qualifications step. */
export async function reachQualifications(user: UserEvent, name?: string) {
  await fillContactStep(user, name);
  await user.click(nextButton());
  await screen.findByRole('heading', { name: /Step 2 of 4/ });
  await fillExperienceStep(user);
  await user.click(nextButton());
  await screen.findByRole('heading', { name: /Step 3 of 4/ });
}

/** Fills steps 1 to 3 and lands on the review step. */
export async function reachReview(user: UserEvent, name?: string) {
  await reachQualifications(user, name);
  await fillQualificationsStep(user);
  await user.click(nextButton());
  await screen.findByRole('heading', { name: /Step 4 of 4/ });
}

/**
 * The answers `reachReview` types, as the draft saves them: Ana's contact details, "No" to living in
 * the area and "Yes" to every other yes/no question (all of them, whatever the questions are: the
 * triage's table names every yes/no answer), the first tool, and "Yes." to every required text.
 */
export function typedAnswers(): ApplicationAnswers {
  const yesNo = Object.fromEntries(Object.keys(NO_MEANS).map((field) => [field, 'yes']));
  return {
    ...toAnswers(emptyApplication),
    ...yesNo,
    fullName: 'Ana Diaz',
    phone: APPLICANT_PHONE.display,
    email: 'ana@example.com',
    location: 'Dallas, TX',
    liveInArea: 'no',
    tools: [TOOL_OPTIONS[0]],
    missingToolsPlan: 'Yes.',
    understandNoWorkUntilTools: 'Yes.',
    understandWeDontSupplyTools: 'Yes.',
    defineOnCall: 'Yes.',
  };
}

/**
 * The wizard opened on `step` with `typedAnswers` saved on the device, and the photo too unless
 * `photo: false`: as after typing them, without typing (the typing itself is tested by the walks that
 * use `reachReview`).
 */
export async function renderWizardWithSavedAnswers(
  step: StepIndex,
  { photo = true, ...props }: ApplicationWizardProps & { photo?: boolean } = {},
) {
  saveAnswers({ step, answers: typedAnswers() });
  if (photo) await savePhoto(photoFile());
  const view = await renderWizard(props);
  await screen.findByRole('heading', { name: new RegExp(`Step ${step + 1} of 4`) });
  return view;
}

/** The wizard opened on its review step with `typedAnswers` and the photo saved on the device. */
export const renderWizardOnReview = (props: ApplicationWizardProps = {}) =>
  renderWizardWithSavedAnswers(STEP.review, props);

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
