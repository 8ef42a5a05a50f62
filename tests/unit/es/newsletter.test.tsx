// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { company } from '../../../src/content/company';
import { AlreadySubscribedError } from '../../../src/features/newsletter/already-subscribed';
import { NewsletterForm } from '../../../src/features/newsletter/newsletter-form';
import type { SignUpAnswers } from '../../../src/features/newsletter/sign-up-form';

/** The footer's newsletter block on the Spanish site: its words, its errors, its outcomes. */
const THANKS =
  'Ya casi termina: le enviamos un correo electrónico. Presione el enlace que contiene para confirmar su suscripción.';
const INVALID = 'Dirección de correo electrónico no válida';

function renderNewsletter(subscribe: (answers: SignUpAnswers) => Promise<void>) {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <NewsletterForm subscribe={subscribe} />
    </AppProviders>,
  );
  return { user };
}

const emailBox = () => screen.getByRole('textbox', { name: 'Correo electrónico' });
const subscribeButton = () => screen.getByRole('button', { name: 'Suscribirse' });

async function subscribeWith(
  address: string,
  subscribe: (answers: SignUpAnswers) => Promise<void>,
) {
  const { user } = renderNewsletter(subscribe);
  await user.type(emailBox(), address);
  await user.click(subscribeButton());
}

describe('the Spanish newsletter block', () => {
  it('invites the visitor to subscribe, in Spanish', () => {
    renderNewsletter(vi.fn());

    expect(
      screen.getByText('Suscríbase a nuestro boletín semanal. ¡Nunca le enviaremos spam!'),
    ).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('placeholder', 'Su correo electrónico');
    expect(subscribeButton()).toBeEnabled();
  });

  it('refuses an invalid or empty address in Spanish, and sends nothing', async () => {
    const subscribe = vi
      .fn<(answers: SignUpAnswers) => Promise<void>>()
      .mockResolvedValue(undefined);
    const { user } = renderNewsletter(subscribe);

    await user.click(subscribeButton());
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);

    await user.type(emailBox(), 'no es un correo');
    await user.click(subscribeButton());
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(emailBox()).toBeInvalid();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('also says so when the field is left with an invalid address', async () => {
    const { user } = renderNewsletter(vi.fn());

    await user.type(emailBox(), 'conductor@');
    await user.tab();

    expect(screen.getByText(INVALID)).toBeInTheDocument();
  });

  it('asks the visitor, in Spanish, to confirm from the email', async () => {
    await subscribeWith('conductor@example.com', vi.fn().mockResolvedValue(undefined));

    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
  });

  it('says kindly, in Spanish, that the address has already signed up, and how to finish', async () => {
    await subscribeWith(
      'conductor@example.com',
      vi.fn().mockRejectedValue(new AlreadySubscribedError()),
    );

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Esta dirección ya se suscribió, así que no tiene que hacer nada más aquí.',
    );
    expect(status).toHaveTextContent('Una suscripción sin confirmar vence a los 7 días');
  });

  it('says in Spanish what went wrong when subscribing fails, with the number to call', async () => {
    await subscribeWith('conductor@example.com', vi.fn().mockRejectedValue(new Error('refused')));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Algo salió mal y no pudimos completar su suscripción. Inténtelo de nuevo. Si esto sigue pasando, llámenos al ${company.supportPhone.display}.`,
    );
    expect(emailBox()).toHaveValue('conductor@example.com');
  });

  it.each([
    [
      'offline',
      'Parece que no tiene conexión a internet, así que no pudimos completar su suscripción.',
    ],
    [
      'unavailable',
      'Nuestro servicio está muy ocupado, así que no pudimos completar su suscripción.',
    ],
    ['site-updated', 'Este sitio se actualizó mientras usted lo tenía abierto'],
  ])('explains a %s failure in Spanish', async (code, sentence) => {
    await subscribeWith(
      'conductor@example.com',
      vi.fn().mockRejectedValue(Object.assign(new Error('x'), { code })),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
  });
});
