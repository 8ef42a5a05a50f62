import { QUESTION_WORDS, STEP_TITLES } from '../rules/questions';

/**
 * The questions and steps as the mail names them: in English, with the company's hours in English.
 * This folder is English in every build (scripts/locale-overlay.ts): nothing it imports, however deep,
 * is redirected to a Spanish module, so the words and the hours they quote are the English ones.
 */
export const MAIL_WORDS = QUESTION_WORDS;
export const MAIL_STEP_TITLES = STEP_TITLES;
