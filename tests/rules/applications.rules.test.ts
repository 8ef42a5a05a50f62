// @vitest-environment node
/**
 * Job applications (firestore.rules `applications`) against a real Firestore emulator. A browser
 * can no longer write an application at all: it sends it to the callable `submitApplication`, which
 * checks it with the wizard's rules and stores it with where it came from
 * (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md; functions/test/flood.test.ts). Every
 * write a browser could make before is refused here, the site's own valid record first.
 *
 * Run with `npm run test:rules`.
 */
import { assertFails } from '@firebase/rules-unit-testing';
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
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { qualifiedAnswers } from '../../scripts/mail-preview/samples';
import {
  APPLICATIONS_COLLECTION,
  toApplicationRecord,
} from '../../src/features/job-application/rules/application-record';
import { emptyApplication, questionOf } from '../../src/features/job-application/rules/schema';
import { newDocumentId } from '../../src/lib/ids';
import { firestoreRulesEnvironment, type Data } from './firestore-rules-environment';

const { visitorDb, seed } = firestoreRulesEnvironment();

const PHOTO = 'job-applications/1772464000000-ab12cd34ef.jpg';

/** What the site wrote until now (the wizard's own record builder), with the server's time. */
function application(answerChanges: Data = {}, changes: Data = {}): Data {
  const record = toApplicationRecord(
    { ...emptyApplication, ...qualifiedAnswers(), toolImage: null },
    { files: { toolImage: PHOTO }, language: 'en', updates: null },
  );
  return {
    ...record,
    answers: { ...record.answers, ...answerChanges },
    createdAt: serverTimestamp(),
    ...changes,
  };
}

const create = (data: Data, id = newDocumentId()) =>
  setDoc(doc(visitorDb(), APPLICATIONS_COLLECTION, id), data);

describe('a browser cannot create an application, however well formed', () => {
  it('refuses the site’s own valid record from an anonymous visitor', async () => {
    await assertFails(create(application()));
  });

  it('refuses it in Spanish, as an update of an earlier one, with the anti-spam mark', async () => {
    await assertFails(
      create(
        application(
          { understand1099: 'no', tools: ['Funnel'] },
          { language: 'es', updates: newDocumentId(), hiddenFieldFilled: true },
        ),
      ),
    );
  });

  it('refuses it with every text at its longest', async () => {
    const long = (size: number) => 'x'.repeat(size);
    await assertFails(
      create(
        application({
          fullName: long((questionOf('fullName') as { maxLength: number }).maxLength),
          defineOnCall: long((questionOf('defineOnCall') as { maxLength: number }).maxLength),
        }),
      ),
    );
  });

  it('refuses one that claims the function’s own fields: a source, a verdict, a status', async () => {
    await assertFails(
      create(
        application(
          {},
          {
            source: { key: 'a'.repeat(32), appCheck: 'verified' },
            status: 'release',
            handling: { reasons: [] },
          },
        ),
      ),
    );
  });

  it('refuses a flood of forged applications written at once', async () => {
    const writes = Array.from({ length: 20 }, (_, index) =>
      create(
        application({
          fullName: `Applicant ${index} https://evil.example/${index}`,
          email: `victim${index}@example.net`,
        }),
      ),
    );
    await Promise.all(writes.map((write) => assertFails(write)));
  });
});

describe('an existing application', () => {
  const stored = () => ({
    ...application(),
    createdAt: Timestamp.now(),
    source: { key: 'a'.repeat(32), appCheck: 'missing' },
    status: 'held',
  });

  it('cannot be read', async () => {
    const id = newDocumentId();
    await seed(APPLICATIONS_COLLECTION, id, stored());
    await assertFails(getDoc(doc(visitorDb(), APPLICATIONS_COLLECTION, id)));
  });

  it('cannot be listed', async () => {
    await seed(APPLICATIONS_COLLECTION, newDocumentId(), stored());
    await assertFails(getDocs(collection(visitorDb(), APPLICATIONS_COLLECTION)));
  });

  it('cannot be released, changed or overwritten by a visitor', async () => {
    const id = newDocumentId();
    await seed(APPLICATIONS_COLLECTION, id, stored());
    const ref = doc(visitorDb(), APPLICATIONS_COLLECTION, id);
    await assertFails(updateDoc(ref, { status: 'release' }));
    await assertFails(updateDoc(ref, { 'source.appCheck': 'verified' }));
    await assertFails(setDoc(ref, application()));
  });

  it('cannot be deleted', async () => {
    const id = newDocumentId();
    await seed(APPLICATIONS_COLLECTION, id, stored());
    await assertFails(deleteDoc(doc(visitorDb(), APPLICATIONS_COLLECTION, id)));
  });
});
