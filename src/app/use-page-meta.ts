import { useEffect } from 'react';
import { company } from '../content/company';

/**
 * Sets the document title ("Page | Company") and the meta description for the current route. A `null`
 * title leaves the title to a child that owns it (the wizard names its step).
 */
export function usePageMeta(title: string | null, description: string) {
  useEffect(() => {
    if (title !== null) document.title = `${title} | ${company.shortName}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
