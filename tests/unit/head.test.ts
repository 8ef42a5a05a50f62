import { describe, expect, it } from 'vitest';
import type { businessStructuredData } from '../../src/app/head';
import {
  jsonForScript,
  renderHead,
  renderRobots,
  renderSitemap,
  SHARE_IMAGE,
} from '../../src/app/head';
import { company } from '../../src/content/company';
import { pageMeta } from '../../src/content/page-meta';
import { offeredServices } from '../../src/content/service-list';
import { services } from '../../src/content/services';
import { SITE_PAGES } from '../site-pages';

const SITE = 'https://roadready.example.com';

/** The content of `<meta {attribute}="{key}" content="…">` in the head, unescaped. */
function metaContent(head: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(head);
  return match?.[1]
    ?.replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

const LEGAL = ['/privacy-policy', '/terms-of-service'];

describe('a page’s head', () => {
  it('links the page in English, in Spanish, and English as the default for other languages', () => {
    const alternates = (head: string) =>
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
        ([, lang, href]) => `${lang} ${href}`,
      );

    expect(alternates(renderHead(pageMeta.home))).toEqual([
      `en ${SITE}/`,
      `es ${SITE}/es`,
      `x-default ${SITE}/`,
    ]);
    expect(alternates(renderHead(pageMeta.services))).toEqual([
      `en ${SITE}/services`,
      `es ${SITE}/es/services`,
      `x-default ${SITE}/services`,
    ]);
    // The legal pages are English only; the not-found page has no address at all.
    expect(alternates(renderHead(pageMeta.privacyPolicy))).toEqual([]);
    expect(alternates(renderHead(pageMeta.notFound))).toEqual([]);
    expect(metaContent(renderHead(pageMeta.home), 'og:locale')).toBe('en_US');
  });

  it('has its own title, description, canonical link and share tags', () => {
    const head = renderHead(pageMeta.services);

    expect(head).toContain('<title>Services | RoadReady</title>');
    expect(head).toContain(`<link rel="canonical" href="${SITE}/services">`);
    expect(metaContent(head, 'og:title')).toBe('Services | RoadReady');
    expect(metaContent(head, 'og:description')).toBe(pageMeta.services.description);
    expect(metaContent(head, 'og:url')).toBe(`${SITE}/services`);
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(metaContent(head, 'og:image')).toBe(`${SITE}${SHARE_IMAGE.path}`);
    expect(metaContent(head, 'og:image:width')).toBe('1200');
    expect(metaContent(head, 'og:image:height')).toBe('630');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:title')).toBe('Services | RoadReady');
    expect(metaContent(head, 'twitter:image')).toBe(`${SITE}${SHARE_IMAGE.path}`);
    expect(head).not.toContain('application/ld+json');
  });

  it('keeps the not-found page out of search and gives it no address of its own', () => {
    const head = renderHead(pageMeta.notFound);

    expect(metaContent(head, 'robots')).toBe('noindex');
    expect(head).not.toContain('canonical');
    expect(metaContent(head, 'og:url')).toBeUndefined();
  });

  it.each([pageMeta.newsletterConfirm, pageMeta.newsletterUnsubscribe])(
    'keeps $path, which only a mail links to, out of search: noindex, no canonical link, no alternates',
    (meta) => {
      const head = renderHead(meta);

      expect(metaContent(head, 'robots')).toBe('noindex');
      expect(head).not.toContain('canonical');
      expect(head).not.toContain('hreflang');
      expect(metaContent(head, 'og:url')).toBeUndefined();
    },
  );

  it('escapes every value it writes', () => {
    const head = renderHead({ path: '/about', title: 'A <b> & "c"', description: `It's <i>` });

    expect(head).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot; | RoadReady</title>');
    expect(head).toContain('content="It&#39;s &lt;i&gt;"');
    expect(head).not.toMatch(/<b>|<i>/);
  });
});

describe('the business’s structured data on the home page', () => {
  const jsonLd = () => {
    const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(
      renderHead(pageMeta.home),
    );
    expect(match).not.toBeNull();
    return JSON.parse(match![1]!) as ReturnType<typeof businessStructuredData>;
  };

  it('parses as JSON-LD of a roadside business that is an emergency service', () => {
    const data = jsonLd();

    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toEqual(['AutomotiveBusiness', 'EmergencyService']);
    expect(data.name).toBe(company.name);
    expect(data.url).toBe(`${SITE}/`);
  });

  it('names the company’s phone number and the area it serves', () => {
    const data = jsonLd();

    expect(data.telephone).toBe(company.heroPhone.e164);
    expect(data.areaServed).toBe(company.areaServed);
  });

  it('lists the services offered, EV charging included, each with its description', () => {
    const offered = jsonLd().hasOfferCatalog.itemListElement.map((offer) => offer.itemOffered);

    expect(offered.map((service) => service.name)).toEqual(
      offeredServices.map((service) => service.title),
    );
    expect(offered.map((service) => service.name)).toContain('EV Charging');
    for (const [index, service] of services.entries()) {
      expect(offered[index]?.description).toBe(service.description);
    }
    expect(offered.at(-1)?.description).toBe(pageMeta.evCharging.description);
  });

  it('cannot be closed early by a value containing </script>', () => {
    const json = jsonForScript({ name: 'A </script><script>alert(1)</script>' });

    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: 'A </script><script>alert(1)</script>' });
  });
});

describe('the sitemap and robots.txt', () => {
  it('the sitemap lists exactly the site’s pages, each in English and Spanish but the legal pages, never the not-found page or the newsletter’s', () => {
    const locations = [...renderSitemap().matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);

    expect(locations).toEqual(
      SITE_PAGES.filter(({ path, noindex }) => path !== '/no-such-page' && !noindex).flatMap(
        ({ path }) => [
          `${SITE}${path}`,
          ...(LEGAL.includes(path) ? [] : [`${SITE}/es${path === '/' ? '' : path}`]),
        ],
      ),
    );
  });

  it('the sitemap names each page’s other language, as its head does', () => {
    const entry = /<url>\s*<loc>https:\/\/[^<]*\/es\/about<\/loc>([\s\S]*?)<\/url>/.exec(
      renderSitemap(),
    );

    expect((entry?.[1] ?? '').trim().split(/\s*\n\s*/)).toEqual([
      `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/about"/>`,
      `<xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/about"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/about"/>`,
    ]);
    expect(renderSitemap()).not.toMatch(/hreflang="es" href="[^"]*privacy/);
  });

  it('robots.txt allows everything and names the sitemap', () => {
    expect(renderRobots()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`);
  });
});
