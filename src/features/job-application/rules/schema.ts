import { z } from 'zod';
import { TOOL_OPTIONS } from '../../../content/tools';
import { EMAIL_MAX_LENGTH, isValidEmail } from '../../../lib/email';
import { MESSAGES } from './messages';
import { isValidPhone } from './phone';

// zod compiles object parsers with `new Function` when it can, and probes for that with a call the
// site's Content-Security-Policy (script-src 'self', no 'unsafe-eval') refuses, which the browser
// reports as a violation. The forms here are small: the plain parser is fast enough.
z.config({ jitless: true });

/** The tools checklist: the one list of the required tools (src/content/tools.ts). */
export { TOOL_OPTIONS, type ToolName } from '../../../content/tools';

/**
 * The step table: the wizard's steps by name, in order (docs/product.md, The driver application). A
 * step is its name everywhere: the wizard's state, the tables keyed by step, the saved draft. The
 * number the interface shows ("Step 2 of 4") is `stepNumber`'s alone.
 */
export const STEPS = ['contact', 'experience', 'qualifications', 'review'] as const;
export type StepName = (typeof STEPS)[number];
/** The steps that ask questions (all but the review), in order: the review and the mail follow them. */
export const QUESTION_STEPS = [
  'contact',
  'experience',
  'qualifications',
] as const satisfies readonly StepName[];
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

/** Size limits: keep every stored string, and the mail built from them, within the security rules. */
export const LIMITS = {
  name: 100,
  location: 120,
  email: EMAIL_MAX_LENGTH,
  short: 100,
  long: 1000,
} as const;

const yesNo = z.enum(['', 'yes', 'no']);
export type YesNo = z.infer<typeof yesNo>;

// Explicit `boolean` returns keep zod from narrowing the type: input and output stay the same.
const requiredYesNo = yesNo.refine((value): boolean => value !== '', MESSAGES.yesNoRequired);
const requiredText = (max: number) =>
  z.string().trim().min(1, MESSAGES.answerRequired).max(max, MESSAGES.tooLong(max));
const optionalText = (max: number) => z.string().max(max, MESSAGES.tooLong(max));

/**
 * Photo types the storage rules accept (storage.rules lists the same). SVG is a drawing that can carry
 * script, not a photo; other image types are rare from a phone and are refused with a message.
 */
export const ACCEPTED_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/heic',
  'image/heif',
  'image/avif',
] as const;

/**
 * The largest photo sent, in bytes: the storage rules refuse anything this large, the browser refuses
 * a prepared photo this large before uploading it, and the product's function checks it again.
 */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** The tool photo: one of the accepted types (or, for HEIC photos some browsers leave untyped, by name). */
export function isImageFile(file: File): boolean {
  if (file.type) return (ACCEPTED_PHOTO_TYPES as readonly string[]).includes(file.type);
  return /\.(heic|heif)$/i.test(file.name);
}

const toolImage = z
  .custom<File | null>((value) => value === null || value instanceof File)
  .refine((value): boolean => value instanceof File && isImageFile(value), { message: '' });

export const contactSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, MESSAGES.fullNameRequired)
    .max(LIMITS.name, MESSAGES.tooLong(LIMITS.name)),
  phone: z.string().refine(isValidPhone, MESSAGES.invalidPhone),
  email: z.string().trim().refine(isValidEmail, MESSAGES.invalidEmail),
  location: z
    .string()
    .trim()
    .min(1, MESSAGES.locationRequired)
    .max(LIMITS.location, MESSAGES.tooLong(LIMITS.location)),
});

export const experienceSchema = z.object({
  understand1099: requiredYesNo,
  liveInArea: requiredYesNo,
  explainNotLocal: optionalText(LIMITS.long),
  workedBefore: requiredYesNo,
  yearsExperience: optionalText(LIMITS.short),
});

