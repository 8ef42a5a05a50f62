/**
 * The build-time renderer (scripts/build.ts): each route of the one route table rendered to HTML with
 * the CSS Emotion produced for it, and what its `<head>` needs. Runs in Node, never in a browser.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { AppProviders } from './app/providers';
import { createEmotionCache, prerenderedStyleTags } from './app/emotion-cache';
import { unusedStylesTag } from './app/emotion-unused-styles';
import { routeHandleFor } from './app/router';
import { preloadEveryLazyComponent } from './lib/lazy-component';
import { renderHead } from './app/head';
import { pageMeta, type PageMeta } from './content/page-meta';
import { offlineCopy } from './content/offline';
import { OfflinePage } from './pages/offline-page';
import { isPageIn, locale, localeInfo, localizedPath } from './i18n/locales';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** Title, description, canonical link (or noindex for the not-found page). */
  head: string;
  /** The `<style>` tags holding the CSS this page uses (app/emotion-cache.ts, prerenderedStyleTags). */
  styles: string;
  meta: PageMeta;
}

/**
 * Every page to prerender in this build's language: its public routes, then the not-found page
 * (written as 404.html). The Spanish site has no legal pages of its own.
 */
export const prerenderPages: readonly PageMeta[] = Object.values(pageMeta).filter(
  (meta: PageMeta) => meta.path === null || isPageIn(meta.path, locale),
);

/** The language of the pages this bundle renders: `<html lang>`. */
export const htmlLang = localeInfo.lang;

// The build script reaches the site's code only through this bundle: robots.txt and sitemap.xml too.
export { renderRobots, renderSitemap } from './app/head';
export { localizedPath } from './i18n/locales';
export { REMEMBERED_LANGUAGE_SCRIPT } from './i18n/remembered-language';
export { SPANISH_NOT_FOUND_SCRIPT } from './i18n/spanish-not-found';
export { webManifestText } from './content/web-manifest';

/**
 * The offline page (docs/decisions/0058-offline-site.md): not a route, rendered on its own, with the
 * theme but without the app, its router or the layout's scripts; the build writes it without the boot
 * script, so it needs nothing but its HTML.
 */
export function renderOfflinePage(): RenderedPage {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <AppProviders cache={cache}>
        <StaticRouter
          location={localizedPath(OFFLINE_PATH)}
          basename={localeInfo.basePath || undefined}
        >
          <OfflinePage />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  const chunks = emotion.extractCriticalToChunks(html);
  const meta: PageMeta = {
    path: null,
    title: offlineCopy.title,
    description: offlineCopy.description,
  };
  return {
    html,
    head: renderHead(meta),
    styles: prerenderedStyleTags(emotion.constructStyleTagsFromChunks(chunks)),
    meta,
  };
}

/** Where the offline page is written, in this build's language: `/offline`, `/es/offline`. */
export const OFFLINE_PATH = '/offline';

/** A path no route claims, to render the not-found page. */
export const NOT_FOUND_PATH = '/404';

/** Renders one app path (`/services`; the Spanish build renders it at `/es/services`). */
export async function renderPage(path: string): Promise<RenderedPage> {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);

  // Every chunk is loaded first, so nothing suspends and the HTML is complete.
  await preloadEveryLazyComponent();
  const html = renderToString(
    <StrictMode>
      <AppProviders cache={cache}>
        <StaticRouter location={localizedPath(path)} basename={localeInfo.basePath || undefined}>
          <App />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  );
  // React marks a Suspense boundary it could not complete with `<!--$?-->` or `<!--$!-->`.
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`${path} rendered a loading state`);
  const chunks = emotion.extractCriticalToChunks(html);
  const styles = prerenderedStyleTags(
    emotion.constructStyleTagsFromChunks(chunks) + unusedStylesTag(cache, chunks.styles),
  );
  const { meta } = routeHandleFor(path);
  return { html, head: renderHead(meta), styles, meta };
}
