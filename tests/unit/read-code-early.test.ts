import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchReadCodeEarly } from '../../src/features/application-status';
import { fetchListCodeEarly } from '../../src/features/held-applications';

/**
 * The pages that read their link on opening fetch the read's code (Firebase's) as their own code runs,
 * for a link of their shape only (docs/decisions/0081-the-reads-code-fetched-with-the-page.md): a
 * network's page, a team action's page and a page with no link load nothing until pressed.
 */
// A plain function, not a spy: a spy would attach its own handler to the promise it returns.
const fake = vi.hoisted(() => ({
  calls: 0,
  next: (): Promise<unknown> => Promise.resolve({}),
}));
vi.mock('../../src/lib/load-module', () => ({
  loadFirebase: () => {
    fake.calls += 1;
    return fake.next();
  },
}));

const MAC = 'A'.repeat(43);
const STATUS = `s1.StatusE2e00000000000.2000000000.${MAC}`;
const LIST = `h1.2026-03-02T15.2000000000.${MAC}`;
const NETWORK = `g1.discard.2026-03-02T15.${'b'.repeat(32)}.2000000000.${MAC}`;
const TEAM = `t1.read.AbCdEfGhIjKlMnOpQrSt.mail.2000000000.${MAC}`;

beforeEach(() => {
  fake.calls = 0;
  fake.next = () => Promise.resolve({});
});

describe('the read’s code, fetched as the page’s code runs', () => {
  it('on the status page, for a status link only', () => {
    for (const token of ['', 'nonsense', LIST, NETWORK, TEAM]) fetchReadCodeEarly(token);
    expect(fake.calls).toBe(0);
    fetchReadCodeEarly(STATUS);
    expect(fake.calls).toBe(1);
  });

  it('on the held list, for a list link only (a network’s link loads nothing until pressed)', () => {
    for (const token of ['', 'nonsense', STATUS, NETWORK, TEAM]) fetchListCodeEarly(token);
    expect(fake.calls).toBe(0);
    fetchListCodeEarly(LIST);
    expect(fake.calls).toBe(1);
  });

  it('leaves a failed download to the read, which fetches it again: it is caught, never thrown or left unhandled', async () => {
    for (const [fetchEarly, token] of [
      [fetchReadCodeEarly, STATUS],
      [fetchListCodeEarly, LIST],
    ] as const) {
      const failed = Promise.reject(new Error('offline'));
      // A handler for the failure is attached (`catch` calls `then` with one).
      const then = vi.spyOn(failed, 'then');
      fake.next = () => failed;
      expect(() => fetchEarly(token)).not.toThrow();
      expect(then.mock.calls.some(([, onFailure]) => typeof onFailure === 'function')).toBe(true);
      await failed.catch(() => undefined);
    }
  });
});
