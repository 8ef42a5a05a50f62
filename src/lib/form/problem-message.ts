import type { AnswerProblem } from './check-answer';
import { formCopy } from './form-copy';
import type { Question } from './question';
import type { BaseWords } from './question-words';

/** What a problem with this question's answer says. */
export function problemMessage(
  question: Question,
  words: BaseWords,
  problem: AnswerProblem,
): string {
  const own = words.problems?.[problem.code];
  if (own !== undefined) return own;
  switch (problem.code) {
    case 'required':
      return formCopy.required[question.kind];
    case 'tooLong':
      return formCopy.tooLong(problem.max);
    case 'outOfRange':
      return formCopy.outOfRange(problem.min, problem.max);
    case 'fileType':
      // The error state only: the file's view says why, as the file is chosen (file-answer.tsx).
      return '';
    case 'invalid':
      return formCopy.invalid;
  }
}
