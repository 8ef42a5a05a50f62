import type { Ref } from 'react';
import type { AnswerViewProps } from './answer-view';
import { PhoneInput } from './phone-input';
import { TextAnswer } from './text-answer';

/**
 * A one-line answer: a US phone number in the phone input, which formats it as it is typed
 * (docs/decisions/0002-phone-field.md); any other as a text field.
 */
export function ShortTextAnswer(props: AnswerViewProps<'shortText'>) {
  const { name, question, words, value, onChange, onBlur, inputRef, error } = props;
  if (question.format !== 'phone') return <TextAnswer {...props} />;
  return (
    <PhoneInput
      name={name}
      label={words.label}
      required={question.required}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      inputRef={inputRef as Ref<HTMLInputElement> | undefined}
      error={error !== null}
      helperText={error || words.hint}
    />
  );
}
