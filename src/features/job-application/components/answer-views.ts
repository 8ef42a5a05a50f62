import type { ComponentType } from 'react';
import type { AnswerViewProps } from '../../../components/form/answer-view';
import { ShortTextAnswer } from '../../../components/form/short-text-answer';
import { TextAnswer } from '../../../components/form/text-answer';
import type { AnswerKind } from '../../../lib/form/question';
import { questionOf, STEP_FIELDS, type StepName } from '../rules/schema';
import { laterParts } from './later-parts-loader';

/**
 * How each kind of answer is asked: one view per kind (src/components/form/). A new kind fails the
 * type check here until it has its view. The texts are in the page's first load (the first step asks
 * only those); the other views are in the chunk of the wizard's later parts (later-parts.ts).
 */
export const ANSWER_VIEWS: { [Kind in AnswerKind]: ComponentType<AnswerViewProps<Kind>> } = {
  yesNo: laterParts.component('YesNoAnswer'),
  shortText: ShortTextAnswer,
  longText: TextAnswer,
  number: TextAnswer,
  choice: laterParts.component('ChoiceAnswer'),
  choices: laterParts.component('ChoicesAnswer'),
  file: laterParts.component('FileAnswer'),
};

/** True when a kind's view is in the chunk of the wizard's later parts. */
export const isLaterKind = (kind: AnswerKind) =>
  kind !== 'shortText' && kind !== 'longText' && kind !== 'number';

/** True when a step shows something of the wizard's later parts: the review, or a later kind. */
export const stepUsesLaterParts = (step: StepName) =>
  step === 'review' || STEP_FIELDS[step].some((id) => isLaterKind(questionOf(id).kind));
