// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { HEADER_LINKS, MENU_LINKS } from '../site-pages';
import { renderApp, waitForTheApplicationForm } from './render-app';

const SMOOTHLY_TO_THE_TOP = { top: 0, left: 0, behavior: 'smooth' };
const AT_ONCE_TO_THE_TOP = { top: 0, left: 0, behavior: 'auto' };

const desktopNav = () => screen.getByRole('navigation', { name: 'Main' });
const brandLink = () => screen.getByRole('link', { name: `${company.shortName} home` });
const openMenuButton = () => screen.getByRole('button', { name: 'Open menu' });

async function openTheMenu(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(openMenuButton());
  return screen.findByRole('dialog', { name: 'Menu' });
}

async function menuIsClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('the site header', () => {
  describe('on wide screens', () => {
    it(`links to ${HEADER_LINKS.map(({ name }) => name).join(', ')}, in that order`, async () => {
      await renderApp('/');
      await screen.findByRole('heading', { level: 1 });

      const links = within(desktopNav()).getAllByRole('link');

      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
        HEADER_LINKS.map(({ name, path }) => [name, path]),
      );
    });

    it("marks the current page's link with aria-current and no other", async () => {
      await renderApp('/about');
      await screen.findByRole('heading', { level: 1, name: 'About Us' });

      expect(within(desktopNav()).getByRole('link', { name: 'About' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      for (const { name } of HEADER_LINKS.filter(({ path }) => path !== '/about')) {
        expect(within(desktopNav()).getByRole('link', { name })).not.toHaveAttribute(
          'aria-current',
        );
      }
    });

    it('takes the visitor to the page and scrolls smoothly to the top', async () => {
      const { user, scrollTo } = await renderApp('/');
      await screen.findByRole('heading', { level: 1 });
      scrollTo.mockClear();

      await user.click(within(desktopNav()).getByRole('link', { name: 'EV Charging' }));

      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Fast, Reliable EV Charging When You Need It',
        }),
      ).toBeInTheDocument();
      expect(scrollTo).toHaveBeenCalledWith(SMOOTHLY_TO_THE_TOP);
    });

    it("moves focus to the new page's heading after a navigation", async () => {
      const { user } = await renderApp('/');
      await screen.findByRole('heading', { level: 1 });

      await user.click(within(desktopNav()).getByRole('link', { name: 'Services' }));

      const heading = await screen.findByRole('heading', { level: 1, name: 'Services' });
      await waitFor(() => expect(heading).toHaveFocus());
    });
  });

  describe('the brand link', () => {
    it('goes to the home page', async () => {
      const { user } = await renderApp('/services');
      await screen.findByRole('heading', { level: 1, name: 'Services' });

      expect(brandLink()).toHaveAttribute('href', '/');
      await user.click(brandLink());

      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: 'Road Side Assistance at a fraction of the cost',
        }),
      ).toBeInTheDocument();
    });

    it('scrolls smoothly to the top', async () => {
      const { user, scrollTo } = await renderApp('/services');
      await screen.findByRole('heading', { level: 1 });
      scrollTo.mockClear();

      await user.click(brandLink());

      expect(scrollTo).toHaveBeenCalledWith(SMOOTHLY_TO_THE_TOP);
    });

    it('scrolls to the top at once for a visitor who prefers reduced motion', async () => {
      const { user, scrollTo } = await renderApp('/services', { reducedMotion: true });
      await screen.findByRole('heading', { level: 1 });
      scrollTo.mockClear();

      await user.click(brandLink());

      expect(scrollTo).toHaveBeenCalledWith(AT_ONCE_TO_THE_TOP);
      expect(scrollTo).not.toHaveBeenCalledWith(SMOOTHLY_TO_THE_TOP);
    });

    it('scrolls to the top even when the visitor is already on the home page', async () => {
      const { user, scrollTo } = await renderApp('/');
      await screen.findByRole('heading', { level: 1 });
      scrollTo.mockClear();

      await user.click(brandLink());

      expect(scrollTo).toHaveBeenCalledWith(SMOOTHLY_TO_THE_TOP);
    });
  });

  describe('the mobile menu', () => {
    it('is closed until the menu button is pressed', async () => {
      await renderApp('/');
      await screen.findByRole('heading', { level: 1 });

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // A native popover: the button opens it without any script.
      const target = openMenuButton().getAttribute('popovertarget') ?? '';
      expect(document.getElementById(target)).toHaveAttribute('popover', 'auto');
      expect(document.getElementById(target)).toHaveAttribute('aria-label', 'Menu');
    });

    it(`opens a drawer whose first actions are Call and Text, then ${MENU_LINKS.map(({ name }) => name).join(', ')}`, async () => {
      const { user } = await renderApp('/');
      await screen.findByRole('heading', { level: 1 });

      const menu = await openTheMenu(user);

      const links = within(menu).getAllByRole('link');
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        [`Call ${company.heroPhone.display}`, `tel:${company.heroPhone.e164}`],
        [`Text ${company.heroPhone.display}`, `sms:${company.heroPhone.e164}`],
        ...MENU_LINKS.map(({ name, path }) => [name, path]),
      ]);
      expect(within(menu).getByRole('navigation', { name: 'Main' })).toContainElement(links[2]!);
    });

    it('closes on its Close menu button', async () => {
      const { user } = await renderApp('/');
      await screen.findByRole('heading', { level: 1 });
      const menu = await openTheMenu(user);

      await user.click(within(menu).getByRole('button', { name: 'Close menu' }));

      await menuIsClosed();
    });

    it('closes on Escape', async () => {
      const { user } = await renderApp('/');
      await screen.findByRole('heading', { level: 1 });
      await openTheMenu(user);

      await user.keyboard('{Escape}');

      await menuIsClosed();
    });

    it('closes when the visitor navigates: Apply opens the jobs page', async () => {
      const { user, scrollTo } = await renderApp('/');
      await screen.findByRole('heading', { level: 1 });
      const menu = await openTheMenu(user);
      scrollTo.mockClear();

      await user.click(within(menu).getByRole('link', { name: 'Apply' }));

      expect(
        await screen.findByRole('heading', { level: 1, name: 'Drive With Us' }),
      ).toBeInTheDocument();
      await menuIsClosed();
      expect(scrollTo).toHaveBeenCalledWith(SMOOTHLY_TO_THE_TOP);
      await waitForTheApplicationForm();
    });

    it("leaves focus on the new page's heading once the menu has closed", async () => {
      const { user } = await renderApp('/');
      await screen.findByRole('heading', { level: 1 });
      const menu = await openTheMenu(user);

      await user.click(within(menu).getByRole('link', { name: 'About' }));

      const heading = await screen.findByRole('heading', { level: 1, name: 'About Us' });
      await menuIsClosed();
      expect(document.activeElement).toBe(heading);
    });
  });
});
