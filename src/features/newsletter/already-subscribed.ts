import { errorCodeOf } from '../../lib/error-code';

/**
 * The one refusal a well-formed newsletter sign-up meets: the address signed up before and got its
 * confirmation mail (the callable answers `already-exists`, which the adapter reports as
 * 'permission-denied'). The footer imports this to tell the visitor kindly; it must stay tiny and
 * free of the SDK.
 */
export class AlreadySubscribedError extends Error {
  override readonly name = 'AlreadySubscribedError';
  readonly code = 'already-subscribed';
  override readonly cause?: unknown;

  constructor(options?: { cause?: unknown }) {
    super('This address is already subscribed to the newsletter.');
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

export const isAlreadySubscribed = (error: unknown): boolean =>
  errorCodeOf(error) === 'already-subscribed';

/**
 * A failed sign-up write, as the visitor should hear of it: a refusal (BackendError
 * 'permission-denied') means the subscription exists already; anything else stays as it was.
 */
export function explainSubscribeFailure(error: unknown): unknown {
  return errorCodeOf(error) === 'permission-denied'
    ? new AlreadySubscribedError({ cause: error })
    : error;
}
