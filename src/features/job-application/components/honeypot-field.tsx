import { memo } from 'react';
import Box from '@mui/material/Box';
import { useAnswer } from '../../../lib/form/use-form-store';
import { useAnswersForm } from './answers-form';
import { honeypotCopy } from './copy';

/**
 * A field people never see or reach (docs/decisions/0032-honeypot-marks.md): bots that
 * fill every input fill it. A filled field only marks the mail for a second look; it never stops an
 * application, since a browser's form filler could fill it too. Its name and label match nothing a
 * filler fills, and the markers below ask the common password managers to leave it alone.
 */
export const HoneypotField = memo(function HoneypotField() {
  const form = useAnswersForm();
  const { value } = useAnswer(form, 'leaveEmpty');
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        left: -10000,
        top: 'auto',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
      }}
    >
      <label>
        {honeypotCopy.label}
        <input
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-lpignore="true"
          data-1p-ignore="true"
          data-bwignore="true"
          data-form-type="other"
          name="leaveEmpty"
          value={value}
          onChange={(event) => form.setValue('leaveEmpty', event.target.value)}
        />
      </label>
    </Box>
  );
});
