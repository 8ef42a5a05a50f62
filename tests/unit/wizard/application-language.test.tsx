// @vitest-environment jsdom
import { TOOL_OPTIONS } from '../../../src/content/tools';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QUESTION_WORDS } from '../../../src/features/job-application/rules/questions';
import type { SubmitApplication } from '../../../src/features/job-application/sending/submit';
import {
  reachQualifications,
  renderWizard,
  renderWizardOnReview,
  startEachTestFromAnEmptyDevice,
} from './wizard-helpers';

startEachTestFromAnEmptyDevice();

describe('the application wizard’s language', () => {
  it('tells the submission the applicant applied in English (the Spanish build says Spanish)', async () => {
    const submit = vi.fn<SubmitApplication>().mockResolvedValue({ outcome: 'sent', update: false });
    const { user } = await renderWizardOnReview({ submitApplication: submit });
    await user.click(screen.getByRole('button', { name: 'Confirm & Submit' }));
    await screen.findByRole('heading', { name: /Application sent/ });
    expect(submit.mock.calls[0]![0].language).toBe('en');
  });

  it('stores the values the Spanish build stores: yes/no and the English tool names (tests/unit/es/stored-values.test.tsx)', async () => {
    const { user } = await renderWizard();
    await reachQualifications(user);
    const group = screen.getByRole('group', { name: QUESTION_WORDS.understandOnCall.label });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['yes', 'no']);
    const tools = screen.getByRole('group', { name: QUESTION_WORDS.tools.label });
    expect(
      (within(tools).getAllByRole('checkbox') as HTMLInputElement[]).map((box) => box.value),
    ).toEqual([...TOOL_OPTIONS]);
  });
});
