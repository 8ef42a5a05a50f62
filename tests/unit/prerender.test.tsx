// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, prerenderPages, renderPage } from '../../src/entry-server';
import { renderHead } from '../../src/app/head';
import { SITE_PAGES } from '../site-pages';
import { company } from '../../src/content/company';

/**
 * The build-time renderer (src/entry-server.tsx, used by scripts/build.ts) renders every route without
 * a DOM, completely (no loading states), with the CSS it uses and its own head.
 */

/** The one h1's text, read from the HTML (attributes such as emotion's class names vary). */
const h1Texts = (html: string) =>
  [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]);

const pathOf = (path: string) => (path === '/no-such-page' ? NOT_FOUND_PATH : path);

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('prerenders every page of the site, and the not-found page last', () => {
    expect(prerenderPages.map((meta) => meta.path)).toEqual([
      ...SITE_PAGES.filter(({ path }) => path !== '/no-such-page').map(({ path }) => path),
      null,
    ]);
  });

  it.each(SITE_PAGES)(
    'renders $path completely, with its h1, header, footer and CSS',
    async ({ path, heading }) => {
      const page = await renderPage(pathOf(path));

      expect(h1Texts(page.html)).toEqual([heading]);
      expect(page.html).toContain('<header');
      expect(page.html).toContain('<footer');
      expect(page.html).toContain('Subscribe for weekly updates. No spams ever!');
      expect(page.html).not.toMatch(/Loading the (page|application form)/);
      // Every class in the markup has its rules in the extracted styles.
      const classes = new Set([...page.html.matchAll(/\bcss-[a-z0-9]+/g)].map((m) => m[0]));
      classes.delete('css-0'); // Emotion's name for "no styles"
      for (const name of classes) expect(page.styles).toContain(`.${name}`);
    },
  );

  it('renders the home page’s images with their bundled addresses', async () => {
    const { html } = await renderPage('/');

    for (const n of [1, 2, 3, 4]) {
      expect(html).toMatch(
        new RegExp(
          `<img[^>]*src="[^"]*fake-company-${n}\\.svg"[^>]*alt="Fake company number ${n}"`,
        ),
      );
    }
  });

  it('renders the jobs page with the wizard’s contact step, and says how to apply without JavaScript', async () => {
    const html = (await renderPage('/jobs')).html.replaceAll('<!-- -->', '');

    expect(html).toContain('Step 1 of 4');
    expect(html).toMatch(/<label[^>]*>Full name/);
    const noscript = /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1];
    expect(noscript).toContain('To apply by phone, call us at');
    expect(noscript).toContain(`tel:${company.supportPhone.e164}`);
  });

  it('gives each page its own title, description and canonical link, and the missing page noindex', async () => {
    const services = await renderPage('/services');
    expect(services.head).toContain('<title>Services | RoadReady</title>');
    expect(services.head).toMatch(/<meta name="description" content="Lockouts, tire changes/);
    expect(services.head).toContain(
      '<link rel="canonical" href="https://roadready.example.com/services">',
    );

    const missing = await renderPage(NOT_FOUND_PATH);
    expect(missing.head).toContain('<title>Page not found | RoadReady</title>');
    expect(missing.head).toContain('<meta name="robots" content="noindex">');
    expect(missing.head).not.toContain('canonical');
  });

  it('names the styles no element uses in an empty tag, so the browser does not make them again', async () => {
    const { html, styles } = await renderPage('/services');
    const tags = [
      ...styles.matchAll(/<style data-emotion-classes="css ([^"]+)">([^<]*)<\/style>/g),
    ];
    const unused = tags.filter(([, , css]) => css === '');
    expect(unused).toHaveLength(1);
    // MUI's components styled on top of other styled components (the services' card on MUI's
    // paper) leave the intermediate styles unused.
    const names = unused[0]![1]!.split(' ');
    for (const name of names) {
      expect(html).not.toContain(`css-${name}`);
      expect(styles).not.toContain(`.css-${name}{`);
    }
  });

  it('escapes what it puts in the head', () => {
    const head = renderHead({ path: '/about', title: 'A <b> & "c"', description: `It's <i>` });

    expect(head).toContain('<title>A &lt;b&gt; &amp; &quot;c&quot; | RoadReady</title>');
    expect(head).toContain('content="It&#39;s &lt;i&gt;"');
  });
});
