import type { FieldErrors, Resolver } from 'react-hook-form';
import { answerMessage, isQuestionId, QUESTION_IDS, type ApplicationValues } from '../rules/schema';

/**
 * The wizard's checks, for react-hook-form: each named answer against its question's declaration
 * (rules/form.ts), with its message in the page's language. The same check the callable runs on what
 * is sent (rules/application-record.ts).
 */
export const answersResolver: Resolver<ApplicationValues> = (values, _context, options) => {
  const names = options.names ?? QUESTION_IDS;
  const errors: FieldErrors<ApplicationValues> = {};
  for (const name of names) {
    if (!isQuestionId(name)) continue;
    const message = answerMessage(name, values[name]);
    if (message !== null) errors[name] = { type: 'validate', message };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};
