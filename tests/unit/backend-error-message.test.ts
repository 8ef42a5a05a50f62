import { describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { BackendError } from '../../src/lib/backend-error';
import { describeBackendError } from '../../src/lib/backend-error-message';

const ACTION = 'send your application';

describe('describeBackendError', () => {
  it('says the visitor is offline, and what could not be done', () => {
    const message = describeBackendError(new BackendError('offline', 'offline'), ACTION);
    expect(message).toBe(
      "You appear to be offline, so we couldn't send your application. Check your connection and try again.",
    );
  });

  it.each([
    'permission-denied',
    'unavailable',
    'quota-exceeded',
    'retry-limit-exceeded',
    'canceled',
    'invalid-argument',
    'server-error',
    'unknown',
  ] as const)('for %s, says what failed and gives the support phone', (code) => {
    const message = describeBackendError(new BackendError(code, 'failed'), ACTION);
    expect(message).toContain("couldn't send your application");
    expect(message).toContain(company.supportPhone.display);
    expect(message).not.toMatch(/offline/i);
  });

  it('tells a busy service from a refused request', () => {
    expect(describeBackendError(new BackendError('quota-exceeded', 'x'), ACTION)).toMatch(/busy/);
    expect(describeBackendError(new BackendError('permission-denied', 'x'), ACTION)).toMatch(
      /refused/,
    );
  });

  it('says what happened for each other kind of failure, never that anything is saved', () => {
    const cases: [string, RegExp][] = [
      ['network', /^The connection to our server was interrupted, so we couldn't subscribe you\./],
      ['server-error', /^Our server ran into a problem, so we couldn't subscribe you\./],
      ['load-failed', /^The connection dropped while part of this page was loading/],
      ['site-updated', /^This site was updated while you had it open.*Reload the page/],
      ['reload-needed', /^Part of this page did not load.*Reload the page/],
    ];
    for (const [code, expected] of cases) {
      const message = describeBackendError({ code }, 'subscribe you');
      expect(message, code).toMatch(expected);
      expect(message, code).not.toMatch(/saved/);
    }
  });

  it('handles a plain error, a bare code object, a code that is not text and a non-error value', () => {
    for (const error of [
      new Error('boom'),
      { code: 'mail' },
      { code: 404 },
      'boom',
      null,
      undefined,
    ]) {
      const message = describeBackendError(error, 'subscribe you');
      expect(message).toContain("couldn't subscribe you");
      expect(message).toContain(company.supportPhone.display);
    }
  });

  it('reads only the code, so it works without the adapter', () => {
    expect(describeBackendError({ code: 'offline' }, 'subscribe you')).toMatch(
      /^You appear to be offline, so we couldn't subscribe you\./,
    );
  });
});
