/**
 * The `code` of a thrown value when it has a string one: a BackendError's, a FirebaseError's, a
 * ModuleLoadError's, an AlreadySubscribedError's. It imports nothing, so the code every page runs can
 * read a code without loading the Firebase adapter or its table of codes (./backend-error.ts).
 */
export function errorCodeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}
