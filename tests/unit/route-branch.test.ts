import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTES, ROUTE_KEYS } from '../../src/content/paths';
import { routeHandleFor, routes, routesFor } from '../../src/app/router';

/**
 * Each matched route of a table, with what `useRoutes` hands the page: the path and its params. The
 * layout route is compared without its children (the cut table's holds only the page's route).
 */
const matchOf = (table: typeof routes, pathname: string) =>
  matchRoutes(table, pathname)?.map(
    ({ route: { children: _children, ...route }, pathname, pathnameBase, params }) => ({
      route,
      pathname,
      pathnameBase,
      params,
    }),
  );

const PATHS = [
  ...ROUTE_KEYS.map((key) => ROUTES[key].path),
  '/about/',
  '/ABOUT',
  '/services/nothing-here',
  '/no-such-page',
];

describe('the route table cut to the branch of a path', () => {
  it.each(PATHS)('matches %s as the whole table does, the same route objects', (pathname) => {
    const whole = matchOf(routes, pathname);
    expect(whole).toBeDefined();
    expect(matchOf(routesFor(pathname), pathname)).toEqual(whole);
    const page = (table: typeof routes) => matchRoutes(table, pathname)?.at(-1)?.route;
    expect(page(routesFor(pathname))).toBe(page(routes));
    expect(routeHandleFor(pathname)).toBe(page(routes)?.handle);
  });

  it('holds the layout route and one page route, made once per path', () => {
    const branch = routesFor('/services');
    expect(branch).toHaveLength(1);
    expect(branch[0]?.element).toBe(routes[0]?.element);
    expect(branch[0]?.children).toHaveLength(1);
    expect(routesFor('/services')).toBe(branch);
  });
});
