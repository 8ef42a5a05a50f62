// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchReadCodeEarly } from '../../src/features/application-status';
import { fetchListCodeEarly } from '../../src/features/held-applications';
import type * as LoadModule from '../../src/lib/load-module';

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
vi.mock('../../src/lib/load-module', async (importOriginal) => ({
  ...(await importOriginal<typeof LoadModule>()),
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

  it('leaves a failed download to the read, which shares it or tries again: it is caught, never thrown or left unhandled', async () => {
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

  it('is asked for by the status page’s and the held list’s own modules as they run, with the address’s link', async () => {
    // The page's link is read from the address when lib/fragment-token.ts runs: each page's modules
    // run afresh, as on opening the page.
    for (const [address, module] of [
      [`/application-status#${STATUS}`, () => import('../../src/pages/application-status-page')],
      [`/team/held#${LIST}`, () => import('../../src/pages/team-held-page')],
      ['/team/held', () => import('../../src/pages/team-held-page')],
    ] as const) {
      window.history.replaceState(null, '', address);
      vi.resetModules();
      fake.calls = 0;
      await module();
      expect(fake.calls, address).toBe(address.includes('#') ? 1 : 0);
    }
  });
});
