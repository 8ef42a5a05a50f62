/**
 * The build-time renderer (scripts/build.mjs): each route of the one route table rendered to HTML with
 * the CSS Emotion produced for it, and what its `<head>` needs. Runs in Node, never in a browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { createEmotionCache } from './app/emotion-cache';
import { routeHandleFor } from './app/router';
import { preloadEveryLazyComponent } from './lib/lazy-component';
import { renderHead } from './app/head';
import { pageMeta, type PageMeta } from './content/page-meta';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** Title, description, canonical link (or noindex for the not-found page). */
  head: string;
  /** The `<style data-emotion>` tags holding the CSS this page uses. */
  styles: string;
  meta: PageMeta;
}

/** Every page to prerender: the public routes, then the not-found page (written as 404.html). */
export const prerenderPages: readonly PageMeta[] = Object.values(pageMeta);

export { renderHead, renderRobots, renderSitemap } from './app/head';

/** A path no route claims, to render the not-found page. */
export const NOT_FOUND_PATH = '/404';

/** Renders one path. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);

  // Every chunk is loaded first, so nothing suspends and the HTML is complete.
  await preloadEveryLazyComponent();
  const html = renderToString(
    <StrictMode>
      <AppProviders cache={cache}>
        <StaticRouter location={path}>
          <App />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  // React marks a Suspense boundary it could not complete with `<!--$?-->` or `<!--$!-->`.
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`${path} rendered a loading state`);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const { meta } = routeHandleFor(path);
  return { html, head: renderHead(meta), styles, meta };
}
