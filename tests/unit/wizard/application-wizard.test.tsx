// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HOVER_VALIDATION_DELAY_MS } from '../../../src/features/job-application/components/application-wizard';
import {
  QUESTION_WORDS,
  REVIEW_HEADING,
  STEP_TITLES,
} from '../../../src/features/job-application/rules/questions';
import { fileQuestionOf, STEPS } from '../../../src/features/job-application/rules/schema';
import type {
  SubmitApplication,
  SubmitResult,
} from '../../../src/features/job-application/sending/submit';
import { SubmissionError } from '../../../src/features/job-application/sending/submission-error';
import { TOOL_OPTIONS } from '../../../src/features/job-application/rules/schema';
import {
  backButton,
  fillContactStep,
  fillExperienceStep,
  nextButton,
  photoFile,
  photoInput,
  questionGroup,
  reachReview,
  renderWizard,
  renderWizardOnReview,
  renderWizardWithSavedAnswers,
  startEachTestFromAnEmptyDevice,
  stepHeading,
  textbox,
} from './wizard-helpers';
import { APPLICANT_PHONE } from '../../fixtures/applicant-phones';
import { answersMissingOnEmptyStep, yesNoQuestionsOn } from '../../fixtures/empty-step';

const SENT: SubmitResult = { outcome: 'sent', update: false };

startEachTestFromAnEmptyDevice();

