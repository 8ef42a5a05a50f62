/**
 * What an answer that breaks its rule says (docs/product.md, Fields and rules): the schema's messages.
 * Text only: the Spanish build shows `messages.es.ts` instead.
 */
export const MESSAGES = {
  fullNameRequired: 'Full name is required',
  locationRequired: 'Location is required',
  invalidPhone: 'Invalid phone number',
  invalidEmail: 'Invalid email address',
  yesNoRequired: 'Please answer yes or no',
  answerRequired: 'Please answer this question',
  toolsRequired: 'Check at least one tool',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const;
