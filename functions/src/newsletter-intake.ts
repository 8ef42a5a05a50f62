/**
 * What the callable `subscribeNewsletter` does with a footer's sign-up
 * (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md, 0057-newsletter-double-opt-in.md),
 * over a small store so that the deployed function (Admin SDK) and the browser tests' stand-in run
 * the same code. The browser sends `{ email, language }`; the address is normalised as the site
 * normalises it (trimmed, lower case, NFC) and checked, and the sign-up is written under the
 * SHA-256 of the address with the function's own `source` (the caller's network as a salted key).
 *
 * One address, one sign-up, as before, with one change: a sign-up that got no confirmation mail
 * (its source's limit or the hour's cap was reached) does not stand in the way. It is replaced at
 * once, so a real subscriber whose sign-up fell in a flood can try again the same day. A sign-up that
 * got its mail keeps the address for 7 days (until it expires unconfirmed) and the site says it has
 * signed up already; a confirmed one keeps it until the reader unsubscribes.
 */
import { createHash } from 'node:crypto';
import type { Locale } from '../../src/i18n/locales';
import { NEWSLETTER_LANGUAGES } from '../../src/features/newsletter/newsletter-records';
import {
  SIGN_UP_QUESTIONS,
  type SignUpQuestions,
} from '../../src/features/newsletter/sign-up-form';
import { parseRecordAnswers } from '../../src/lib/form/parse-answers';
import type { RecordAnswers } from '../../src/lib/form/question';
import { isEmailAddress } from './alert-mail.js';
import { IntakeRefusal, type ApplicationSource, type CallerInfo } from './intake.js';
import { clientNetwork, dayOf, sourceKey } from './source.js';

/** The callable's name, in us-central1 (the footer's chunk writes the same string). */
export const SUBSCRIBE_NEWSLETTER = 'subscribeNewsletter';

/** What stands of an earlier sign-up of the address. */
export interface StoredSignUp {
  status?: unknown;
  token?: unknown;
  expireAt?: Date | null;
}

/**
 * Whether an earlier sign-up keeps the address: one not handled yet (its mail may be on its way),
 * one that got its mail and has not expired, and a confirmed one. One that got no mail, or that
 * expired unconfirmed, gives way.
 */
export function signUpStands(existing: StoredSignUp | null, now: Date): boolean {
  if (!existing) return false;
  if (existing.status === 'confirmed') return true;
  if (existing.status !== 'pending') return true;
  if (existing.expireAt && existing.expireAt.getTime() <= now.getTime()) return false;
  return typeof existing.token === 'string' && existing.token !== '';
}

export interface SignUpStore {
  salt(day: string): Promise<string>;
  /**
   * Writes `newsletterSubscriptions/{id}` = the sign-up and `createdAt` (server time), replacing an
   * earlier one that does not stand (`signUpStands`); false, writing nothing, when one stands.
   */
  writeUnlessStanding(id: string, signUp: StoredSignUpFields, now: Date): Promise<boolean>;
}

/**
 * A sign-up as stored: every declared field's answer (src/features/newsletter/sign-up-form.ts), the
 * address normalised, the language and where it came from.
 */
export type StoredSignUpFields = RecordAnswers<SignUpQuestions> & {
  language: Locale;
  source: ApplicationSource;
};

/** The address as the site stores it: trimmed, lower-case, NFC (src/features/newsletter/subscription-id.ts). */
export const normaliseAddress = (email: string) => email.trim().toLowerCase().normalize('NFC');

/** The sign-up's id: lower-case hex SHA-256 of the normalised address. */
export const signUpIdOf = (address: string) =>
  createHash('sha256').update(address, 'utf8').digest('hex');

/** Checks and writes one sign-up; resolves to its id. Refuses a standing one with `already-exists`. */
export async function receiveSignUp(
  store: SignUpStore,
  data: unknown,
  caller: CallerInfo,
): Promise<{ id: string }> {
  if (caller.appCheck === 'replayed') {
    throw new IntakeRefusal(
      'permission-denied',
      'This App Check token was used before; each call needs a new one.',
    );
  }
  // The sign-up's fields are checked as the footer checks them (its declarations), the address once
  // normalised as the site normalises it; a refusal names field paths, never values.
  const given = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const { language, ...fields } = given;
  const email = typeof fields.email === 'string' ? normaliseAddress(fields.email) : fields.email;
  const parsed = parseRecordAnswers(SIGN_UP_QUESTIONS, { ...fields, email });
  const problems: string[] = [];
  if (typeof data !== 'object' || data === null || Array.isArray(data)) problems.push('data');
  if (!parsed.ok) problems.push(...parsed.problems);
  else if (!isEmailAddress(parsed.value.answers.email)) problems.push('email');
  if (!NEWSLETTER_LANGUAGES.includes(language as Locale)) problems.push('language');
  if (problems.length > 0 || !parsed.ok) {
    throw new IntakeRefusal('invalid-argument', `Invalid sign-up: ${problems.join(', ')}`);
  }
  const now = caller.now ?? new Date();
  const network = clientNetwork(
    caller.forwardedFor,
    caller.socketAddress,
    caller.clientAddressFromEnd,
  );
  const { answers } = parsed.value;
  const id = signUpIdOf(answers.email);
  const written = await store.writeUnlessStanding(
    id,
    {
      ...answers,
      language: language as Locale,
      source: {
        key: sourceKey(network, await store.salt(dayOf(now))),
        appCheck: caller.appCheck === 'verified' ? 'verified' : 'missing',
      },
    },
    now,
  );
  if (!written) {
    throw new IntakeRefusal('already-exists', 'This address has signed up already.');
  }
  return { id };
}
