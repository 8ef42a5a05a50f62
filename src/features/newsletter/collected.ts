import { collectedList } from '../../lib/form/collected';
import { SIGN_UP_QUESTIONS } from './sign-up-form';

/**
 * What the privacy policy says a newsletter sign-up collects ("your email address and the language
 * of the page you signed up on"), made from the sign-up's declarations (sign-up-form.ts) and the
 * language every sign-up records. English: the privacy policy is English only.
 */
export const collectedFromSubscribers = (): string =>
  collectedList([
    ...Object.values(SIGN_UP_QUESTIONS).map((question) => question.collected),
    'the language of the page you signed up on',
  ]);
