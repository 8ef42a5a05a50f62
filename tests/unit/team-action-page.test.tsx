// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { ApplicationStatusPage } from '../../src/features/application-status/application-status-page';
import { InvalidStatusLinkError } from '../../src/features/application-status/status-request';
import { TeamActionPage } from '../../src/features/team-actions/team-action-page';
import {
  InvalidTeamLinkError,
  sendTeamAction,
} from '../../src/features/team-actions/team-action-request';
import { company } from '../../src/content/company';
import type { StatusResult, TeamAction, TeamActionResult } from '../../src/lib/action-links';
import { BackendError } from '../../src/lib/backend-error';
import { pageLinkStandIn } from './page-link-stand-in';
import { stubBrowser } from './render-app';

/**
 * The pages of the team's links and the applicant's status page
 * (docs/decisions/0063-team-actions-and-status-page.md): opening a team page sends nothing; one
 * press sends one call, with the reason chosen for a decline; every answer reads as the team needs
 * it; the status page shows the stages, the first name and nothing else.
 */
const callFunction = vi.hoisted(() => vi.fn());
vi.mock('../../src/lib/firebase', () => ({ callFunction }));

const TOKEN = `t1.decline.AbCdEfGhIjKlMnOpQrSt.mail.2000000000.${'A'.repeat(43)}`;
const AT = '2026-03-02T15:40:00.000Z';

beforeEach(() => {
  callFunction.mockReset();
  Element.prototype.scrollIntoView = vi.fn();
});

type Send = typeof sendTeamAction;

function renderPage(action: TeamAction, send: Send, token = TOKEN) {
  stubBrowser();
  const user = userEvent.setup();
  const link = pageLinkStandIn(token);
  render(
    <AppProviders>
      <MemoryRouter>
        <TeamActionPage action={action} send={send} link={link} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, link };
}

const answer = (result: TeamActionResult) => vi.fn<Send>().mockResolvedValue(result);

