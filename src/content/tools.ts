/**
 * The required tools: the one list of them (docs/product.md, Fields and rules), worded exactly as the
 * specification words them. The application's checklist stores these values in every language (what
 * it shows for each is `TOOL_LABELS`, src/features/job-application/rules/questions.ts), the terms of
 * service list them, and the onboarding mail counts them: nothing states how many there are but this
 * list.
 */
export const TOOL_OPTIONS = [
  'Lockout tools',
  'Jump Box (1500a minimum)',
  '2 ton floor jack (not a bottle jack or trolly jack)',
  'Impact gun or cross bar',
  '1 gallon gas can',
  'Funnel',
  '12 volt tire inflator',
] as const;
export type ToolName = (typeof TOOL_OPTIONS)[number];
