import { company } from '../../../content/company';
import { TOOL_OPTIONS } from '../../../content/tools';
import { EMAIL_MAX_LENGTH } from '../../../lib/email';
import type {
  ChoiceQuestion,
  ChoicesQuestion,
  FileQuestion,
  LongTextQuestion,
  NumberQuestion,
  Question,
  ShortTextQuestion,
  YesNoQuestion,
} from '../../../lib/form/question';

/**
 * The driver application, declared (docs/decisions/0073-a-question-is-declared-once.md): its steps,
 * and each question once: the step that asks it, the kind of answer it takes, whether it is required,
 * its limits, and what an answer that falls short means to the onboarding team. Its words, in each
 * language, are in questions.ts and questions.es.ts (the type checker asks for them).
 *
 * Made from this table: the wizard's fields and their checks, the review step, the record the
 * callable takes and checks, the draft's check of saved answers, the mail to the onboarding team (each
 * answer in its step, each shortfall in its verdict), the privacy policy's list of what is collected,
 * the sample applications and the answers the tests give. docs/how-to-change.md has the recipes.
 */

/**
 * The steps, in order (docs/product.md, The driver application). A step is its name everywhere: the
 * wizard's state, the saved draft, the tables keyed by step; the number the interface shows ("Step 2
 * of 4") is its place. Every step asks questions but the last, the review.
 */
export const STEPS = ['contact', 'experience', 'qualifications', 'review'] as const;
export type StepName = (typeof STEPS)[number];
export type QuestionStep = Exclude<StepName, 'review'>;

/** The longest free-text answer, and the longest one-line answer but name, address and location. */
const LONG_ANSWER = 1000;
const SHORT_ANSWER = 100;

/**
 * The photo types taken (storage.rules lists the same; tests/unit/rules-constants.test.ts holds it to
 * this list). SVG is a drawing that can carry script, not a photo; other image types are rare from a
 * phone and are refused with a message.
 */
export const PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
  'image/avif',
] as const;

/**
 * The largest photo sent, in bytes: a prepared photo this large is refused before upload, the
 * storage rules refuse it (held to this figure by tests/unit/rules-constants.test.ts), and the
 * product's function checks it again.
 */
const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/**
 * What the privacy policy says is collected for an answer: `what`, in the policy's words, under the
 * heading of its group (`COLLECTED_GROUPS`); a file is an item of its own, after the answers.
 * Several answers may share one phrase ("your answers about on-call work …").
 */
export interface Collected {
  as: keyof typeof COLLECTED_GROUPS | 'upload';
  what: string;
}

/** The privacy policy's groups of what the application collects, in the policy's words. */
export const COLLECTED_GROUPS = {
  contact: 'Contact details',
  eligibility: 'Eligibility and experience answers',
  tools: 'Tools',
  availability: 'Availability answers',
} as const;

/**
 * What an answer that falls short of the role means to the onboarding team: the mail's verdict lists
 * it, quoting the answer (src/features/job-application/mail/triage.ts). English: the mail is English
 * in every language. `explainedBy` names the answer that explains it (and how the mail labels it).
 */
interface Explained {
  explainedBy?: { question: string; label: string };
}
/** A yes/no question: "No" falls short. */
export interface NoShortfall extends Explained {
  when: 'no';
  means: string;
}
/** One choice of a list: these options fall short. */
export interface OptionShortfall<Option extends string = string> extends Explained {
  when: readonly Option[];
  means: string;
}
/**
 * A checklist (several choices): each option not checked falls short. The mail also shows it as a
 * checklist, in the words given here.
 */
export interface UncheckedShortfall extends Explained {
  when: 'unchecked';
  /** The checklist's section of the mail ("Tools"), which also links the step's photos. */
  section: string;
  means: (missing: number, total: number) => string;
  /** The checklist's heading in the mail: "7 of 7 required tools owned". */
  heading: (checked: number, total: number) => string;
  /** An option checked, and one not ("Owned", "Not owned"). */
  checked: string;
  unchecked: string;
  /** How the section labels the explaining answer ("Plan for missing tools"). */
  explainedAs: string;
}
/** A number: below `than` falls short. */
export interface BelowShortfall extends Explained {
  when: 'below';
  than: number;
  means: string;
}
/** A file question: no file falls short. */
export interface MissingShortfall extends Explained {
  when: 'missing';
  means: string;
}

interface Asked {
  step: QuestionStep;
  collected: Collected;
}
type Declared<Q extends Question, S = never> = Q & Asked & { shortfall?: S };
/** A file question also says what the team calls the file ("tool photo": "View the tool photo"). */
type DeclaredFile = Declared<FileQuestion, MissingShortfall> & { teamName: string };

