import { createContext, useContext } from 'react';
import { createFormStore, type FormStore } from '../../../lib/form/form-store';
import {
  answerMessage,
  emptyApplication,
  isQuestionId,
  type ApplicationValues,
} from '../rules/schema';

/** The wizard's one form: its answers and the problems shown with them. */
export type AnswersForm = FormStore<ApplicationValues>;

/**
 * A new, empty form whose checks are each answer's declaration (rules/form.ts), with its message in
 * the page's language: the same check the callable runs on what is sent
 * (rules/application-record.ts). The hidden field is never checked.
 */
export const createAnswersForm = (): AnswersForm =>
  createFormStore(emptyApplication, (name, value) =>
    isQuestionId(name) ? answerMessage(name, value) : null,
  );

export const AnswersFormContext = createContext<AnswersForm | null>(null);

/** The form of the wizard this component is in. */
export function useAnswersForm(): AnswersForm {
  const form = useContext(AnswersFormContext);
  if (!form) throw new Error('useAnswersForm is used outside the application wizard.');
  return form;
}
