import type { FileQuestion } from '../../../lib/form/question';
import {
  APPLICATION_QUESTIONS,
  QUESTION_IDS,
  questionOf,
  type ApplicationAnswers,
  type ApplicationQuestion,
  type FileField,
  type QuestionId,
  type YesNo,
} from '../rules/schema';
import type { UncheckedShortfall } from '../rules/form';
import { MAIL_WORDS } from './questions';

/**
 * The onboarding team's first look at an application (docs/decisions/0050-triage-ready-mail.md):
 * which stated requirements of the role an applicant's answers fall short of, each quoting the
 * answer, in the order the wizard asks. Pure, and made from the questions' declarations: what an
 * answer that falls short means to the team is each question's `shortfall` (rules/form.ts).
 */

/** Where each file was published for the team (the function's links), by file question. */
export type FileLinks = Partial<Record<FileField, string>>;

/** "Yes", "No", or "—" for a yes/no answer as the team reads it. */
export function yesNoLabel(value: YesNo): string {
  return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : '—';
}

/** One answer the team should look at. */
export interface Shortfall {
  /** The question it comes from. */
  field: QuestionId;
  /** What falls short, as a sentence without a full stop. */
  title: string;
  /** The question as the applicant saw it. */
  question: string;
  /** The applicant's answer, as given (`No`; the tools they checked; `(no photo)`). */
  answer: string;
  /** What exactly is missing (each required tool not owned). */
  items?: string[];
  /** A second answer that explains this one (why they can cover an area they don't live in; their plan for the missing tools). */
  explanation?: { label: string; text: string };
}

/** A checklist question (several choices, each unchecked one falling short), as the team reads it. */
export interface Checklist {
  field: QuestionId;
  shortfall: UncheckedShortfall;
  /** Each option, in the form's order, and whether it was checked. */
  checks: { option: string; checked: boolean }[];
}

export interface Triage {
  /** True when no answer falls short of a stated requirement. */
  meetsEverything: boolean;
  shortfalls: Shortfall[];
  /** The checklists (the required tools), in the form's order. */
  checklists: Checklist[];
}

/** How an optional explanation reads when the applicant left it empty. */
export const NO_EXPLANATION = '(no explanation given)';

const answerOf = (answers: ApplicationAnswers, id: QuestionId): unknown =>
  (answers as Record<string, unknown>)[id];

/** A written answer as the team reads it ('(none)' for none). */
const listed = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : '(none)');

/** The shortfall of one answer, or null when it meets what its question asks. */
function shortfallOf(
  id: QuestionId,
  answers: ApplicationAnswers,
  fileLinks: FileLinks,
): Shortfall | null {
  const question: ApplicationQuestion = questionOf(id);
  const shortfall = question.shortfall;
  if (!shortfall) return null;
  const value = answerOf(answers, id);
  const explained = shortfall.explainedBy;
  const explanation = explained
    ? {
        label: explained.label,
        text:
          String(answerOf(answers, explained.question as QuestionId) ?? '').trim() ||
          NO_EXPLANATION,
      }
    : undefined;
  const asked = { field: id, question: MAIL_WORDS[id].label };
  switch (shortfall.when) {
    case 'no':
      if (value !== 'no') return null;
      return {
        ...asked,
        title: shortfall.means,
        answer: 'No',
        ...(explanation ? { explanation } : {}),
      };
    case 'missing':
      if (fileLinks[id as FileField]) return null;
      return { ...asked, title: shortfall.means, answer: '(no photo)' };
    case 'unchecked': {
      const options = (question as { options: readonly string[] }).options;
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      const missing = options.filter((option) => !chosen.includes(option));
      if (missing.length === 0) return null;
      return {
        ...asked,
        title: shortfall.means(missing.length, options.length),
        answer: listed(chosen),
        items: missing,
        ...(explanation ? { explanation } : {}),
      };
    }
    case 'below': {
      const number = Number(value);
      if (value === '' || !(number < shortfall.than)) return null;
      return {
        ...asked,
        title: shortfall.means,
        answer: String(value),
        ...(explanation ? { explanation } : {}),
      };
    }
    default: {
      if (typeof value !== 'string' || !shortfall.when.includes(value)) return null;
      const words = MAIL_WORDS[id] as { options?: Record<string, string> };
      return {
        ...asked,
        title: shortfall.means,
        answer: words.options?.[value] ?? value,
        ...(explanation ? { explanation } : {}),
      };
    }
  }
}

export function triageApplication(answers: ApplicationAnswers, fileLinks: FileLinks): Triage {
  const shortfalls = QUESTION_IDS.flatMap((id) => shortfallOf(id, answers, fileLinks) ?? []);
  const checklists = QUESTION_IDS.flatMap((id): Checklist[] => {
    const question = questionOf(id);
    if (question.kind !== 'choices' || question.shortfall?.when !== 'unchecked') return [];
    const chosen = answerOf(answers, id) as string[];
    return [
      {
        field: id,
        shortfall: question.shortfall,
        checks: question.options.map((option) => ({ option, checked: chosen.includes(option) })),
      },
    ];
  });
  return { meetsEverything: shortfalls.length === 0, shortfalls, checklists };
}

/** The file questions asked on the same step as a question, in order (a checklist's photos). */
export const filesOfStepOf = (id: QuestionId): (FileField & keyof typeof APPLICATION_QUESTIONS)[] =>
  QUESTION_IDS.filter(
    (other): other is FileField =>
      questionOf(other).kind === 'file' && questionOf(other).step === questionOf(id).step,
  );

/** What the team calls a file ("tool photo"). */
export const teamNameOf = (field: FileField) =>
  (APPLICATION_QUESTIONS[field] as FileQuestion & { teamName: string }).teamName;

/**
 * The applicant's number in E.164 (`+1` and ten digits) for `tel:` and `sms:` links, or null when
 * the stored value is not a US number (the wizard only sends valid ones; a hand-made document might
 * not).
 */
export function phoneE164(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(national)) return null;
  if (!/^[\d\s().+-]+$/.test(phone.trim())) return null;
  return `+1${national}`;
}
