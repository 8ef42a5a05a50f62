import Box from '@mui/material/Box';
import { Spinner } from '../../../components/ui/spinner';
import { Typography } from '../../../components/ui/typography';
import type { StepName } from '../rules/schema';
import { wizardCopy } from './copy';
import { NextButton } from './next-button';
import { PREPARING_PHOTO_NOTE } from './use-step-navigation';
import { Button } from '../../../components/ui/button';

interface WizardActionsProps {
  step: StepName;
  /** A send is under way (or waits for a connection, or the page reloads): the answers stay put. */
  submitting: boolean;
  /** A reopened draft's unfinished send is being checked: Submit waits for the answer. */
  checking: boolean;
  /** The application is being sent or the page reloads: Submit says so, and Start over is off. */
  sending: boolean;
  /** Next waits for the chosen photo to be ready. */
  waitingForPhoto: boolean;
  onBack: () => void;
  onNext: () => void;
  /** Hovering Next on the tools step flags a missing photo. */
  onNextHoverStart: () => void;
  onNextHoverEnd: () => void;
  onSubmit: () => void;
  /** Start over is pointed at or focused: its confirmation can be fetched. */
  onStartOverApproach: () => void;
  onStartOver: () => void;
}

/**
 * The buttons under the step: Back, Next (Submit on the review step), with the note that Next waits
 * for the photo, and Start over below them.
 */
export function WizardActions({
  step,
  submitting,
  checking,
  sending,
  waitingForPhoto,
  onBack,
  onNext,
  onNextHoverStart,
  onNextHoverEnd,
  onSubmit,
  onStartOverApproach,
  onStartOver,
}: WizardActionsProps) {
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
          mt: 4,
        }}
      >
        <Button
          variant="outlined"
          onClick={onBack}
          disabled={step === 'contact' || submitting || waitingForPhoto}
          size="large"
        >
          {wizardCopy.back}
        </Button>
        {waitingForPhoto && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: '1 1 12rem' }}>
            <Spinner size={20} />
            <Typography variant="body2">{PREPARING_PHOTO_NOTE}</Typography>
          </Box>
        )}
        {step !== 'review' ? (
          <NextButton
            key="next"
            step={step}
            onClick={onNext}
            onMouseEnter={onNextHoverStart}
            onMouseLeave={onNextHoverEnd}
          />
        ) : (
          <Button
            key="submit"
            type="button"
            variant="contained"
            color="primary"
            size="large"
            onClick={onSubmit}
            disabled={submitting || checking}
          >
            {sending ? wizardCopy.submitting : wizardCopy.submit}
          </Button>
        )}
      </Box>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Button
          color="inherit"
          onPointerEnter={onStartOverApproach}
          onFocus={onStartOverApproach}
          onClick={onStartOver}
          disabled={sending}
        >
          {wizardCopy.startOver}
        </Button>
      </Box>
    </>
  );
}
