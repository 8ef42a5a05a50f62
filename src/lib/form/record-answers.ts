import {
  isFileQuestion,
  isTextKind,
  questionIds,
  type Questions,
  type RecordAnswers,
} from './question';

/**
 * A form's answers as a record stores and sends them: the part of parse-answers.ts a form needs
 * before it sends (the footer's sign-up, in every page's first load), without the checks of what was
 * received.
 */

/** Characters a one-line answer may not hold: control characters and line or paragraph separators. */
export const NOT_ONE_LINE = /[\p{Cc}\u2028\u2029]/u;
const NOT_ONE_LINE_GLOBAL = new RegExp(NOT_ONE_LINE.source, 'gu');

/**
 * A pasted tab or other invisible control character in a one-line answer becomes a space: the person
 * meant a gap, and the stored answer stays one line.
 */
export const asOneLine = (text: string) => text.replace(NOT_ONE_LINE_GLOBAL, ' ').trim();

/** The answers as a record stores them: texts trimmed, one-line answers on one line; no files. */
export function toRecordAnswers<Form extends Questions>(
  form: Form,
  answers: Record<string, unknown>,
): RecordAnswers<Form> {
  const stored: Record<string, unknown> = {};
  for (const id of questionIds(form)) {
    const question = form[id]!;
    if (isFileQuestion(question)) continue;
    const value = answers[id];
    stored[id] =
      typeof value !== 'string'
        ? value
        : question.kind === 'shortText'
          ? asOneLine(value)
          : isTextKind(question.kind)
            ? value.trim()
            : value;
  }
  return stored as RecordAnswers<Form>;
}
