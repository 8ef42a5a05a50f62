// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/providers';
import { openInMessagesApp } from '../../../src/features/share-location/open-in-messages-app';
import { ShareLocationAction } from '../../../src/features/share-location/share-location-action';
import { company } from '../../../src/content/company';

vi.mock('../../../src/features/share-location/open-in-messages-app', () => ({
  openInMessagesApp: vi.fn(),
}));
// The code that finds the position could not be fetched (offline, or a newer deploy removed it).
vi.mock('../../../src/features/share-location/prepare-location-text', () => ({
  prepareLocationText: () =>
    Promise.reject(new Error('Failed to fetch dynamically imported module')),
}));

describe('"Text us my location" when its code cannot be loaded', () => {
  it('opens the plain text link anyway and says the location was not added', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <ShareLocationAction />
      </AppProviders>,
    );

    await user.click(screen.getByRole('link', { name: 'Text us my location' }));

    await waitFor(() =>
      expect(openInMessagesApp).toHaveBeenCalledWith(`sms:${company.heroPhone.e164}`),
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your location was not added: something went wrong on this page. Please tell us in the message where you are.',
    );
    expect(screen.getByRole('link', { name: 'Text us my location' })).toBeEnabled();
  });
});
