/**
 * The one refusal a well-formed newsletter sign-up meets: its document exists already, because the
 * address signed up before (the rules are create-only, and the id is derived from the address). The
 * footer imports this to tell the visitor kindly; it must stay tiny and free of the SDK.
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

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error
    ? (error as { code: unknown }).code
    : undefined;

export const isAlreadySubscribed = (error: unknown): boolean =>
  codeOf(error) === 'already-subscribed';

/**
 * A failed sign-up write, as the visitor should hear of it: a refusal (BackendError
 * 'permission-denied') means the subscription exists already; anything else stays as it was.
 */
export function explainSubscribeFailure(error: unknown): unknown {
  return codeOf(error) === 'permission-denied'
    ? new AlreadySubscribedError({ cause: error })
    : error;
}
