import type { Ref } from 'react';
import TextField from '@mui/material/TextField';
import { formatPhoneInput } from '../phone';

export interface PhoneInputProps {
  value: string;
  onChange: (formatted: string) => void;
  onBlur?: () => void;
  name?: string;
  label?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * The phone input component of spec §5: digits only, at most 10, formatted as (xxx) xxx-xxxx while
 * typing or pasting. `type="tel"` brings up the phone keypad; `autocomplete="tel"` lets the browser
 * fill it.
 */
export function PhoneInput({
  value,
  onChange,
  onBlur,
  name = 'phone',
  label = 'Phone number',
  required = true,
  error,
  helperText,
  inputRef,
  disabled,
}: PhoneInputProps) {
  return (
    <TextField
      name={name}
      label={label}
      required={required}
      type="tel"
      autoComplete="tel"
      placeholder="(555) 555-5555"
      value={value}
      onChange={(event) => onChange(formatPhoneInput(event.target.value))}
      onBlur={onBlur}
      error={error}
      helperText={helperText}
      inputRef={inputRef}
      disabled={disabled}
      // No maxLength: it would cut a paste such as "+1 (888) 868-4111" before the formatter sees it.
      slotProps={{ htmlInput: { inputMode: 'tel' } }}
    />
  );
}
