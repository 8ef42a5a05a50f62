// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NavLink, RouterLink } from '../../src/lib/router-link';

/** Where the app is, as the router says it. */
function Where() {
  const { pathname } = useLocation();
  return <output aria-label="where">{`${useNavigationType()} ${pathname}`}</output>;
}

function renderAt(path: string, links: React.ReactNode, basename?: string) {
  render(
    <MemoryRouter initialEntries={[path]} basename={basename}>
      {links}
      <Where />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), where: () => screen.getByLabelText('where').textContent };
}

describe("the site's router links", () => {
  it('navigates inside the app on a plain click, with the href of its page', async () => {
    const { user, where } = renderAt('/', <RouterLink to="/about">About</RouterLink>);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about');

    await user.click(link);

    expect(where()).toBe('PUSH /about');
  });

  it('replaces the entry when the link is to the page already open', async () => {
    const { user, where } = renderAt('/about', <RouterLink to="/about">About</RouterLink>);

    await user.click(screen.getByRole('link', { name: 'About' }));

    expect(where()).toBe('REPLACE /about');
  });

  it('leaves a modified click, another target and a click its handler prevented to the browser', () => {
    const { where } = renderAt(
      '/',
      <>
        <RouterLink to="/about">About</RouterLink>
        <RouterLink to="/jobs" target="_blank">
          Jobs
        </RouterLink>
        <RouterLink to="/services" onClick={(event) => event.preventDefault()}>
          Services
        </RouterLink>
      </>,
    );
    // Whether the app took each click (prevented the browser's), read after React's handlers; then
    // the click is stopped here, as jsdom cannot load another page.
    const leftToTheBrowser: boolean[] = [];
    const stop = (event: MouseEvent) => {
      leftToTheBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', stop);
    try {
      for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
        fireEvent.click(screen.getByRole('link', { name: 'About' }), { [modifier]: true });
      }
      fireEvent.click(screen.getByRole('link', { name: 'Jobs' }));
    } finally {
      document.removeEventListener('click', stop);
    }
    fireEvent.click(screen.getByRole('link', { name: 'Services' }));

    expect(leftToTheBrowser).toEqual([true, true, true, true, true]);
    expect(screen.getByRole('link', { name: 'Jobs' })).toHaveAttribute('target', '_blank');
    expect(where()).toBe('POP /');
  });

  it('marks a navigation link current on its page and, without `end`, on the pages under it', () => {
    renderAt(
      '/services/towing',
      <>
        <NavLink to="/services">Services</NavLink>
        <NavLink to="/services" end>
          Services only
        </NavLink>
        <NavLink to="/services/towing" end>
          Towing
        </NavLink>
        <NavLink to="/">Home</NavLink>
        <NavLink to="/serv">Prefix only</NavLink>
      </>,
    );
    const current = (name: string) =>
      screen.getByRole('link', { name }).getAttribute('aria-current');

    expect(current('Services')).toBe('page');
    expect(current('Towing')).toBe('page');
    expect(current('Services only')).toBeNull();
    expect(current('Home')).toBeNull();
    expect(current('Prefix only')).toBeNull();
  });

  it("compares paths in any case, and under the Spanish site's /es", () => {
    renderAt(
      '/es/SERVICES/towing',
      <>
        <NavLink to="/services">Servicios</NavLink>
        <NavLink to="/Services/Towing" end>
          Remolque
        </NavLink>
        <NavLink to="/about">Nosotros</NavLink>
      </>,
      '/es',
    );

    expect(screen.getByRole('link', { name: 'Servicios' })).toHaveAttribute('href', '/es/services');
    expect(screen.getByRole('link', { name: 'Servicios' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Remolque' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Nosotros' })).not.toHaveAttribute('aria-current');
  });

  it("gives a caller's aria-current only while the link is current", () => {
    renderAt(
      '/about',
      <>
        <NavLink to="/about" aria-current="location">
          About
        </NavLink>
        <NavLink to="/jobs" aria-current="location">
          Jobs
        </NavLink>
      </>,
    );

    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'location');
    expect(screen.getByRole('link', { name: 'Jobs' })).not.toHaveAttribute('aria-current');
  });
});
