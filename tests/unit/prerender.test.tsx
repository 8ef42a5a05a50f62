// @vitest-environment node
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { routes } from '../../src/app/router';
import { SITE_PAGES } from '../site-pages';

/**
 * Every page renders on the server with react-dom/server, as a later issue will prerender them: no
 * `window`, no `document`, lazy routes resolved by the static handler before rendering.
 */

async function renderOnTheServer(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context as StaticHandlerContext} />
    </AppProviders>,
  );
}

/** The one h1's text, read from the HTML (attributes such as emotion's class names vary). */
const h1Texts = (html: string) =>
  [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]);

describe('server rendering', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(SITE_PAGES)('renders $path with its h1, header and footer', async ({ path, heading }) => {
    const html = await renderOnTheServer(path);

    expect(h1Texts(html)).toEqual([heading]);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toContain('Subscribe for weekly updates. No spams ever!');
  });

  it('renders the home page’s images with their bundled addresses', async () => {
    const html = await renderOnTheServer('/');

    for (const n of [1, 2, 3, 4]) {
      expect(html).toMatch(
        new RegExp(
          `<img[^>]*src="[^"]*fake-company-${n}\\.svg"[^>]*alt="Fake company number ${n}"`,
        ),
      );
    }
  });

  it('renders the jobs page with the application form still loading', async () => {
    const html = await renderOnTheServer('/jobs');

    expect(html).toContain('Loading the application form…');
  });
});
