/**
 * The onboarding team's one-tap actions (docs/product.md, The team's actions;
 * docs/decisions/0063-team-actions-and-status-page.md): the pages its mails' links open, each with
 * one button that calls the product's function. Code outside this folder imports only from here.
 * Inside: `team-action-page.tsx` (the page), `team-action-request.ts` (the press), the copy in both
 * languages. The links' format is src/lib/action-links.ts, shared with the functions.
 */
export { TeamActionPage } from './team-action-page';
