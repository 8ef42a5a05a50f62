/**
 * The `code` of a thrown value when it has a string one: a BackendError's, a FirebaseError's, a
 * ModuleLoadError's, an AlreadySubscribedError's. This module imports nothing, so the code every page
 * runs can read a code, and make errors that carry one, without loading the Firebase adapter or its
 * table of codes (./backend-error.ts).
 */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

/**
 * A class of errors a page tells its visitor about by their `code` (read with `errorCodeOf`, so the
 * code showing the message need not import the class), each keeping the failure behind it as
 * `cause`: `new InvalidTeamLinkError({ cause })`. `InvalidTeamLinkError.is(error)` says whether a
 * thrown value carries the class's code (an instance, or the same code from elsewhere).
 */
export function codedError(name: string, code: string, message: string) {
  return class extends Error {
    static readonly is = hasCode(code);
    override readonly name = name;
    readonly code = code;
    override readonly cause?: unknown;

    constructor(options?: { cause?: unknown }) {
      super(message);
      if (options && 'cause' in options) this.cause = options.cause;
    }
  };
}

/** Whether a thrown value carries `code`. */
export const hasCode =
  (code: string) =>
  (error: unknown): boolean =>
    errorCodeOf(error) === code;

/** A refused request (code `permission-denied`) told as `refusal`; any other failure as it was. */
export const refusedAs = (error: unknown, refusal: (cause: unknown) => Error): unknown =>
  errorCodeOf(error) === 'permission-denied' ? refusal(error) : error;
