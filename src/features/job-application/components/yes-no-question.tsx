import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useFormContext } from 'react-hook-form';
import type { ApplicationValues, YesNoField } from '../rules/schema';
import { yesNoCopy } from './copy';

/** A required yes/no question: a fieldset whose legend is the question. 'No' is an answer too. */
export function YesNoQuestion({ name, question }: { name: YesNoField; question: string }) {
  const { control } = useFormContext<ApplicationValues>();
  const errorId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
          <FormLabel component="legend" sx={{ color: 'text.primary', fontWeight: 600, mb: 0.5 }}>
            {question}
          </FormLabel>
          <RadioGroup
            row
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            aria-describedby={fieldState.error ? errorId : undefined}
          >
            <FormControlLabel
              value="yes"
              control={
                <Radio
                  slotProps={{
                    input: { ref: field.ref, 'aria-invalid': Boolean(fieldState.error) },
                  }}
                />
              }
              label={yesNoCopy.yes}
              sx={{ mr: 4 }}
            />
            <FormControlLabel
              value="no"
              control={
                <Radio slotProps={{ input: { 'aria-invalid': Boolean(fieldState.error) } }} />
              }
              label={yesNoCopy.no}
            />
          </RadioGroup>
          {fieldState.error && (
            <FormHelperText id={errorId}>{fieldState.error.message}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}
