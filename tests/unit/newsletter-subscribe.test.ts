// @vitest-environment node
/**
 * One newsletter subscription per address: the id and normalisation the rules check
 * (tests/rules/newsletter.rules.test.ts proves the rules side against a real emulator), the language
 * the sign-up records, and how the write reports a second sign-up.
 */
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/lib/backend-error';
import {
  AlreadySubscribedError,
  explainSubscribeFailure,
  isAlreadySubscribed,
} from '../../src/features/newsletter/already-subscribed';
import {
  SUBSCRIBE_NEWSLETTER,
  subscribeToNewsletter,
} from '../../src/features/newsletter/subscribe';
import { normaliseEmail, subscriptionId } from '../../src/features/newsletter/subscription-id';
import { SUBSCRIBE_NEWSLETTER as FUNCTION_NAME } from '../../functions/src/newsletter-intake';

const callFunction = vi.hoisted(() => vi.fn());
vi.mock('../../src/lib/firebase', () => ({ callFunction }));

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('normalising a newsletter address', () => {
  it('trims it and writes it in lower case', () => {
    expect(normaliseEmail('  Reader@Example.COM \n')).toBe('reader@example.com');
  });

  it('gives one spelling to letters that Unicode can write two ways', () => {
    const decomposed = 'E\u0301lodie@exemple.fr'; // E + combining acute accent
    expect(normaliseEmail(decomposed)).toBe('\u00e9lodie@exemple.fr');
  });
});

describe('the subscription id', () => {
  it('is the lower-case hex SHA-256 of the address, 64 characters', async () => {
    const id = await subscriptionId('reader@example.com');
    expect(id).toBe(sha256('reader@example.com'));
    expect(id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('hashes the UTF-8 bytes of an address with non-ASCII letters', async () => {
    expect(await subscriptionId('élodie@exemple.fr')).toBe(sha256('élodie@exemple.fr'));
  });

  it('is the same for every way of typing one address', async () => {
    const ids = await Promise.all(
      ['reader@example.com', ' Reader@Example.com', 'READER@EXAMPLE.COM  '].map((typed) =>
        subscriptionId(normaliseEmail(typed)),
      ),
    );
    expect(new Set(ids).size).toBe(1);
  });
});

describe('subscribing', () => {
  beforeEach(() => {
    callFunction.mockReset();
  });

  it('sends the normalised address with the site’s language to the callable, once', async () => {
    callFunction.mockResolvedValue({ received: true });

    await subscribeToNewsletter({ email: ' Reader@Example.com ' });

    expect(callFunction).toHaveBeenCalledTimes(1);
    expect(callFunction).toHaveBeenCalledWith(SUBSCRIBE_NEWSLETTER, {
      email: 'reader@example.com',
      language: 'en',
    });
  });

  it('reports a refused write as "already subscribed"', async () => {
    const refusal = new BackendError('permission-denied', 'Missing or insufficient permissions.');
    callFunction.mockRejectedValue(refusal);

    const failure = await subscribeToNewsletter({ email: 'reader@example.com' }).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(AlreadySubscribedError);
    expect(isAlreadySubscribed(failure)).toBe(true);
    expect((failure as AlreadySubscribedError).cause).toBe(refusal);
  });

  it.each(['offline', 'unavailable', 'quota-exceeded', 'unknown'] as const)(
    'passes any other failure (%s) on unchanged',
    async (code) => {
      const problem = new BackendError(code, 'x');
      callFunction.mockRejectedValue(problem);

      await expect(subscribeToNewsletter({ email: 'reader@example.com' })).rejects.toBe(problem);
    },
  );
});

describe('the callable', () => {
  it('is the one the function deploys', () => {
    expect(SUBSCRIBE_NEWSLETTER).toBe(FUNCTION_NAME);
  });
});

describe('telling a second sign-up from a failure', () => {
  it('knows only its own error as "already subscribed"', () => {
    expect(isAlreadySubscribed(new AlreadySubscribedError())).toBe(true);
    expect(isAlreadySubscribed(new BackendError('permission-denied', 'x'))).toBe(false);
    expect(isAlreadySubscribed(new Error('already-subscribed'))).toBe(false);
    expect(isAlreadySubscribed(null)).toBe(false);
  });

  it('turns only a refusal into "already subscribed"', () => {
    const offline = new BackendError('offline', 'x');
    expect(explainSubscribeFailure(offline)).toBe(offline);
    expect(explainSubscribeFailure(new BackendError('permission-denied', 'x'))).toBeInstanceOf(
      AlreadySubscribedError,
    );
  });
});
