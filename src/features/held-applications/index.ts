/**
 * The onboarding team's held page, /team/held (docs/product.md, The team's actions;
 * docs/decisions/0070-every-held-application-reaches-a-person.md): opened from the hourly summary of
 * held applications, it lists every application held in that hour, most likely real first; a
 * network's links open /team/held-release and /team/held-discard, which send or discard all of one
 * network's with one button. Code outside this folder
 * imports only from here. Inside: `held-page.tsx` (the page), `held-request.ts` (its calls), the
 * copy (English only: the team's mails and pages for them are English).
 */
export { HeldApplicationsPage, HeldGroupPage } from './held-page';
export { fetchListCodeEarly } from './held-request';
