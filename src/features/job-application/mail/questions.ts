import { QUESTIONS } from '../rules/questions';

/**
 * The questions as the mail labels them: in English, with the company's hours in English. This folder
 * is English in every build (scripts/locale-overlay.ts): nothing it imports, however deep, is
 * redirected to a Spanish module, so the questions and the hours they quote are the English ones.
 */
export const MAIL_QUESTIONS = QUESTIONS;
