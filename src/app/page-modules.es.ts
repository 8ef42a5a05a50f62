import type { PageModule } from './page-modules';

/**
 * The Spanish build's pages (see page-modules.ts): the same, without the routes marked
 * `englishOnly` in the route table (the legal pages, whose English text governs, and the team's held
 * list, which its English mail opens), so
 * the Spanish build has no chunk of them. A unit test (tests/unit/es/pages.test.tsx) holds this list
 * to the table.
 */
export const PAGE_MODULES: Record<string, () => Promise<PageModule>> = import.meta.glob<PageModule>(
  [
    '../pages/*-page.tsx',
    '!../pages/{home,not-found,offline,route-error,privacy-policy,terms-of-service,team-held,team-held-release,team-held-discard}-page.tsx',
  ],
);
