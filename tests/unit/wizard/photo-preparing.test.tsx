// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as PrepareImage from '../../../src/lib/prepare-image';
import { PREPARING_PHOTO_NOTE } from '../../../src/features/job-application/components/application-wizard';
import {
  nextButton,
  photoFile,
  photoInput,
  renderWizardWithSavedAnswers,
  startEachTestFromAnEmptyDevice,
  stepHeading,
} from './wizard-helpers';

/** Preparing a chosen photo (decoding and shrinking a phone photo) takes as long as the test says. */
const preparation = vi.hoisted(() => {
  let finish: () => void = () => undefined;
  return {
    hold: () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      }),
    finish: () => finish(),
  };
});
vi.mock('../../../src/lib/prepare-image', async (importOriginal) => {
  const original = await importOriginal<typeof PrepareImage>();
  return {
    ...original,
    checkChosenPhoto: async (file: File) => {
      await preparation.hold();
      return { ok: true as const, file };
    },
  };
});

startEachTestFromAnEmptyDevice();

describe('Next while the chosen photo is being prepared', () => {
  it('says the photo is being prepared, then moves on by itself: it never says an answer is missing', async () => {
    // Every answer given, on the step of the photo, no photo chosen yet.
    const { user } = await renderWizardWithSavedAnswers('qualifications', { photo: false });

    await user.upload(photoInput(), photoFile());
    await user.click(nextButton());

    // Shown beside the buttons, and announced.
    expect(await screen.findAllByText(PREPARING_PHOTO_NOTE)).toHaveLength(2);
    expect(stepHeading()).toHaveTextContent('Step 3 of 4');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.queryByText(/needs? your attention/)).not.toBeInTheDocument();

    preparation.finish();

    expect(await screen.findByRole('heading', { name: /Step 4 of 4/ })).toBeInTheDocument();
    expect(screen.queryByText(PREPARING_PHOTO_NOTE)).not.toBeInTheDocument();
    expect(screen.queryByText(/needs? your attention/)).not.toBeInTheDocument();
  });
});
