import { NewsletterLinkPage } from '../features/newsletter';

/** /newsletter/confirm, opened from the confirmation mail (docs/product.md, The newsletter). */
export function NewsletterConfirmPage() {
  return <NewsletterLinkPage action="confirm" />;
}
