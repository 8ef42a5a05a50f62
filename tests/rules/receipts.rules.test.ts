// @vitest-environment node
/**
 * The receipts of job applications (firestore.rules `applicationReceipts`) against the Firestore
 * emulator, and the application written with one: the write the site makes (one batch: the
 * application and its receipt, same id) and the read it makes (the receipt, by id).
 *
 * Run with `npm run test:rules`, or against a running emulator:
 * `FIRESTORE_EMULATOR_HOST=127.0.0.1:PORT npx vitest run --config vitest.rules.config.ts tests/rules/receipts.rules.test.ts`.
 * Decision records: docs/decisions/0030-known-send-outcome.md, 0056-only-the-company-writes-its-mail.md.
 */
import { company } from '../../src/content/company';
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
import { qualifiedAnswers } from '../../scripts/mail-preview/samples';
import { toApplicationRecord } from '../../src/features/job-application/rules/application-record';
import { emptyApplication } from '../../src/features/job-application/rules/schema';
import { newDocumentId } from '../../src/lib/ids';
import { firestoreRulesEnvironment, type Data } from './firestore-rules-environment';

const DIGEST = 'a1'.repeat(32);

const { visitorDb, seed } = firestoreRulesEnvironment();

/** The application the site writes (the wizard's record builder), with the server's time. */
function application(updates: string | null = null): Data {
  return {
    ...toApplicationRecord(
      { ...emptyApplication, ...qualifiedAnswers(), toolImage: null },
      { photoPath: 'job-applications/1772464000000-ab12cd34ef.jpg', language: 'en', updates },
    ),
    createdAt: serverTimestamp(),
  };
}

function receipt(changes: Data = {}): Data {
  return { digest: DIGEST, createdAt: serverTimestamp(), ...changes };
}

/** What the site writes: the application and its receipt in one batch, under one id. */
function writeApplication(
  id: string,
  receiptData: Data = receipt(),
  applicationData: Data = application(),
  receiptId = id,
): Promise<void> {
  const db = visitorDb();
  const batch = writeBatch(db);
  batch.set(doc(db, 'applications', id), applicationData);
  batch.set(doc(db, 'applicationReceipts', receiptId), receiptData);
  return batch.commit();
}

describe('writing an application with its receipt', () => {
  it('accepts the application and its receipt in one batch under the same id', async () => {
    const id = newDocumentId();
    await assertSucceeds(writeApplication(id));
  });

  it('accepts an updated application: one that names the earlier application it replaces', async () => {
    await assertSucceeds(
      writeApplication(newDocumentId(), receipt(), application(newDocumentId())),
    );
  });

  it('refuses a mail document in place of the application: the receipt needs the application', async () => {
    const id = newDocumentId();
    const db = visitorDb();
    const batch = writeBatch(db);
    batch.set(doc(db, 'mail', id), {
      to: [company.onboardingEmail],
      replyTo: 'jane.applicant@example.org',
      message: { subject: 'New Job Application — Jane', text: 'x', html: '<p>x</p>' },
      createdAt: serverTimestamp(),
    });
    batch.set(doc(db, 'applicationReceipts', id), receipt());
    await assertFails(batch.commit());
  });

  it('refuses a receipt written on its own, without its application', async () => {
    const id = newDocumentId();
    await assertFails(setDoc(doc(visitorDb(), 'applicationReceipts', id), receipt()));
  });

  it('refuses a receipt for an application that already existed before the batch', async () => {
    const id = newDocumentId();
    await seed('applications', id, { ...application(), createdAt: Timestamp.now() });
    await assertFails(setDoc(doc(visitorDb(), 'applicationReceipts', id), receipt()));
  });

  it('refuses a receipt under another id than its application', async () => {
    await assertFails(writeApplication(newDocumentId(), receipt(), application(), newDocumentId()));
  });

  it('refuses the whole batch when the application is refused (no receipt without an application)', async () => {
    const id = newDocumentId();
    const bad = { ...application(), answers: { ...(application().answers as Data), tools: [] } };
    await assertFails(writeApplication(id, receipt(), bad));
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
  ])('refuses a receipt with %s, and its application with it', async (_, data) => {
    const id = newDocumentId();
    await assertFails(writeApplication(id, data));
  });

  it('refuses ids that are not 20 letters and digits', async () => {
    await assertFails(writeApplication('short'));
  });

  it('refuses writing the same application again: neither the application nor the receipt can be replaced', async () => {
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

  it('never lets anyone read the application itself, or the mail made from it', async () => {
    const id = newDocumentId();
    await writeApplication(id);
    await assertFails(getDoc(doc(visitorDb(), 'applications', id)));
    await seed('mail', id, { to: [company.onboardingEmail], createdAt: Timestamp.now() });
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
