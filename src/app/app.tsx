import { useLayoutEffect } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { markHydrated, replayEarlyEvents } from '../lib/early-events';
import { RouteErrorBoundary } from './route-error-boundary';
import { routeHandleFor, routesFor } from './router';
import { useDocumentMeta } from './use-document-meta';
import { usePrefetchPagesOnIntent } from './use-prefetch-pages';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * The site: the one route table, cut to the current location's branch (router.tsx), rendered
 * inside `<BrowserRouter>` in the browser, `<StaticRouter>` at build time and `<MemoryRouter>` in
 * component tests, with the root's error page, the document meta of the route, and scroll positions
 * restored on back and forward.
 */
export function App() {
  const location = useLocation();
  useDocumentMeta(routeHandleFor(location.pathname).meta);
  useScrollRestoration();
  usePrefetchPagesOnIntent();
  // Once the page has hydrated: the root says so (the page's inline script then leaves what is done
  // in it to React), and what the visitor did before the page's code arrived is done again (the parts
  // hydrated later mark and replay theirs themselves: HydrateLater). A layout effect, in the commit
  // that hydrated the page: what was typed is in the fields' state before anything renders them again.
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    markHydrated(root);
    replayEarlyEvents(root);
  }, []);
  const page = useRoutes(routesFor(location.pathname));
  return <RouteErrorBoundary resetKey={location.pathname}>{page}</RouteErrorBoundary>;
}
