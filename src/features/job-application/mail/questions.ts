import { companyPhrases } from '../../../content/company-phrases';
import { questionsFor } from '../rules/questions';

/**
 * The questions as the mail labels them: in English, with the company's hours in English. This folder
 * is English in every build (scripts/locale-overlay.mjs): its own imports are never redirected to a
 * Spanish module, but the imports of the modules it imports are, so the hours come from this folder's
 * own import of `companyPhrases`, not through src/content/company.ts, whose import of the phrases is
 * redirected.
 */
export const MAIL_QUESTIONS = questionsFor(companyPhrases.hours);
