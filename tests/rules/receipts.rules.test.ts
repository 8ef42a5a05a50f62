// @vitest-environment node
/**
 * The receipts of job applications (firestore.rules `applicationReceipts`) against the Firestore
 * emulator, and the mail document written with one: the write the site makes (one batch: the mail
 * and its receipt, same id) and the read it makes (the receipt, by id). An updated application is
 * an ordinary mail document with the subject 'Updated Job Application — {name}'.
 *
 * Run with `npm run test:rules`, or against a running emulator:
 * `FIRESTORE_EMULATOR_HOST=127.0.0.1:PORT npx vitest run --config vitest.rules.config.ts tests/rules/receipts.rules.test.ts`.
 * Decision record: docs/decisions/0030-known-send-outcome.md.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { newDocumentId } from '../../src/lib/ids';
import { firestoreRulesEnvironment, type Data } from './firestore-rules-environment';

const DIGEST = 'a1'.repeat(32);

const { visitorDb, seed } = firestoreRulesEnvironment();

function mail(subject = 'New Job Application — Jane Applicant'): Data {
  return {
    to: [company.onboardingEmail],
    replyTo: 'jane.applicant@example.org',
    message: {
      subject,
      text: 'Name: Jane Applicant',
      html: '<p><strong>Name:</strong> Jane Applicant</p>',
    },
    createdAt: serverTimestamp(),
  };
}

function receipt(changes: Data = {}): Data {
  return { digest: DIGEST, createdAt: serverTimestamp(), ...changes };
}

/** What the site writes: the mail and its receipt in one batch, under one id. */
function writeApplication(
  id: string,
  receiptData: Data = receipt(),
  mailData: Data = mail(),
  receiptId = id,
): Promise<void> {
  const db = visitorDb();
  const batch = writeBatch(db);
  batch.set(doc(db, 'mail', id), mailData);
  batch.set(doc(db, 'applicationReceipts', receiptId), receiptData);
  return batch.commit();
}

describe('writing an application with its receipt', () => {
  it('accepts the mail and its receipt in one batch under the same id', async () => {
    const id = newDocumentId();
    await assertSucceeds(writeApplication(id));
  });

  it('accepts an updated application: a mail with the subject “Updated Job Application — …”', async () => {
    await assertSucceeds(
      writeApplication(
        newDocumentId(),
        receipt(),
        mail('Updated Job Application — Jane Applicant'),
      ),
    );
  });

  it('refuses a receipt written on its own, without its mail document', async () => {
    const id = newDocumentId();
    await assertFails(setDoc(doc(visitorDb(), 'applicationReceipts', id), receipt()));
  });

  it('refuses a receipt for a mail document that already existed before the batch', async () => {
    const id = newDocumentId();
    await seed('mail', id, { ...mail(), createdAt: Timestamp.now() });
    await assertFails(setDoc(doc(visitorDb(), 'applicationReceipts', id), receipt()));
  });

  it('refuses a receipt under another id than its mail document', async () => {
    await assertFails(writeApplication(newDocumentId(), receipt(), mail(), newDocumentId()));
  });

  it('refuses the whole batch when the mail document is refused (no receipt without a mail)', async () => {
    const id = newDocumentId();
    const badMail = { ...mail(), to: ['someone.else@example.net'] };
    await assertFails(writeApplication(id, receipt(), badMail));
    await assertSucceeds(getDoc(doc(visitorDb(), 'applicationReceipts', id)));
    const snapshot = await getDoc(doc(visitorDb(), 'applicationReceipts', id));
    expect(snapshot.exists()).toBe(false);
  });

  it.each([
    ['a digest that is not 64 lower-case hex digits', receipt({ digest: 'A1'.repeat(32) })],
    ['a short digest', receipt({ digest: 'a1' })],
    ['a digest that is not a string', receipt({ digest: 42 })],
    ['a client clock as createdAt', receipt({ createdAt: Timestamp.now() })],
    ['another key', receipt({ name: 'Jane Applicant' })],
    ['no createdAt', { digest: DIGEST }],
    ['no digest', { createdAt: serverTimestamp() }],
  ])('refuses a receipt with %s, and its mail with it', async (_, data) => {
    const id = newDocumentId();
    await assertFails(writeApplication(id, data));
  });

  it('refuses ids that are not 20 letters and digits', async () => {
    await assertFails(writeApplication('short'));
  });

  it('refuses writing the same application again: neither the mail nor the receipt can be replaced', async () => {
    const id = newDocumentId();
    await assertSucceeds(writeApplication(id));
    await assertFails(writeApplication(id));
    await assertFails(
      setDoc(doc(visitorDb(), 'applicationReceipts', id), receipt({ digest: 'b2'.repeat(32) })),
    );
  });
});

describe('reading a receipt', () => {
  it('lets the applicant’s device read a receipt by its id, and learn that one does not exist', async () => {
    const id = newDocumentId();
    await writeApplication(id);
    const found = await assertSucceeds(getDoc(doc(visitorDb(), 'applicationReceipts', id)));
    expect(found.data()?.digest).toBe(DIGEST);
    const missing = await assertSucceeds(
      getDoc(doc(visitorDb(), 'applicationReceipts', newDocumentId())),
    );
    expect(missing.exists()).toBe(false);
  });

  it('never lets anyone list the receipts', async () => {
    await writeApplication(newDocumentId());
    await assertFails(getDocs(collection(visitorDb(), 'applicationReceipts')));
  });

  it('never lets anyone read the mail document itself', async () => {
    const id = newDocumentId();
    await writeApplication(id);
    await assertFails(getDoc(doc(visitorDb(), 'mail', id)));
  });

  it('never lets anyone change or delete a receipt', async () => {
    const id = newDocumentId();
    await writeApplication(id);
    await assertFails(
      updateDoc(doc(visitorDb(), 'applicationReceipts', id), { digest: 'c3'.repeat(32) }),
    );
    await assertFails(deleteDoc(doc(visitorDb(), 'applicationReceipts', id)));
  });
});