export const qualificationsSchema = z.object({
  tools: z.array(z.enum(TOOL_OPTIONS)).min(1, MESSAGES.toolsRequired),
  toolImage,
  missingToolsPlan: requiredText(LIMITS.long),
  understandNoWorkUntilTools: requiredText(LIMITS.long),
  understandWeDontSupplyTools: requiredText(LIMITS.long),
  lockoutBrand: optionalText(LIMITS.short),
  understandOnCall: requiredYesNo,
  defineOnCall: requiredText(LIMITS.long),
  onCallNoShifts: requiredYesNo,
  open16x7: requiredYesNo,
  weekendsAvailable: requiredYesNo,
  onCallNotGuaranteed: requiredYesNo,
  moreCallsMoreMoney: requiredYesNo,
  onCallNot16HoursWork: requiredYesNo,
});

/**
 * The whole application. `leaveEmpty` is the hidden anti-spam field (honeypot): people leave it
 * empty. Its name matches nothing a browser's form filler fills (`website` did).
 */
export const applicationSchema = contactSchema
  .extend(experienceSchema.shape)
  .extend(qualificationsSchema.shape)
  .extend({ leaveEmpty: z.string() });

export type ApplicationValues = z.infer<typeof applicationSchema>;
export type ApplicationField = keyof ApplicationValues;
/** Every answer but the photo and the honeypot: what the draft stores as JSON and the mail dumps. */
export type ApplicationAnswers = Omit<ApplicationValues, 'toolImage' | 'leaveEmpty'>;
/** The answers that are a yes/no question (the wizard's radio pair, the mail's triage). */
export type YesNoField = {
  [Field in keyof ApplicationAnswers]: ApplicationAnswers[Field] extends YesNo ? Field : never;
}[keyof ApplicationAnswers];

/**
 * True for an answer asked as a yes/no question (the wizard's radio pair): every field whose rule is
 * the required yes/no. A unit test holds it to the `YesNoField` type.
 */
export const isYesNoField = (field: ApplicationField): field is YesNoField =>
  applicationSchema.shape[field] === requiredYesNo;

const STEP_SCHEMAS: Record<StepName, z.ZodObject | null> = {
  contact: contactSchema,
  experience: experienceSchema,
  qualifications: qualificationsSchema,
  review: null,
};

/** The fields each step checks (the review checks nothing). Order = order on screen. */
export const STEP_FIELDS: Record<StepName, readonly ApplicationField[]> = {
  contact: Object.keys(contactSchema.shape) as ApplicationField[],
  experience: Object.keys(experienceSchema.shape) as ApplicationField[],
  qualifications: Object.keys(qualificationsSchema.shape) as ApplicationField[],
  review: [],
};

/**
 * True when every rule of the step holds for these values (the review step is always complete).
 */
export function isStepComplete(step: StepName, values: ApplicationValues): boolean {
  const schema = STEP_SCHEMAS[step];
  return schema ? schema.safeParse(values).success : true;
}

export const emptyApplication: ApplicationValues = {
  fullName: '',
  phone: '',
  email: '',
  location: '',
  understand1099: '',
  liveInArea: '',
  explainNotLocal: '',
  workedBefore: '',
  yearsExperience: '',
  tools: [],
  toolImage: null,
  missingToolsPlan: '',
  understandNoWorkUntilTools: '',
  understandWeDontSupplyTools: '',
  lockoutBrand: '',
  understandOnCall: '',
  defineOnCall: '',
  onCallNoShifts: '',
  open16x7: '',
  weekendsAvailable: '',
  onCallNotGuaranteed: '',
  moreCallsMoreMoney: '',
  onCallNot16HoursWork: '',
  leaveEmpty: '',
};

/** The answers without the photo and honeypot, trimmed as they will be sent. */
export function toAnswers(values: ApplicationValues): ApplicationAnswers {
  const { toolImage: _photo, leaveEmpty: _honeypot, ...answers } = values;
  const trimmed = { ...answers };
  for (const [key, value] of Object.entries(trimmed)) {
    if (typeof value === 'string') (trimmed as Record<string, unknown>)[key] = value.trim();
  }
  return trimmed;
}
