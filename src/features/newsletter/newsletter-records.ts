/**
 * The newsletter's documents, as the site, the security rules (firestore.rules, the newsletter
 * block) and the product's function (functions/src/newsletter.ts) all name them
 * (docs/decisions/0057-newsletter-double-opt-in.md). Pure: no SDK, no text.
 *
 * - `newsletterSubscriptions/{sha256(address)}`: a sign-up, created by the browser (address, language,
 *   server time); the function then marks it pending, sends the one confirmation mail and, once the
 *   address confirms, marks it confirmed.
 * - `newsletterTokens/{token}`: the secret of the links in that mail; the function's alone (no client
 *   can read, list or write it).
 * - `newsletterRequests/{action}-{token}`: a press of the button on the confirm or unsubscribe page,
 *   created by the browser (server time only); the rules accept it only for a token that exists (and,
 *   to confirm, has not expired), and the function applies it and deletes it.
 */
import type { Locale } from '../../i18n/locales';

export const NEWSLETTER_COLLECTION = 'newsletterSubscriptions';
export const NEWSLETTER_TOKENS_COLLECTION = 'newsletterTokens';
export const NEWSLETTER_REQUESTS_COLLECTION = 'newsletterRequests';

/** What a link in the confirmation mail asks for. */
export type NewsletterAction = 'confirm' | 'unsubscribe';
export const NEWSLETTER_ACTIONS: readonly NewsletterAction[] = ['confirm', 'unsubscribe'];

/** The languages a sign-up can be made in: the site's. */
export const NEWSLETTER_LANGUAGES: readonly Locale[] = ['en', 'es'];

/** A link's token: 32 random bytes in lower-case hex (256 bits). The rules check the same shape. */
export const NEWSLETTER_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

export const isNewsletterToken = (value: string) => NEWSLETTER_TOKEN_PATTERN.test(value);

/** The id of a request document: `confirm-{token}` or `unsubscribe-{token}`. */
export const newsletterRequestId = (action: NewsletterAction, token: string) =>
  `${action}-${token}`;

/** The action and token a request id names, or null when it is not one. */
export function parseNewsletterRequestId(
  id: string,
): { action: NewsletterAction; token: string } | null {
  const match = /^(confirm|unsubscribe)-([0-9a-f]{64})$/.exec(id);
  return match ? { action: match[1] as NewsletterAction, token: match[2]! } : null;
}

/**
 * `status` of a sign-up: absent when the browser wrote it, "pending" once the function has handled it
 * (mailed, or over the hourly cap and not mailed), "confirmed" once the address confirmed.
 */
export type NewsletterStatus = 'pending' | 'confirmed';
