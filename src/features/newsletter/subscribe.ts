import { locale } from '../../i18n/locales';
import { loadFirebase } from '../../lib/load-module';
import { explainSubscribeFailure } from './already-subscribed';
import type { SignUpAnswers } from './sign-up-form';
import { normaliseEmail } from './subscription-id';

/**
 * The product's callable that takes a sign-up: functions/src/newsletter-intake.ts's
 * SUBSCRIBE_NEWSLETTER, written out rather than imported so that this chunk, loaded on the press of
 * Subscribe, depends on no file but itself and Firebase's (docs/decisions/0031;
 * tests/unit/newsletter-subscribe.test.ts checks the two agree).
 */
export const SUBSCRIBE_NEWSLETTER = 'subscribeNewsletter';

/**
 * Sends the sign-up's answers (the address normalised) with the language of this site, in which the confirmation mail and
 * pages will speak, to the product's callable (docs/decisions/0057-newsletter-double-opt-in.md,
 * 0061-a-flood-cannot-hold-real-applicants.md): it writes the address's one sign-up and sends the
 * confirmation mail. Rejects with AlreadySubscribedError when the address signed up before and got
 * its mail, and with the adapter's BackendError for anything else. Firebase is loaded only now, on the
 * first press of Subscribe, so it never weighs on a marketing page's first load.
 */
export async function subscribeToNewsletter(
  answers: Partial<SignUpAnswers> & Pick<SignUpAnswers, 'email'>,
): Promise<void> {
  const address = normaliseEmail(answers.email);
  // loadFirebase downloads the adapter again after a failed download (lib/load-module.ts).
  const { callFunction } = await loadFirebase();
  try {
    // Every declared field's answer (sign-up-form.ts), the address normalised, and the language.
    await callFunction(SUBSCRIBE_NEWSLETTER, { ...answers, email: address, language: locale });
  } catch (error) {
    throw explainSubscribeFailure(error);
  }
}
