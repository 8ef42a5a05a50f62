import { locale } from '../i18n/locales';

/**
 * Registers this language's service worker (docs/decisions/0058-offline-site.md): `/sw.js` for the
 * English site (scope `/`), `/sw-es.js` for the Spanish one (scope `/es`, its home page included), so
 * a visitor keeps the pages of the language they read. Loaded on demand by main.tsx once the page is
 * working; a failed registration changes nothing: the site works as it did without one.
 */
export function registerServiceWorker(): void {
  const [script, scope] = locale === 'es' ? ['/sw-es.js', '/es'] : ['/sw.js', '/'];
  navigator.serviceWorker.register(script, { scope }).catch(() => undefined);
}
