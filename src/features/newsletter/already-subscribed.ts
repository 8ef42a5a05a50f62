import { codedError, refusedAs } from '../../lib/error-code';

/**
 * The one refusal a well-formed newsletter sign-up meets: the address signed up before and got its
 * confirmation mail (the callable answers `already-exists`, which the adapter reports as
 * 'permission-denied'). Subscribe's code throws it; the footer's form tells it by its code
 * (`hasCode('already-subscribed')`, newsletter-form.tsx), without importing this module, so that
 * Subscribe's chunk does not depend on the form's. It must stay tiny and free of the SDK.
 */
export const AlreadySubscribedError = codedError(
  'AlreadySubscribedError',
  'already-subscribed',
  'This address is already subscribed to the newsletter.',
);
export type AlreadySubscribedError = InstanceType<typeof AlreadySubscribedError>;
export const isAlreadySubscribed = AlreadySubscribedError.is;

/**
 * A failed sign-up write, as the visitor should hear of it: a refusal (BackendError
 * 'permission-denied') means the subscription exists already; anything else stays as it was.
 */
export const explainSubscribeFailure = (error: unknown): unknown =>
  refusedAs(error, (cause) => new AlreadySubscribedError({ cause }));
