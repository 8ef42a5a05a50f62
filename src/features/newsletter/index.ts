/**
 * The newsletter (docs/product.md, The newsletter), as the rest of the site uses it. Code outside this
 * folder imports only from here (eslint.config.js), or, for what the privacy policy lists as
 * collected from a subscriber, from `collected.ts`, which loads none of its pages; the footer's form
 * is loaded on demand by the layout (src/app/root-layout.tsx). Inside:
 * - `newsletter-form.tsx`, `subscribe.ts`, `subscription-id.ts`, `already-subscribed.ts`: the
 *   footer's sign-up, one per address (docs/decisions/0021);
 * - `newsletter-link-page.tsx`, `newsletter-request.ts`: the pages the confirmation mail links to
 *   and the one write a press makes (docs/decisions/0057);
 * - `sign-up-form.ts`, `sign-up-words.ts`: the sign-up's fields, declared once (docs/decisions/0073),
 *   and what the privacy policy says they collect (`collected.ts`);
 * - `newsletter-records.ts`: the documents' names, shared with the rules and the function;
 * - `mail/`: the confirmation mail, both languages, which the product's function sends.
 */
export { NewsletterLinkPage } from './newsletter-link-page';
