// @vitest-environment jsdom
// The wizard's sending, failures, drafts and unfinished sends (split from application-wizard.test.tsx
// so the two halves run in parallel).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  DRAFT_KEY,
  loadDraft,
  saveAnswers,
  saveFile,
} from '../../../src/features/job-application/draft/draft-storage';
import type {
  CheckSubmission,
  SubmitApplication,
  SubmitApplicationInput,
  SubmitResult,
} from '../../../src/features/job-application/sending/submit';
import { SubmissionError } from '../../../src/features/job-application/sending/submission-error';
import { company } from '../../../src/content/company';
import { ModuleLoadError } from '../../../src/lib/load-module';
import { TOOL_OPTIONS } from '../../../src/features/job-application/rules/schema';
import {
  backButton,
  fillContactStep,
  fillExperienceStep,
  nextButton,
  photoFile,
  photoInput,
  renderWizard,
  renderWizardOnReview,
  renderWizardWithSavedAnswers,
  startEachTestFromAnEmptyDevice,
  stepHeading,
  textbox,
  typedAnswers,
} from './wizard-helpers';
import { QUESTION_WORDS, STEP_TITLES } from '../../../src/features/job-application/rules/questions';

const SENT: SubmitResult = { outcome: 'sent', update: false };

startEachTestFromAnEmptyDevice();

