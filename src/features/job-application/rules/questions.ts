import { company } from '../../../content/company';
import type { FormWords } from '../../../lib/form/question-words';
import type { ApplicationQuestions, StepName } from './form';
import { TOOL_OPTIONS, type ToolName } from '../../../content/tools';

/**
 * The application's words in English: each question as it is asked on screen, shown on the review
 * step and labelled in the onboarding mail, with its hint and any message of its own; each step's
 * name. The questions themselves are declared in form.ts; the type checker asks for words for each.
 * Text only: the Spanish build shows `questions.es.ts` instead, and the mail (always English) imports
 * this one directly.
 */

/**
 * Each tool's name on the checklist and the review step. The stored value is the English name
 * (`TOOL_OPTIONS`, docs/product.md words them exactly), in every language: the draft, the mail and the
 * checks know only those. In English the label is that name.
 */
export const TOOL_LABELS = Object.fromEntries(TOOL_OPTIONS.map((tool) => [tool, tool])) as Record<
  ToolName,
  string
>;

/** The words, stating the company's hours as given (the mail gives the English `company`'s). */
export const questionWordsFor = (hours: string) =>
  ({
    fullName: { label: 'Full name', problems: { required: 'Full name is required' } },
    phone: { label: 'Phone number', problems: { invalid: 'Invalid phone number' } },
    email: { label: 'Email address', problems: { invalid: 'Invalid email address' } },
    location: {
      label: 'Location you are applying for',
      hint: 'City and state, e.g. Dallas, TX',
      problems: { required: 'Location is required' },
    },
    understand1099: {
      label:
        'Do you understand that this is a 1099 independent contractor position, not employment?',
    },
    liveInArea: { label: 'Do you live in or near the area you are applying for?' },
    explainNotLocal: {
      label: 'If you don’t live nearby, how would you cover calls in this area? (optional)',
    },
    workedBefore: { label: 'Have you done roadside assistance or towing work before?' },
    yearsExperience: {
      label: 'How many years of roadside or towing experience do you have? (optional)',
    },
    tools: {
      label: 'Which of the required tools do you own?',
      hint: 'Check every tool you have.',
      options: TOOL_LABELS,
      problems: { required: 'Check at least one tool' },
    },
    toolImage: {
      label: 'Photo of your tools',
      hint: 'Take or choose one clear photo that shows the tools you own. Images only (JPEG, PNG, HEIC…).',
      choose: 'Choose a photo of your tools',
      change: (fileName: string) => `Change the photo of your tools (chosen: ${fileName})`,
      preview: 'Preview of your tool photo',
      thumbnail: 'Your tool photo',
    },
    missingToolsPlan: { label: 'If you are missing any tools, how and when will you get them?' },
    understandNoWorkUntilTools: {
      label:
        'We can’t send you calls until you have every required tool. In your own words, what does this mean for you?',
    },
    understandWeDontSupplyTools: {
      label:
        'As a 1099 independent contractor you supply your own tools; we do not provide them. Please confirm in your own words that you understand.',
    },
    lockoutBrand: { label: 'Which brand of lockout tools do you use? (optional)' },
    understandOnCall: { label: 'Do you understand how on-call work with us works?' },
    defineOnCall: { label: 'In your own words, what does being on call mean?' },
    onCallNoShifts: {
      label:
        'Do you understand that there are no scheduled shifts: you are on call and take jobs as they come in?',
    },
    open16x7: { label: `We are open ${hours}. Can you take calls during those hours?` },
    weekendsAvailable: { label: 'Are you available to take calls on weekends?' },
    onCallNotGuaranteed: {
      label: 'Do you understand that calls are not guaranteed while you are on call?',
    },
    moreCallsMoreMoney: {
      label: 'Do you understand that the more calls you take, the more money you make?',
    },
    onCallNot16HoursWork: {
      label:
        'Do you understand that being on call 16 hours a day does not mean 16 hours of paid work?',
    },
  }) satisfies FormWords<ApplicationQuestions>;

export const QUESTION_WORDS = questionWordsFor(company.hours);

/** Each step's name: the stepper's, its heading's (but the review's), the review's sections, the mail's. */
export const STEP_TITLES = {
  contact: 'Contact Info',
  experience: 'Experience',
  qualifications: 'Qualifications',
  review: 'Review',
} satisfies Record<StepName, string>;

/** The review step's heading (its name is `STEP_TITLES.review`; docs/product.md). */
export const REVIEW_HEADING = 'Review your info';
