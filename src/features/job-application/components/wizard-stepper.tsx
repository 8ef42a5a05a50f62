import { memo } from 'react';
import Box from '@mui/material/Box';
import { SvgIcon } from '../../../components/ui/svg-icon';
import { visuallyHidden } from '@mui/utils';
import { STEP_TITLES } from '../rules/questions';
import { STEPS, stepsBefore, type StepName } from '../rules/schema';
import { stepperCopy } from './copy';

/** MUI's CheckCircle, the icon of a step that is done. */
const CHECK_CIRCLE =
  'M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17l-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z';

/** MUI's classes for each state of a step (the readability test finds the icons by them). */
const STATE_CLASS = { done: 'Mui-completed', current: 'Mui-active', ahead: '' } as const;
/** What a screen reader hears after each step's title. */
const STATE_WORDS = { done: stepperCopy.done, current: stepperCopy.current, ahead: '' } as const;

/**
 * The stepper header: a numbered list of the steps, each a circle with its number (a check once
 * done) over its title, joined by lines. It looks as MUI's `Stepper` with `alternativeLabel` does and
 * keeps its class names, but is a list of the site's own: MUI's stepper brought its buttons' roving
 * focus and five components with it (about 4.6 kB gzip of `/jobs`' first load, and the wizard's
 * hydration) for a header nobody presses (decision 0075). Labels sit under the icons so four steps
 * fit a 320 px screen; on the narrowest screens only the current step's label is shown (the step
 * heading names it too).
 */
export const WizardStepper = memo(function WizardStepper({ step }: { step: StepName }) {
  const done = stepsBefore(step);
  return (
    <Box
      component="ol"
      aria-label={stepperCopy.label}
      className="MuiStepper-root"
      sx={{ display: 'flex', alignItems: 'flex-start', listStyle: 'none', m: 0, mb: 4, p: 0 }}
    >
      {STEPS.map((name, index) => {
        const state: keyof typeof STATE_CLASS = done.includes(name)
          ? 'done'
          : name === step
            ? 'current'
            : 'ahead';
        const reached = state !== 'ahead';
        return (
          <Box
            component="li"
            key={name}
            aria-current={state === 'current' ? 'step' : undefined}
            className="MuiStep-root"
            // A step may not grow past its quarter: a label longer than that (Spanish runs longer,
            // text may be doubled) wraps, if need be inside a word, instead of pushing the page
            // sideways.
            sx={{ flex: 1, position: 'relative', minWidth: 0, px: { xs: 0.5, sm: 1 } }}
          >
            {index > 0 && (
              <Box
                className="MuiStepConnector-line"
                sx={{
                  position: 'absolute',
                  top: 12,
                  left: 'calc(-50% + 20px)',
                  right: 'calc(50% + 20px)',
                  borderTop: '1px solid',
                  borderColor: 'StepConnector.border',
                }}
              />
            )}
            <Box
              component="span"
              className="MuiStepLabel-root"
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}
            >
              <SvgIcon
                className={`MuiStepIcon-root ${STATE_CLASS[state]}`}
                // Numbers readable in both schemes: the page's own background color on a dark
                // (day) or light (night) circle, at least 4.5:1; reached steps in the primary color.
                sx={{ display: 'block', color: reached ? 'primary.main' : 'text.secondary' }}
              >
                {state === 'done' ? (
                  <path d={CHECK_CIRCLE} />
                ) : (
                  <>
                    <circle cx="12" cy="12" r="12" />
                    <Box
                      component="text"
                      x="12"
                      y="12"
                      textAnchor="middle"
                      dominantBaseline="central"
                      sx={{
                        fill: (theme) => (theme.vars ?? theme).palette.background.default,
                        fontSize: (theme) => theme.typography.caption.fontSize,
                        fontFamily: (theme) => theme.typography.fontFamily,
                        fontWeight: 700,
                      }}
                    >
                      {index + 1}
                    </Box>
                  </>
                )}
              </SvgIcon>
              <Box
                component="span"
                className="MuiStepLabel-label"
                sx={{
                  typography: 'body2',
                  width: '100%',
                  mt: '16px',
                  textAlign: 'center',
                  overflowWrap: 'anywhere',
                  fontSize: { xs: '0.8rem', sm: '0.95rem' },
                  display: { xs: state === 'current' ? 'block' : 'none', sm: 'block' },
                  color: reached ? 'text.primary' : 'text.secondary',
                  fontWeight: reached ? 500 : undefined,
                }}
              >
                {STEP_TITLES[name]}
                <span style={visuallyHidden}>{STATE_WORDS[state]}</span>
              </Box>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
});
