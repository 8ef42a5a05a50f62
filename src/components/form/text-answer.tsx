import { useId } from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { labelLook, RequiredMark, TextInput } from '../ui/text-input';
import { forwarded } from '../ui/theme-look';
import type { Ref } from 'react';
import type { AnswerViewProps } from './answer-view';

/** A label longer than this is drawn apart from its box, above it, as a text area's is. */
const FLOATING_LABEL_MAX = 40;

/** The label of a field whose label sits apart from it, above its box (a long one, or a text area). */
const LabelAbove = styled('label', { shouldForwardProp: forwarded })(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  return {
    ...labelLook(theme),
    marginBottom: theme.spacing(1),
    color: palette.text.primary,
    '&.Mui-error, &.Mui-error > span': { color: palette.error.main },
  };
});

/**
 * A written answer: one line (`shortText`, an email address among them), several lines (`longText`)
 * or a whole number (`number`, typed as digits). Its error is linked to it (aria-describedby) and
 * takes its hint's place while there is one. A phone number has a view of its own
 * (short-text-answer.tsx), which this one leaves out: the footer's sign-up uses this one in every
 * page's first load.
 */
export function TextAnswer<Kind extends 'shortText' | 'longText' | 'number'>(
  props: AnswerViewProps<Kind> & {
    /** Keeps the line under the field when it says nothing, so that an error moves nothing. */
    reserveHelperSpace?: boolean;
    /** Says an error out at once (where no step announcement does). */
    announceError?: boolean;
    /**
     * Marks a required field with an asterisk (the wizard, where answers are required or not); a
     * lone field of a short form has none, and is still announced as required.
     */
    requiredMark?: boolean;
  },
) {
  const { reserveHelperSpace, announceError, requiredMark = true } = props;
  const { name, words, onBlur, error } = props;
  const value = props.value as string;
  const question = props.question as AnswerViewProps<
    'shortText' | 'longText' | 'number'
  >['question'];
  const onChange = props.onChange as (value: string) => void;
  const inputRef = props.inputRef as Ref<HTMLInputElement> | undefined;
  const id = useId();
  const helperText = error || words.hint;
  const multiline = question.kind === 'longText';
  const above = multiline || words.label.length > FLOATING_LABEL_MAX;
  const maxLength = question.kind === 'number' ? String(question.max).length : question.maxLength;
  return (
    <Box>
      {above && (
        <LabelAbove
          htmlFor={id}
          className={`MuiFormLabel-root${error === null ? '' : ' Mui-error'}`}
        >
          {words.label}
          {question.required && <RequiredMark />}
        </LabelAbove>
      )}
      <TextInput
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        inputRef={inputRef}
        label={above ? undefined : words.label}
        required={question.required && requiredMark}
        type={question.kind === 'shortText' && question.format === 'email' ? 'email' : 'text'}
        autoComplete={(question.kind === 'shortText' && question.autoComplete) || 'off'}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        error={error !== null}
        helperText={helperText}
        placeholder={words.placeholder}
        reserveHelperSpace={reserveHelperSpace}
        announceError={announceError}
        inputProps={{
          maxLength,
          ...(question.required && !requiredMark ? { 'aria-required': true } : {}),
          ...(question.kind === 'number' ? { inputMode: 'numeric', pattern: '[0-9]*' } : {}),
        }}
      />
    </Box>
  );
}
