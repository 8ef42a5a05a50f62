// @vitest-environment node
/**
 * Cloud Firestore security rules (firestore.rules) against a real Firestore emulator.
 *
 * Run with `npm run test:rules`: scripts/test-emulators.mjs starts firebase-tools' emulators with
 * Java 21, otherwise the Cloud SDK's standalone Firestore emulator, and sets FIRESTORE_EMULATOR_HOST.
 * Decision record: docs/decisions/0005-security-rules.md.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { emulatorAddress } from './emulator-address';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { company } from '../../src/content/company';
import { newDocumentId } from '../../src/lib/ids';

const PROJECT_ID = 'demo-roadside';
const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));

/** A fresh 20-character id of the shape the client SDK generates. */
const autoId = newDocumentId;

let testEnv: RulesTestEnvironment;

/** The Firestore of an anonymous visitor (no auth), as the site's visitors are. */
function visitorDb(): Firestore {
  return testEnv.unauthenticatedContext().firestore() as unknown as Firestore;
}

type Data = Record<string, unknown>;

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

function validSubscription(): Data {
  return { email: 'reader@example.org', createdAt: serverTimestamp() };
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

/** Writes `data` to `collectionName/{id}` with the rules switched off (test setup). */
async function seed(collectionName: string, id: string, data: Data): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, collectionName, id), data);
  });
}

beforeAll(async () => {
  // Every refused write is also logged by the SDK as a warning; the assertions say enough.
  setLogLevel('error');
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      rules: readFileSync(RULES_PATH, 'utf8'),
      ...emulatorAddress('FIRESTORE_EMULATOR_HOST'),
    },
  });
});

beforeEach(async () => {
  await testEnv.clearFirestore();
});

afterAll(async () => {
  await testEnv?.cleanup();
});

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

  it.each([
    ['cc', ['someone.else@example.net']],
    ['bcc', ['someone.else@example.net']],
    ['from', 'Spoofed Sender <ceo@example.com>'],
    ['headers', { 'X-Priority': '1' }],
    ['attachments', [{ filename: 'a.txt', content: 'hello' }]],
    ['template', { name: 'welcome', data: {} }],
    ['delivery', { state: 'SUCCESS' }],
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

  it('refuses a replyTo that is not a string', async () => {
    await assertFails(createIn('mail', { ...validMail(), replyTo: ['jane@example.org'] }));
  });

  it('refuses a createdAt set from the client clock instead of the server timestamp', async () => {
    await assertFails(createIn('mail', { ...validMail(), createdAt: new Date() }));
  });

  it('refuses a createdAt that is a client Timestamp', async () => {
    await assertFails(createIn('mail', { ...validMail(), createdAt: Timestamp.now() }));
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
});

describe('newsletterSubscriptions', () => {
  it('accepts a well-formed subscription from an anonymous visitor', async () => {
    await assertSucceeds(createIn('newsletterSubscriptions', validSubscription()));
  });

  it.each([
    ['name', 'Reader'],
    ['to', [company.onboardingEmail]],
    ['source', 'footer'],
  ])('refuses a subscription with the extra key `%s`', async (key, value) => {
    await assertFails(
      createIn('newsletterSubscriptions', { ...validSubscription(), [key]: value }),
    );
  });

  it.each(['email', 'createdAt'])('refuses a subscription without its `%s` key', async (key) => {
    await assertFails(createIn('newsletterSubscriptions', without(validSubscription(), key)));
  });

  it.each([
    ['not an e-mail address', 'reader'],
    ['missing the top-level domain', 'reader@example'],
    ['containing a space', 'a reader@example.org'],
    ['longer than 254 characters', `${'r'.repeat(250)}@example.org`],
  ])('refuses an email %s', async (_label, email) => {
    await assertFails(createIn('newsletterSubscriptions', { ...validSubscription(), email }));
  });

  it('refuses an email that is not a string', async () => {
    await assertFails(createIn('newsletterSubscriptions', { ...validSubscription(), email: 42 }));
  });

  it('refuses a createdAt set from the client clock instead of the server timestamp', async () => {
    const data = { ...validSubscription(), createdAt: new Date() };
    await assertFails(createIn('newsletterSubscriptions', data));
  });

  it('refuses a document id that is not a 20-character auto id', async () => {
    await assertFails(
      createIn('newsletterSubscriptions', validSubscription(), 'reader@example.org'),
    );
  });

  describe('an existing subscription', () => {
    const id = 'ExistingSubscriptio1';

    beforeEach(async () => {
      await seed('newsletterSubscriptions', id, validSubscription());
    });

    it('cannot be read (get)', async () => {
      await assertFails(getDoc(doc(visitorDb(), 'newsletterSubscriptions', id)));
    });

    it('cannot be listed', async () => {
      await assertFails(getDocs(collection(visitorDb(), 'newsletterSubscriptions')));
    });

    it('cannot be updated', async () => {
      const ref = doc(visitorDb(), 'newsletterSubscriptions', id);
      await assertFails(updateDoc(ref, { email: 'other@example.org' }));
    });

    it('cannot be deleted', async () => {
      await assertFails(deleteDoc(doc(visitorDb(), 'newsletterSubscriptions', id)));
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

  it('refuses a write to a subcollection under mail', async () => {
    const parent = autoId();
    await assertFails(setDoc(doc(visitorDb(), 'mail', parent, 'replies', autoId()), validMail()));
  });

  it('refuses reading a document of another collection', async () => {
    await seed('settings', 'site', { maintenance: false });
    await assertFails(getDoc(doc(visitorDb(), 'settings', 'site')));
  });
});
