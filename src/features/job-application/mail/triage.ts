import { company } from '../../../content/company';
import {
  TOOL_OPTIONS,
  type ApplicationAnswers,
  type ToolName,
  type YesNo,
  type YesNoField,
} from '../rules/schema';
import { MAIL_QUESTIONS } from './questions';

/**
 * The onboarding team's first look at an application (docs/decisions/0050-triage-ready-mail.md):
 * which stated requirements of the role an applicant's answers fall short of, each quoting the
 * answer. Pure, and driven by the question table (questions.ts) and the tool list (schema.ts).
 */

/**
 * Every yes/no question states a requirement of the role: "No" falls short of it. What the team
 * reads for a "No", in the order the wizard asks. A new yes/no question in the schema fails the type
 * check until it says here what its "No" means.
 */
export const NO_MEANS: Record<YesNoField, string> = {
  understand1099: 'Does not understand the 1099 independent contractor terms',
  liveInArea: 'Does not live in or near the area',
  workedBefore: 'Has not done roadside or towing work before',
  understandOnCall: 'Does not understand how on-call work works',
  onCallNoShifts: 'Does not accept that there are no scheduled shifts',
  open16x7: `Cannot take calls during our hours (${company.hours})`,
  weekendsAvailable: 'Cannot take calls on weekends',
  onCallNotGuaranteed: 'Does not understand that calls are not guaranteed',
  moreCallsMoreMoney: 'Does not understand that pay follows the calls taken',
  onCallNot16HoursWork: 'Does not understand that 16 hours on call is not 16 hours of paid work',
};

const YES_NO_FIELDS = Object.keys(NO_MEANS) as YesNoField[];

/** "Yes", "No", or "—" for a yes/no answer as the team reads it. */
export function yesNoLabel(value: YesNo): string {
  return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : '—';
}

/** One answer the team should look at. */
export interface Shortfall {
  /** The answer it comes from (`tools` for missing tools, `toolImage` for no photo). */
  field: YesNoField | 'tools' | 'toolImage';
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

export interface ToolCheck {
  tool: ToolName;
  owned: boolean;
}

export interface Triage {
  /** True when no answer falls short of a stated requirement. */
  meetsEverything: boolean;
  shortfalls: Shortfall[];
  /** The required tools, in the order the form lists them. */
  tools: ToolCheck[];
  missingTools: ToolName[];
}

/** How an optional explanation reads when the applicant left it empty. */
export const NO_EXPLANATION = '(no explanation given)';

export function triageApplication(
  answers: ApplicationAnswers,
  toolImageUrl: string | null,
): Triage {
  const owned = new Set<string>(answers.tools);
  const tools = TOOL_OPTIONS.map((tool) => ({ tool, owned: owned.has(tool) }));
  const missingTools = tools.filter((check) => !check.owned).map((check) => check.tool);

  const shortfalls: Shortfall[] = [];
  const yesNoShortfall = (field: YesNoField): void => {
    if (answers[field] !== 'no') return;
    const explanation =
      field === 'liveInArea'
        ? {
            label: 'How they would cover the area',
            text: answers.explainNotLocal.trim() || NO_EXPLANATION,
          }
        : undefined;
    shortfalls.push({
      field,
      title: NO_MEANS[field],
      question: MAIL_QUESTIONS[field],
      answer: yesNoLabel(answers[field]),
      ...(explanation ? { explanation } : {}),
    });
  };

  // In the order the wizard asks: the experience questions, the tools and photo, then the rest.
  const afterExperience = YES_NO_FIELDS.indexOf('workedBefore') + 1;
  YES_NO_FIELDS.slice(0, afterExperience).forEach(yesNoShortfall);
  if (missingTools.length > 0) {
    shortfalls.push({
      field: 'tools',
      title: `Does not own ${missingTools.length} of the ${TOOL_OPTIONS.length} required tools`,
      question: MAIL_QUESTIONS.tools,
      answer: answers.tools.length > 0 ? answers.tools.join(', ') : '(none)',
      items: missingTools,
      explanation: {
        label: 'Their plan for the missing tools',
        text: answers.missingToolsPlan.trim() || NO_EXPLANATION,
      },
    });
  }
  if (!toolImageUrl) {
    shortfalls.push({
      field: 'toolImage',
      title: 'Sent no photo of their tools',
      question: MAIL_QUESTIONS.toolImage,
      answer: '(no photo)',
    });
  }
  YES_NO_FIELDS.slice(afterExperience).forEach(yesNoShortfall);

  return { meetsEverything: shortfalls.length === 0, shortfalls, tools, missingTools };
}

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
