/**
 * The applicant's status page (docs/product.md, The applicant's status page;
 * docs/decisions/0063-team-actions-and-status-page.md), opened from the private link in their mails.
 * Code outside this folder imports only from here. Inside: `application-status-page.tsx` (the page),
 * `status-request.ts` (its one read, through the product's function), the copy in both languages.
 */
export { ApplicationStatusPage } from './application-status-page';
export { fetchReadCodeEarly } from './status-request';
