import Box from '@mui/material/Box';
import { useFormContext } from 'react-hook-form';
import type { ApplicationValues } from '../schema';

/**
 * A field people never see or reach (DECISIONS.md): bots that fill every input fill it, and the wizard
 * then shows success without sending anything.
 */
export function HoneypotField() {
  const { register } = useFormContext<ApplicationValues>();
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
        Website (leave this empty)
        <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
      </label>
    </Box>
  );
}
