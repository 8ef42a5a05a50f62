import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

const SERVICES = ['Lockouts', 'Tire Changes', 'Dead Battery', 'Fuel Delivery'] as const;
type ServiceName = (typeof SERVICES)[number];

const IMAGE_ALT: Record<ServiceName, string> = {
  Lockouts: 'A car door being opened with a lockout tool',
  'Tire Changes': 'A wheel being changed with a jack and lug wrench',
  'Dead Battery': 'A car battery connected to a jump box',
  'Fuel Delivery': 'A gas can delivering fuel',
};

async function renderServicesPage() {
  const app = await renderApp('/services');
  await screen.findByRole('heading', { level: 1, name: 'Services' });
  return app;
}

/**
 * Both layouts are in the page; CSS shows the chips on small screens and the cards on wide ones.
 * Each is a set of toggle buttons labelled 'Choose a service'.
 */
const chipChoices = () => screen.getByRole('group', { name: 'Choose a service' });
const cardChoices = () => screen.getByRole('list', { name: 'Choose a service' });
const layouts = () => [
  { name: 'chips', choices: chipChoices() },
  { name: 'cards', choices: cardChoices() },
];

/** A chip is named by its title; a card by its title followed by its description. */
const choice = (choices: HTMLElement, service: ServiceName) =>
  within(choices).getByRole('button', { name: new RegExp(`^${service}`) });

function expectSelected(service: ServiceName) {
  for (const { choices } of layouts()) {
    for (const other of SERVICES) {
      expect(choice(choices, other)).toHaveAttribute(
        'aria-pressed',
        other === service ? 'true' : 'false',
      );
    }
  }
}

const shownImages = () =>
  within(screen.getByRole('main'))
    .getAllByRole('img')
    .map((image) => image.getAttribute('alt'));

describe('the services page', () => {
  it("is headed 'Services'", async () => {
    await renderServicesPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Services');
  });

  it('tells visitors to text for a technician, or call if they are not using insurance', async () => {
    await renderServicesPage();

    const intro = screen.getByText(/need a technician/i);
    expect(intro).toHaveTextContent(/text us at \(888\) 868-4111/i);
    expect(intro).toHaveTextContent(/not using insurance\? call \(888\) 868-4111/i);
    expect(within(intro).getByRole('link', { name: /text us/i })).toHaveAttribute(
      'href',
      'sms:+18888684111',
    );
    expect(within(intro).getByRole('link', { name: /call/i })).toHaveAttribute(
      'href',
      'tel:+18888684111',
    );
  });

  it('offers Lockouts, Tire Changes, Dead Battery and Fuel Delivery in both layouts', async () => {
    await renderServicesPage();

    expect(
      within(chipChoices())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([...SERVICES]);
    const cards = within(cardChoices()).getAllByRole('button');
    expect(cards).toHaveLength(4);
    cards.forEach((card, index) =>
      expect(card).toHaveTextContent(new RegExp(`^${SERVICES[index]}`)),
    );
  });

  it('says the jump box can start a 7.3L diesel truck', async () => {
    await renderServicesPage();

    expect(choice(cardChoices(), 'Dead Battery')).toHaveTextContent(/7\.3L diesel truck/);
  });

  it('selects the first service by default', async () => {
    await renderServicesPage();

    expectSelected('Lockouts');
    expect(shownImages()).toEqual([IMAGE_ALT.Lockouts, IMAGE_ALT.Lockouts]);
    expect(screen.getByRole('heading', { level: 2, name: 'Lockouts' })).toBeInTheDocument();
  });

  it.each(['chips', 'cards'] as const)(
    'selects the service the visitor clicks (%s)',
    async (layout) => {
      const { user } = await renderServicesPage();
      const choices = layout === 'chips' ? chipChoices() : cardChoices();

      await user.click(choice(choices, 'Tire Changes'));

      expectSelected('Tire Changes');
      expect(shownImages()).toEqual([IMAGE_ALT['Tire Changes'], IMAGE_ALT['Tire Changes']]);
    },
  );

  it('shows the chosen service’s card under the chips, with its description', async () => {
    const { user } = await renderServicesPage();
    // Before: the description is only in the wide-screen card list.
    expect(screen.getAllByText(/7\.3L diesel truck/)).toHaveLength(1);

    await user.click(choice(chipChoices(), 'Dead Battery'));

    expect(screen.getByRole('heading', { level: 2, name: 'Dead Battery' })).toBeInTheDocument();
    expect(screen.getAllByText(/7\.3L diesel truck/)).toHaveLength(2);
    expect(screen.queryByRole('heading', { level: 2, name: 'Lockouts' })).not.toBeInTheDocument();
  });

  it.each(['chips', 'cards'] as const)(
    'selects with the keyboard: Tab to a choice, then Enter or Space (%s)',
    async (layout) => {
      const { user } = await renderServicesPage();
      const choices = layout === 'chips' ? chipChoices() : cardChoices();
      await user.click(choice(choices, 'Lockouts'));

      await user.tab();
      expect(choice(choices, 'Tire Changes')).toHaveFocus();
      await user.keyboard('{Enter}');
      expectSelected('Tire Changes');

      await user.tab();
      expect(choice(choices, 'Dead Battery')).toHaveFocus();
      await user.keyboard(' ');
      expectSelected('Dead Battery');
      expect(shownImages()).toEqual([IMAGE_ALT['Dead Battery'], IMAGE_ALT['Dead Battery']]);
    },
  );

  it('sets the page title and description', async () => {
    await renderServicesPage();

    expect(document.title).toMatch(/^Services \|/);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/lockouts/i),
    );
  });
});
