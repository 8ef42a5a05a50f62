import { isValidEmail } from '../email';
import { isValidPhone } from '../phone-rule';
import type { LongTextQuestion, NumberQuestion, ShortTextQuestion } from './question';

/**
 * What is wrong with an answer (check-answer.ts checks every kind): the kinds of problem, and the
 * check of a written answer alone, a module of its own so that a form of written answers only (the
 * footer's sign-up, in every page's first load) brings no other kind's check with it.
 */
export type AnswerProblem =
  /** A required question left unanswered. */
  | { code: 'required' }
  /** Longer than the question's `maxLength` (after trimming). */
  | { code: 'tooLong'; max: number }
  /** Not of the question's shape: an email or phone number that is not one, an unknown option … */
  | { code: 'invalid' }
  /** A number question: not a whole number from `min` to `max`. */
  | { code: 'outOfRange'; min: number; max: number }
  /** A file question: a type it does not take. */
  | { code: 'fileType' };

export type ProblemCode = AnswerProblem['code'];

const FORMAT_CHECKS = { email: isValidEmail, phone: isValidPhone } as const;

/** The problem with a one-line or free-text answer, or null. */
export function textProblem(
  question: ShortTextQuestion | LongTextQuestion,
  value: unknown,
): AnswerProblem | null {
  if (typeof value !== 'string') return { code: 'invalid' } as const;
  const text = value.trim();
  const format = question.kind === 'shortText' ? question.format : undefined;
  if (text === '') {
    if (!question.required) return null;
    // An empty address or number is not one: it says so, like any other that is not.
    return format ? ({ code: 'invalid' } as const) : ({ code: 'required' } as const);
  }
  if (question.maxLength !== undefined && text.length > question.maxLength) {
    return { code: 'tooLong', max: question.maxLength } as const;
  }
  if (format && !FORMAT_CHECKS[format](text)) return { code: 'invalid' } as const;
  return null;
}

/** The problem with a whole number's answer, or null. */
export function numberProblem(question: NumberQuestion, value: unknown): AnswerProblem | null {
  if (typeof value !== 'string') return { code: 'invalid' };
  const text = value.trim();
  if (text === '') return question.required ? { code: 'required' } : null;
  const number = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!(number >= question.min && number <= question.max)) {
    return { code: 'outOfRange', min: question.min, max: question.max };
  }
  return null;
}

/** The problem with a written answer (one line, free text or a number), or null. */
export const writtenAnswerProblem = (
  question: ShortTextQuestion | LongTextQuestion | NumberQuestion,
  value: unknown,
): AnswerProblem | null =>
  question.kind === 'number' ? numberProblem(question, value) : textProblem(question, value);
