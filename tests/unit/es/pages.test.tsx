// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { PageLoading } from '../../../src/components/ui/page-loading';
import { company } from '../../../src/content/company';
import { RouteErrorPage } from '../../../src/pages/route-error-page';
import { PAGE_MODULES } from '../../../src/app/page-modules';
import { paths, ROUTES, ROUTE_KEYS } from '../../../src/content/paths';
import { SPANISH_PAGES } from '../../site-pages';
import { renderApp } from '../render-app';
import { englishWordsIn } from './english-words';

/**
 * The Spanish site's marketing pages (every Spanish page of tests/site-pages.ts but the wizard's), as
 * its build resolves them (the `es` project): each has its
 * Spanish h1, and nothing a visitor sees or hears on it is left in English: text, accessible names,
 * alt texts, titles, placeholders, the prefilled text message, the document title and description.
 */
const PAGES = SPANISH_PAGES.map(({ path, heading }) => ({
  path: path.replace(/^\/es/, '') || '/',
  heading,
})).filter(({ path }) => path !== paths.jobs);

/**
 * The jobs page's title and description (listed on the not-found page) are the jobs page's copy, which
 * is translated with the application (src/content/jobs.ts); until its Spanish sibling exists, that
 * one entry is not checked here.
 */
const jobsCopyIsSpanish = Object.keys(import.meta.glob('/src/content/jobs.es.ts')).length > 0;

const ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder', 'aria-roledescription'];

/** Everything the page says: its text, its attributes read aloud or shown, its head. */
function whatThePageSays(skipped: readonly Element[]): { where: string; text: string }[] {
  const said: { where: string; text: string }[] = [];
  const isSkipped = (node: Node) => skipped.some((element) => element.contains(node));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || isSkipped(node) || ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
    said.push({ where: `text in <${parent.tagName.toLowerCase()}>`, text: node.textContent ?? '' });
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (isSkipped(element)) continue;
    for (const attribute of ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value)
        said.push({ where: `${attribute} of <${element.tagName.toLowerCase()}>`, text: value });
    }
    const href = element.getAttribute('href');
    const body = href?.startsWith('sms:') ? /[?&]body=(.*)$/.exec(href)?.[1] : undefined;
    if (body) said.push({ where: 'prefilled text message', text: decodeURIComponent(body) });
  }
  said.push({ where: 'document title', text: document.title });
  const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  said.push({ where: 'meta description', text: description?.content ?? '' });
  return said;
}

beforeEach(() => {
  document.title = '';
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe.each(PAGES)('the Spanish page at $path', ({ path, heading }) => {
  it(`has its one h1 in Spanish: '${heading}'`, async () => {
    await renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says nothing in English: text, names, alt texts, titles, text message, head', async () => {
    await renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });

    const skipped =
      path === '/no-such-page' && !jobsCopyIsSpanish
        ? [document.querySelector('main a[href="/jobs"]')!.closest('li')!]
        : [];
    const english = whatThePageSays(skipped).flatMap(({ where, text }) =>
      englishWordsIn(text).map((word) => `${word} (${where}: "${text.trim()}")`),
    );
    expect(english).toEqual([]);
    expect(document.title).not.toBe('');
  });
});

describe('the Spanish footer', () => {
  it('links to the English legal documents, in Spanish words, and says English governs', async () => {
    await renderApp('/');
    const footer = screen.getByRole('contentinfo');

    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    const privacy = within(legal).getByRole('link', { name: 'Política de privacidad (en inglés)' });
    const terms = within(legal).getByRole('link', { name: 'Términos del servicio (en inglés)' });
    for (const link of [privacy, terms]) expect(link).toHaveAttribute('hreflang', 'en');
    expect(privacy).toHaveAttribute('href', '/privacy-policy');
    expect(terms).toHaveAttribute('href', '/terms-of-service');
    expect(footer).toHaveTextContent(
      'Nuestros documentos legales están en inglés; la versión en inglés es la que rige.',
    );
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} RoadReady Roadside Assistance. Todos los derechos reservados.`,
    );
  });
});

describe('the Spanish pages seen between or instead of pages', () => {
  it('the error page, shown when a page fails, offers to reload or call, in Spanish', () => {
    render(
      <AppProviders>
        <RouteErrorPage />
      </AppProviders>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a cargar la página' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: `Llame al ${company.heroPhone.display}` }),
    ).toHaveAttribute('href', `tel:${company.heroPhone.e164}`);
    const english = whatThePageSays([]).flatMap(({ text }) => englishWordsIn(text));
    expect(english).toEqual([]);
  });

  it('the loading line, shown while a page arrives, is in Spanish', () => {
    render(
      <AppProviders>
        <PageLoading />
      </AppProviders>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Cargando la página…');
  });
});

describe('the Spanish build’s pages', () => {
  it('are a chunk for each route of the table but the home page and the English-only pages', () => {
    const fileOf = (key: string) =>
      `../pages/${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-page.tsx`;
    const spanishRoutes = ROUTE_KEYS.filter(
      (key) => key !== 'home' && !('englishOnly' in ROUTES[key]),
    );
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(spanishRoutes.map(fileOf).sort());
  });
});
