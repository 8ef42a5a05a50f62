import type { ComponentType } from 'react';

export type PageModule = Record<string, ComponentType | undefined>;

/**
 * The pages of the routes, each a chunk of its own so the home page's JavaScript holds only the home
 * page; the router (router.tsx) finds each route's page here by its name. Left out: the pages the
 * app imports itself or that are no route (the home page is in the first load). The Spanish build
 * uses page-modules.es.ts instead, without the English-only pages.
 */
export const PAGE_MODULES: Record<string, () => Promise<PageModule>> = import.meta.glob<PageModule>(
  ['../pages/*-page.tsx', '!../pages/{home,not-found,offline,route-error}-page.tsx'],
);
