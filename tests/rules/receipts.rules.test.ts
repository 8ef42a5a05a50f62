// @vitest-environment node
/**
 * The receipts of job applications (firestore.rules `applicationReceipts`) against the Firestore
 * emulator. The callable `submitApplication` writes the application and its receipt now
 * (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md): every write the site made before is
 * refused, its own batch first; the read it still makes (the receipt, by id) works.
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
      {
        files: { toolImage: 'job-applications/1772464000000-ab12cd34ef.jpg' },
        language: 'en',
        updates,
      },
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

/** What the callable stores (admin access): the application and its receipt, under one id. */
async function stored(id: string) {
  await seed('applications', id, { ...application(), createdAt: Timestamp.now() });
  await seed('applicationReceipts', id, { digest: DIGEST, createdAt: Timestamp.now() });
}

describe('a browser cannot write an application with its receipt any more', () => {
  it('refuses the batch the site used to write: the application and its receipt under one id', async () => {
    const id = newDocumentId();
    await assertFails(writeApplication(id));
    const snapshot = await getDoc(doc(visitorDb(), 'applicationReceipts', id));
    expect(snapshot.exists()).toBe(false);
  });

  it('refuses an updated application with its receipt', async () => {
    await assertFails(writeApplication(newDocumentId(), receipt(), application(newDocumentId())));
  });

  it('refuses a receipt written on its own, without its application', async () => {
    await assertFails(setDoc(doc(visitorDb(), 'applicationReceipts', newDocumentId()), receipt()));
  });

  it('refuses a receipt for an application the callable stored, or one that replaces its receipt', async () => {
    const id = newDocumentId();
    await stored(id);
    await assertFails(
      setDoc(doc(visitorDb(), 'applicationReceipts', id), receipt({ digest: 'b2'.repeat(32) })),
    );
    await assertFails(writeApplication(id));
  });

  it('refuses a mail document in place of the application', async () => {
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
});

describe('reading a receipt', () => {
  it('lets the applicant’s device read a receipt by its id, and learn that one does not exist', async () => {
    const id = newDocumentId();
    await stored(id);
    const found = await assertSucceeds(getDoc(doc(visitorDb(), 'applicationReceipts', id)));
    expect(found.data()?.digest).toBe(DIGEST);
    const missing = await assertSucceeds(
      getDoc(doc(visitorDb(), 'applicationReceipts', newDocumentId())),
    );
    expect(missing.exists()).toBe(false);
  });

  it('never lets anyone list the receipts', async () => {
    await stored(newDocumentId());
    await assertFails(getDocs(collection(visitorDb(), 'applicationReceipts')));
  });

  it('never lets anyone read the application itself, or the mail made from it', async () => {
    const id = newDocumentId();
    await stored(id);
    await assertFails(getDoc(doc(visitorDb(), 'applications', id)));
    await seed('mail', id, { to: [company.onboardingEmail], createdAt: Timestamp.now() });
    await assertFails(getDoc(doc(visitorDb(), 'mail', id)));
  });

  it('never lets anyone change or delete a receipt', async () => {
    const id = newDocumentId();
    await stored(id);
    await assertFails(
      updateDoc(doc(visitorDb(), 'applicationReceipts', id), { digest: 'c3'.repeat(32) }),
    );
    await assertFails(deleteDoc(doc(visitorDb(), 'applicationReceipts', id)));
  });
});