describe('a team page', () => {
  it('says what will happen, offers the reasons as radio buttons, and sends nothing until pressed', () => {
    const send = vi.fn<Send>();
    renderPage('decline', send);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Not a fit right now' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/send the applicant a polite decline by email/)).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'The reason the email states' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      '',
      'service-area',
      'tools',
      'on-call',
    ]);
    expect(screen.getByRole('radio', { name: 'No reason given' })).toBeChecked();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends one press with the reason chosen, and the outcome takes the focus', async () => {
    const send = answer({
      outcome: 'done',
      action: 'decline',
      at: AT,
      reference: 'AbCdEfGhIjKlMnOpQrSt',
      reason: 'on-call',
      mail: 'sent',
    });
    const { user } = renderPage('decline', send);
    await user.click(screen.getByRole('radio', { name: 'Not available for on-call work' }));
    await user.click(screen.getByRole('button', { name: 'Send the decline' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('The applicant is told: not a fit right now');
    expect(status).toHaveTextContent('Application AbCdEfGhIjKlMnOpQrSt');
    expect(status).toHaveTextContent('Their email is on its way');
    expect(
      screen.getByRole('heading', { level: 2, name: 'The applicant is told: not a fit right now' }),
    ).toHaveFocus();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('decline', TOKEN, 'on-call');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('sends once however often it is pressed while the first press is on its way', async () => {
    let finish: (result: TeamActionResult) => void = () => undefined;
    const send = vi.fn<Send>(
      () =>
        new Promise<TeamActionResult>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = renderPage('read', send);
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    const pending = screen.getByRole('button', { name: 'Marking…' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await user.click(pending);
    expect(send).toHaveBeenCalledTimes(1);
    finish({
      outcome: 'done',
      action: 'read',
      at: AT,
      reference: 'AbCdEfGhIjKlMnOpQrSt',
      reason: null,
      mail: null,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Marked as read');
  });

  it.each<[string, TeamAction, TeamActionResult, string, RegExp]>([
    [
      'a decision whose email waits for room',
      'call',
      {
        outcome: 'done',
        action: 'call',
        at: AT,
        reference: 'R',
        reason: null,
        mail: 'queued',
      },
      'The applicant is told we will call',
      /waits for room in this hour’s mail limit/,
    ],
    [
      'a used link',
      'decline',
      { outcome: 'already-done', action: 'decline', at: AT, reference: 'R', reason: 'tools' },
      'Already done',
      /the applicant was told it is not a fit right now \(reason stated: missing required tools\)\. Nothing was changed\./,
    ],
    [
      'a decided application',
      'decline',
      { outcome: 'already-decided', decision: 'call', at: AT, reference: 'R' },
      'Already decided',
      /the applicant was told we will call them\. Nothing was changed\./,
    ],
    [
      'a release of an application in the inbox',
      'release',
      { outcome: 'not-held', status: 'mailed', at: AT, reference: 'R' },
      'Not held anymore',
      /in the onboarding inbox already \(mailed on /,
    ],
    [
      'a release of broken answers',
      'release',
      { outcome: 'cannot-release', reference: 'R' },
      'This application cannot be sent',
      /never mailed/,
    ],
    [
      'a decision on a held application',
      'call',
      { outcome: 'not-in-inbox', reference: 'R' },
      'Not in the inbox yet',
      /Nothing was changed/,
    ],
    [
      'an application no longer stored',
      'read',
      { outcome: 'gone', reference: 'R' },
      'No longer stored',
      /deleted 14 days after/,
    ],
    [
      'an expired link',
      'read',
      { outcome: 'expired' },
      'This link has expired',
      /work for 14 days\. Nothing was changed\./,
    ],
  ])('reads as the team needs it for %s', async (_label, action, result, title, text) => {
    const { user } = renderPage(action, answer(result));
    await user.click(screen.getByRole('button'));
    const focused = await screen.findByRole('heading', { level: 2, name: title });
    // Focus moves in an effect after the heading is shown.
    await waitFor(() => expect(focused).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: title }).parentElement).toHaveTextContent(
      text,
    );
  });

  it('says a link is not valid when the function refuses it, and that nothing was changed', async () => {
    const { user } = renderPage(
      'call',
      vi.fn<Send>().mockRejectedValue(new InvalidTeamLinkError()),
    );
    await user.click(screen.getByRole('button', { name: 'Tell them we will call' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link isn’t valid');
    expect(alert).toHaveTextContent('even by one letter, does nothing. Nothing was changed.');
  });

  it('refuses a token of another page’s action or of the wrong shape without calling anyone', async () => {
    for (const token of ['', 'nonsense', TOKEN]) {
      await expect(sendTeamAction('call', token, null)).rejects.toBeInstanceOf(
        InvalidTeamLinkError,
      );
    }
    expect(callFunction).not.toHaveBeenCalled();
    callFunction.mockRejectedValue(new BackendError('permission-denied', 'refused'));
    await expect(sendTeamAction('decline', TOKEN, 'tools')).rejects.toBeInstanceOf(
      InvalidTeamLinkError,
    );
    expect(callFunction).toHaveBeenCalledWith('teamAction', {
      action: 'decline',
      token: TOKEN,
      reason: 'tools',
    });
  });

  it('says what went wrong on a network failure and keeps the button for another try', async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(new BackendError('network', 'dropped'))
      .mockResolvedValueOnce({
        outcome: 'done',
        action: 'release',
        at: AT,
        reference: 'R',
        reason: null,
        mail: null,
      });
    const { user } = renderPage('release', send);
    await user.click(screen.getByRole('button', { name: 'Send it to the inbox now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/send the application to the inbox/);
    await user.click(screen.getByRole('button', { name: 'Send it to the inbox now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent to the onboarding inbox');
  });
});

describe('a team page, when another link is opened in the same tab', () => {
  const SECOND = `t1.decline.ZyXwVuTsRqPoNmLkJiHg.mail.2000000000.${'B'.repeat(43)}`;
  const declined = (reference: string): TeamActionResult => ({
    outcome: 'done',
    action: 'decline',
    at: AT,
    reference,
    reason: null,
    mail: 'sent',
  });
  const anotherLink =
    'This page now shows the link you just opened. Nothing is done until you press its button.';

  it('starts again with its button and the first reason, says so and focuses the heading; only a press sends the new link', async () => {
    const send = vi
      .fn<Send>()
      .mockImplementation(async (_action, token) => declined(token === TOKEN ? 'First' : 'Second'));
    const { user, link } = renderPage('decline', send);
    await user.click(screen.getByRole('radio', { name: 'Missing required tools' }));
    await user.click(screen.getByRole('button', { name: 'Send the decline' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Application First');

    link.open(SECOND);

    const heading = screen.getByRole('heading', { level: 1, name: 'Not a fit right now' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('note')).toHaveTextContent(anotherLink);
    expect(screen.getByRole('note').closest('[aria-live="polite"]')).not.toBeNull();
    expect(screen.queryByText('Application First')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'No reason given' })).toBeChecked();
    expect(send).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Send the decline' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Application Second');
    expect(send).toHaveBeenLastCalledWith('decline', SECOND, null);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not show the first link’s answer, arriving late, as the new link’s', async () => {
    let finish: (result: TeamActionResult) => void = () => undefined;
    const send = vi.fn<Send>(
      () =>
        new Promise<TeamActionResult>((resolve) => {
          finish = resolve;
        }),
    );
    const { user, link } = renderPage('decline', send);
    await user.click(screen.getByRole('button', { name: 'Send the decline' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeInTheDocument();

    link.open(SECOND);
    expect(screen.getByRole('button', { name: 'Send the decline' })).toBeInTheDocument();
    act(() => finish(declined('First')));

    await user.click(screen.getByRole('button', { name: 'Send the decline' }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith('decline', SECOND, null);
    expect(screen.queryByText('Application First')).not.toBeInTheDocument();
  });
});

describe('the applicant’s status page', () => {
  function renderStatus(read: (token: string) => Promise<StatusResult>) {
    stubBrowser();
    const link = pageLinkStandIn('token');
    render(
      <AppProviders>
        <MemoryRouter>
          <ApplicationStatusPage read={read} link={link} />
        </MemoryRouter>
      </AppProviders>,
    );
    return { link };
  }

  it('reads another link opened in the same tab, says so and focuses the heading', async () => {
    const read = vi.fn(async (token: string) => ({
      firstName: token === 'token' ? 'Ana' : 'Luis',
      language: 'en' as const,
      receivedAt: '2026-03-02T15:10:00.000Z',
      readAt: null,
      callAt: null,
      declinedAt: null,
    }));
    const { link } = renderStatus(read);
    expect(await screen.findByText('Hello, Ana.')).toBeInTheDocument();

    link.open('second-token');

    expect(await screen.findByText('Hello, Luis.')).toBeInTheDocument();
    expect(screen.queryByText('Hello, Ana.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your application' })).toHaveFocus();
    expect(screen.getByRole('note')).toHaveTextContent(
      'This page now shows the link you just opened.',
    );
    expect(read.mock.calls).toEqual([['token'], ['second-token']]);
  });

  it('shows the first name, what the latest stage means, the stages with their dates, and Call and Text', async () => {
    renderStatus(async () => ({
      firstName: 'Ana',
      language: 'en',
      receivedAt: '2026-03-02T15:10:00.000Z',
      readAt: '2026-03-03T15:10:00.000Z',
      callAt: '2026-03-03T15:10:00.000Z',
      declinedAt: null,
    }));
    const status = (await screen.findByText('Hello, Ana.')).closest('[role="status"]');
    expect(status).toHaveTextContent('Hello, Ana.');
    expect(status).toHaveTextContent(
      `Our onboarding team will call you soon from ${company.heroPhone.display}.`,
    );
    const stages = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(stages).toEqual([
      expect.stringMatching(/^Received: March [12], 2026$/),
      expect.stringMatching(/^Read by our team: March [23], 2026$/),
      expect.stringMatching(/^We will call you: March [23], 2026$/),
    ]);
    expect(screen.getByRole('link', { name: /^Call / })).toHaveAttribute(
      'href',
      `tel:${company.heroPhone.e164}`,
    );
    expect(screen.getByRole('link', { name: /^Text / })).toHaveAttribute(
      'href',
      `sms:${company.heroPhone.e164}`,
    );
  });

  it('says "Not yet" for a stage still to come, and a decline instead of the call once declined', async () => {
    renderStatus(async () => ({
      firstName: '',
      language: 'en',
      receivedAt: '2026-03-02T15:10:00.000Z',
      readAt: null,
      callAt: null,
      declinedAt: null,
    }));
    expect(await screen.findByText('Hello.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Received: /),
      'Read by our team: Not yet',
      'We will call you: Not yet',
    ]);
  });

  it('shows nothing but that the link is not valid, and Call and Text, for a link the function refuses', async () => {
    renderStatus(async () => {
      throw new InvalidStatusLinkError();
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This link isn't valid or has expired.",
    );
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Call / })).toBeInTheDocument();
  });
});
