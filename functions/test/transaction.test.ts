import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  CLOSED_TRANSACTION_ATTEMPTS,
  isClosedTransaction,
  runTransaction,
} from '../src/transaction.js';

/** The error Firestore (the emulator under contention) closes a transaction with. */
const closed = () =>
  Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
    code: 3,
    details: 'Transaction is invalid or closed.',
  });

/** A Firestore whose `runTransaction` fails with `failures` in turn, then runs the update. */
function firestoreFailing(...failures: Error[]) {
  let calls = 0;
  const db = {
    async runTransaction(update: (transaction: unknown) => Promise<unknown>) {
      const failure = failures[calls];
      calls += 1;
      if (failure) throw failure;
      return update({});
    },
  };
  return { db: db as unknown as Firestore, calls: () => calls };
}

describe('a transaction Firestore closed', () => {
  it('is known by its code and its words, and nothing else is', () => {
    expect(isClosedTransaction(closed())).toBe(true);
    expect(
      isClosedTransaction(Object.assign(new Error('x'), { code: 3, details: 'Bad field' })),
    ).toBe(false);
    expect(
      isClosedTransaction(Object.assign(new Error('x'), { code: 10, details: 'Aborted' })),
    ).toBe(false);
    expect(isClosedTransaction('Transaction is invalid or closed.')).toBe(false);
  });

  it('is run again, and its answer is the one of the run that finished', async () => {
    const { db, calls } = firestoreFailing(closed(), closed());
    await expect(runTransaction(db, async () => 'written once')).resolves.toBe('written once');
    expect(calls()).toBe(3);
  });

  it(`gives up after ${CLOSED_TRANSACTION_ATTEMPTS} attempts, with Firestore's error`, async () => {
    const { db, calls } = firestoreFailing(
      ...Array.from({ length: CLOSED_TRANSACTION_ATTEMPTS }, closed),
    );
    await expect(runTransaction(db, async () => 'never')).rejects.toMatchObject({ code: 3 });
    expect(calls()).toBe(CLOSED_TRANSACTION_ATTEMPTS);
  });

  it('is not run again for any other error', async () => {
    const refused = Object.assign(new Error('7 PERMISSION_DENIED'), { code: 7 });
    const { db, calls } = firestoreFailing(refused);
    await expect(runTransaction(db, async () => 'never')).rejects.toBe(refused);
    expect(calls()).toBe(1);
  });
});
