import { company } from '../content/company';

/** The words of the `<head>` tags and structured data that are not a page's own (src/app/head.ts). */
export const headCopy = {
  /** The share image's description (the image itself, public/og-image.png, is English). */
  shareImageAlt: `${company.shortName}: roadside assistance at a fraction of the cost. Call or text ${company.heroPhone.display}.`,
  /** The name of the business's list of services in its structured data. */
  offerCatalogName: 'Roadside services',
};
