import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SubmitApplication } from '../../../src/features/job-application/sending/submit';
import { reachReview, renderWizard, startEachTestFromAnEmptyDevice } from './wizard-helpers';

startEachTestFromAnEmptyDevice();

describe('the application wizard’s language', { timeout: 30_000 }, () => {
  it('tells the submission the applicant applied in English (the Spanish build says Spanish)', async () => {
    const submit = vi.fn<SubmitApplication>().mockResolvedValue({ outcome: 'sent', update: false });
    const { user } = await renderWizard({ submitApplication: submit });
    await reachReview(user);
    await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    await screen.findByRole('heading', { name: /Application sent/ });
    expect(submit.mock.calls[0]![0].language).toBe('en');
  });
});
