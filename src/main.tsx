import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { preloadPage } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

/**
 * A prerendered page is hydrated, not rendered again. The chunk of a page loaded on demand is loaded
 * first (its HTML preloads it), so hydration starts from the page itself, exactly as prerendered. If
 * that chunk cannot be downloaded, the prerendered page stays as it is: readable, with working links.
 */
if (container.firstElementChild) {
  preloadPage(window.location.pathname).then(
    // In a transition React hydrates in slices of a few milliseconds, yielding to the browser in
    // between, so a tap during hydration is handled at once and no long task blocks the page.
    () => startTransition(() => void hydrateRoot(container, app)),
    (error: unknown) => console.error('The page’s code could not be loaded', error),
  );
} else {
  createRoot(container).render(app);
}
