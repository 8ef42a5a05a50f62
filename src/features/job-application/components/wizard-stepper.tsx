import { memo } from 'react';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { visuallyHidden } from '@mui/utils';
import { STEP_TITLES } from '../rules/questions';
import { STEPS, stepsBefore, type StepName } from '../rules/schema';
import { stepperCopy } from './copy';

/**
 * The stepper header. Labels sit under the icons so four steps fit a 320 px screen; on the narrowest
 * screens only the current step's label is shown (the step heading names it too).
 */
export const WizardStepper = memo(function WizardStepper({ step }: { step: StepName }) {
  const done = stepsBefore(step);
  return (
    <Stepper
      // MUI knows the current step by how many come before it.
      activeStep={done.length}
      alternativeLabel
      aria-label={stepperCopy.label}
      component="ol"
      // A step may not grow past its quarter: a label longer than that (Spanish runs longer, text
      // may be doubled) wraps, if need be inside a word, instead of pushing the page sideways.
      sx={{ mb: 4, p: 0, listStyle: 'none', '& > li': { px: { xs: 0.5, sm: 1 }, minWidth: 0 } }}
    >
      {STEPS.map((name) => (
        <Step key={name} component="li" aria-current={name === step ? 'step' : undefined}>
          <StepLabel
            sx={{
              '& .MuiStepLabel-label': {
                fontSize: { xs: '0.8rem', sm: '0.95rem' },
                overflowWrap: 'anywhere',
                display: { xs: name === step ? 'block' : 'none', sm: 'block' },
              },
            }}
          >
            {STEP_TITLES[name]}
            <span style={visuallyHidden}>
              {done.includes(name) ? stepperCopy.done : name === step ? stepperCopy.current : ''}
            </span>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
});
