import type { Firestore, Transaction } from 'firebase-admin/firestore';

/**
 * How Firestore closes a transaction that cannot go on: gRPC's INVALID_ARGUMENT, "Transaction is
 * invalid or closed". The Firestore emulator answers a transaction that lost a lock to a concurrent
 * one so (production answers ABORTED, which the SDK retries by itself), and production answers a
 * transaction past its time limit so. Nothing of a closed transaction was written.
 */
export function isClosedTransaction(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 3 &&
    /Transaction is invalid or closed/.test(String((error as { details?: unknown }).details ?? ''))
  );
}

/** Attempts in all, of a transaction closed as above. */
export const CLOSED_TRANSACTION_ATTEMPTS = 4;

/**
 * `db.runTransaction(update)`, tried again (after a short, growing wait) when Firestore closed the
 * transaction as above: two calls at once (a double submit, a sign-up sent twice) then both finish,
 * one after the other, as they do in production. `update` must be safe to run again, as for
 * `runTransaction` itself, which already runs it again on contention.
 */
export async function runTransaction<T>(
  db: Firestore,
  update: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.runTransaction(update);
    } catch (error) {
      if (attempt >= CLOSED_TRANSACTION_ATTEMPTS || !isClosedTransaction(error)) throw error;
      await new Promise((done) => setTimeout(done, 100 * 2 ** attempt * (1 + Math.random())));
    }
  }
}
