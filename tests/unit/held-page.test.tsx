// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import {
  HeldApplicationsPage,
  HeldGroupPage,
} from '../../src/features/held-applications/held-page';
import {
  InvalidHeldLinkError,
  pressHeldGroup,
  readHeldList,
} from '../../src/features/held-applications/held-request';
import type { HeldGroupResult, HeldListResult } from '../../src/lib/action-links';
import { stubBrowser } from './render-app';

/**
 * The team's held page, /team/held (docs/decisions/0070-every-held-application-reaches-a-person.md):
 * a list link shows every held application of its hour, most likely real first, each with its own
 * link, then each network's group with its two links; a network's link says what its one button
 * will do, does nothing until it is pressed, and says how it went. English only, like the team's mails.
 */
const callFunction = vi.hoisted(() => vi.fn());
vi.mock('../../src/lib/firebase', () => ({ callFunction }));

const MAC = 'A'.repeat(43);
const LIST = `h1.2026-03-02T15.2000000000.${MAC}`;
const DISCARD = `g1.discard.2026-03-02T15.${'b'.repeat(32)}.2000000000.${MAC}`;
const RELEASE_URL = `https://roadready.example.com/team/release#t1.release.RealAna0000000000001.held-summary.2000000000.${MAC}`;

const LISTED: HeldListResult = {
  outcome: 'list',
  hour: '2026-03-02T15',
  entries: [
    {
      reference: 'RealAna0000000000001',
      heldAt: '2026-03-02T15:30:00.000Z',
      why: 'more applications arrived this hour than the hourly cap allows',
      name: 'Ana Diaz',
      location: 'Phoenix, AZ',
      signals: { verified: false, ownPhoto: true, aloneFromSource: true },
      releasable: true,
      releaseUrl: RELEASE_URL,
    },
    {
      reference: 'BrOkEn00000000000000',
      heldAt: '2026-03-02T15:40:00.000Z',
      why: 'its answers break the application’s rules (the fields are listed on the document)',
      name: '<b>Boss</b>',
      location: '(not given)',
      signals: { verified: false, ownPhoto: false, aloneFromSource: true },
      releasable: false,
      releaseUrl: null,
    },
  ],
  groups: [
    {
      count: 12,
      why: [
        'more applications came from the same network this hour than the per-source limit allows',
      ],
      names: ['Applicant 1 hxxps[:]//evil[.]example/1', 'Applicant 2', 'Applicant 3'],
      releaseUrl: `https://roadready.example.com/team/held#g1.release.2026-03-02T15.${'b'.repeat(32)}.2000000000.${MAC}`,
      discardUrl: `https://roadready.example.com/team/held#${DISCARD}`,
    },
  ],
};

beforeEach(() => {
  callFunction.mockReset();
  Element.prototype.scrollIntoView = vi.fn();
});

function renderPage(token: string, read: typeof readHeldList = vi.fn<typeof readHeldList>()) {
  stubBrowser();
  render(
    <AppProviders>
      <MemoryRouter>
        <HeldApplicationsPage read={read} readToken={() => token} />
      </MemoryRouter>
    </AppProviders>,
  );
}

function renderGroupPage(
  action: 'release' | 'discard',
  token: string,
  press: typeof pressHeldGroup,
) {
  stubBrowser();
  const user = userEvent.setup();
  render(
    <AppProviders>
      <MemoryRouter>
        <HeldGroupPage action={action} press={press} readToken={() => token} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user };
}

