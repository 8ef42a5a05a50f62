// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { servicesPageServices } from '../../src/content/service-list';
import { services } from '../../src/content/services';
import { renderApp } from './render-app';

/** The titles of the services page's choices, from the one list of services. */
const SERVICES = servicesPageServices.map((service) => service.title);

async function renderServicesPage() {
  const app = await renderApp('/services');
  await screen.findByRole('heading', { level: 1, name: 'Services' });
  return app;
}

/**
 * The choices are one group of native radio buttons, so a tap works before (and without) the page's
 * code; CSS shows the chosen service's card and image (checked in the browser tests, where CSS runs).
 */
const choices = () => screen.getByRole('group', { name: 'Choose a service' });
const choice = (service: string) => within(choices()).getByRole('radio', { name: service });
const checked = () =>
  within(choices())
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.getAttribute('value'));
const idOf = (title: string) => services.find((service) => service.title === title)!.id;

describe('the services page', () => {
  it("is headed 'Services'", async () => {
    await renderServicesPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Services');
  });

  it('tells visitors to text for a technician, or call if they are not using insurance', async () => {
    await renderServicesPage();

    const intro = screen.getByText(/need a technician/i);
    const number = company.heroPhone.display.replace(/[()]/g, '\\$&');
    expect(intro).toHaveTextContent(new RegExp(`text us at ${number}`, 'i'));
    expect(intro).toHaveTextContent(new RegExp(`not using insurance\\? call ${number}`, 'i'));
    expect(within(intro).getByRole('link', { name: /text us/i })).toHaveAttribute(
      'href',
      `sms:${company.heroPhone.e164}`,
    );
    expect(within(intro).getByRole('link', { name: /call/i })).toHaveAttribute(
      'href',
      `tel:${company.heroPhone.e164}`,
    );
  });

  it('offers the services of the list (Lockouts, Tire Changes, …) in order, each with its description', async () => {
    await renderServicesPage();

    const radios = within(choices()).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(SERVICES.map(idOf));
    for (const [index, title] of SERVICES.entries()) {
      expect(radios[index]).toHaveAccessibleName(title);
      expect(radios[index]).toHaveAccessibleDescription(services[index]!.description);
    }
  });

  it('says the jump box can start a 7.3L diesel truck', async () => {
    await renderServicesPage();

    expect(choice('Dead Battery')).toHaveAccessibleDescription(/7\.3L diesel truck/);
  });

  it('selects the first service by default, and has a card and an image for each', async () => {
    await renderServicesPage();

    expect(checked()).toEqual([idOf('Lockouts')]);
    for (const title of SERVICES) {
      // All are in the page; CSS shows the chosen one's (the browser tests check which).
      expect(
        screen.getByRole('heading', { level: 2, name: title, hidden: true }),
      ).toBeInTheDocument();
    }
  });

  it('selects the service the visitor taps, and only that one', async () => {
    const { user } = await renderServicesPage();

    await user.click(choice('Tire Changes'));

    expect(checked()).toEqual([idOf('Tire Changes')]);
  });

  it('selects with the keyboard: Tab to the chosen service, then the arrow keys', async () => {
    const { user } = await renderServicesPage();
    await user.click(choice('Lockouts'));

    await user.keyboard('{ArrowDown}');
    expect(choice('Tire Changes')).toHaveFocus();
    expect(checked()).toEqual([idOf('Tire Changes')]);
    await user.keyboard('{ArrowDown}');
    expect(checked()).toEqual([idOf('Dead Battery')]);
  });

  it('sets the page title and description', async () => {
    await renderServicesPage();

    expect(document.title).toMatch(/^Services \|/);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringMatching(/lockouts/i),
    );
  });
});
