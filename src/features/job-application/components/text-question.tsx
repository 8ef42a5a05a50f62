import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import type { ApplicationValues } from '../schema';

type TextField = Extract<
  keyof ApplicationValues,
  | 'fullName'
  | 'email'
  | 'location'
  | 'explainNotLocal'
  | 'yearsExperience'
  | 'missingToolsPlan'
  | 'understandNoWorkUntilTools'
  | 'understandWeDontSupplyTools'
  | 'lockoutBrand'
  | 'defineOnCall'
>;

interface TextQuestionProps {
  name: TextField;
  label: string;
  required?: boolean;
  multiline?: boolean;
  maxLength: number;
  type?: 'text' | 'email';
  autoComplete?: string;
  helperText?: string;
}

/** A text answer bound to the wizard's one form; its error is linked to it by MUI (aria-describedby). */
export function TextQuestion({
  name,
  label,
  required = false,
  multiline = false,
  maxLength,
  type = 'text',
  autoComplete = 'off',
  helperText,
}: TextQuestionProps) {
  const { control } = useFormContext<ApplicationValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          required={required}
          type={type}
          autoComplete={autoComplete}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message || helperText}
          slotProps={{ htmlInput: { maxLength } }}
        />
      )}
    />
  );
}