/** A question of the application: its answer's declaration, its step, and what it means. */
export type ApplicationQuestion =
  /** Every yes/no question states a requirement of the role: the type checker asks what "No" means. */
  | (YesNoQuestion & Asked & { shortfall: NoShortfall })
  | Declared<ShortTextQuestion | LongTextQuestion>
  | Declared<ChoiceQuestion, OptionShortfall>
  | Declared<ChoicesQuestion, UncheckedShortfall>
  | Declared<NumberQuestion, BelowShortfall>
  | DeclaredFile;

/** The privacy policy's phrases that stand for several answers each. */
const LIVE_IN_AREA = 'whether you live in the area (and, if not, your explanation)';
const ON_CALL_MEANING = 'your understanding of what being on call means';
const ON_CALL_ANSWERS = 'your answers about on-call work, our hours, weekends and call volume';

/** The questions, in the order the wizard asks them. */
export const APPLICATION_QUESTIONS = {
  fullName: {
    step: 'contact',
    kind: 'shortText',
    required: true,
    maxLength: 100,
    autoComplete: 'name',
    collected: { as: 'contact', what: 'your full name' },
  },
  phone: {
    step: 'contact',
    kind: 'shortText',
    format: 'phone',
    required: true,
    maxLength: 20,
    autoComplete: 'tel',
    collected: { as: 'contact', what: 'phone number' },
  },
  email: {
    step: 'contact',
    kind: 'shortText',
    format: 'email',
    required: true,
    maxLength: EMAIL_MAX_LENGTH,
    autoComplete: 'email',
    collected: { as: 'contact', what: 'email address' },
  },
  location: {
    step: 'contact',
    kind: 'shortText',
    required: true,
    maxLength: 120,
    autoComplete: 'address-level2',
    collected: { as: 'contact', what: 'the location you are applying for' },
  },
  understand1099: {
    step: 'experience',
    kind: 'yesNo',
    required: true,
    collected: {
      as: 'eligibility',
      what: 'whether you understand that the position is a 1099 independent contractor role',
    },
    shortfall: { when: 'no', means: 'Does not understand the 1099 independent contractor terms' },
  },
  liveInArea: {
    step: 'experience',
    kind: 'yesNo',
    required: true,
    collected: { as: 'eligibility', what: LIVE_IN_AREA },
    shortfall: {
      when: 'no',
      means: 'Does not live in or near the area',
      explainedBy: { question: 'explainNotLocal', label: 'How they would cover the area' },
    },
  },
  explainNotLocal: {
    step: 'experience',
    kind: 'longText',
    required: false,
    maxLength: LONG_ANSWER,
    collected: { as: 'eligibility', what: LIVE_IN_AREA },
  },
  workedBefore: {
    step: 'experience',
    kind: 'yesNo',
    required: true,
    collected: { as: 'eligibility', what: 'whether you have done this kind of work before' },
    shortfall: { when: 'no', means: 'Has not done roadside or towing work before' },
  },
  yearsExperience: {
    step: 'experience',
    kind: 'shortText',
    required: false,
    maxLength: SHORT_ANSWER,
    collected: { as: 'eligibility', what: 'your years of experience' },
  },
  tools: {
    step: 'qualifications',
    kind: 'choices',
    required: true,
    options: TOOL_OPTIONS,
    collected: { as: 'tools', what: 'the tools you have from our required tools list' },
    shortfall: {
      when: 'unchecked',
      section: 'Tools',
      means: (missing, total) => `Does not own ${missing} of the ${total} required tools`,
      heading: (checked, total) => `${checked} of ${total} required tools owned`,
      checked: 'Owned',
      unchecked: 'Not owned',
      explainedAs: 'Plan for missing tools',
      explainedBy: { question: 'missingToolsPlan', label: 'Their plan for the missing tools' },
    },
  },
  toolImage: {
    step: 'qualifications',
    kind: 'file',
    required: true,
    types: PHOTO_TYPES,
    maxBytes: MAX_PHOTO_BYTES,
    teamName: 'tool photo',
    collected: { as: 'upload', what: 'A photo of your tools' },
    shortfall: { when: 'missing', means: 'Sent no photo of their tools' },
  },
  missingToolsPlan: {
    step: 'qualifications',
    kind: 'longText',
    required: true,
    maxLength: LONG_ANSWER,
    collected: { as: 'tools', what: 'your plan for any tools you are missing' },
  },
  understandNoWorkUntilTools: {
    step: 'qualifications',
    kind: 'longText',
    required: true,
    maxLength: LONG_ANSWER,
    collected: { as: 'tools', what: 'your answers about supplying your own tools' },
  },
  understandWeDontSupplyTools: {
    step: 'qualifications',
    kind: 'longText',
    required: true,
    maxLength: LONG_ANSWER,
    collected: { as: 'tools', what: 'your answers about supplying your own tools' },
  },
  lockoutBrand: {
    step: 'qualifications',
    kind: 'shortText',
    required: false,
    maxLength: SHORT_ANSWER,
    collected: { as: 'tools', what: 'the brand of lockout tools you use (if you tell us)' },
  },
  understandOnCall: {
    step: 'qualifications',
    kind: 'yesNo',
    required: true,
    collected: { as: 'availability', what: ON_CALL_MEANING },
    shortfall: { when: 'no', means: 'Does not understand how on-call work works' },
  },
  defineOnCall: {
    step: 'qualifications',
    kind: 'longText',
    required: true,
    maxLength: LONG_ANSWER,
    collected: { as: 'availability', what: ON_CALL_MEANING },
  },
  onCallNoShifts: {
    step: 'qualifications',
    kind: 'yesNo',
    required: true,
    collected: { as: 'availability', what: ON_CALL_ANSWERS },
    shortfall: { when: 'no', means: 'Does not accept that there are no scheduled shifts' },
  },
  open16x7: {
    step: 'qualifications',
    kind: 'yesNo',
    required: true,
    collected: { as: 'availability', what: ON_CALL_ANSWERS },
    shortfall: { when: 'no', means: `Cannot take calls during our hours (${company.hours})` },
  },
  weekendsAvailable: {
    step: 'qualifications',
    kind: 'yesNo',
    required: true,
    collected: { as: 'availability', what: ON_CALL_ANSWERS },
    shortfall: { when: 'no', means: 'Cannot take calls on weekends' },
  },
  onCallNotGuaranteed: {
    step: 'qualifications',
    kind: 'yesNo',
    required: true,
    collected: { as: 'availability', what: ON_CALL_ANSWERS },
    shortfall: { when: 'no', means: 'Does not understand that calls are not guaranteed' },
  },
  moreCallsMoreMoney: {
    step: 'qualifications',
    kind: 'yesNo',
    required: true,
    collected: { as: 'availability', what: ON_CALL_ANSWERS },
    shortfall: { when: 'no', means: 'Does not understand that pay follows the calls taken' },
  },
  onCallNot16HoursWork: {
    step: 'qualifications',
    kind: 'yesNo',
    required: true,
    collected: { as: 'availability', what: ON_CALL_ANSWERS },
    shortfall: {
      when: 'no',
      means: 'Does not understand that 16 hours on call is not 16 hours of paid work',
    },
  },
} as const satisfies Record<string, ApplicationQuestion>;

