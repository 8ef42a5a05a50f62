/**
 * What search engines and link previews read: each page's `<head>` tags (title, description, canonical
 * link, Open Graph and Twitter card tags), the business's structured data on the home page, the sitemap
 * and robots.txt. Pure strings from the page meta and the company constants; the build-time renderer
 * (src/entry-server.tsx) writes them into the prerendered files.
 */
import { company } from '../content/company';
import {
  canonicalUrl,
  documentTitle,
  isIndexed,
  pageMeta,
  type PageMeta,
} from '../content/page-meta';
import type { AppPath } from '../content/paths';
import { evChargingService, offeredServices } from '../content/service-list';
import { services } from '../content/services';
import { escapeHtml } from '../lib/escape-html';
import { headCopy } from './head-copy';
import { LOCALES, isPageIn, localeInfo, type Locale } from '../i18n/locales';

/** The picture link previews show (public/og-image.png, made by scripts/make-images.ts). */
export const SHARE_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: headCopy.shareImageAlt,
} as const;

const siteAddress = (path: string) => `${company.siteUrl}${path}`;

const metaTag = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;

/** The services the company offers (src/content/service-list.ts), for its structured data. */
const OFFERED = offeredServices.map((offered) => ({
  name: offered.title,
  description:
    offered.id === evChargingService.id
      ? pageMeta.evCharging.description
      : services.find((service) => service.id === offered.id)?.description,
}));

/**
 * The business as schema.org structured data: a roadside business that is also an emergency service,
 * with its name, phone number, address on the web, the area it serves and the services it offers.
 */
export function businessStructuredData() {
  return {
    '@context': 'https://schema.org',
    '@type': ['AutomotiveBusiness', 'EmergencyService'],
    name: company.name,
    telephone: company.heroPhone.e164,
    url: `${company.siteUrl}/`,
    image: siteAddress(SHARE_IMAGE.path),
    areaServed: company.areaServed,
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: headCopy.offerCatalogName,
      itemListElement: OFFERED.map((service) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', ...service },
      })),
    },
  };
}

/** JSON inside `<script>`: `<` is escaped so no value can close the element. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const LANGUAGES = Object.keys(LOCALES) as Locale[];

/**
 * The addresses of a page in every language it exists in, for `hreflang` links and the sitemap:
 * English is also the default for any other language (`x-default`). A page only in English has none.
 */
export function languageAlternates(path: AppPath): { hreflang: string; href: string }[] {
  if (!LANGUAGES.every((language) => isPageIn(path, language))) return [];
  return [
    ...LANGUAGES.map((language) => ({
      hreflang: LOCALES[language].lang,
      href: canonicalUrl(path, language),
    })),
    { hreflang: 'x-default', href: canonicalUrl(path, 'en') },
  ];
}

/**
 * A page's own `<head>` tags. A page search engines must not index (the not-found page, the pages a
 * newsletter mail links to) says `noindex` and has no canonical link, alternates or `og:url`.
 */
export function renderHead(meta: PageMeta): string {
  const title = documentTitle(meta.title);
  const image = siteAddress(SHARE_IMAGE.path);
  const indexed = isIndexed(meta);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    metaTag('name', 'description', meta.description),
    indexed
      ? `<link rel="canonical" href="${escapeHtml(canonicalUrl(meta.path))}">`
      : metaTag('name', 'robots', 'noindex'),
    ...(indexed ? languageAlternates(meta.path) : []).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
    ),
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', company.name),
    metaTag('property', 'og:locale', localeInfo.ogLocale),
    metaTag('property', 'og:title', title),
    metaTag('property', 'og:description', meta.description),
    ...(indexed ? [metaTag('property', 'og:url', canonicalUrl(meta.path))] : []),
    metaTag('property', 'og:image', image),
    metaTag('property', 'og:image:width', SHARE_IMAGE.width),
    metaTag('property', 'og:image:height', SHARE_IMAGE.height),
    metaTag('property', 'og:image:alt', SHARE_IMAGE.alt),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:title', title),
    metaTag('name', 'twitter:description', meta.description),
    metaTag('name', 'twitter:image', image),
    metaTag('name', 'twitter:image:alt', SHARE_IMAGE.alt),
  ];
  if (meta === pageMeta.home) {
    tags.push(
      `<script type="application/ld+json">${jsonForScript(businessStructuredData())}</script>`,
    );
  }
  return tags.join('\n    ');
}

/** Every page search engines may index: never the not-found page or a page only a mail links to. */
const publicPaths = () =>
  Object.values(pageMeta).flatMap((meta: PageMeta) => (isIndexed(meta) ? [meta.path] : []));

/**
 * sitemap.xml: the address of every public page in every language it exists in, each with its
 * language alternates (the same links as the pages' `hreflang` tags).
 */
export function renderSitemap(): string {
  const urls = publicPaths()
    .flatMap((path) =>
      LANGUAGES.filter((language) => isPageIn(path, language)).map((language) => {
        const alternates = languageAlternates(path).map(
          ({ hreflang, href }) =>
            `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
        );
        return `  <url>\n    <loc>${escapeHtml(canonicalUrl(path, language))}</loc>${alternates.join('')}\n  </url>`;
      }),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export function renderRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteAddress('/sitemap.xml')}\n`;
}
