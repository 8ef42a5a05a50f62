// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { paths } from '../../src/content/paths';
import { SITE_PAGES } from '../site-pages';
import { renderApp, waitForTheApplicationForm } from './render-app';

const descriptionMeta = () =>
  document.head.querySelector<HTMLMetaElement>('meta[name="description"]');

/** Each test starts from a blank head, so the title and description it sees are its own page's. */
beforeEach(() => {
  document.title = '';
  descriptionMeta()?.remove();
});

const main = () => screen.getByRole('main');

async function renderPage(path: string, heading: string | RegExp) {
  const app = await renderApp(path);
  const h1 = await screen.findByRole('heading', { level: 1, name: heading });
  return { ...app, h1 };
}

describe.each(SITE_PAGES)('the page at $path', ({ path, heading, title, description }) => {
  const lazyWizard = path === paths.jobs;
  it(`has exactly one h1: '${heading}'`, async () => {
    await renderPage(path, heading);
    if (lazyWizard) await waitForTheApplicationForm();

    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(heading);
  });

  it('names itself in the document title and has a meta description', async () => {
    await renderPage(path, heading);
    if (lazyWizard) await waitForTheApplicationForm();

    await waitFor(() => expect(document.title).toMatch(title));
    expect(document.title).toContain(company.shortName);
    expect(descriptionMeta()?.content).toMatch(description);
  });
});

