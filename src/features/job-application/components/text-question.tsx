import { useId } from 'react';
import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import { Controller, useFormContext } from 'react-hook-form';
import { TextInput } from '../../../components/ui/text-input';
import type { ApplicationValues, YesNoField } from '../rules/schema';

/** The answers written as text: all but the yes/no questions, the phone, the tools and the photo. */
export type TextAnswer = Exclude<
  keyof ApplicationValues,
  YesNoField | 'phone' | 'tools' | 'toolImage' | 'leaveEmpty'
>;

export interface TextQuestionProps {
  name: TextAnswer;
  label: string;
  required?: boolean;
  multiline?: boolean;
  maxLength: number;
  type?: 'text' | 'email';
  autoComplete?: string;
  helperText?: string;
  /**
   * 'above' for questions too long for a floating label (it would be cut off on a phone): the whole
   * question stays visible above the field.
   */
  labelPlacement?: 'floating' | 'above';
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
  labelPlacement = 'floating',
}: TextQuestionProps) {
  const { control } = useFormContext<ApplicationValues>();
  const id = useId();
  const above = labelPlacement === 'above';
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Box>
          {above && (
            <FormLabel
              htmlFor={id}
              required={required}
              error={Boolean(fieldState.error)}
              sx={{ display: 'block', color: 'text.primary', fontWeight: 600, mb: 1 }}
            >
              {label}
            </FormLabel>
          )}
          <TextInput
            id={id}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            label={above ? undefined : label}
            required={required}
            type={type}
            autoComplete={autoComplete}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message || helperText}
            inputProps={{ maxLength }}
          />
        </Box>
      )}
    />
  );
}
