import { useLayoutEffect, useReducer, useRef, type ChangeEvent, type Ref } from 'react';
import { TextInput } from '../ui/text-input';
import { useForkRef } from '@mui/material/utils';
import { applyPhoneEdit } from '../../lib/phone';
import { formFieldCopy } from './form-field-copy';

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
 * The phone input (docs/decisions/0002-phone-field.md, 0034-phone-numbers-exact.md): a US number of
 * 10 digits, formatted as (xxx) xxx-xxxx while typing or pasting. The caret stays where the person
 * edits (a digit deleted or typed in the middle of the number keeps the caret there). A pasted or
 * autofilled value that is not exactly a US number is kept as written, for the validator to call
 * invalid (`applyPhoneEdit`). `type="tel"` brings up the phone keypad; `autocomplete="tel"` lets
 * the browser fill it.
 */
export function PhoneInput({
  value,
  onChange,
  onBlur,
  name = 'phone',
  label = formFieldCopy.phoneLabel,
  required = true,
  error,
  helperText,
  inputRef,
  disabled,
}: PhoneInputProps) {
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = useForkRef(ownRef, inputRef);
  const caretAfterRender = useRef<number | null>(null);
  // A keystroke that is ignored leaves the value as it was; rendering again still restores the input.
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);

  useLayoutEffect(() => {
    const input = ownRef.current;
    const caret = caretAfterRender.current;
    caretAfterRender.current = null;
    if (input && caret !== null && input.ownerDocument.activeElement === input) {
      input.setSelectionRange(caret, caret);
    }
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const edit = applyPhoneEdit({
      previous: value,
      next: input.value,
      caret: input.selectionStart ?? input.value.length,
      inputType: (event.nativeEvent as Partial<InputEvent>).inputType,
    });
    caretAfterRender.current = edit.caret;
    if (edit.value !== value) onChange(edit.value);
    renderAgain();
  };

  return (
    <TextInput
      name={name}
      label={label}
      required={required}
      type="tel"
      autoComplete="tel"
      placeholder="(555) 555-5555"
      value={value}
      onChange={change}
      onBlur={onBlur}
      error={error}
      helperText={helperText}
      inputRef={ref}
      disabled={disabled}
      // No maxLength: it would cut a paste such as "+1 (214) 555-0142" before it is read.
      inputProps={{ inputMode: 'tel' }}
    />
  );
}
