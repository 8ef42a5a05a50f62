import { useEffect, useRef, useState, type Dispatch } from 'react';
import { company } from '../../../content/company';
import { scrollToAndFocus } from '../../../lib/scroll';
import { stepHeading, STEPS, stepNumber, type StepName } from '../rules/schema';
import { STEP_TITLES } from '../rules/questions';
import { wizardCopy } from './copy';
import type { WizardTransition } from './wizard-state';

/**
 * Where the applicant's attention goes as steps change: the step heading takes focus after a move,
 * the move is announced in the wizard's live region (`announcement`, which `announce` also sets for
 * other messages), and the document title follows the step.
 */
export function useStepFocus(step: StepName, dispatch: Dispatch<WizardTransition>) {
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moveFocusToHeading = useRef(false);

  /** The applicant moves to another step: its heading takes focus, and the move is announced. */
  const announceStep = (next: StepName) => {
    moveFocusToHeading.current = true;
    setAnnouncement(wizardCopy.stepAnnouncement(stepNumber(next), STEPS.length, stepHeading(next)));
  };
  const goTo = (next: StepName) => {
    announceStep(next);
    dispatch({ type: 'goTo', step: next });
  };

  // The step heading takes focus after a step change, and the document title follows the step.
  useEffect(() => {
    document.title = wizardCopy.documentTitle(
      stepNumber(step),
      STEPS.length,
      STEP_TITLES[step],
      company.shortName,
    );
    if (moveFocusToHeading.current && headingRef.current) {
      moveFocusToHeading.current = false;
      scrollToAndFocus(headingRef.current, 'start');
    }
  }, [step]);

  return { announcement, announce: setAnnouncement, headingRef, announceStep, goTo };
}
