import { describe, expect, it } from 'vitest';
import { savedOnDeviceSentence } from '../../src/features/job-application/sending/submission-messages';

/** What a message may promise about the draft on this device: never "saved" unless it is. */
describe('savedOnDeviceSentence', () => {
  it('promises the photo only once it is written, and says nothing of it while it is', () => {
    expect(savedOnDeviceSentence({ answers: true, photo: true }, true)).toBe(
      'Your answers and photo are saved on this device.',
    );
    expect(savedOnDeviceSentence({ answers: true, photo: 'saving' }, true)).toBe(
      'Your answers are saved on this device.',
    );
    expect(savedOnDeviceSentence({ answers: true, photo: false }, true)).toMatch(
      /^Your answers are saved on this device, but your photo could not be saved here/,
    );
  });

  it('promises nothing when the answers could not be saved', () => {
    for (const photo of [true, false, 'saving'] as const) {
      expect(savedOnDeviceSentence({ answers: false, photo }, true)).not.toMatch(/are saved/);
    }
  });
});
