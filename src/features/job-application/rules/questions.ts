import { company } from '../../../content/company';
import { TOOL_OPTIONS, type ApplicationField, type StepName, type ToolName } from './schema';

/**
 * How each answer is asked on screen, shown on the review step and labelled in the onboarding mail.
 * One place, so the three never drift apart. This module is text only: the Spanish build shows
 * `questions.es.ts` instead, and the mail (always English) imports this one directly.
 */
export type QuestionTable = Record<Exclude<ApplicationField, 'leaveEmpty'>, string>;

/**
 * The questions, stating the company's hours as given. The mail builds them with the `company` it
 * imports itself (mail/questions.ts): in the Spanish build, the `company` this module imports may be
 * the Spanish one, and the mail is English.
 */
export const questionsFor = (hours: string): QuestionTable => ({
  fullName: 'Full name',
  phone: 'Phone number',
  email: 'Email address',
  location: 'Location you are applying for',
  understand1099:
    'Do you understand that this is a 1099 independent contractor position, not employment?',
  liveInArea: 'Do you live in or near the area you are applying for?',
  explainNotLocal: 'If you don’t live nearby, how would you cover calls in this area? (optional)',
  workedBefore: 'Have you done roadside assistance or towing work before?',
  yearsExperience: 'How many years of roadside or towing experience do you have? (optional)',
  tools: 'Which of the required tools do you own?',
  toolImage: 'Photo of your tools',
  missingToolsPlan: 'If you are missing any tools, how and when will you get them?',
  understandNoWorkUntilTools:
    'We can’t send you calls until you have every required tool. In your own words, what does this mean for you?',
  understandWeDontSupplyTools:
    'As a 1099 independent contractor you supply your own tools; we do not provide them. Please confirm in your own words that you understand.',
  lockoutBrand: 'Which brand of lockout tools do you use? (optional)',
  understandOnCall: 'Do you understand how on-call work with us works?',
  defineOnCall: 'In your own words, what does being on call mean?',
  onCallNoShifts:
    'Do you understand that there are no scheduled shifts: you are on call and take jobs as they come in?',
  open16x7: `We are open ${hours}. Can you take calls during those hours?`,
  weekendsAvailable: 'Are you available to take calls on weekends?',
  onCallNotGuaranteed: 'Do you understand that calls are not guaranteed while you are on call?',
  moreCallsMoreMoney: 'Do you understand that the more calls you take, the more money you make?',
  onCallNot16HoursWork:
    'Do you understand that being on call 16 hours a day does not mean 16 hours of paid work?',
});

export const QUESTIONS: QuestionTable = questionsFor(company.hours);

export const TOOL_PHOTO_HINT =
  'Take or choose one clear photo that shows the tools you own. Images only (JPEG, PNG, HEIC…).';

/**
 * Each tool's name on the checklist and the review step. The stored value is the English name
 * (`TOOL_OPTIONS`, docs/product.md words them exactly), in every language: the draft, the mail and the
 * security rules know only those. In English the label is that name.
 */
export const TOOL_LABELS = Object.fromEntries(TOOL_OPTIONS.map((tool) => [tool, tool])) as Record<
  ToolName,
  string
>;

/** The stepper's titles (docs/product.md, The driver application); the mail's sections too. */
export const STEP_TITLES: Record<StepName, string> = {
  contact: 'Contact Info',
  experience: 'Experience',
  qualifications: 'Qualifications',
  review: 'Review',
};
/** Each step's heading: its title, except the review's, 'Review your info' (docs/product.md). */
export const STEP_HEADINGS: Record<StepName, string> = {
  contact: 'Contact Info',
  experience: 'Experience',
  qualifications: 'Qualifications',
  review: 'Review your info',
};
