// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { Alert, AlertTitle } from '../../src/components/ui/alert';

/**
 * The site's own message box (decision 0077, drawn as MUI's standard Alert was): what it tells
 * assistive technology, its parts, and the colours each kind of message takes.
 */
describe('the message box', () => {
  it('is an alert unless told otherwise, with its title, its text and its action', () => {
    render(
      <AppProviders>
        <Alert severity="warning" action={<button type="button">Try again</button>}>
          <AlertTitle>Not sent</AlertTitle>
          Check your connection.
        </Alert>
        <Alert severity="success" role="status" action={null}>
          Subscribed.
        </Alert>
      </AppProviders>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('MuiAlert-root', 'MuiAlert-colorWarning', 'MuiAlert-standard');
    expect(alert.querySelector('.MuiAlert-message')?.textContent).toBe(
      'Not sentCheck your connection.',
    );
    expect(alert.querySelector('.MuiAlertTitle-root')?.textContent).toBe('Not sent');
    expect(alert.querySelector('.MuiAlert-action')).toContainElement(
      screen.getByRole('button', { name: 'Try again' }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Subscribed.');
    // An action that is not there (`null`) leaves no empty place at the end of the box.
    expect(screen.getByRole('status').querySelector('.MuiAlert-action')).toBeNull();
  });

  it('shows its kind’s icon, hidden from assistive technology, in its kind’s colours', () => {
    render(
      <AppProviders>
        <Alert severity="error">Wrong</Alert>
        <Alert severity="info" role="note">
          Note
        </Alert>
      </AppProviders>,
    );
    const error = screen.getByRole('alert');
    const info = screen.getByRole('note');
    const icon = (box: HTMLElement) => box.querySelector('.MuiAlert-icon svg');
    expect(icon(error)).toHaveAttribute('aria-hidden', 'true');
    expect(icon(error)?.innerHTML).not.toBe(icon(info)?.innerHTML);
    expect(getComputedStyle(error).color).toBe('var(--mui-palette-Alert-errorColor)');
    expect(getComputedStyle(error).backgroundColor).toBe(
      'var(--mui-palette-Alert-errorStandardBg)',
    );
    expect(getComputedStyle(info).backgroundColor).toBe('var(--mui-palette-Alert-infoStandardBg)');
  });
});
