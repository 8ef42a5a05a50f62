// @vitest-environment jsdom
import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { Container } from '../../src/components/ui/container';
import { MenuIcon } from '../../src/components/ui/icons';
import { Stack } from '../../src/components/ui/stack';
import { Link } from '../../src/components/ui/link';
import { Typography } from '../../src/components/ui/typography';

/**
 * The site's own text, text links, content column and icons (decision 0083; their looks:
 * own-parts-css.test.tsx): the element each renders, and where a link goes.
 */
describe('the text', () => {
  it('is the variant’s element unless told otherwise, and hands its ref on', () => {
    const ref = createRef<HTMLElement>();
    render(
      <AppProviders>
        <Typography variant="h1">Heading</Typography>
        <Typography variant="h3" component="h2" ref={ref}>
          Section
        </Typography>
        <ul>
          <Typography component="li">Item</Typography>
        </ul>
        <Typography>Paragraph</Typography>
        <Typography variant="caption">Note</Typography>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Heading' })).toBeInTheDocument();
    const section = screen.getByRole('heading', { level: 2, name: 'Section' });
    expect(ref.current).toBe(section);
    expect(section).not.toHaveAttribute('as');
    expect(screen.getByRole('listitem')).toHaveTextContent('Item');
    expect(screen.getByText('Paragraph').tagName).toBe('P');
    expect(screen.getByText('Note').tagName).toBe('SPAN');
  });
});

describe('the text link', () => {
  /** Whether a click on `link` is left to the browser (then stopped: jsdom cannot navigate). */
  function leftToBrowser(link: HTMLElement) {
    let prevented: boolean | undefined;
    const look = (event: Event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', look);
    fireEvent.click(link);
    window.removeEventListener('click', look);
    return prevented === false;
  }

  function Where() {
    return <p>at {useLocation().pathname}</p>;
  }

  it('opens a page of the site in the app, and leaves the rest to the browser', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/']}>
          <Link href="/about" ref={ref}>
            About
          </Link>
          <Link href="tel:+15125550147">Call</Link>
          <Link href="/es" component="a">
            Español
          </Link>
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    const about = screen.getByRole('link', { name: 'About' });
    expect(ref.current).toBe(about);
    expect(about).not.toHaveAttribute('as');
    // The router's link opens the page itself (a plain anchor would leave it to the browser).
    expect(fireEvent.click(about)).toBe(false);
    expect(screen.getByText('at /about')).toBeInTheDocument();
    const call = screen.getByRole('link', { name: 'Call' });
    expect(call).toHaveAttribute('href', 'tel:+15125550147');
    expect(leftToBrowser(call)).toBe(true);
    // `component="a"`: a plain anchor, even to a page of the site.
    expect(leftToBrowser(screen.getByRole('link', { name: 'Español' }))).toBe(true);
    expect(screen.getByText('at /about')).toBeInTheDocument();
  });
});

describe('the content column, the stack and the icon', () => {
  it('the stack is the element it is told to be, with what it is given', () => {
    render(
      <AppProviders>
        <Stack component="nav" aria-label="Legal" direction="row">
          <a href="/privacy-policy">Privacy Policy</a>
        </Stack>
        <Stack component="ul" spacing={2}>
          <li>One</li>
          <li>Two</li>
        </Stack>
        <Stack id="actions">Actions</Stack>
      </AppProviders>,
    );
    expect(screen.getByRole('navigation', { name: 'Legal' })).toContainElement(
      screen.getByRole('link', { name: 'Privacy Policy' }),
    );
    expect(screen.getByRole('list')).toContainElement(screen.getByText('Two'));
    const actions = screen.getByText('Actions');
    expect(actions.tagName).toBe('DIV');
    expect(actions).toHaveAttribute('id', 'actions');
    expect(actions).not.toHaveAttribute('direction');
    expect(actions).not.toHaveAttribute('as');
  });

  it('the column is a div unless told otherwise; an icon is a drawing hidden from assistive technology', () => {
    const { container } = render(
      <AppProviders>
        <Container component="main">
          <button type="button">
            <MenuIcon fontSize="small" /> Menu
          </button>
        </Container>
        <Container>Footer</Container>
      </AppProviders>,
    );
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByText('Footer').tagName).toBe('DIV');
    const icon = container.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('focusable', 'false');
    expect(icon).toHaveAttribute('viewBox', '0 0 24 24');
    expect(icon?.querySelector('path')?.getAttribute('d')).toBe(
      'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z',
    );
  });
});
