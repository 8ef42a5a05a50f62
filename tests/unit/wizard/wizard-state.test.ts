// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  initialWizardState,
  wizardReducer,
  type WizardState,
} from '../../../src/features/job-application/components/wizard-state';
import {
  FIRST_STEP,
  isStepIndex,
  LAST_STEP,
  QUESTION_STEPS,
  STEP,
  STEP_COUNT,
  STEP_FIELDS,
  STEPS,
  stepAfter,
  stepBefore,
} from '../../../src/features/job-application/rules/schema';
import { STEP_HEADINGS, STEP_TITLES } from '../../../src/features/job-application/rules/questions';

const failure = { title: 'Not sent', message: 'Try again.', reload: false };
const failed: WizardState = {
  ...initialWizardState,
  step: LAST_STEP,
  status: { kind: 'failed', text: failure },
};

describe('the step table', () => {
  it('names the four steps in order, each with a title and a heading', () => {
    expect(STEPS).toEqual([STEP.contact, STEP.experience, STEP.qualifications, STEP.review]);
    expect(STEP_COUNT).toBe(STEP_TITLES.length);
    expect(STEP_HEADINGS).toHaveLength(STEP_COUNT);
    expect([FIRST_STEP, LAST_STEP]).toEqual([STEP.contact, STEP.review]);
    expect(QUESTION_STEPS).toEqual(STEPS.filter((step) => STEP_FIELDS[step].length > 0));
  });

  it('goes from step to step, and no further than the first and the last', () => {
    expect(stepAfter(STEP.contact)).toBe(STEP.experience);
    expect(stepAfter(LAST_STEP)).toBe(LAST_STEP);
    expect(stepBefore(STEP.experience)).toBe(STEP.contact);
    expect(stepBefore(FIRST_STEP)).toBe(FIRST_STEP);
  });

  it('tells a step from anything else', () => {
    expect(STEPS.every(isStepIndex)).toBe(true);
    for (const value of [-1, STEP_COUNT, '0', 1.5, null, undefined]) {
      expect(isStepIndex(value), String(value)).toBe(false);
    }
  });
});

describe('the wizard’s state', () => {
  it('starts on the first step, editing, with no confirmation', () => {
    expect(initialWizardState).toEqual({
      step: FIRST_STEP,
      status: { kind: 'editing' },
      confirmation: null,
    });
  });

  it('goes to a step, and leaving the review clears its failure message', () => {
    expect(wizardReducer(initialWizardState, { type: 'goTo', step: STEP.experience }).step).toBe(
      STEP.experience,
    );
    expect(wizardReducer(failed, { type: 'goTo', step: STEP.contact })).toEqual({
      ...initialWizardState,
      step: STEP.contact,
    });
  });

  it('follows a send: started, its progress, then failed or sent', () => {
    const sending = wizardReducer(failed, { type: 'sendStarted' });
    expect(sending.status).toEqual({ kind: 'submitting', progress: null });
    const uploading = wizardReducer(sending, {
      type: 'sendProgress',
      progress: { stage: 'uploading-photo', fraction: 0.5 },
    });
    expect(uploading.status).toEqual({
      kind: 'submitting',
      progress: { stage: 'uploading-photo', fraction: 0.5 },
    });
    expect(wizardReducer(uploading, { type: 'failed', text: failure })).toEqual(failed);
  });

  it('confirms each send anew and goes back to the first step', () => {
    const sent = wizardReducer(failed, { type: 'sent', name: 'Ana Diaz', update: false });
    expect(sent).toEqual({
      step: FIRST_STEP,
      status: { kind: 'editing' },
      confirmation: { name: 'Ana Diaz', update: false, count: 1 },
    });
    const again = wizardReducer(
      { ...sent, step: LAST_STEP },
      { type: 'sent', name: 'Ana', update: true },
    );
    expect(again.confirmation).toEqual({ name: 'Ana', update: true, count: 2 });
    expect(wizardReducer(again, { type: 'confirmationDismissed' }).confirmation).toBeNull();
  });

  it('starts over on the first step, keeping a confirmation on screen', () => {
    const confirmed = wizardReducer(initialWizardState, {
      type: 'sent',
      name: 'Ana',
      update: false,
    });
    expect(
      wizardReducer({ ...confirmed, step: STEP.qualifications }, { type: 'startOver' }),
    ).toEqual(confirmed);
    expect(wizardReducer(failed, { type: 'startOver' })).toEqual(initialWizardState);
  });

  it('opens the step a restored draft was on, and nothing else changes', () => {
    expect(
      wizardReducer(initialWizardState, { type: 'restored', step: STEP.qualifications }),
    ).toEqual({ ...initialWizardState, step: STEP.qualifications });
  });
});
