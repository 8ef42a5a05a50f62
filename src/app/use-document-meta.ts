import { useEffect, useRef } from 'react';
import { hydratingPrerenderedPage } from './hydrating';
import { canonicalUrl, documentTitle, isIndexed, type PageMeta } from '../content/page-meta';

/** The `<head>` element matching `selector`, created from `tag` and `attributes` when missing. */
function headElement<T extends HTMLElement>(selector: string, tag: string, attributes: object): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const created = Object.assign(document.createElement(tag), attributes) as T;
  document.head.append(created);
  return created;
}

/**
 * After a client-side navigation, the document title, meta description, canonical link and `noindex`
 * follow the new route (content/page-meta.ts). A first page load already has them in its prerendered
 * HTML.
 */
export function useDocumentMeta(meta: PageMeta) {
  // A prerendered page's head says it already (hydrating.ts).
  const shown = useRef<PageMeta | null>(hydratingPrerenderedPage ? meta : null);
  useEffect(() => {
    if (shown.current === meta) return;
    shown.current = meta;
    if (!meta.titleSetByPage) document.title = documentTitle(meta.title);
    headElement<HTMLMetaElement>('meta[name="description"]', 'meta', {
      name: 'description',
    }).content = meta.description;
    if (isIndexed(meta)) {
      headElement<HTMLLinkElement>('link[rel="canonical"]', 'link', { rel: 'canonical' }).href =
        canonicalUrl(meta.path);
      document.head.querySelector('meta[name="robots"]')?.remove();
    } else {
      document.head.querySelector('link[rel="canonical"]')?.remove();
      headElement<HTMLMetaElement>('meta[name="robots"]', 'meta', { name: 'robots' }).content =
        'noindex';
    }
  }, [meta]);
}
