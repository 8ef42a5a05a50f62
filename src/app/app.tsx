import { useLocation, useRoutes } from 'react-router-dom';
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
  const page = useRoutes(routes);
  return <RouteErrorBoundary resetKey={location.pathname}>{page}</RouteErrorBoundary>;
}
