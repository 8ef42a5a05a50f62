import type { AnswerViewProps } from './answer-view';
import { ChoiceAnswer } from './choice-answer';
import { formFieldCopy } from './form-field-copy';

const YES_NO = {
  kind: 'choice',
  options: ['yes', 'no'],
} as const;

/**
 * A yes/no question: a fieldset whose legend is the question, "Yes" and "No" side by side. "No" is an
 * answer too.
 */
export function YesNoAnswer({ question, words, onChange, ...props }: AnswerViewProps<'yesNo'>) {
  return (
    <ChoiceAnswer
      {...props}
      onChange={onChange as (value: string) => void}
      question={{ ...YES_NO, required: question.required }}
      words={{ ...words, options: formFieldCopy.yesNo }}
      row
    />
  );
}