export type ApplicationQuestions = typeof APPLICATION_QUESTIONS;
export type QuestionId = keyof ApplicationQuestions;

/**
 * The questions asked since the form went live. A question added later says since when it is asked
 * (`askedSince`, question.ts): a page loaded before that day, or an application queued offline before
 * it, sends no answer for it, and the callable still takes the application, the question shown in
 * the mail as not asked.
 */
type AskedFromTheStart = (typeof ASKED_FROM_THE_START)[number];
export const ASKED_FROM_THE_START = [
  'fullName',
  'phone',
  'email',
  'location',
  'understand1099',
  'liveInArea',
  'explainNotLocal',
  'workedBefore',
  'yearsExperience',
  'tools',
  'toolImage',
  'missingToolsPlan',
  'understandNoWorkUntilTools',
  'understandWeDontSupplyTools',
  'lockoutBrand',
  'understandOnCall',
  'defineOnCall',
  'onCallNoShifts',
  'open16x7',
  'weekendsAvailable',
  'onCallNotGuaranteed',
  'moreCallsMoreMoney',
  'onCallNot16HoursWork',
] as const satisfies readonly QuestionId[];

/** A question added after the form went live that does not say since when it is asked. */
type WithoutAskedSince = {
  [Id in QuestionId]: Id extends AskedFromTheStart
    ? never
    : ApplicationQuestions[Id] extends { askedSince: string }
      ? never
      : Id;
}[QuestionId];

/**
 * True, or the type check fails here naming a new question without its `askedSince`: a question
 * added to the live form must be taken as "not asked" from a page loaded before it.
 */
export const NEW_QUESTIONS_SAY_SINCE_WHEN: [WithoutAskedSince] extends [never]
  ? true
  : `declare askedSince on ${WithoutAskedSince}` = true;
