// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { company } from '../../../src/content/company';
import { NewsletterLinkPage } from '../../../src/features/newsletter/newsletter-link-page';
import type { NewsletterAction } from '../../../src/features/newsletter/newsletter-records';
import { InvalidNewsletterLinkError } from '../../../src/features/newsletter/newsletter-request';
import { subscribeToNewsletter } from '../../../src/features/newsletter/subscribe';
import { BackendError } from '../../../src/lib/backend-error';
import { pageLinkStandIn } from '../page-link-stand-in';
import { stubBrowser } from '../render-app';
import { englishWordsIn } from './english-words';

/**
 * The newsletter's confirm and unsubscribe pages on the Spanish site (the `es` project resolves the
 * Spanish modules), in every state, and the sign-up the Spanish site writes: it records Spanish, in
 * which the confirmation mail and these pages then speak.
 */
const createDocuments = vi.hoisted(() => vi.fn());
const callFunction = vi.hoisted(() => vi.fn());
vi.mock('../../../src/lib/firebase', () => ({ createDocuments, callFunction }));

const TOKEN = 'cd'.repeat(32);
type Send = (action: NewsletterAction, token: string) => Promise<void>;

beforeEach(() => {
  createDocuments.mockReset();
  callFunction.mockReset();
  Element.prototype.scrollIntoView = vi.fn();
});

function renderPage(action: NewsletterAction, send: Send) {
  stubBrowser();
  const user = userEvent.setup();
  render(
    <AppProviders>
      <MemoryRouter>
        <NewsletterLinkPage action={action} send={send} link={pageLinkStandIn(TOKEN)} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user };
}

/** Every English word the page shows (the support address is an address, not words). */
const englishOnThePage = () =>
  englishWordsIn(document.body.textContent!.replaceAll(company.supportEmail, ' '));

describe('the Spanish confirm page', () => {
  it('asks in Spanish, and confirms with one press', async () => {
    const send = vi.fn<Send>().mockResolvedValue(undefined);
    const { user } = renderPage('confirm', send);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirme su suscripción' }),
    ).toBeInTheDocument();
    expect(englishOnThePage()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Confirmar mi suscripción' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Ya está suscrito');
    expect(screen.getByRole('heading', { level: 2, name: 'Ya está suscrito' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Cancelar la suscripción' })).toHaveAttribute(
      'href',
      `/newsletter/unsubscribe#${TOKEN}`,
    );
    expect(send).toHaveBeenCalledWith('confirm', TOKEN);
    expect(englishOnThePage()).toEqual([]);
  });

  it('says in Spanish that a refused link is invalid or expired, and what to do', async () => {
    const { user } = renderPage(
      'confirm',
      vi.fn<Send>().mockRejectedValue(new InvalidNewsletterLinkError()),
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar mi suscripción' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Este enlace no es válido o ya venció.');
    expect(alert).toHaveTextContent('Los enlaces de confirmación funcionan durante 7 días');
    expect(englishOnThePage()).toEqual([]);
  });

  it('explains a network failure in Spanish and keeps the button for another try', async () => {
    const { user } = renderPage(
      'confirm',
      vi.fn<Send>().mockRejectedValue(new BackendError('offline', 'x')),
    );
    await user.click(screen.getByRole('button', { name: 'Confirmar mi suscripción' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Parece que no tiene conexión a internet, así que no pudimos confirmar su suscripción.',
    );
    expect(screen.getByRole('button', { name: 'Confirmar mi suscripción' })).toHaveFocus();
    expect(englishOnThePage()).toEqual([]);
  });
});

describe('the Spanish unsubscribe page', () => {
  it('unsubscribes with one press, in Spanish', async () => {
    const send = vi.fn<Send>().mockResolvedValue(undefined);
    const { user } = renderPage('unsubscribe', send);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cancelar la suscripción a nuestro boletín' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar mi suscripción' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Su suscripción está cancelada');
    expect(send).toHaveBeenCalledWith('unsubscribe', TOKEN);
    expect(englishOnThePage()).toEqual([]);
  });

  it('says in Spanish that a refused link is no longer valid, and how else to be removed', async () => {
    const { user } = renderPage(
      'unsubscribe',
      vi.fn<Send>().mockRejectedValue(new InvalidNewsletterLinkError()),
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar mi suscripción' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Este enlace para cancelar la suscripción ya no es válido.');
    expect(alert).toHaveTextContent(company.supportPhone.display);
    expect(englishOnThePage()).toEqual([]);
  });
});

describe('a sign-up on the Spanish site', () => {
  it('records Spanish, the language of its confirmation mail and pages', async () => {
    callFunction.mockResolvedValue({ received: true });
    await subscribeToNewsletter({ email: 'Conductor@Example.com' });
    expect(callFunction).toHaveBeenCalledWith('subscribeNewsletter', {
      email: 'conductor@example.com',
      language: 'es',
    });
  });
});
