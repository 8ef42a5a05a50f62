// @vitest-environment jsdom
import { useEffect, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../src/app/providers';
import { PageProviders } from '../../src/app/page-providers';

/** Two fields with ids from React's `useId`, as the footer's form and the wizard's fields have. */
function Fields({ onIds = () => undefined }: { onIds?: (ids: string[]) => void }) {
  const first = useId();
  const second = useId();
  useEffect(() => {
    onIds([first, second]);
  }, [onIds, first, second]);
  return (
    <form>
      <label htmlFor={first}>Name</label>
      <input id={first} />
      <label htmlFor={second}>Email</label>
      <input id={second} />
    </form>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/**
 * A page is prerendered inside `AppProviders` (with the baseline and the theme's variables) and
 * hydrated inside `PageProviders` (without them: decision 0083). The app must sit at the same place
 * in both trees: React's `useId` makes ids from that place, and ids that differ are not patched when
 * hydrating (the labels and the fields drawn later would name ids the page does not have).
 */
describe('the providers a prerendered page hydrates in', () => {
  it('give the app the ids the prerender gave it, with no mismatch', async () => {
    const html = renderToString(
      <AppProviders>
        <Fields />
      </AppProviders>,
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const prerendered = [...root.querySelectorAll('input')].map((input) => input.id);
    expect(prerendered).toHaveLength(2);

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    let made: string[] = [];
    await act(async () => {
      hydrateRoot(
        root,
        <PageProviders>
          <Fields
            onIds={(ids) => {
              made = ids;
            }}
          />
        </PageProviders>,
        { onRecoverableError: recoverable },
      );
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // The ids hydrating made (the page keeps the prerendered ones: React does not patch them).
    expect(made).toEqual(prerendered);
  });
});
