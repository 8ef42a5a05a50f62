import { memo, type ComponentType } from 'react';
import { Stack } from '../../../components/ui/stack';
import type { AnswerViewProps } from '../../../components/form/answer-view';
import type { AnswerKind } from '../../../lib/form/question';
import { useAnswer } from '../../../lib/form/use-form-store';
import {
  questionOf,
  STEP_FIELDS,
  wordsOf,
  type FileField,
  type QuestionId,
  type StepName,
} from '../rules/schema';
import { ANSWER_VIEWS, isLaterKind } from './answer-views';
import { useAnswersForm } from './answers-form';
import { LaterPart } from './later-parts-loader';

interface StepQuestionsProps {
  step: StepName;
  /** A file was chosen or removed (to keep it in the draft). */
  onFileChange: (field: FileField, file: File | null) => void;
  /** A chosen photo is being prepared for sending. */
  onPhotoPreparing?: (preparing: Promise<void>) => void;
}

type AnyView = ComponentType<AnswerViewProps<AnswerKind>>;

/**
 * One question, asked the way its kind is (answer-views.ts), in the words of the
 * page's language, bound to the wizard's one form.
 */
function QuestionField({
  id,
  onFileChange,
  onPhotoPreparing,
}: { id: QuestionId } & Omit<StepQuestionsProps, 'step'>) {
  const form = useAnswersForm();
  const { value, problem } = useAnswer(form, id);
  const question = questionOf(id);
  const View = ANSWER_VIEWS[question.kind] as AnyView;
  return (
    <View
      name={id}
      question={question as AnswerViewProps<AnswerKind>['question']}
      words={wordsOf(id) as AnswerViewProps<AnswerKind>['words']}
      value={value as AnswerViewProps<AnswerKind>['value']}
      onChange={(next) => {
        form.setValue(id, next as typeof value);
        // A chosen or removed photo is kept in the draft.
        if (question.kind === 'file') onFileChange(id as FileField, next as File | null);
      }}
      onBlur={() => form.blur(id)}
      error={problem}
      onPreparing={onPhotoPreparing}
    />
  );
}

/**
 * A question step: its questions in the order they are declared (rules/form.ts). A step that asks a
 * kind whose view is in the wizard's later parts says it is loading until they have arrived (they
 * are fetched when the page is idle, so as a rule they have).
 */
export const StepQuestions = memo(function StepQuestions({
  step,
  onFileChange,
  onPhotoPreparing,
}: StepQuestionsProps) {
  const questions = (
    <Stack spacing={3}>
      {STEP_FIELDS[step].map((id) => (
        <QuestionField
          key={id}
          id={id}
          onFileChange={onFileChange}
          onPhotoPreparing={onPhotoPreparing}
        />
      ))}
    </Stack>
  );
  return STEP_FIELDS[step].some((id) => isLaterKind(questionOf(id).kind)) ? (
    <LaterPart what="step">{questions}</LaterPart>
  ) : (
    questions
  );
});
