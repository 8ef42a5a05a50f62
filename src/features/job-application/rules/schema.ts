import { answerProblem } from '../../../lib/form/check-answer';
import { problemMessage } from '../../../lib/form/problem-message';
import type { BaseWords } from '../../../lib/form/question-words';
import {
  emptyAnswers,
  questionIds,
  type FileQuestion,
  type FormAnswers,
  type IdsOfKind,
  type RecordAnswers,
} from '../../../lib/form/question';
import { toRecordAnswers } from '../../../lib/form/record-answers';
import {
  APPLICATION_QUESTIONS,
  STEPS,
  type ApplicationQuestion,
  type ApplicationQuestions,
  type QuestionId,
  type QuestionStep,
  type StepName,
} from './form';
import { QUESTION_WORDS, REVIEW_HEADING, STEP_TITLES } from './questions';

/**
 * The application's rules, made from its declarations (form.ts): the steps and the answers each
 * asks, the answers' types, the empty application, and each answer's check with its message in the
 * page's language. The wizard, the draft, the record and the mail all take them from here.
 */

export {
  APPLICATION_QUESTIONS,
  STEPS,
  type ApplicationQuestion,
  type QuestionId,
  type QuestionStep,
  type StepName,
} from './form';
/** The tools checklist: the one list of the required tools (src/content/tools.ts). */
export { TOOL_OPTIONS, type ToolName } from '../../../content/tools';
export type { YesNo } from '../../../lib/form/question';

/** The steps that ask questions (all but the review), in order: the review and the mail follow them. */
export const QUESTION_STEPS = STEPS.filter(
  (step): step is QuestionStep => step !== 'review',
) as readonly QuestionStep[];
/** The number the interface shows for a step ("Step 2 of 4", the document title): its place, from 1. */
export const stepNumber = (step: StepName): number => STEPS.indexOf(step) + 1;
/** The step after this one (the last step has none: itself). */
export const stepAfter = (step: StepName): StepName => STEPS[STEPS.indexOf(step) + 1] ?? step;
/** The step before this one (the first step has none: itself). */
export const stepBefore = (step: StepName): StepName => STEPS[STEPS.indexOf(step) - 1] ?? step;
/** The steps before this one, in order: the ones the applicant has been through. */
export const stepsBefore = (step: StepName): readonly StepName[] =>
  STEPS.slice(0, STEPS.indexOf(step));
export const isStepName = (value: unknown): value is StepName =>
  (STEPS as readonly unknown[]).includes(value);
/** A step's heading: its name, but the review's, 'Review your info' (docs/product.md). */
export const stepHeading = (step: StepName): string =>
  step === 'review' ? REVIEW_HEADING : STEP_TITLES[step];

/**
 * Every answer of the form: the questions' (a file question holds the chosen file), and
 * `leaveEmpty`, the hidden anti-spam field (honeypot) that people leave empty. Its name matches
 * nothing a browser's form filler fills (`website` did).
 */
export type ApplicationValues = FormAnswers<ApplicationQuestions> & { leaveEmpty: string };
export type ApplicationField = keyof ApplicationValues;
/** Every answer but the files and the honeypot: what the draft stores as JSON and the record sends. */
export type ApplicationAnswers = RecordAnswers<ApplicationQuestions>;
/** The questions of each kind. */
export type YesNoField = IdsOfKind<ApplicationQuestions, 'yesNo'>;
export type FileField = IdsOfKind<ApplicationQuestions, 'file'>;

export const QUESTION_IDS = questionIds(APPLICATION_QUESTIONS);
/** The declaration of a question. */
export const questionOf = (id: QuestionId): ApplicationQuestion => APPLICATION_QUESTIONS[id];
/** The file questions (the tool photo), in order: each uploaded before the record is sent. */
export const FILE_FIELDS = QUESTION_IDS.filter(
  (id): id is FileField => questionOf(id).kind === 'file',
);
export const fileQuestionOf = (id: FileField): FileQuestion & ApplicationQuestion =>
  APPLICATION_QUESTIONS[id];
/** The answers that are not files: what a record's `answers` holds. */
export const ANSWER_IDS = QUESTION_IDS.filter(
  (id): id is Exclude<QuestionId, FileField> => questionOf(id).kind !== 'file',
);
export const isQuestionId = (value: unknown): value is QuestionId =>
  typeof value === 'string' && Object.hasOwn(APPLICATION_QUESTIONS, value);
/** True for an answer asked as a yes/no question (the radio pair; the mail's triage). */
export const isYesNoField = (field: ApplicationField): field is YesNoField =>
  isQuestionId(field) && questionOf(field).kind === 'yesNo';

/** The questions each step asks, in the order they are asked (the review asks none). */
export const STEP_FIELDS: Record<StepName, readonly QuestionId[]> = Object.fromEntries(
  STEPS.map((step) => [step, QUESTION_IDS.filter((id) => questionOf(id).step === step)]),
) as unknown as Record<StepName, readonly QuestionId[]>;

export const emptyApplication: ApplicationValues = {
  ...emptyAnswers(APPLICATION_QUESTIONS),
  leaveEmpty: '',
};

/** The words of a question in the page's language (questions.ts, or questions.es.ts). */
export const wordsOf = (id: QuestionId): BaseWords => QUESTION_WORDS[id];

/** What is wrong with an answer, in the page's language, or null when nothing is. */
export function answerMessage(id: QuestionId, value: unknown): string | null {
  const problem = answerProblem(questionOf(id), value);
  return problem ? problemMessage(questionOf(id), wordsOf(id), problem) : null;
}

/** True when every answer of the step is a good one (the review step is always complete). */
export function isStepComplete(step: StepName, values: ApplicationValues): boolean {
  return STEP_FIELDS[step].every((id) => answerProblem(questionOf(id), values[id]) === null);
}

/** The answers without the files and honeypot, as the record sends them (trimmed, one-line). */
export function toAnswers(values: ApplicationValues): ApplicationAnswers {
  return toRecordAnswers(APPLICATION_QUESTIONS, values);
}
