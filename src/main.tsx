import './app/start-react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { PageProviders } from './app/page-providers';
import { preloadPage } from './app/router';
import { preloadLayout } from './app/root-layout';
import { localeInfo } from './i18n/locales';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const routedApp = (
  <BrowserRouter basename={localeInfo.basePath || undefined}>
    <App />
  </BrowserRouter>
);

/** Resolves in a later task, so the browser can handle input and paint in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The service worker that keeps the site on the device (docs/decisions/0058-offline-site.md) costs the
 * first visit nothing: it is registered once the page has loaded and hydrating has started, when the
 * browser is idle, from a small module fetched then. Without service workers, nothing happens.
 */
function registerServiceWorkerLater(layoutLoaded: Promise<unknown>) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const loaded = new Promise((resolve) => {
    if (document.readyState === 'complete') resolve(undefined);
    else window.addEventListener('load', resolve, { once: true });
  });
  const idle = () => new Promise((resolve) => (window.requestIdleCallback ?? setTimeout)(resolve));
  // Once the page and the code it loads right after hydrating have arrived, the connection is the
  // worker's: it then downloads the rest of the site.
  void Promise.all([loaded, layoutLoaded])
    .then(idle)
    .then(idle)
    .then(() => import('./lib/service-worker'))
    .then((module) => module.registerServiceWorker())
    .catch(() => undefined);
}

/**
 * A prerendered page is hydrated, not rendered again. The chunk of a page loaded on demand is loaded
 * first (the boot script fetches it with the entry), so hydration starts from the page itself, exactly
 * as prerendered. If that chunk cannot be downloaded, the prerendered page stays as it is: readable,
 * with working links.
 *
 * The start-up work is cut into tasks of its own, so none blocks the page for long: evaluating the
 * code (this module ends that task), then finding the page's chunk (matching the route), then asking
 * for the footer's code (each request a `<link rel="modulepreload">` added to the head), then hydrating
 * in a transition (React then works in slices of a few milliseconds and yields in between, so a tap
 * during hydration is handled at once). docs/decisions/0072 measured each. The theme is not made:
 * the build holds it as data (docs/decisions/0084).
 */
if (container.firstElementChild) {
  const pageLoaded = nextTask().then(() => preloadPage(window.location.pathname));
  const layoutLoaded = nextTask()
    .then(nextTask)
    .then(() => preloadLayout());
  pageLoaded.then(nextTask).then(
    () => {
      const app = (
        <StrictMode>
          <PageProviders>{routedApp}</PageProviders>
        </StrictMode>
      );
      startTransition(() => void hydrateRoot(container, app));
      registerServiceWorkerLater(layoutLoaded);
    },
    (error: unknown) => console.error('The page’s code could not be loaded', error),
  );
} else {
  // A page rendered from nothing (the dev server's) also renders its global styles: their code is
  // a chunk of its own, which no prerendered page loads (docs/decisions/0083).
  void import('./app/providers').then(({ AppProviders }) =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders>{routedApp}</AppProviders>
      </StrictMode>,
    ),
  );
}
