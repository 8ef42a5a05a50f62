// @vitest-environment jsdom
/**
 * The wizard's later parts (the views of the later steps, the review, the notices) are a chunk of
 * their own, fetched once the page is idle (later-parts-loader.tsx). Next pressed before that chunk
 * has arrived still opens the next step: it says the step is loading, then shows its questions.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  findStep,
  fillContactStep,
  nextButton,
  questionGroup,
  renderWizard,
  startEachTestFromAnEmptyDevice,
} from './wizard-helpers';
import { QUESTION_WORDS } from '../../../src/features/job-application/rules/questions';
import { laterPartsCopy } from '../../../src/features/job-application/components/copy';

/** The later parts' download: it completes when the test says so. */
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
vi.mock('../../../src/features/job-application/components/later-parts', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

startEachTestFromAnEmptyDevice();

describe('a later step whose code has not arrived yet', () => {
  it('opens when Next is pressed, says it is loading, then shows its questions', async () => {
    const { user } = await renderWizard({}, { laterPartsLoaded: false });
    await fillContactStep(user);
    await user.click(nextButton());
    await findStep('experience');
    expect(screen.getByText(laterPartsCopy.loadingStep)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();

    await act(async () => arrive());
    await screen.findAllByRole('radio', { name: 'Yes' });
    expect(questionGroup(QUESTION_WORDS.understand1099.label)).toBeInTheDocument();
    expect(screen.queryByText(laterPartsCopy.loadingStep)).not.toBeInTheDocument();
  });
});
