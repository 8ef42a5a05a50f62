import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import { pageMeta, type PageMeta } from '../content/page-meta';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component';
import { appPathOf, locale } from '../i18n/locales';
import { ROUTES, ROUTE_KEYS, type RouteKey } from '../content/paths';
import { PAGE_MODULES, type PageModule } from './page-modules';
import { RootLayout } from './root-layout';

/** What every page route carries as its `handle`: its title and description, and its lazy page. */
export interface RouteHandle {
  meta: PageMeta;
  page?: LazyComponent;
}

/** A route whose page is its own chunk, so the home page's JavaScript holds only the home page. */
function lazyRoute(path: string, meta: PageMeta, loader: PageLoader): RouteObject {
  const page = lazyComponent(loader.load, loader.pick);
  return {
    path,
    element: <page.Component />,
    handle: { meta, page } satisfies RouteHandle,
  };
}

/** A page's chunk (its module) and how its page is taken out of it. */
interface PageLoader {
  load: () => Promise<PageModule>;
  pick: (module: PageModule) => ComponentType;
}
const kebabCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const pascalCase = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/**
 * The loader of a route's page (found by name in page-modules.ts: the route `evCharging` is
 * src/pages/ev-charging-page.tsx, exporting `EvChargingPage`), or null for a route this build has no
 * page of (an English-only page in the Spanish build). A route of the table without its page file
 * fails here, on the first import of the router: in every test, the build and the dev server. A page
 * file without the expected export fails when the page loads, which the unit tests of every page do.
 */
function pageLoaderOf(key: Exclude<RouteKey, 'home'>): PageLoader | null {
  if (locale !== 'en' && 'englishOnly' in ROUTES[key]) return null;
  const file = `../pages/${kebabCase(key)}-page.tsx`;
  const exportName = `${pascalCase(key)}Page`;
  const load = PAGE_MODULES[file];
  if (!load) {
    throw new Error(
      `The route '${key}' has no page: src/pages/${file.slice(9)} is missing, or left out by this build's page-modules.ts`,
    );
  }
  return {
    load,
    pick: (module) => {
      const page = module[exportName];
      if (!page) throw new Error(`src/pages/${file.slice(9)} does not export ${exportName}`);
      return page;
    },
  };
}

/**
 * The router: a layout route at `/` holding header, routed page and footer (docs/product.md, Pages
 * and routes), with the home page, a child for each other route of the table that has a page in this
 * build's language, then the not-found page. The browser and the prerender both render it with
 * `useRoutes` (app.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage />, handle: { meta: pageMeta.home } },
      ...ROUTE_KEYS.flatMap((key) => {
        const load = key === 'home' ? null : pageLoaderOf(key);
        return load ? [lazyRoute(ROUTES[key].path.slice(1), pageMeta[key], load)] : [];
      }),
      { path: '*', element: <NotFoundPage />, handle: { meta: pageMeta.notFound } },
    ],
  },
];

/** What the route table gives for a path: the page route's handle, and the table cut to its branch. */
interface Matched {
  handle: RouteHandle;
  branch: RouteObject[];
}
const matched = new Map<string, Matched>();

/**
 * Matches the app path `pathname` against the whole table once and keeps the result per path:
 * matching ranks every route of the table and compiles a pattern for each, work the start-up and
 * every render of the app would otherwise repeat (docs/decisions/0072, 0082).
 */
function matchedAt(pathname: string): Matched {
  let found = matched.get(pathname);
  if (!found) {
    const chain = matchRoutes(routes, pathname)?.map(({ route }) => route) ?? [];
    const page = chain.at(-1);
    const handle = page?.handle as RouteHandle | undefined;
    if (!page || !handle) throw new Error(`No route handle for ${pathname}`);
    // Each route above the page's (never an index route: those hold no children) holding only the
    // next one; the page's route itself as it is.
    const branch = chain
      .slice(0, -1)
      .reduceRight<RouteObject>(
        (child, route) => ({ ...route, children: [child] }) as RouteObject,
        page,
      );
    found = { handle, branch: [branch] };
    matched.set(pathname, found);
  }
  return found;
}

/** The handle of the page route that the app path `pathname` shows (`/services`, not `/es/services`). */
export function routeHandleFor(pathname: string): RouteHandle {
  return matchedAt(pathname).handle;
}

/**
 * The route table with only the branch that shows the app path `pathname`: the layout route holding
 * that page's route (copies of the routes above the page's, holding only the next one; the page's
 * route itself). `useRoutes` matches it as it would the whole table, the same page with the same
 * elements, without ranking and compiling every route on each render: 0.3–0.4 ms a render here
 * against 0.02–0.04 ms (docs/decisions/0082).
 */
export function routesFor(pathname: string): RouteObject[] {
  return matchedAt(pathname).branch;
}

/**
 * Loads the chunk of the page at the public path `pathname` (`/es/services` on the Spanish site), if it
 * has one (resolves at once otherwise).
 */
export async function preloadPage(pathname: string): Promise<void> {
  await routeHandleFor(appPathOf(pathname)).page?.preload();
}