describe('the home page', () => {
  const HEADLINE = 'Road Side Assistance at a fraction of the cost';

  it('opens with the hero: the headline and a Call Now button', async () => {
    await renderPage('/', HEADLINE);

    const hero = screen.getByRole('region', { name: HEADLINE });
    expect(hero).toHaveAttribute('id', 'hero');
    expect(
      within(hero).getByRole('link', { name: `Call Now: ${company.heroPhone.display}` }),
    ).toHaveAttribute('href', `tel:${company.heroPhone.e164}`);
  });

  it('has an about section that puts customers first and invites a call or a text', async () => {
    await renderPage('/', HEADLINE);

    const about = screen.getByRole('region', { name: 'Superior Service, Personalized Attention' });
    expect(about).toHaveAttribute('id', 'about');
    expect(
      within(about).getByRole('heading', {
        level: 2,
        name: 'Superior Service, Personalized Attention',
      }),
    ).toBeInTheDocument();
    expect(about).toHaveTextContent(/customers come first/i);
    expect(about).toHaveTextContent(/over 15 years of experience in towing and roadside work/);
    expect(about).toHaveTextContent(/text or call/i);
    expect(about).toHaveTextContent(/insurance is not required/i);
    expect(
      within(about).getByRole('link', { name: `Call ${company.heroPhone.display}` }),
    ).toHaveAttribute('href', `tel:${company.heroPhone.e164}`);
    expect(
      within(about).getByRole('link', { name: `Text ${company.heroPhone.display}` }),
    ).toHaveAttribute('href', `sms:${company.heroPhone.e164}`);
  });

  it('shows four insurance-company logos under "Trusted by leading insurance companies"', async () => {
    await renderPage('/', HEADLINE);

    const logos = screen.getByRole('region', { name: 'Trusted by leading insurance companies' });
    expect(
      within(logos)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual([
      'Fake company number 1',
      'Fake company number 2',
      'Fake company number 3',
      'Fake company number 4',
    ]);
  });
});

describe('the about page', () => {
  it("tells the founder's story: over 15 years in towing and roadside work", async () => {
    await renderPage('/about', 'About Us');

    expect(main()).toHaveTextContent(/customers come first/i);
    expect(main()).toHaveTextContent(
      /founder has over 15 years of experience in towing and roadside work/i,
    );
  });

  it('says insurance is not required and offers to call or text', async () => {
    await renderPage('/about', 'About Us');

    expect(main()).toHaveTextContent(/insurance is not required/i);
    expect(
      within(main()).getByRole('link', { name: `Call ${company.heroPhone.display}` }),
    ).toHaveAttribute('href', `tel:${company.heroPhone.e164}`);
    expect(
      within(main()).getByRole('link', { name: `Text ${company.heroPhone.display}` }),
    ).toHaveAttribute('href', `sms:${company.heroPhone.e164}`);
  });
});

describe('the EV charging page', () => {
  it('follows its heading with three paragraphs about keeping drivers moving, nationwide', async () => {
    const { h1 } = await renderPage('/ev-charging', 'Fast, Reliable EV Charging When You Need It');

    const paragraphs = within(main()).getAllByRole('paragraph');
    expect(paragraphs).toHaveLength(3);
    for (const paragraph of paragraphs) {
      expect(h1.compareDocumentPosition(paragraph) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(paragraphs[1]).toHaveTextContent(/keep drivers moving/i);
    expect(paragraphs[2]).toHaveTextContent(/nationwide/i);
  });
});

/** The 1-based numbers and titles of a legal page's section headings, in page order. */
const numberedSections = () =>
  within(main())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');

describe('the privacy policy', () => {
  const TOPICS = [
    /applicant/i,
    /customer/i,
    /\buse\b/i,
    /shar/i,
    /contractor/i,
    /storage|security/i,
    /retention/i,
    /rights/i,
    /children/i,
    /update/i,
    /contact/i,
  ];

  it('is effective from August 25, 2025', async () => {
    await renderPage('/privacy-policy', 'Privacy Policy');

    expect(screen.getByText(/^effective date:/i)).toHaveTextContent(
      'Effective date: August 25, 2025',
    );
  });

  it('has 11 numbered sections, 1 to 11, on the topics of docs/product.md in order', async () => {
    await renderPage('/privacy-policy', 'Privacy Policy');

    const sections = numberedSections();
    expect(sections).toHaveLength(11);
    sections.forEach((heading, index) => {
      expect(heading).toMatch(new RegExp(`^${index + 1}\\. `));
      expect(heading).toMatch(TOPICS[index] as RegExp);
    });
  });

  it('says calls may be recorded', async () => {
    await renderPage('/privacy-policy', 'Privacy Policy');

    expect(main()).toHaveTextContent(/calls .* may be recorded/i);
  });
});

describe('the terms of service', () => {
  const TOPICS = [
    /services/i,
    /customer/i,
    /driver application/i,
    /contractor/i,
    /payment/i,
    /liability/i,
    /indemnif/i,
    /disclaimer/i,
    /termination/i,
    /changes/i,
    /governing law/i,
    /contact/i,
  ];

  it('is effective from August 18, 2025', async () => {
    await renderPage('/terms-of-service', 'Terms of Service');

    expect(screen.getByText(/^effective date:/i)).toHaveTextContent(
      'Effective date: August 18, 2025',
    );
  });

  it('has 12 numbered sections, 1 to 12, on the topics of docs/product.md in order', async () => {
    await renderPage('/terms-of-service', 'Terms of Service');

    const sections = numberedSections();
    expect(sections).toHaveLength(12);
    sections.forEach((heading, index) => {
      expect(heading).toMatch(new RegExp(`^${index + 1}\\. `));
      expect(heading).toMatch(TOPICS[index] as RegExp);
    });
  });
});

describe('a first visit straight to a page that loads on demand', () => {
  it.each([
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
  ])('shows %s itself at once, inside the layout, never a loading state', async (path, heading) => {
    await renderApp(path);

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(within(main()).queryByText('Loading the page…')).not.toBeInTheDocument();
  });
});

describe('the jobs page', () => {
  it('invites drivers to apply as 1099 independent contractors', async () => {
    await renderPage('/jobs', 'Drive With Us');

    expect(main()).toHaveTextContent(/1099 independent contractors/);
    await waitForTheApplicationForm();
  });
});

describe('an unknown address', () => {
  it('says the page was not found and links home and to the services', async () => {
    await renderPage('/no-such-page', 'Page not found');

    expect(within(main()).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(main()).getByRole('link', { name: 'See our services' })).toHaveAttribute(
      'href',
      '/services',
    );
  });

  it('lists the main pages, each with what it holds, so a broken link still leads somewhere', async () => {
    await renderPage('/no-such-page', 'Page not found');

    const list = within(main()).getByRole('navigation', { name: 'Where to next' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Services', '/services'],
      ['EV Charging', '/ev-charging'],
      ['Drive With Us: Apply Online', '/jobs'],
      ['About Us', '/about'],
    ]);
    expect(list).toHaveTextContent(/we come to you and get you to the next charger/);
  });

  it('still shows the header and footer around it', async () => {
    await renderPage('/no-such-page', 'Page not found');

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
