import { NewsletterLinkPage } from '../features/newsletter';

/** /newsletter/unsubscribe, opened from the confirmation mail (docs/product.md, The newsletter). */
export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage action="unsubscribe" />;
}