describe('the application wizard sends', () => {
  it('on success confirms, then resets to the contact step with every answer, tool and photo cleared', async () => {
    const submit = vi.fn<SubmitApplication>().mockResolvedValue(SENT);
    const { user } = await renderWizardOnReview({ submitApplication: submit });
    await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    const confirmation = await screen.findByRole('heading', { name: /Application sent/ });
    await waitFor(() => expect(confirmation).toHaveFocus());
    const panel = confirmation.closest<HTMLElement>('[role="status"]')!;
    expect(within(panel).getByRole('link', { name: company.supportPhone.display })).toHaveAttribute(
      'href',
      `tel:${company.supportPhone.e164}`,
    );

    const input = submit.mock.calls[0]![0] as SubmitApplicationInput;
    expect(input.values.fullName).toBe('Ana Diaz');
    expect(input.values.toolImage?.name).toBe('tools.jpg');
    expect(input.submission.id).toMatch(/^[A-Za-z0-9]{20}$/);

    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
    expect(textbox(QUESTION_WORDS.fullName.label)).toHaveValue('');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    await fillContactStep(user, 'Bo');
    await user.click(nextButton());
    await screen.findByRole('heading', { name: /Step 2 of 4/ });
    await fillExperienceStep(user);
    await user.click(nextButton());
    await screen.findByRole('heading', { name: /Step 3 of 4/ });
    expect(screen.getByRole('checkbox', { name: TOOL_OPTIONS[0] })).not.toBeChecked();
    expect(screen.queryByText('tools.jpg')).not.toBeInTheDocument();
  });

  it('on failure says what failed, keeps every answer and the photo, and a retry reuses the same submission', async () => {
    const submit = vi
      .fn<SubmitApplication>()
      .mockRejectedValueOnce(new SubmissionError('mail', { code: 'unavailable' }))
      .mockResolvedValueOnce(SENT);
    const { user } = await renderWizardOnReview({ submitApplication: submit });
    await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your application was not sent');
    expect(alert).toHaveTextContent(/send your application/);
    expect(screen.getByRole('button', { name: 'Confirm & Submit' })).toBeEnabled();
    expect(backButton()).toBeEnabled();
    expect(screen.getByRole('region', { name: STEP_TITLES.contact })).toHaveTextContent('Ana Diaz');
    expect(screen.getByRole('region', { name: STEP_TITLES.qualifications })).toHaveTextContent(
      'tools.jpg',
    );

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Application sent/ })).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(2);
    const [first, second] = submit.mock.calls.map(([input]) => input);
    expect(second!.submission.id).toBe(first!.submission.id);
  });

  it('keeps the uploaded photo’s path for the retry after the application write fails', async () => {
    const submit = vi
      .fn<SubmitApplication>()
      .mockImplementationOnce(async ({ submission, onSubmissionChange }) => {
        onSubmissionChange?.({
          ...submission,
          files: {
            toolImage: {
              path: 'job-applications/1700000000000-ab12cd34ef.jpg',
              fingerprint: 'tools.jpg|8|1700000000000',
            },
          },
        });
        throw new SubmissionError('mail', { code: 'server-error' });
      })
      .mockResolvedValueOnce(SENT);
    const { user } = await renderWizardOnReview({ submitApplication: submit });
    await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    await screen.findByRole('heading', { name: /Application sent/ });
    expect(submit.mock.calls[1]![0].submission.files?.toolImage).toEqual({
      path: 'job-applications/1700000000000-ab12cd34ef.jpg',
      fingerprint: 'tools.jpg|8|1700000000000',
    });
  });

  it('still sends the application when the hidden anti-spam field was filled (a form filler may do it)', async () => {
    const submit = vi.fn<SubmitApplication>().mockResolvedValue(SENT);
    const { user, container } = await renderWizardOnReview({ submitApplication: submit });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="leaveEmpty"]')!;
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('data-lpignore', 'true');
    expect(honeypot).toHaveAttribute('data-1p-ignore', 'true');
    fireEvent.change(honeypot, { target: { value: 'https://filled.example' } });
    await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    expect(await screen.findByRole('heading', { name: /Application sent/ })).toBeInTheDocument();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]![0].values.leaveEmpty).toBe('https://filled.example');
  });

  it('restores the draft, step and photo after a remount, and “Start over” clears it', async () => {
    const first = await renderWizard();
    await fillContactStep(first.user);
    await first.user.click(nextButton());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 2 of 4'));
    await fillExperienceStep(first.user);
    await first.user.click(nextButton());
    await screen.findByRole('heading', { name: /Step 3 of 4/ });
    await first.user.upload(photoInput(), photoFile());
    // The photo is written to the device (the answers and the step were saved on Next).
    await waitFor(async () => {
      const saved = await loadDraft();
      expect(saved?.step).toBe('qualifications');
      expect(saved?.files.toolImage?.name).toBe('tools.jpg');
    });
    first.unmount();

    const second = await renderWizard();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 3 of 4'));
    expect(await screen.findByText('tools.jpg')).toBeInTheDocument();
    await second.user.click(backButton());
    await second.user.click(backButton());
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 1 of 4'));
    expect(textbox(QUESTION_WORDS.fullName.label)).toHaveValue('Ana Diaz');

    await second.user.click(screen.getByRole('button', { name: 'Start over' }));
    await second.user.click(await screen.findByRole('button', { name: 'Clear and start over' }));
    // The dialog closes (with its transition) and the draft is deleted before the form shows again.
    await waitFor(() => expect(textbox(QUESTION_WORDS.fullName.label)).toHaveValue(''));
    second.unmount();

    await renderWizard();
    expect(stepHeading()).toHaveTextContent('Step 1 of 4');
    expect(textbox(QUESTION_WORDS.fullName.label)).toHaveValue('');
  });

  it('saves typing at once when the page is hidden, not only after the 500 ms pause', async () => {
    const { user } = await renderWizard();
    await user.type(textbox(QUESTION_WORDS.fullName.label), 'Ana');
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').answers?.fullName).toBe('Ana');
  });

  it('refuses an empty photo file when it is chosen, saying what to do', async () => {
    await renderWizardWithSavedAnswers('qualifications', { photo: false });
    const empty = new File([], 'IMG_0042.jpg', { type: 'image/jpeg' });
    fireEvent.change(photoInput(), { target: { files: [empty] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is empty (0 bytes), so it cannot be sent. Please choose the photo again, or take a new one.',
    );
    expect(screen.queryByText('IMG_0042.jpg')).not.toBeInTheDocument();
    expect(photoInput()).toHaveAttribute('aria-invalid', 'true');
  });

  it('promises the photo is saved on this device only when it is', async () => {
    const submit = vi
      .fn<SubmitApplication>()
      .mockRejectedValue(new SubmissionError('mail', { code: 'permission-denied' }));
    vi.stubGlobal('indexedDB', undefined); // the photo cannot be saved
    try {
      // Every answer saved (the answers are kept apart from the photo), on the step of the photo.
      const { user } = await renderWizardWithSavedAnswers('qualifications', {
        photo: false,
        submitApplication: submit,
      });
      await user.upload(photoInput(), photoFile());
      await user.click(nextButton());
      await screen.findByRole('heading', { name: /Step 4 of 4/ });
      await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('the request was refused');
      // Never promised, not even while the photo is still being written (it says only what is sure).
      expect(alert).not.toHaveTextContent('Your answers and photo are saved on this device');
      await waitFor(() =>
        expect(alert).toHaveTextContent(
          'Your answers are saved on this device, but your photo could not be saved here',
        ),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says when the outcome is unknown, without claiming the application was not sent', async () => {
    const submit = vi
      .fn<SubmitApplication>()
      .mockRejectedValue(new SubmissionError('mail', { code: 'offline' }, 'unknown'));
    const { user } = await renderWizardOnReview({ submitApplication: submit });
    await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not confirm that your application arrived');
    expect(alert).toHaveTextContent('You appear to be offline');
    expect(alert).toHaveTextContent('it will never be sent twice');
    expect(alert).not.toHaveTextContent('was not sent');
  });

  it('after a site update, offers a reload that first saves every answer', async () => {
    const reloadPage = vi.fn(() => {
      // By the time the page reloads, the latest answers are saved.
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').answers?.location).toBe(
        'Dallas, TX',
      );
    });
    const submit = vi
      .fn<SubmitApplication>()
      .mockRejectedValue(new ModuleLoadError('site-updated', { cause: new Error('404') }));
    const { user } = await renderWizardOnReview({ submitApplication: submit, reloadPage });
    await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This site was updated');
    expect(alert).toHaveTextContent('Your answers and photo are saved on this device.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Reload the page' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
  });

  describe('a reopened draft whose send had not finished', () => {
    /**
     * A draft on the review step that was being sent when the page went away, as the wizard leaves
     * it (it records the send before the write starts: tests/unit/submit.test.ts, and the browser
     * test of a page closed while sending).
     */
    async function leaveDraftMidSend() {
      saveAnswers({
        step: 'review',
        answers: typedAnswers(),
        submission: {
          id: 'AbCdEfGhIjKlMnOpQrSt',
          sending: { digest: 'd'.repeat(64), startedAt: Date.now() },
        },
      });
      await saveFile('toolImage', photoFile());
    }

    it('shows the confirmation when the application arrived, and clears the draft', async () => {
      await leaveDraftMidSend();
      const checkSubmission = vi.fn<CheckSubmission>(async (submission) => ({
        outcome: 'arrived',
        submission: {
          id: 'ZyXwVuTsRqPoNmLkJiHg',
          delivered: { id: submission.id, digest: 'd'.repeat(64), at: 1 },
        },
      }));
      await renderWizard({ checkSubmission });
      expect(await screen.findByRole('heading', { name: /Application sent/ })).toBeInTheDocument();
      expect(checkSubmission).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull());
      expect(textbox(QUESTION_WORDS.fullName.label)).toHaveValue('');
    });

    it('says it was not sent, keeps every answer, and the next submit sends it', async () => {
      await leaveDraftMidSend();
      const checkSubmission = vi.fn<CheckSubmission>(async (submission) => ({
        outcome: 'not-arrived',
        submission: { id: submission.id },
      }));
      const submit = vi.fn<SubmitApplication>().mockResolvedValue(SENT);
      const { user } = await renderWizard({ checkSubmission, submitApplication: submit });
      expect(await screen.findByText('Your application has not been sent yet')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: STEP_TITLES.contact })).toHaveTextContent(
        'Ana Diaz',
      );
      await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
      expect(await screen.findByRole('heading', { name: /Application sent/ })).toBeInTheDocument();
      expect(submit.mock.calls[0]![0].submission.sending).toBeUndefined();
    });

    it('says it arrived and answers changed since, and the next submit is an update', async () => {
      await leaveDraftMidSend();
      const checkSubmission = vi.fn<CheckSubmission>(async (submission) => ({
        outcome: 'arrived-then-changed',
        submission: {
          id: 'ZyXwVuTsRqPoNmLkJiHg',
          delivered: { id: submission.id, digest: 'd'.repeat(64), at: Date.UTC(2025, 5, 1, 15) },
        },
      }));
      const submit = vi
        .fn<SubmitApplication>()
        .mockResolvedValue({ outcome: 'sent', update: true });
      const { user } = await renderWizard({ checkSubmission, submitApplication: submit });
      expect(await screen.findByText('Your application arrived')).toBeInTheDocument();
      expect(screen.getByText(/send them as an update/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
      expect(
        await screen.findByRole('heading', { name: /Updated application sent/ }),
      ).toBeInTheDocument();
      expect(submit.mock.calls[0]![0].submission.delivered?.id).toBeDefined();
    });

    it('says it could not check, and keeps the send recorded for the next attempt', async () => {
      await leaveDraftMidSend();
      const checkSubmission = vi
        .fn<CheckSubmission>()
        .mockRejectedValue(new SubmissionError('check', { code: 'offline' }, 'unknown'));
      await renderWizard({ checkSubmission });
      expect(
        await screen.findByText('We could not check whether your application arrived'),
      ).toBeInTheDocument();
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').submission?.sending).toBeTruthy();
    });
  });
});
