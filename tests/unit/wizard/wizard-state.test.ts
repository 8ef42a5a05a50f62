// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  initialWizardState,
  wizardReducer,
  type WizardState,
} from '../../../src/features/job-application/components/wizard-state';
import {
  isStepName,
  QUESTION_STEPS,
  STEP_FIELDS,
  STEPS,
  stepAfter,
  stepBefore,
  stepHeading,
  stepNumber,
  stepsBefore,
} from '../../../src/features/job-application/rules/schema';
import { STEP_TITLES } from '../../../src/features/job-application/rules/questions';
import { SHOWN_STEP_NUMBER } from '../../fixtures/shown-step-numbers';

const failure = { title: 'Not sent', message: 'Try again.', reload: false };
const failed: WizardState = {
  ...initialWizardState,
  step: 'review',
  status: { kind: 'failed', text: failure },
};

describe('the step table', () => {
  it('names the four steps in order, each with a title and a heading', () => {
    expect(STEPS).toEqual(['contact', 'experience', 'qualifications', 'review']);
    expect(Object.keys(STEP_TITLES)).toEqual(STEPS);
    for (const step of STEPS) expect(stepHeading(step), step).not.toBe('');
    expect(QUESTION_STEPS).toEqual(STEPS.filter((step) => STEP_FIELDS[step].length > 0));
  });

  it('numbers each step as the interface shows it, from 1 to 4', () => {
    for (const step of STEPS) expect(stepNumber(step), step).toBe(SHOWN_STEP_NUMBER[step]);
  });

  it('goes from step to step, and no further than the first and the last', () => {
    expect(stepAfter('contact')).toBe('experience');
    expect(stepAfter('qualifications')).toBe('review');
    expect(stepAfter('review')).toBe('review');
    expect(stepBefore('experience')).toBe('contact');
    expect(stepBefore('review')).toBe('qualifications');
    expect(stepBefore('contact')).toBe('contact');
  });

  it('lists the steps before a step, in order', () => {
    expect(stepsBefore('contact')).toEqual([]);
    expect(stepsBefore('qualifications')).toEqual(['contact', 'experience']);
    expect(stepsBefore('review')).toEqual(['contact', 'experience', 'qualifications']);
  });

  it('tells a step from anything else', () => {
    expect(STEPS.every(isStepName)).toBe(true);
    for (const value of [0, 1, 'Contact', 'step', '', null, undefined]) {
      expect(isStepName(value), String(value)).toBe(false);
    }
  });
});

describe('the wizard’s state', () => {
  it('starts on the contact step, editing, with no confirmation', () => {
    expect(initialWizardState).toEqual({
      step: 'contact',
      status: { kind: 'editing' },
      confirmation: null,
    });
  });

  it('goes to a step, and leaving the review clears its failure message', () => {
    expect(wizardReducer(initialWizardState, { type: 'goTo', step: 'experience' }).step).toBe(
      'experience',
    );
    expect(wizardReducer(failed, { type: 'goTo', step: 'contact' })).toEqual({
      ...initialWizardState,
      step: 'contact',
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

  it('confirms each send anew and goes back to the contact step', () => {
    const sent = wizardReducer(failed, { type: 'sent', name: 'Ana Diaz', update: false });
    expect(sent).toEqual({
      step: 'contact',
      status: { kind: 'editing' },
      confirmation: { name: 'Ana Diaz', update: false, count: 1 },
    });
    const again = wizardReducer(
      { ...sent, step: 'review' },
      { type: 'sent', name: 'Ana', update: true },
    );
    expect(again.confirmation).toEqual({ name: 'Ana', update: true, count: 2 });
    expect(wizardReducer(again, { type: 'confirmationDismissed' }).confirmation).toBeNull();
  });

  it('starts over on the contact step, keeping a confirmation on screen', () => {
    const confirmed = wizardReducer(initialWizardState, {
      type: 'sent',
      name: 'Ana',
      update: false,
    });
    expect(wizardReducer({ ...confirmed, step: 'qualifications' }, { type: 'startOver' })).toEqual(
      confirmed,
    );
    expect(wizardReducer(failed, { type: 'startOver' })).toEqual(initialWizardState);
  });

  it('opens the step a restored draft was on, and nothing else changes', () => {
    expect(wizardReducer(initialWizardState, { type: 'restored', step: 'qualifications' })).toEqual(
      { ...initialWizardState, step: 'qualifications' },
    );
  });
});