describe('a held list link', () => {
  it('lists the hour’s held applications, most likely real first, each with its link, then the network’s group with its two', async () => {
    const read = vi.fn<typeof readHeldList>().mockResolvedValue(LISTED);
    renderPage(LIST, read);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Held applications' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/in the hour from 2026-03-02 15:00 UTC/)).toBeInTheDocument();
    expect(read).toHaveBeenCalledWith(LIST);

    const [single, groups] = screen.getAllByRole('list');
    const entries = within(single!).getAllByRole('listitem');
    expect(
      entries.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Ana Diaz', '<b>Boss</b>']);
    expect(
      within(entries[0]!).getByText(
        'Signs of a real applicant: its own photo, the only one from its network.',
      ),
    ).toBeInTheDocument();
    const release = within(entries[0]!).getByRole('link', { name: 'Send it to the inbox now' });
    expect(release).toHaveAttribute('href', RELEASE_URL);
    expect(release).toHaveAccessibleDescription('Ana Diaz');
    expect(within(entries[1]!).queryByRole('link')).toBeNull();
    expect(
      within(entries[1]!).getByText(
        'Its answers break the application’s rules: it is never mailed.',
      ),
    ).toBeInTheDocument();

    const group = within(groups!).getByRole('listitem');
    expect(
      within(group).getByRole('heading', { level: 3, name: '12 held from one network' }),
    ).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Send all 12 to the inbox' })).toHaveAttribute(
      'href',
      LISTED.groups[0]!.releaseUrl,
    );
    expect(within(group).getByRole('link', { name: 'Discard all 12' })).toHaveAttribute(
      'href',
      LISTED.groups[0]!.discardUrl,
    );
    expect(
      within(group).getByText(/Among them: Applicant 1 hxxps\[:\]\/\/evil\[\.\]example\/1/),
    ).toBeInTheDocument();
  });

  it('says so when nothing of that hour is still held', async () => {
    renderPage(
      LIST,
      vi.fn<typeof readHeldList>().mockResolvedValue({ ...LISTED, entries: [], groups: [] }),
    );
    expect(await screen.findByText(/Nothing from that hour is still held/)).toBeInTheDocument();
  });

  it('says an expired link has expired', async () => {
    renderPage(LIST, vi.fn<typeof readHeldList>().mockResolvedValue({ outcome: 'expired' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This link has expired' }),
    ).toBeInTheDocument();
  });

  it('says a link that is not genuine is not valid, and asks the function nothing for a malformed one', async () => {
    renderPage('h1.2026-03-02T15.tampered', readHeldList);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This link isn’t valid' }),
    ).toBeInTheDocument();
    await expect(readHeldList('h1.2026-03-02T15.tampered')).rejects.toBeInstanceOf(
      InvalidHeldLinkError,
    );
    expect(callFunction).not.toHaveBeenCalled();
  });
});

describe('a network’s link', () => {
  it('says what its button will do and does nothing until it is pressed; one press sends one call, and the outcome takes the focus', async () => {
    let answer: (result: HeldGroupResult) => void = () => {};
    const press = vi.fn<typeof pressHeldGroup>(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderGroupPage('discard', DISCARD, press);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Discard a network’s held applications' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /discard every application that one network sent in the hour of the summary/,
      ),
    ).toBeInTheDocument();
    expect(press).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Discard them all' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Discarding…' }));
    expect(press).toHaveBeenCalledTimes(1);
    expect(press).toHaveBeenCalledWith('discard', DISCARD);
    answer({ outcome: 'done', action: 'discard', hour: '2026-03-02T15', count: 12 });
    const focused = await screen.findByRole('heading', { level: 2, name: 'Done' });
    // Focus moves in an effect after the heading is shown.
    await waitFor(() => expect(focused).toHaveFocus());
    expect(
      screen.getByText(
        '12 applications were discarded (held in the hour from 2026-03-02 15:00 UTC).',
      ),
    ).toBeInTheDocument();
  });

  it('says when nothing is left to do', async () => {
    const { user } = renderGroupPage(
      'discard',
      DISCARD,
      vi.fn<typeof pressHeldGroup>().mockResolvedValue({
        outcome: 'nothing-left',
        action: 'discard',
        hour: '2026-03-02T15',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Discard them all' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nothing left to do' }),
    ).toHaveFocus();
  });

  it('refuses, without asking the function, a link for the other action', async () => {
    await expect(pressHeldGroup('release', DISCARD)).rejects.toBeInstanceOf(InvalidHeldLinkError);
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('sends its token and its own action to the function', async () => {
    callFunction.mockResolvedValue({
      outcome: 'done',
      action: 'discard',
      hour: '2026-03-02T15',
      count: 1,
    });
    await pressHeldGroup('discard', DISCARD);
    expect(callFunction).toHaveBeenCalledWith('heldApplications', {
      token: DISCARD,
      action: 'discard',
    });
  });
});
