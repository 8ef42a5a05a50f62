// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { company } from '../../src/content/company';
import { AlreadySubscribedError } from '../../src/features/newsletter/already-subscribed';
import { NewsletterForm } from '../../src/features/newsletter/newsletter-form';
import { renderApp, waitForTheApplicationForm } from './render-app';
import type { SignUpAnswers } from '../../src/features/newsletter/sign-up-form';

const THANKS =
  'Almost done: we sent you an email. Press the link in it to confirm your subscription.';

function renderNewsletter(subscribe: (answers: SignUpAnswers) => Promise<void>) {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <NewsletterForm subscribe={subscribe} />
    </AppProviders>,
  );
  return { user };
}

/** A sign-up whose answer comes only when the test calls `finish`. */
function heldSubscribe() {
  let answer: () => void = () => undefined;
  const subscribe = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        answer = resolve;
      }),
  );
  return { subscribe, finish: () => answer() };
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email' });
const subscribeButton = () => screen.getByRole('button', { name: 'Subscribe' });

async function renderFooter(path = '/') {
  const app = await renderApp(path);
  await screen.findByRole('heading', { level: 1 });
  return { ...app, footer: screen.getByRole('contentinfo') };
}

describe('the newsletter block', () => {
  it('invites the visitor to subscribe with an email field and a Subscribe button', async () => {
    const { footer } = await renderFooter();

    expect(
      within(footer).getByText('Subscribe for weekly updates. No spams ever!'),
    ).toBeInTheDocument();
    const email = within(footer).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('placeholder', 'Your email address');
    expect(email).toHaveValue('');
    expect(within(footer).getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('refuses an invalid address and sends nothing', async () => {
    const subscribe = vi
      .fn<(answers: SignUpAnswers) => Promise<void>>()
      .mockResolvedValue(undefined);
    const { user } = renderNewsletter(subscribe);

    await user.type(emailBox(), 'not an email');
    await user.click(subscribeButton());

    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(emailBox()).toBeInvalid();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('refuses an empty address and sends nothing', async () => {
    const subscribe = vi
      .fn<(answers: SignUpAnswers) => Promise<void>>()
      .mockResolvedValue(undefined);
    const { user } = renderNewsletter(subscribe);

    await user.click(subscribeButton());

    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('clears the error as soon as the visitor corrects the address', async () => {
    const subscribe = vi
      .fn<(answers: SignUpAnswers) => Promise<void>>()
      .mockResolvedValue(undefined);
    const { user } = renderNewsletter(subscribe);
    await user.type(emailBox(), 'driver@');
    await user.click(subscribeButton());
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();

    await user.type(emailBox(), 'example.com');

    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(emailBox()).toBeValid();
  });

  it('subscribes a valid address once, trimmed, and asks the visitor to confirm it from the email', async () => {
    const subscribe = vi
      .fn<(answers: SignUpAnswers) => Promise<void>>()
      .mockResolvedValue(undefined);
    const { user } = renderNewsletter(subscribe);

    await user.type(emailBox(), '  driver@example.com  ');
    await user.click(subscribeButton());

    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'driver@example.com' }),
    );
  });

  it('subscribes when the visitor presses Enter in the email field', async () => {
    const subscribe = vi
      .fn<(answers: SignUpAnswers) => Promise<void>>()
      .mockResolvedValue(undefined);
    const { user } = renderNewsletter(subscribe);

    await user.type(emailBox(), 'driver@example.com{Enter}');

    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    expect(subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'driver@example.com' }),
    );
  });

  it('cannot be sent twice while the first request is on its way', async () => {
    const { subscribe, finish } = heldSubscribe();
    const { user } = renderNewsletter(subscribe);
    await user.type(emailBox(), 'driver@example.com');

    await user.click(subscribeButton());

    expect(subscribeButton()).toBeDisabled();
    await user.type(emailBox(), '{Enter}');
    expect(subscribe).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
  });

  it('is not sent again by a press that comes as the answer arrives, before the thanks is shown', async () => {
    const { subscribe, finish } = heldSubscribe();
    const { user } = renderNewsletter(subscribe);
    await user.type(emailBox(), 'driver@example.com');
    await user.click(subscribeButton());
    const form = emailBox().closest('form')!;

    // React then renders as in a browser, in a task of its own, not at the end of an act(): the
    // answer has arrived and the form is still there, and a press (Enter pressed twice, a replayed
    // press, lib/early-events.ts) is handled in between.
    const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
    react.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      finish();
      for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
      expect(form.isConnected).toBe(true);
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      expect(subscribe).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(form.isConnected).toBe(false));
    } finally {
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(screen.getByRole('status')).toHaveTextContent(THANKS);
  });

  it('tells the visitor kindly when the address has already signed up, without an error, and how to finish', async () => {
    const subscribe = vi
      .fn<(answers: SignUpAnswers) => Promise<void>>()
      .mockRejectedValue(new AlreadySubscribedError());
    const { user } = renderNewsletter(subscribe);

    await user.type(emailBox(), 'driver@example.com');
    await user.click(subscribeButton());

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      "This address has already signed up, so there's nothing more to do here.",
    );
    expect(status).toHaveTextContent(
      "If you haven't confirmed yet, press the link in the email we sent you",
    );
    expect(status).toHaveTextContent('expires after 7 days; you can then sign up again.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('says what went wrong when subscribing fails, and keeps the address', async () => {
    const subscribe = vi
      .fn<(answers: SignUpAnswers) => Promise<void>>()
      .mockRejectedValue(new Error('write refused'));
    const { user } = renderNewsletter(subscribe);

    await user.type(emailBox(), 'driver@example.com');
    await user.click(subscribeButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/couldn.t subscribe you/i);
    expect(alert).toHaveTextContent(company.supportPhone.display);
    expect(emailBox()).toHaveValue('driver@example.com');
    expect(subscribeButton()).toBeEnabled();
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
  });

  it('tells the visitor they appear to be offline when the failure is a lost connection', async () => {
    const offline = Object.assign(new Error('x'), { code: 'offline' });
    const subscribe = vi.fn<(answers: SignUpAnswers) => Promise<void>>().mockRejectedValue(offline);
    const { user } = renderNewsletter(subscribe);

    await user.type(emailBox(), 'driver@example.com');
    await user.click(subscribeButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(/you appear to be offline/i);
    expect(emailBox()).toHaveValue('driver@example.com');
  });

  it('lets the visitor try again after a failure', async () => {
    const subscribe = vi
      .fn<(answers: SignUpAnswers) => Promise<void>>()
      .mockRejectedValueOnce(Object.assign(new Error('x'), { code: 'unavailable' }))
      .mockResolvedValueOnce(undefined);
    const { user } = renderNewsletter(subscribe);
    await user.type(emailBox(), 'driver@example.com');
    await user.click(subscribeButton());
    await screen.findByRole('alert');

    await user.click(subscribeButton());

    expect(await screen.findByRole('status')).toHaveTextContent(THANKS);
    expect(subscribe).toHaveBeenCalledTimes(2);
  });
});

describe('the site footer', () => {
  it("has a 'Company' column linking to About us and Careers", async () => {
    const { footer } = await renderFooter();

    const column = within(footer).getByRole('navigation', { name: 'Company' });
    expect(within(column).getByRole('heading', { name: 'Company' })).toBeInTheDocument();
    expect(within(column).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/about',
    );
    expect(within(column).getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/jobs');
  });

  it('links to the privacy policy and the terms of service', async () => {
    const { footer } = await renderFooter();

    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
  });

  it('shows the current year and the company name in the copyright line', async () => {
    const { footer } = await renderFooter();
    const year = new Date().getFullYear();

    expect(
      within(footer).getByText(`© ${year} ${company.name}. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('offers to call or text the company', async () => {
    const { footer } = await renderFooter();

    expect(
      within(footer).getByRole('link', { name: `Call ${company.heroPhone.display}` }),
    ).toHaveAttribute('href', `tel:${company.heroPhone.e164}`);
    expect(
      within(footer).getByRole('link', { name: `Text ${company.heroPhone.display}` }),
    ).toHaveAttribute('href', `sms:${company.heroPhone.e164}`);
  });

  it('takes the visitor to the privacy policy and scrolls to the top', async () => {
    const { footer, user, scrollTo } = await renderFooter();
    scrollTo.mockClear();

    await user.click(within(footer).getByRole('link', { name: 'Privacy Policy' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('takes the visitor to the jobs page from Careers', async () => {
    const { footer, user } = await renderFooter();

    await user.click(within(footer).getByRole('link', { name: 'Careers' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Drive With Us' }),
    ).toBeInTheDocument();
    await waitForTheApplicationForm();
  });
});
