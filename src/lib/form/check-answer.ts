import { numberProblem, textProblem, type AnswerProblem } from './check-text';
import type {
  AnswerKind,
  ChoiceQuestion,
  ChoicesQuestion,
  FileQuestion,
  Question,
} from './question';

/**
 * What is wrong with an answer, by its question's declaration (question.ts): the one check of an
 * answer, run by the form as the person answers, and again by the product's function on what a
 * browser (or a stranger) sent (parse-answers.ts). Pure, no words: the words of each problem are the
 * form's (problem-message.ts). A written answer's check is check-text.ts's.
 */
export type { AnswerProblem, ProblemCode } from './check-text';

/** Whether this file is of a type the question takes (a HEIC photo some browsers leave untyped, by name). */
export function fileTypeTaken(
  question: FileQuestion,
  file: { type: string; name: string },
): boolean {
  if (file.type) return question.types.includes(file.type);
  const heic = question.types.some((type) => type === 'image/heic' || type === 'image/heif');
  return heic && /\.(heic|heif)$/i.test(file.name);
}

const isFile = (value: unknown): value is File =>
  typeof File !== 'undefined' && value instanceof File;

function choiceProblem(question: ChoiceQuestion, value: unknown): AnswerProblem | null {
  if (value === '') return question.required ? { code: 'required' } : null;
  return typeof value === 'string' && question.options.includes(value) ? null : { code: 'invalid' };
}

function choicesProblem(question: ChoicesQuestion, value: unknown): AnswerProblem | null {
  if (!Array.isArray(value)) return { code: 'invalid' };
  const known = value.every((item) => typeof item === 'string' && question.options.includes(item));
  if (!known || new Set(value).size !== value.length) return { code: 'invalid' };
  return question.required && value.length === 0 ? { code: 'required' } : null;
}

function fileProblem(question: FileQuestion, value: unknown): AnswerProblem | null {
  if (value === null || value === undefined) return question.required ? { code: 'required' } : null;
  if (!isFile(value)) return { code: 'invalid' };
  return fileTypeTaken(question, value) ? null : { code: 'fileType' };
}

const CHECKS: { [Kind in AnswerKind]: (question: never, value: unknown) => AnswerProblem | null } =
  {
    yesNo: (question: Question, value) => {
      if (value === 'yes' || value === 'no') return null;
      if (value !== '') return { code: 'invalid' };
      return question.required ? { code: 'required' } : null;
    },
    shortText: textProblem,
    longText: textProblem,
    number: numberProblem,
    choice: choiceProblem,
    choices: choicesProblem,
    file: fileProblem,
  };

/**
 * The problem with an answer in the form, or null when it is a good answer. A file is checked for
 * its type here; its size once it is prepared for sending (the photo is made smaller first).
 */
export function answerProblem(question: Question, value: unknown): AnswerProblem | null {
  return (CHECKS[question.kind] as (question: Question, value: unknown) => AnswerProblem | null)(
    question,
    value,
  );
}
