import { useId, type ChangeEventHandler, type FocusEventHandler, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';

export interface TextInputProps {
  name: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  id?: string;
  /** Shown above the field (theme: labels sit above and wrap); omit when a label is drawn elsewhere. */
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
  minRows?: number;
  /** Attributes of the `<input>` or `<textarea>` itself (maxLength, inputMode …). */
  inputProps?: InputBaseComponentProps;
  /** Keeps the helper text's line when there is none, so that an error moves nothing. */
  reserveHelperSpace?: boolean;
  /** Says an error out at once (the helper text is an alert while the field is in error). */
  announceError?: boolean;
}

/**
 * A text field: label, outlined input and helper or error text, tied together for assistive
 * technology (label `for`, `aria-describedby`, `aria-invalid`, `required`). The same as MUI's
 * TextField for what this site uses, without the select menu TextField always brings along (Select,
 * Menu, Popover), which would weigh on the application's download for nothing.
 */
export function TextInput({
  id,
  label,
  required = false,
  disabled = false,
  error = false,
  helperText,
  inputProps,
  reserveHelperSpace = false,
  announceError = false,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  const helper = helperText || (reserveHelperSpace ? ' ' : '');
  return (
    <FormControl fullWidth required={required} disabled={disabled} error={error}>
      {label !== undefined && (
        <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        id={inputId}
        label={label}
        inputProps={{ ...inputProps, 'aria-describedby': helperId }}
        {...input}
      />
      {helper && (
        <FormHelperText id={helperId} role={announceError && error ? 'alert' : undefined}>
          {helper}
        </FormHelperText>
      )}
    </FormControl>
  );
}
