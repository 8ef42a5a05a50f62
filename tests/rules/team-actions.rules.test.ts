// @vitest-environment node
/**
 * What the onboarding team did and where an application stands
 * (docs/decisions/0063-team-actions-and-status-page.md) against the Firestore emulator: an
 * application's `status` and its action records (`team`), the applicant's status record
 * (`applicationStatuses`) and the applicants' mails waiting for room (`applicantMailQueue`) are read
 * and written by the product's functions only. A browser, with the site's public config and no
 * login, can read none of them, list none, and change none: not a release, not a decision, not a
 * stage date, not a queued mail.
 *
 * Run with `npm run test:rules`, or against a running emulator:
 * `FIRESTORE_EMULATOR_HOST=127.0.0.1:PORT npx vitest run --config vitest.rules.config.ts tests/rules/team-actions.rules.test.ts`.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { qualifiedAnswers } from '../../scripts/mail-preview/samples';
import { newDocumentId } from '../../src/lib/ids';
import { firestoreRulesEnvironment } from './firestore-rules-environment';

const { visitorDb, seed } = firestoreRulesEnvironment();

const NOW = Timestamp.fromDate(new Date('2026-03-02T15:10:00Z'));

/** An application as the functions leave it once mailed and acted on (admin access). */
async function mailedApplication(id: string, statusId: string) {
  await seed('applications', id, {
    answers: qualifiedAnswers(),
    files: { toolImage: 'job-applications/1772464000000-ab12cd34ef.jpg' },
    language: 'en',
    hiddenFieldFilled: false,
    updates: null,
    createdAt: NOW,
    source: { key: 'abc123', appCheck: 'missing' },
    status: 'mailed',
    statusId,
    handling: { mailedAt: NOW, mailId: id },
    team: {
      readAt: NOW,
      decision: { action: 'call', at: NOW, reason: null },
      releasedAt: null,
      actions: [{ action: 'call', at: NOW, via: 'mail', link: '0123456789abcdef', reason: null }],
    },
  });
  await seed('applicationStatuses', statusId, {
    firstName: 'Ana',
    language: 'en',
    receivedAt: NOW,
    readAt: NOW,
    callAt: NOW,
    declinedAt: null,
    expireAt: NOW,
  });
}

describe('an application’s status and its action records', () => {
  it('cannot be read, listed or queried by a browser', async () => {
    const id = newDocumentId();
    await mailedApplication(id, newDocumentId());
    await assertFails(getDoc(doc(visitorDb(), 'applications', id)));
    await assertFails(getDocs(collection(visitorDb(), 'applications')));
    await assertFails(
      getDocs(query(collection(visitorDb(), 'applications'), where('status', '==', 'held'))),
    );
  });

  it('cannot be released, decided, marked read or rewritten by a browser', async () => {
    const id = newDocumentId();
    await seed('applications', id, {
      answers: qualifiedAnswers(),
      createdAt: NOW,
      status: 'held',
      handling: { heldAt: NOW, reasons: ['hourly-cap'] },
    });
    const ref = doc(visitorDb(), 'applications', id);
    // The console's release, from a browser.
    await assertFails(updateDoc(ref, { status: 'release' }));
    await assertFails(updateDoc(ref, { 'team.readAt': NOW }));
    await assertFails(
      updateDoc(ref, { team: { decision: { action: 'decline', at: NOW, reason: null } } }),
    );
    await assertFails(setDoc(ref, { status: 'mailed', team: { actions: [] } }, { merge: true }));
    await assertFails(deleteDoc(ref));
  });
});

describe('the applicant’s status record', () => {
  it('cannot be read, listed or queried by a browser, even by its id', async () => {
    const statusId = newDocumentId();
    await mailedApplication(newDocumentId(), statusId);
    await assertFails(getDoc(doc(visitorDb(), 'applicationStatuses', statusId)));
    await assertFails(getDocs(collection(visitorDb(), 'applicationStatuses')));
    await assertFails(
      getDocs(
        query(collection(visitorDb(), 'applicationStatuses'), where('firstName', '==', 'Ana')),
      ),
    );
  });

  it('cannot be created, changed or deleted by a browser', async () => {
    const statusId = newDocumentId();
    await mailedApplication(newDocumentId(), statusId);
    const ref = doc(visitorDb(), 'applicationStatuses', statusId);
    await assertFails(updateDoc(ref, { declinedAt: NOW }));
    await assertFails(updateDoc(ref, { callAt: null }));
    await assertFails(deleteDoc(ref));
    await assertFails(
      setDoc(doc(visitorDb(), 'applicationStatuses', newDocumentId()), {
        firstName: 'Forged',
        language: 'en',
        receivedAt: NOW,
        readAt: NOW,
        callAt: NOW,
        declinedAt: null,
      }),
    );
  });
});

describe('an applicant’s mail waiting for room in the hour', () => {
  it('cannot be read, listed, created, changed or deleted by a browser', async () => {
    const mailId = `${newDocumentId()}-decline`;
    await seed('applicantMailQueue', mailId, {
      to: ['ana.diaz@example.org'],
      message: { subject: 'About your application', text: 'x', html: '<p>x</p>' },
      verified: false,
      queuedAt: NOW,
    });
    const ref = doc(visitorDb(), 'applicantMailQueue', mailId);
    await assertFails(getDoc(ref));
    await assertFails(getDocs(collection(visitorDb(), 'applicantMailQueue')));
    await assertFails(updateDoc(ref, { to: ['stranger@example.org'] }));
    await assertFails(deleteDoc(ref));
    await assertFails(
      setDoc(doc(visitorDb(), 'applicantMailQueue', `${newDocumentId()}-call`), {
        to: ['stranger@example.org'],
        message: { subject: 'Hi', text: 'Visit evil.example', html: '<a href="x">x</a>' },
        verified: true,
        queuedAt: NOW,
      }),
    );
  });
});
