import type { StepName } from '../rules/schema';
import type { SubmitProgress } from '../sending/submit';
import type { SubmissionFailureText } from '../sending/submission-messages';

/**
 * The wizard's state, in one place: which step is open, where a send stands, and the confirmation of
 * the last one that arrived. It changes only through the named transitions below; what happens
 * around them (the heading's focus, the announcement, the draft) is the wizard's part.
 */
export type SendingStatus =
  | { kind: 'editing' }
  | { kind: 'submitting'; progress: SubmitProgress | null }
  /** No connection: the application is saved and is sent by itself once there is one (0058). */
  | { kind: 'waiting' }
  | { kind: 'failed'; text: SubmissionFailureText };

export interface Confirmation {
  name: string;
  /** The answers went as an update of an application that had arrived before. */
  update: boolean;
  /** How many sends were confirmed: a new confirmation is a new message, announced again. */
  count: number;
}

export interface WizardState {
  step: StepName;
  status: SendingStatus;
  confirmation: Confirmation | null;
}

export type WizardTransition =
  /** The applicant moves to a step (Next, Back, an Edit button, a step that needs attention). */
  | { type: 'goTo'; step: StepName }
  | { type: 'sendStarted' }
  | { type: 'sendProgress'; progress: SubmitProgress }
  /** The application arrived (sent now, or an earlier send of these answers): confirm it. */
  | { type: 'sent'; name: string; update: boolean }
  | { type: 'failed'; text: SubmissionFailureText }
  | { type: 'waiting' }
  | { type: 'startOver' }
  /** The saved draft (or none) was put back into the form: open the step it was on. */
  | { type: 'restored'; step: StepName }
  | { type: 'confirmationDismissed' };

const EDITING: SendingStatus = { kind: 'editing' };

export const initialWizardState: WizardState = {
  step: 'contact',
  status: EDITING,
  confirmation: null,
};

/** Another step opens. A failure message belongs to the review step: leaving it clears it. */
const openStep = (state: WizardState, step: StepName): WizardState => ({
  ...state,
  step,
  status: state.status.kind === 'failed' ? EDITING : state.status,
});

export function wizardReducer(state: WizardState, transition: WizardTransition): WizardState {
  switch (transition.type) {
    case 'goTo':
      return openStep(state, transition.step);
    case 'sendStarted':
      return { ...state, status: { kind: 'submitting', progress: null } };
    case 'sendProgress':
      return { ...state, status: { kind: 'submitting', progress: transition.progress } };
    case 'sent':
      return {
        step: 'contact',
        status: EDITING,
        confirmation: {
          name: transition.name,
          update: transition.update,
          count: (state.confirmation?.count ?? 0) + 1,
        },
      };
    case 'failed':
      return { ...state, status: { kind: 'failed', text: transition.text } };
    case 'waiting':
      return { ...state, status: { kind: 'waiting' } };
    case 'startOver':
      return { ...state, step: 'contact', status: EDITING };
    case 'restored':
      return { ...state, step: transition.step };
    case 'confirmationDismissed':
      return { ...state, confirmation: null };
  }
}
