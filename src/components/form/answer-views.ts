import type { ComponentType } from 'react';
import type { AnswerKind } from '../../lib/form/question';
import type { AnswerViewProps } from './answer-view';
import { ChoiceAnswer } from './choice-answer';
import { ChoicesAnswer } from './choices-answer';
import { FileAnswer } from './file-answer';
import { ShortTextAnswer } from './short-text-answer';
import { TextAnswer } from './text-answer';
import { YesNoAnswer } from './yes-no-answer';

/**
 * How each kind of answer is asked: one view per kind (src/lib/form/question.ts). A new kind fails
 * the type check here until it has its view.
 */
export const ANSWER_VIEWS: { [Kind in AnswerKind]: ComponentType<AnswerViewProps<Kind>> } = {
  yesNo: YesNoAnswer,
  shortText: ShortTextAnswer,
  longText: TextAnswer,
  number: TextAnswer,
  choice: ChoiceAnswer,
  choices: ChoicesAnswer,
  file: FileAnswer,
};
