import { useEffect } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { replayEarlyEvents } from '../lib/early-events';
import { RouteErrorBoundary } from './route-error-boundary';
import { routeHandleFor, routes } from './router';
import { useDocumentMeta } from './use-document-meta';
import { usePrefetchPagesOnIntent } from './use-prefetch-pages';
import { useScrollRestoration } from './use-scroll-restoration';

/**
 * The site: the one route table rendered for the current location (inside `<BrowserRouter>` in the
 * browser, `<StaticRouter>` at build time, `<MemoryRouter>` in component tests), with the root's error
 * page, the document meta of the route, and scroll positions restored on back and forward.
 */
export function App() {
  const location = useLocation();
  useDocumentMeta(routeHandleFor(location.pathname).meta);
  useScrollRestoration();
  usePrefetchPagesOnIntent();
  // What the visitor did before the page's code arrived, once the page has hydrated (the parts
  // hydrated later replay theirs themselves: HydrateLater).
  useEffect(() => replayEarlyEvents(document.getElementById('root')), []);
  const page = useRoutes(routes);
  return <RouteErrorBoundary resetKey={location.pathname}>{page}</RouteErrorBoundary>;
}
