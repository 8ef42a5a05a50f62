import { answerProblem } from './check-answer';
import {
  emptyAnswer,
  isFileQuestion,
  isTextKind,
  questionIds,
  type IdsOfKind,
  type Questions,
  type RecordAnswers,
} from './question';
import { NOT_ONE_LINE } from './record-answers';

export { asOneLine, toRecordAnswers } from './record-answers';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reading what a browser sent (or what was stored) as a form's answers, by its declarations: the
 * check the product's functions run on a call from anyone, and the one the browser runs on its own
 * record before sending it. Strict: a key no question declares is a problem, so is a required answer
 * left out (but for a question added since the page was loaded: `askedSince`), every answer is
 * checked as the form checks it, and a one-line answer holds no line break or control character. A
 * problem is named by its path, never by the value.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; problems: string[] };

export interface ParsedAnswers<Form extends Questions> {
  /** Every answer; one not asked (below) is empty. */
  answers: RecordAnswers<Form>;
  /** Questions added after the page that sent this was loaded (`askedSince`): it has no answer. */
  notAsked: (keyof Form & string)[];
}

/** Checks a record's answers: every question but the files, by its declaration. */
export function parseRecordAnswers<Form extends Questions>(
  form: Form,
  data: unknown,
): Parsed<ParsedAnswers<Form>> {
  if (!isPlainObject(data)) return { ok: false, problems: ['(answers)'] };
  const ids = questionIds(form).filter((id) => !isFileQuestion(form[id]!));
  const problems = Object.keys(data).filter((key) => !ids.includes(key));
  const answers: Record<string, unknown> = {};
  const notAsked: (keyof Form & string)[] = [];
  for (const id of ids) {
    const question = form[id]!;
    if (!Object.hasOwn(data, id)) {
      // Not asked by the page that sent it (added since), or an optional answer left out: empty.
      if (question.askedSince) notAsked.push(id);
      if (question.askedSince || !question.required) answers[id] = emptyAnswer(question);
      else problems.push(id);
      continue;
    }
    const value = data[id];
    if (answerProblem(question, value)) {
      problems.push(id);
      continue;
    }
    if (question.kind === 'shortText' && NOT_ONE_LINE.test(value as string)) {
      problems.push(id);
      continue;
    }
    answers[id] = isTextKind(question.kind) ? (value as string).trim() : value;
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, value: { answers: answers as RecordAnswers<Form>, notAsked } };
}

/** Where each file question's file was uploaded: a path of the given shape, by question id. */
export type RecordFiles<Form extends Questions> = Partial<Record<IdsOfKind<Form, 'file'>, string>>;

/**
 * Checks a record's `files`: a path of `pathPattern`'s shape for each file question answered, one for
 * each required one (but one added after the page was loaded), nothing else.
 */
export function parseRecordFiles<Form extends Questions>(
  form: Form,
  data: unknown,
  pathPattern: RegExp,
): Parsed<RecordFiles<Form>> {
  if (!isPlainObject(data)) return { ok: false, problems: ['(files)'] };
  const ids = questionIds(form).filter((id) => isFileQuestion(form[id]!));
  const problems = Object.keys(data).filter((key) => !ids.includes(key));
  const files: Record<string, string> = {};
  for (const id of ids) {
    const path = data[id];
    if (path === undefined) {
      if (form[id]!.required && !form[id]!.askedSince) problems.push(id);
      continue;
    }
    if (typeof path !== 'string' || !pathPattern.test(path)) problems.push(id);
    else files[id] = path;
  }
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, value: files as RecordFiles<Form> };
}
