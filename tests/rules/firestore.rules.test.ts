// @vitest-environment node
/**
 * Cloud Firestore security rules (firestore.rules) against a real Firestore emulator.
 *
 * Run with `npm run test:rules`: scripts/test-emulators.mjs starts firebase-tools' emulators with
 * Java 21, otherwise the Cloud SDK's standalone Firestore emulator, and sets FIRESTORE_EMULATOR_HOST.
 * Decision records: docs/decisions/0005-security-rules.md, 0021-newsletter-one-per-address.md.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
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
} from 'firebase/firestore';
import { firestoreRulesEnvironment, type Data } from './firestore-rules-environment';
import { beforeEach, describe, it } from 'vitest';
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

function without(data: Data, key: string): Data {
  const copy = { ...data };
  delete copy[key];
  return copy;
}

function createIn(collectionName: string, data: Data, id: string = autoId()): Promise<void> {
  return setDoc(doc(visitorDb(), collectionName, id), data);
}

describe('mail (job application e-mails for the Trigger Email extension)', () => {
  it('accepts a well-formed application e-mail from an anonymous visitor', async () => {
    await assertSucceeds(createIn('mail', validMail()));
  });

  it('accepts subject, text and html at their maximum sizes', async () => {
    const data = withMessage(validMail(), {
      subject: 's'.repeat(300),
      text: 't'.repeat(100_000),
      html: 'h'.repeat(200_000),
    });
    await assertSucceeds(createIn('mail', data));
  });

  it('refuses a mail addressed to anyone but the onboarding address', async () => {
    await assertFails(createIn('mail', { ...validMail(), to: ['someone.else@example.net'] }));
  });

  it('refuses a mail addressed to the onboarding address and a second address', async () => {
    const to = [company.onboardingEmail, 'someone.else@example.net'];
    await assertFails(createIn('mail', { ...validMail(), to }));
  });

  it('refuses a mail whose `to` is a string instead of a list', async () => {
    await assertFails(createIn('mail', { ...validMail(), to: company.onboardingEmail }));
  });

  it('refuses a mail whose `to` is an empty list', async () => {
    await assertFails(createIn('mail', { ...validMail(), to: [] }));
  });

  it('refuses a mail addressed to the onboarding address written with capitals', async () => {
    const to = [company.onboardingEmail.toUpperCase()];
    await assertFails(createIn('mail', { ...validMail(), to }));
  });

  it('refuses a mail addressed to the onboarding address twice', async () => {
    const to = [company.onboardingEmail, company.onboardingEmail];
    await assertFails(createIn('mail', { ...validMail(), to }));
  });

  it.each([
    ['cc', ['someone.else@example.net']],
    ['bcc', ['someone.else@example.net']],
    ['from', 'Spoofed Sender <ceo@example.com>'],
    ['headers', { 'X-Priority': '1' }],
    ['attachments', [{ filename: 'a.txt', content: 'hello' }]],
    ['template', { name: 'welcome', data: {} }],
    ['delivery', { state: 'SUCCESS' }],
    ['delivery', { state: 'RETRY' }],
    ['retry', { count: 0 }],
    ['expireAt', Timestamp.fromMillis(Date.now() + 60_000)],
    ['alertFor', 'ExistingMail00000001'],
    ['toUids', ['some-user-id']],
    ['bccUids', ['some-user-id']],
    ['categories', ['bulk']],
  ])('refuses a mail with the extra top-level key `%s`', async (key, value) => {
    await assertFails(createIn('mail', { ...validMail(), [key]: value }));
  });

  it.each(['to', 'replyTo', 'message', 'createdAt'])(
    'refuses a mail without its `%s` key',
    async (key) => {
      await assertFails(createIn('mail', without(validMail(), key)));
    },
  );

  it.each([
    ['amp', '<p>amp</p>'],
    ['attachments', [{ filename: 'a.txt', content: 'hello' }]],
    ['messageId', 'custom-id'],
  ])('refuses a mail whose message has the extra key `%s`', async (key, value) => {
    await assertFails(createIn('mail', withMessage(validMail(), { [key]: value })));
  });

  it.each(['subject', 'text', 'html'])(
    'refuses a mail whose message lacks its `%s`',
    async (key) => {
      const data = { ...validMail(), message: without(validMail().message as Data, key) };
      await assertFails(createIn('mail', data));
    },
  );

  it('refuses a subject longer than 300 characters', async () => {
    await assertFails(createIn('mail', withMessage(validMail(), { subject: 's'.repeat(301) })));
  });

  it('refuses a text body longer than 100,000 characters', async () => {
    await assertFails(createIn('mail', withMessage(validMail(), { text: 't'.repeat(100_001) })));
  });

  it('refuses an html body longer than 200,000 characters', async () => {
    await assertFails(createIn('mail', withMessage(validMail(), { html: 'h'.repeat(200_001) })));
  });

  it.each(['subject', 'text', 'html'])('refuses an empty %s', async (key) => {
    await assertFails(createIn('mail', withMessage(validMail(), { [key]: '' })));
  });

  it('refuses a subject that is a number', async () => {
    await assertFails(createIn('mail', withMessage(validMail(), { subject: 42 })));
  });

  it('refuses a message that is a string instead of a map', async () => {
    await assertFails(createIn('mail', { ...validMail(), message: 'Hello onboarding team' }));
  });

  it.each([
    ['not an e-mail address', 'jane applicant'],
    ['missing the domain', 'jane@'],
    ['missing the top-level domain', 'jane@example'],
    ['containing a space', 'jane doe@example.org'],
    ['with two @', 'jane@doe@example.org'],
    ['longer than 254 characters', `${'j'.repeat(250)}@example.org`],
  ])('refuses a replyTo %s', async (_label, replyTo) => {
    await assertFails(createIn('mail', { ...validMail(), replyTo }));
  });

  it('refuses an empty replyTo', async () => {
    await assertFails(createIn('mail', { ...validMail(), replyTo: '' }));
  });

  it('refuses a replyTo that is not a string', async () => {
    await assertFails(createIn('mail', { ...validMail(), replyTo: ['jane@example.org'] }));
  });

  it('refuses a createdAt set from the client clock instead of the server timestamp', async () => {
    await assertFails(createIn('mail', { ...validMail(), createdAt: new Date() }));
  });

  it('refuses a createdAt that is a client Timestamp', async () => {
    await assertFails(createIn('mail', { ...validMail(), createdAt: Timestamp.now() }));
  });

  it('refuses a createdAt that is a date written as a string', async () => {
    await assertFails(createIn('mail', { ...validMail(), createdAt: '2026-01-01T00:00:00Z' }));
  });

  it('refuses a createdAt that is null', async () => {
    await assertFails(createIn('mail', { ...validMail(), createdAt: null }));
  });

  it('refuses a mail without createdAt', async () => {
    await assertFails(createIn('mail', without(validMail(), 'createdAt')));
  });

  it.each([
    ['too short', 'abc123'],
    ['21 characters long', 'A'.repeat(21)],
    ['containing a hyphen', 'abcdefghij-klmnopqrs'],
    ['containing an underscore', 'abcdefghij_klmnopqrs'],
  ])('refuses a document id that is %s', async (_label, id) => {
    await assertFails(createIn('mail', validMail(), id));
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
  it.each(['applications', 'users', 'mailTemplates', 'mail_outbox'])(
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