describe('the application wizard', () => {
  it('starts on the contact step (Step 1 of 4), with Back disabled', async () => {
    await renderWizard();
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
    expect(stepHeading()).toHaveTextContent(STEP_TITLES.contact);
    expect(backButton()).toBeDisabled();
    expect(screen.getByRole('list', { name: 'Application steps' })).toHaveTextContent(
      new RegExp(STEPS.map((step) => STEP_TITLES[step]).join('.*')),
    );
    expect(document.title.startsWith(`Step 1 of 4: ${STEP_TITLES.contact}`)).toBe(true);
  });

  it('shows the messages of docs/product.md when Next is pressed on an empty step, and focuses the first field', async () => {
    const { user } = await renderWizard();
    await user.click(nextButton());
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(textbox(QUESTION_WORDS.fullName.label)).toHaveFocus();
    expect(textbox(QUESTION_WORDS.fullName.label)).toHaveAccessibleDescription(
      'Full name is required',
    );
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
    expect(
      screen.getByText(`${answersMissingOnEmptyStep('contact')} answers need your attention`, {
        exact: false,
      }),
    ).toBeInTheDocument();
  });

  it('treats a name or location of only spaces as blank', async () => {
    const { user } = await renderWizard();
    await user.type(textbox(QUESTION_WORDS.fullName.label), '   ');
    await user.tab();
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
  });

  it('shows no error while the applicant is still typing, only once the field is left', async () => {
    const { user } = await renderWizard();
    const email = textbox(QUESTION_WORDS.email.label);
    await user.type(email, 'ana@');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it('formats the phone number as it is typed and ignores letters and an 11th digit', async () => {
    const { user } = await renderWizard();
    const phone = textbox(QUESTION_WORDS.phone.label);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    // A letter in between and two digits too many: the field keeps ten digits and formats them.
    await user.type(
      phone,
      `${APPLICANT_PHONE.digits.slice(0, 2)}a${APPLICANT_PHONE.digits.slice(2)}99`,
    );
    expect(phone).toHaveValue(APPLICANT_PHONE.display);
  });

  it('never submits or skips a step when Enter is pressed in a field, on any step', async () => {
    const submit = vi.fn<SubmitApplication>();
    const { user } = await renderWizard({ submitApplication: submit });
    await fillContactStep(user);
    await user.type(textbox(QUESTION_WORDS.location.label), '{Enter}');
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
    await user.click(nextButton());
    await screen.findByRole('heading', { name: /Step 2 of 4/ });
    await fillExperienceStep(user);
    await user.type(textbox(QUESTION_WORDS.yearsExperience.label), '5{Enter}');
    expect(stepHeading()).toHaveTextContent('Step 2 of 4');
    await user.click(nextButton());
    await screen.findByRole('heading', { name: /Step 3 of 4/ });
    await user.type(textbox(QUESTION_WORDS.lockoutBrand.label), 'Slim Jim{Enter}');
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
    expect(submit).not.toHaveBeenCalled();
  });

  it('keeps the submission on the review step: a failure message goes when the applicant goes back', async () => {
    const submit = vi
      .fn<SubmitApplication>()
      .mockRejectedValue(new SubmissionError('mail', { code: 'unavailable' }));
    const { user } = await renderWizardOnReview({ submitApplication: submit });
    await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    await user.click(screen.getByRole('button', { name: `Edit ${STEP_TITLES.contact}` }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 1 of 4'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('moves forward only when the step is complete, accepts “No” as an answer, and goes back keeping every value', async () => {
    const { user } = await renderWizard();
    await fillContactStep(user);
    await user.click(nextButton());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 2 of 4'));
    // Focus moves in an effect after the new step renders.
    await waitFor(() => expect(stepHeading()).toHaveFocus());
    expect(screen.getByText(`Step 2 of 4: ${STEP_TITLES.experience}`)).toBeInTheDocument(); // announced

    await user.click(nextButton());
    expect(await screen.findAllByText('Please answer yes or no')).toHaveLength(
      yesNoQuestionsOn('experience'),
    );
    expect(stepHeading()).toHaveTextContent('Step 2 of 4');

    await fillExperienceStep(user); // one of the answers is "No"
    await user.click(nextButton());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 3 of 4'));

    await user.click(backButton());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 2 of 4'));
    const liveInArea = screen.getByRole('group', {
      name: new RegExp(QUESTION_WORDS.liveInArea.label.slice(0, 20)),
    });
    expect(within(liveInArea).getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(backButton());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 1 of 4'));
    expect(textbox(QUESTION_WORDS.fullName.label)).toHaveValue('Ana Diaz');
    expect(textbox(QUESTION_WORDS.phone.label)).toHaveValue(APPLICANT_PHONE.display);
  });

  it('lists the tools of the tool list, worded exactly and in order', async () => {
    await renderWizardWithSavedAnswers('qualifications', { photo: false });
    const checkboxes = within(questionGroup(QUESTION_WORDS.tools.label)).getAllByRole('checkbox');
    expect(checkboxes.map((box) => box.closest('label')?.textContent)).toEqual([...TOOL_OPTIONS]);
  });

  it('flags the missing photo after hovering Next for 200 ms on the tools step, and choosing a photo clears it', async () => {
    const { user } = await renderWizardWithSavedAnswers('qualifications', { photo: false });
    const photo = photoInput();
    expect(photo).toHaveAttribute('aria-invalid', 'false');
    expect(photo).toHaveAttribute('accept', 'image/*');

    // A brief pass over the button does nothing (the hover's clock is a fake one, just for this).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.mouseEnter(nextButton());
    act(() => vi.advanceTimersByTime(HOVER_VALIDATION_DELAY_MS - 1));
    fireEvent.mouseLeave(nextButton());
    act(() => vi.advanceTimersByTime(HOVER_VALIDATION_DELAY_MS));
    vi.useRealTimers();
    expect(photo).toHaveAttribute('aria-invalid', 'false');

    fireEvent.mouseEnter(nextButton());
    await waitFor(() => expect(photo).toHaveAttribute('aria-invalid', 'true'));
    fireEvent.mouseLeave(nextButton());

    await user.upload(photo, photoFile());
    await waitFor(() => expect(photoInput()).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.getByText('tools.jpg')).toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    await renderWizardWithSavedAnswers('qualifications', { photo: false });
    const notImage = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(photoInput(), { target: { files: [notImage] } });
    // It names every type the tool photo's question takes (rules/form.ts).
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Please choose a photo \(.+\)\.$/);
    for (const type of fileQuestionOf('toolImage').types) {
      expect(alert.textContent?.toLowerCase()).toContain(type.replace('image/', ''));
    }
    expect(screen.queryByText('notes.txt')).not.toBeInTheDocument();
  });

  it('reviews every answer grouped by step and lets the applicant edit a step', async () => {
    const { user } = await renderWizard();
    await reachReview(user);
    expect(stepHeading()).toHaveTextContent(REVIEW_HEADING);
    const contact = screen.getByRole('region', { name: STEP_TITLES.contact });
    expect(contact).toHaveTextContent('Ana Diaz');
    expect(contact).toHaveTextContent(APPLICANT_PHONE.display);
    expect(screen.getByRole('region', { name: STEP_TITLES.qualifications })).toHaveTextContent(
      'tools.jpg',
    );
    expect(screen.getByRole('button', { name: 'Confirm & Submit' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: `Edit ${STEP_TITLES.experience}` }));
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 2 of 4'));
  });

  it('reads “Submitting…” while busy, disables Back, and submits once on a double click', async () => {
    let finish: () => void = () => undefined;
    const submit = vi.fn<SubmitApplication>(
      () => new Promise<SubmitResult>((resolve) => (finish = () => resolve(SENT))),
    );
    const { user } = await renderWizardOnReview({ submitApplication: submit });
    await user.dblClick(screen.getByRole('button', { name: 'Confirm & Submit' }));
    const busy = await screen.findByRole('button', { name: 'Submitting…' });
    expect(busy).toBeDisabled();
    expect(backButton()).toBeDisabled();
    expect(submit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(await screen.findByText(/Application sent/)).toBeInTheDocument();
  });

  it('shows the photo upload’s progress while submitting', async () => {
    let finish: () => void = () => undefined;
    const submit = vi.fn<SubmitApplication>(async ({ onProgress }) => {
      onProgress?.({ stage: 'uploading-photo', fraction: 0.4 });
      await new Promise<void>((resolve) => (finish = resolve));
      return SENT;
    });
    const { user } = await renderWizardOnReview({ submitApplication: submit });
    await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    expect(await screen.findByText('Uploading your photo… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Photo upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: /Application sent/ })).toBeInTheDocument();
  });

  it('takes an error away as soon as the answer is fixed', async () => {
    const { user } = await renderWizard();
    await fillContactStep(user);
    await user.click(nextButton());
    await screen.findByRole('heading', { name: /Step 2 of 4/ });
    await user.click(nextButton());
    expect(await screen.findAllByText('Please answer yes or no')).toHaveLength(
      yesNoQuestionsOn('experience'),
    );
    await fillExperienceStep(user);
    await waitFor(() =>
      expect(screen.queryByText('Please answer yes or no')).not.toBeInTheDocument(),
    );
  });
});
