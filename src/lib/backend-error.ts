/**
 * The error type the Firebase adapter (`./firebase.ts`) rejects with, and the pure mapping from
 * Firebase error codes to it. This module must not import `firebase/*`: the UI imports it without
 * pulling in the SDK.
 */
import { errorCodeOf } from './error-code';

export type BackendErrorCode =
  | 'offline'
  /** The request failed on the way (the connection dropped) although the browser is online. */
  | 'network'
  /** The server answered with an error of its own (HTTP 500). */
  | 'server-error'
  | 'permission-denied'
  | 'unavailable'
  | 'quota-exceeded'
  | 'canceled'
  | 'retry-limit-exceeded'
  | 'invalid-argument'
  | 'unknown';

export class BackendError extends Error {
  override readonly name = 'BackendError';
  readonly code: BackendErrorCode;
  override readonly cause?: unknown;

  constructor(code: BackendErrorCode, message: string, options?: { cause?: unknown }) {
    super(message);
    this.code = code;
    if (options && 'cause' in options) this.cause = options.cause;
  }
}

/**
 * Firebase error codes → BackendErrorCode. Storage codes carry a `storage/` prefix; Firestore codes
 * have none (`firestore/` is accepted too). Anything not listed is 'unknown'.
 */
const CODE_MAP: Readonly<Record<string, BackendErrorCode>> = {
  // Cloud Storage (StorageErrorCode)
  'storage/unauthorized': 'permission-denied',
  'storage/unauthenticated': 'permission-denied',
  'storage/unauthorized-app': 'permission-denied',
  'storage/retry-limit-exceeded': 'retry-limit-exceeded',
  'storage/canceled': 'canceled',
  'storage/quota-exceeded': 'quota-exceeded',
  'storage/invalid-argument': 'invalid-argument',
  'storage/invalid-argument-count': 'invalid-argument',
  'storage/invalid-url': 'invalid-argument',
  'storage/invalid-format': 'invalid-argument',
  'storage/invalid-checksum': 'invalid-argument',
  'storage/invalid-event-name': 'invalid-argument',
  'storage/invalid-root-operation': 'invalid-argument',
  'storage/invalid-default-bucket': 'invalid-argument',
  'storage/no-default-bucket': 'invalid-argument',
  'storage/cannot-slice-blob': 'invalid-argument',
  'storage/server-file-wrong-size': 'unknown',
  'storage/object-not-found': 'unknown',
  'storage/unknown': 'unknown',
  // Firestore (FirestoreErrorCode). The lite SDK reports HTTP 500 as 'unknown' (and a request that
  // never got an answer too: toBackendError tells them apart by the message).
  unknown: 'server-error',
  internal: 'server-error',
  'data-loss': 'server-error',
  unimplemented: 'server-error',
  'permission-denied': 'permission-denied',
  unauthenticated: 'permission-denied',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
  aborted: 'unavailable',
  'resource-exhausted': 'quota-exceeded',
  cancelled: 'canceled',
  'invalid-argument': 'invalid-argument',
  // The lite SDK maps every HTTP 400 to 'failed-precondition' (it does not read the body's status).
  'failed-precondition': 'invalid-argument',
  'out-of-range': 'invalid-argument',
};

/**
 * Callable functions' codes (`functions/…`, FunctionsErrorCode) that differ from Firestore's: the
 * others (permission-denied, invalid-argument, unavailable, …) mean the same and map the same.
 */
const FUNCTIONS_CODE_MAP: Readonly<Record<string, BackendErrorCode>> = {
  // Another version of the application was received under this id: like a create-only refusal.
  'already-exists': 'permission-denied',
  // The function is not deployed (HTTP 404).
  'not-found': 'server-error',
  unknown: 'server-error',
};

export function mapFirebaseErrorCode(code: string): BackendErrorCode {
  if (code.startsWith('functions/')) {
    const key = code.slice('functions/'.length);
    return FUNCTIONS_CODE_MAP[key] ?? CODE_MAP[key] ?? 'unknown';
  }
  const key = code.startsWith('firestore/') ? code.slice('firestore/'.length) : code;
  return CODE_MAP[key] ?? 'unknown';
}

/** True when the browser says it has no network. Unknown (no `navigator`, e.g. Node) counts as online. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Throws BackendError('offline') when the browser reports no network; `action` names what was refused. */
export function assertOnline(action: string): void {
  if (isOffline()) {
    throw new BackendError('offline', `Cannot ${action}: the device is offline.`);
  }
}

/**
 * Wraps any thrown value as a BackendError, keeping it as `cause`. A BackendError passes through
 * unchanged. When the browser reports offline, a failure that is not already classified as a refusal
 * is reported as 'offline' (a failed fetch surfaces as 'unknown' or, for Storage, as a retry limit).
 */
/** How browsers word a fetch that got no answer (Chromium, Firefox, Safari). */
const NO_ANSWER = /Failed to fetch|NetworkError|Load failed|network error/i;

export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = errorCodeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  let mapped: BackendErrorCode = code === undefined ? 'unknown' : mapFirebaseErrorCode(code);
  if (mapped === 'server-error' && code === 'unknown' && NO_ANSWER.test(message)) {
    mapped = 'network';
  }
  if (
    isOffline() &&
    ['unknown', 'network', 'server-error', 'unavailable', 'retry-limit-exceeded'].includes(mapped)
  ) {
    mapped = 'offline';
  }
  return new BackendError(mapped, message, { cause: error });
}
