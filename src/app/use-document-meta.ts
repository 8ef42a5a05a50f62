import { useEffect } from 'react';
import { canonicalUrl, documentTitle, type PageMeta } from '../content/page-meta';

/** The `<head>` element matching `selector`, created from `tag` and `attributes` when missing. */
function headElement<T extends HTMLElement>(selector: string, tag: string, attributes: object): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const created = Object.assign(document.createElement(tag), attributes) as T;
  document.head.append(created);
  return created;
}

/**
 * After a client-side navigation, the document title, meta description and canonical link follow the
 * new route (content/page-meta.ts). A first page load already has them in its prerendered HTML.
 */
export function useDocumentMeta(meta: PageMeta) {
  useEffect(() => {
    if (!meta.titleSetByPage) document.title = documentTitle(meta.title);
    headElement<HTMLMetaElement>('meta[name="description"]', 'meta', {
      name: 'description',
    }).content = meta.description;
    if (meta.path === null) {
      document.head.querySelector('link[rel="canonical"]')?.remove();
    } else {
      headElement<HTMLLinkElement>('link[rel="canonical"]', 'link', { rel: 'canonical' }).href =
        canonicalUrl(meta.path);
    }
  }, [meta]);
}
