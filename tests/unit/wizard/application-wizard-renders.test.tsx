// @vitest-environment jsdom
/**
 * The wizard is the heaviest part of /jobs to render on a phone. Right after it mounts, the saved
 * draft is looked up: when there is none, nothing the step's fields show changes, and they do not
 * render again (each render of the whole step was a long task on a phone; with the form library the
 * wizard used before, they rendered once more, and twice before that).
 * The render count is asserted on purpose: here it is the behaviour a phone user waits through, and
 * nothing a person sees in jsdom would show an extra render.
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as TextInputModule from '../../../src/components/ui/text-input';
import type { TextInputProps } from '../../../src/components/ui/text-input';
import { saveAnswers } from '../../../src/features/job-application/draft/draft-storage';
import { emptyApplication } from '../../../src/features/job-application/rules/schema';
import { renderWizard, startEachTestFromAnEmptyDevice, textbox } from './wizard-helpers';
import { QUESTION_WORDS } from '../../../src/features/job-application/rules/questions';

const renders: string[] = [];
vi.mock('../../../src/components/ui/text-input', async (importOriginal) => {
  const actual = await importOriginal<typeof TextInputModule>();
  return {
    ...actual,
    TextInput: (props: TextInputProps) => {
      renders.push(props.name);
      return actual.TextInput(props);
    },
  };
});

startEachTestFromAnEmptyDevice();
beforeEach(() => {
  renders.length = 0;
});
afterEach(() => {
  renders.length = 0;
});

const rendersOf = (name: string) => renders.filter((rendered) => rendered === name).length;

describe('rendering the application wizard', () => {
  it('renders the contact step’s fields once, and not again after mounting, when there is no saved draft', async () => {
    // Ready once the draft lookup is done and the form takes input; then any effect and promise
    // still pending runs.
    await renderWizard();
    await act(async () => {});
    // Mounting only: the transition that shows the form ready for input changes nothing in them.
    expect(rendersOf('fullName')).toBe(1);
    expect(rendersOf('email')).toBe(1);
  });

  it('still fills the fields from a saved draft', async () => {
    const { toolImage: _photo, leaveEmpty: _honeypot, ...empty } = emptyApplication;
    saveAnswers({ step: 'contact', answers: { ...empty, fullName: 'Ana Diaz' } });
    await renderWizard();
    await waitFor(() => expect(textbox(QUESTION_WORDS.fullName.label)).toHaveValue('Ana Diaz'));
  });
});
