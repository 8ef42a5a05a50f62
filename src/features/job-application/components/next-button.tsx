import { useAnswers } from '../../../lib/form/use-form-store';
import { isStepComplete, type StepName } from '../rules/schema';
import { useAnswersForm } from './answers-form';
import { wizardCopy } from './copy';
import { Button } from '../../../components/ui/button';

interface NextButtonProps {
  step: StepName;
  onClick: () => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
}

/**
 * Next, in the primary color when the step is complete and the error color otherwise
 * (docs/product.md, The driver application). It watches the answers itself, so typing re-renders
 * this button rather than the whole wizard.
 */
export function NextButton({ step, ...handlers }: NextButtonProps) {
  const values = useAnswers(useAnswersForm());
  const complete = isStepComplete(step, values);
  return (
    <Button
      type="button"
      variant="contained"
      size="large"
      color={complete ? 'primary' : 'error'}
      {...handlers}
    >
      {wizardCopy.next}
    </Button>
  );
}
