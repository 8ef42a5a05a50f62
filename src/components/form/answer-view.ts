import type { Ref } from 'react';
import type { AnswerKind, AnswerOf, QuestionOfKind } from '../../lib/form/question';
import type { WordsOf } from '../../lib/form/question-words';

/**
 * What every answer view takes (the wizard's answer-views.ts has one per kind of answer): the
 * question's declaration and words, its value and how to change it, and its error. Views hold no form
 * state: the wizard binds them to its form (lib/form/form-store.ts), the footer's sign-up to its own state.
 */
export interface AnswerViewProps<Kind extends AnswerKind> {
  /** The field's name in the form (the question's id): the early-events replay finds it by it. */
  name: string;
  question: QuestionOfKind<Kind>;
  words: WordsOf<QuestionOfKind<Kind>>;
  value: AnswerOf<QuestionOfKind<Kind>>;
  onChange: (value: AnswerOf<QuestionOfKind<Kind>>) => void;
  onBlur: () => void;
  /** Focus goes here when the answer needs attention. */
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement | null>;
  /**
   * The problem's message when the answer needs attention ('' for the error state with no text), or
   * null when it does not.
   */
  error: string | null;
  /** A file view: a chosen file starts being prepared; `settled` ends when it is ready or refused. */
  onPreparing?: (settled: Promise<void>) => void;
}
