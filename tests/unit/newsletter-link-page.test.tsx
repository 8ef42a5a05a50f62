// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { company } from '../../src/content/company';
import type { NewsletterAction } from '../../src/features/newsletter/newsletter-records';
import { NewsletterLinkPage } from '../../src/features/newsletter/newsletter-link-page';
import {
  InvalidNewsletterLinkError,
  sendNewsletterRequest,
} from '../../src/features/newsletter/newsletter-request';
import { BackendError } from '../../src/lib/backend-error';
import { pageLinkStandIn } from './page-link-stand-in';
import { renderApp, stubBrowser } from './render-app';

/**
 * The pages the newsletter's confirmation mail links to (docs/decisions/0057-newsletter-double-opt-in.md):
 * opening one does nothing; one press writes one request, then the page says how it went.
 */
const createDocuments = vi.hoisted(() => vi.fn());
vi.mock('../../src/lib/firebase', () => ({ createDocuments }));

const TOKEN = 'ab'.repeat(32);

beforeEach(() => {
  createDocuments.mockReset();
  // jsdom does not scroll; the page scrolls the outcome into view as it focuses it.
  Element.prototype.scrollIntoView = vi.fn();
});
type Send = (action: NewsletterAction, token: string) => Promise<void>;

function renderPage(action: NewsletterAction, send: Send, token = TOKEN) {
  stubBrowser();
  const user = userEvent.setup();
  const link = pageLinkStandIn(token);
  render(
    <AppProviders>
      <MemoryRouter>
        <NewsletterLinkPage action={action} send={send} link={link} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, link };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the confirm page', () => {
  it('shows a heading, a sentence and one button, and sends nothing until it is pressed', () => {
    const send = vi.fn<Send>();
    renderPage('confirm', send);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Press the button to confirm that you want our weekly newsletter/),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(button('Confirm my subscription')).toBeEnabled();
    expect(send).not.toHaveBeenCalled();
  });

  it('confirms with one press, says so, moves focus there and offers to unsubscribe', async () => {
    const send = vi.fn<Send>().mockResolvedValue(undefined);
    const { user } = renderPage('confirm', send);

    await user.click(button('Confirm my subscription'));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent("You're subscribed");
    expect(status).toHaveTextContent('Thank you for confirming!');
    expect(screen.getByRole('heading', { level: 2, name: "You're subscribed" })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Unsubscribe' })).toHaveAttribute(
      'href',
      `/newsletter/unsubscribe#${TOKEN}`,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('confirm', TOKEN);
  });

  it('sends once however often it is pressed while the first press is on its way', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn<Send>(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = renderPage('confirm', send);

    await user.click(button('Confirm my subscription'));
    const pending = button('Confirming…');
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    // Not disabled: the keyboard focus stays on it.
    expect(pending).toHaveFocus();
    await user.click(pending);
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);

    finish();
    expect(await screen.findByRole('status')).toHaveTextContent("You're subscribed");
  });

  it('says the link is invalid or expired when the write is refused, with what to do', async () => {
    const send = vi.fn<Send>().mockRejectedValue(new InvalidNewsletterLinkError());
    const { user } = renderPage('confirm', send);

    await user.click(button('Confirm my subscription'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This link isn't valid or has expired.");
    expect(alert).toHaveTextContent('Confirmation links work for 7 days');
    expect(alert).toHaveTextContent('sign up again with the form at the bottom of this page');
    expect(
      screen.getByRole('heading', { level: 2, name: "This link isn't valid or has expired." }),
    ).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['no token at all', ''],
    ['a shortened token', TOKEN.slice(0, 40)],
    ['a token in capitals', TOKEN.toUpperCase()],
  ])('says the link is invalid, without sending anything, for %s', async (_label, token) => {
    const send = vi.fn<Send>();
    const { user } = renderPage('confirm', send, token);

    await user.click(button('Confirm my subscription'));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This link isn't valid or has expired.",
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('says what went wrong on a network failure, keeps the button and lets the visitor retry', async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new BackendError('offline', 'x'))
      .mockRejectedValueOnce(new BackendError('unavailable', 'x'))
      .mockResolvedValueOnce(undefined);
    const { user } = renderPage('confirm', send);

    await user.click(button('Confirm my subscription'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You appear to be offline, so we couldn't confirm your subscription.",
    );
    expect(button('Confirm my subscription')).toHaveFocus();
    expect(button('Confirm my subscription')).not.toHaveAttribute('aria-disabled');

    await user.click(button('Confirm my subscription'));
    const busy = await screen.findByRole('alert');
    await waitFor(() => expect(busy).toHaveTextContent(/Our service is busy/));
    expect(busy).toHaveTextContent(company.supportPhone.display);

    await user.click(button('Confirm my subscription'));
    expect(await screen.findByRole('status')).toHaveTextContent("You're subscribed");
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(3);
  });
});

describe('another link opened in the same tab', () => {
  it('starts the page again with its button, says so and focuses the heading; only a press sends it', async () => {
    const second = 'cd'.repeat(32);
    const send = vi.fn<Send>().mockResolvedValue(undefined);
    const { user, link } = renderPage('confirm', send);
    await user.click(button('Confirm my subscription'));
    expect(await screen.findByRole('status')).toHaveTextContent("You're subscribed");

    link.open(second);

    const heading = screen.getByRole('heading', { level: 1, name: 'Confirm your subscription' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('note')).toHaveTextContent(
      'This page now shows the link you just opened. Nothing is done until you press its button.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);

    await user.click(button('Confirm my subscription'));
    expect(await screen.findByRole('status')).toHaveTextContent("You're subscribed");
    expect(send.mock.calls).toEqual([
      ['confirm', TOKEN],
      ['confirm', second],
    ]);
  });
});

describe('the unsubscribe page', () => {
  it('shows a heading, a sentence and one Unsubscribe button', () => {
    renderPage('unsubscribe', vi.fn<Send>());

    expect(
      screen.getByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Press the button to stop our newsletter/)).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Unsubscribe']);
  });

  it('unsubscribes with one press and says so', async () => {
    const send = vi.fn<Send>().mockResolvedValue(undefined);
    const { user } = renderPage('unsubscribe', send);

    await user.click(button('Unsubscribe'));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent("You're unsubscribed");
    expect(status).toHaveTextContent("We won't send our newsletter to this address again");
    expect(screen.getByRole('heading', { level: 2, name: "You're unsubscribed" })).toHaveFocus();
    expect(send).toHaveBeenCalledWith('unsubscribe', TOKEN);
  });

  it('says a refused link is no longer valid, and how else to be removed', async () => {
    const send = vi.fn<Send>().mockRejectedValue(new InvalidNewsletterLinkError());
    const { user } = renderPage('unsubscribe', send);

    await user.click(button('Unsubscribe'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("This unsubscribe link isn't valid anymore.");
    expect(alert).toHaveTextContent("If you already unsubscribed, there's nothing more to do.");
    expect(alert).toHaveTextContent(company.supportPhone.display);
    expect(alert).toHaveTextContent(company.supportEmail);
  });
});

describe('the request the press writes', () => {
  it.each(['confirm', 'unsubscribe'] as const)(
    'is one document `%s-{token}` holding the server’s time only',
    async (action) => {
      createDocuments.mockResolvedValue(undefined);
      await sendNewsletterRequest(action, TOKEN);
      expect(createDocuments).toHaveBeenCalledWith([
        {
          collectionPath: 'newsletterRequests',
          id: `${action}-${TOKEN}`,
          data: {},
          serverTimestampFields: ['createdAt'],
        },
      ]);
    },
  );

  it('turns a refused write into "invalid link" and passes any other failure on', async () => {
    createDocuments.mockRejectedValueOnce(new BackendError('permission-denied', 'refused'));
    await expect(sendNewsletterRequest('confirm', TOKEN)).rejects.toBeInstanceOf(
      InvalidNewsletterLinkError,
    );
    const offline = new BackendError('offline', 'x');
    createDocuments.mockRejectedValueOnce(offline);
    await expect(sendNewsletterRequest('confirm', TOKEN)).rejects.toBe(offline);
  });

  it('writes nothing for a malformed token', async () => {
    await expect(sendNewsletterRequest('confirm', 'not-a-token')).rejects.toBeInstanceOf(
      InvalidNewsletterLinkError,
    );
    expect(createDocuments).not.toHaveBeenCalled();
  });
});

describe('the pages in the site', () => {
  it.each([
    ['/newsletter/confirm', 'Confirm your subscription'],
    ['/newsletter/unsubscribe', 'Unsubscribe from our newsletter'],
  ])(
    '%s is a page of the site with its one heading, and nothing is sent on opening it',
    async (path, heading) => {
      await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(createDocuments).not.toHaveBeenCalled();
    },
  );
});
