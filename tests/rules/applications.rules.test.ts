// @vitest-environment node
/**
 * Job applications (firestore.rules `applications`) against a real Firestore emulator: the one thing
 * a browser writes for an application (with its receipt, tests/rules/receipts.rules.test.ts), checked
 * field by field with the wizard's rules. Whatever a stranger can write here with curl and the public
 * config is at worst an application that the product's function checks again and mails in its own
 * words (docs/decisions/0056-only-the-company-writes-its-mail.md).
 *
 * Run with `npm run test:rules`.
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
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { qualifiedAnswers } from '../../scripts/mail-preview/samples';
import {
  APPLICATIONS_COLLECTION,
  toApplicationRecord,
} from '../../src/features/job-application/rules/application-record';
import { emptyApplication, LIMITS } from '../../src/features/job-application/rules/schema';
import { newDocumentId } from '../../src/lib/ids';
import { firestoreRulesEnvironment, type Data } from './firestore-rules-environment';

const { visitorDb, seed } = firestoreRulesEnvironment();

const PHOTO = 'job-applications/1772464000000-ab12cd34ef.jpg';

/** What the site writes (the wizard's own record builder), with the server's time. */
function application(answerChanges: Data = {}, changes: Data = {}): Data {
  const record = toApplicationRecord(
    { ...emptyApplication, ...qualifiedAnswers(), toolImage: null },
    { photoPath: PHOTO, language: 'en', updates: null },
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

function without(data: Data, key: string): Data {
  const copy = { ...data };
  delete copy[key];
  return copy;
}

describe('an application as the site writes it', () => {
  it('is accepted from an anonymous visitor', async () => {
    await assertSucceeds(create(application()));
  });

  it('is accepted in Spanish, as an update of an earlier one, with the anti-spam mark, with "no" answers and the optional ones empty', async () => {
    await assertSucceeds(
      create(
        application(
          {
            understand1099: 'no',
            liveInArea: 'no',
            explainNotLocal: 'Viviría en la zona.\nDe verdad.',
            yearsExperience: '',
            lockoutBrand: '',
            tools: ['Funnel'],
          },
          { language: 'es', updates: newDocumentId(), hiddenFieldFilled: true },
        ),
      ),
    );
  });

  it('is accepted with every text at its longest and every tool', async () => {
    const long = (size: number) => 'x'.repeat(size);
    await assertSucceeds(
      create(
        application({
          fullName: long(LIMITS.name),
          location: long(LIMITS.location),
          email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.example.org`,
          explainNotLocal: long(LIMITS.long),
          yearsExperience: long(LIMITS.short),
          missingToolsPlan: long(LIMITS.long),
          understandNoWorkUntilTools: long(LIMITS.long),
          understandWeDontSupplyTools: long(LIMITS.long),
          lockoutBrand: long(LIMITS.short),
          defineOnCall: long(LIMITS.long),
        }),
      ),
    );
  });

  it.each(['jpg', 'jpeg', 'png', 'webp', 'gif', 'heic', 'heif', 'avif'])(
    'is accepted with a .%s photo',
    async (extension) => {
      await assertSucceeds(
        create(
          application({}, { photoPath: `job-applications/1772464000000-ab12cd34ef.${extension}` }),
        ),
      );
    },
  );
});

describe('an application that is not what the site writes is refused', () => {
  it.each([
    ['a mail of its own', 'message', { subject: 'x', text: 'x', html: '<form>' }],
    ['a recipient', 'to', ['someone@example.net']],
    ['a reply-to', 'replyTo', 'attacker@example.net'],
    ['a status', 'status', 'mailed'],
    ['a verdict', 'verdict', 'Meets every stated requirement'],
    ['a photo link', 'toolImage', 'https://evil.example/login'],
    ['an expiry', 'expireAt', Timestamp.now()],
  ])('with %s (key `%s`)', async (_label, key, value) => {
    await assertFails(create(application({}, { [key]: value })));
  });

  it.each(['answers', 'photoPath', 'language', 'hiddenFieldFilled', 'updates', 'createdAt'])(
    'without its `%s`',
    async (key) => {
      await assertFails(create(without(application(), key)));
    },
  );

  it('with an answer the wizard does not ask', async () => {
    await assertFails(create(application({ bankDetails: 'IBAN …' })));
  });

  it.each(['fullName', 'phone', 'email', 'location', 'tools', 'defineOnCall', 'onCallNoShifts'])(
    'without the answer `%s`',
    async (field) => {
      const data = application();
      await assertFails(create({ ...data, answers: without(data.answers as Data, field) }));
    },
  );

  it.each([
    ['understand1099', 'maybe'],
    ['liveInArea', ''],
    ['workedBefore', true],
    ['onCallNot16HoursWork', 'YES'],
  ])('with the yes/no answer `%s` = %j', async (field, value) => {
    await assertFails(create(application({ [field]: value })));
  });

  it.each([
    ['no tool', []],
    ['a tool not on the list', ['Lockout tools', 'Crowbar']],
    ['a tool twice', ['Funnel', 'Funnel']],
    ['the list as a string', 'Funnel'],
    ['eight tools', [...Array(7).fill('Funnel'), 'Funnel']],
  ])('with %s', async (_label, tools) => {
    await assertFails(create(application({ tools })));
  });

  it.each([
    ['fullName', 'x'.repeat(LIMITS.name + 1)],
    ['fullName', ''],
    ['location', 'x'.repeat(LIMITS.location + 1)],
    ['location', ''],
    ['explainNotLocal', 'x'.repeat(LIMITS.long + 1)],
    ['yearsExperience', 'x'.repeat(LIMITS.short + 1)],
    ['missingToolsPlan', 'x'.repeat(LIMITS.long + 1)],
    ['missingToolsPlan', ''],
    ['understandNoWorkUntilTools', 'x'.repeat(150_000)],
    ['lockoutBrand', 'x'.repeat(LIMITS.short + 1)],
    ['defineOnCall', ''],
  ])('with `%s` outside its length bound', async (field, value) => {
    await assertFails(create(application({ [field]: value })));
  });

  it.each([
    ['fullName', 'Ana Diaz\nBcc: everyone@example.org'],
    ['fullName', 'Ana\rDiaz'],
    ['fullName', 'Ana\u0000Diaz'],
    ['location', 'Phoenix\u2028AZ'],
    ['yearsExperience', '6\t'],
    ['lockoutBrand', 'Access\u001bTools'],
  ])('with a control character in the one-line answer `%s`', async (field, value) => {
    await assertFails(create(application({ [field]: value })));
  });

  it.each([
    ['a display name', '"RoadReady-IT-Helpdesk"<attacker@example.net>'],
    ['a display name with a space', 'Helpdesk <attacker@example.net>'],
    ['two addresses', 'ana@example.org,attacker@example.net'],
    ['a line break', 'ana@example.org\nBcc: attacker@example.net'],
    ['no domain', 'ana@'],
    ['no top-level domain', 'ana@example'],
    ['over 254 characters', `${'a'.repeat(250)}@example.org`],
  ])('with an email address with %s', async (_label, email) => {
    await assertFails(create(application({ email })));
  });

  it.each([
    ['digits only', '6025550147'],
    ['an area code starting with 1', '(102) 555-0147'],
    ['a service code as area code', '(911) 555-0147'],
    ['an exchange starting with 0', '(602) 055-0147'],
    ['an extension', '(602) 555-0147 x12'],
    ['a number abroad', '+44 20 7946 0958'],
  ])('with a phone number of %s', async (_label, phone) => {
    await assertFails(create(application({ phone })));
  });

  it.each([
    ['outside the folder', 'elsewhere/1772464000000-ab12cd34ef.jpg'],
    ['in a subfolder', 'job-applications/x/1772464000000-ab12cd34ef.jpg'],
    ['a full link', 'https://evil.example/job-applications/1772464000000-ab12cd34ef.jpg'],
    ['an svg', 'job-applications/1772464000000-ab12cd34ef.svg'],
    ['an html file', 'job-applications/1772464000000-ab12cd34ef.html'],
    ['no extension', 'job-applications/1772464000000-ab12cd34ef'],
    ['capitals', 'job-applications/1772464000000-AB12CD34EF.jpg'],
    ['null', null],
  ])('with a photo path %s', async (_label, photoPath) => {
    await assertFails(create(application({}, { photoPath })));
  });

  it.each([
    ['fr', 'fr'],
    ['EN', 'EN'],
    ['null', null],
  ])('with the language %s', async (_label, language) => {
    await assertFails(create(application({}, { language })));
  });

  it('with an anti-spam mark that is not true or false', async () => {
    await assertFails(create(application({}, { hiddenFieldFilled: 'no' })));
  });

  it.each([
    ['a short id', 'abc'],
    ['a path', 'applications/AAAAAAAAAAAAAAAAAAAA'],
    ['a number', 42],
  ])('updating %s', async (_label, updates) => {
    await assertFails(create(application({}, { updates })));
  });

  it.each([
    ['the client clock', new Date()],
    ['a client timestamp', Timestamp.now()],
    ['a string', '2026-01-01T00:00:00Z'],
  ])('with a createdAt from %s', async (_label, createdAt) => {
    await assertFails(create(application({}, { createdAt })));
  });

  it.each([
    ['too short', 'abc123'],
    ['21 characters long', 'A'.repeat(21)],
    ['containing a hyphen', 'abcdefghij-klmnopqrs'],
  ])('under a document id %s', async (_label, id) => {
    await assertFails(create(application(), id));
  });
});

describe('an existing application', () => {
  const id = 'ExistingApplication1';

  beforeEach(async () => {
    await seed(APPLICATIONS_COLLECTION, id, {
      ...application(),
      createdAt: Timestamp.now(),
      status: 'mailed',
    });
  });

  it('cannot be read', async () => {
    await assertFails(getDoc(doc(visitorDb(), APPLICATIONS_COLLECTION, id)));
  });

  it('cannot be listed', async () => {
    await assertFails(getDocs(collection(visitorDb(), APPLICATIONS_COLLECTION)));
  });

  it('cannot be released, changed or overwritten by a visitor', async () => {
    await assertFails(
      updateDoc(doc(visitorDb(), APPLICATIONS_COLLECTION, id), { status: 'release' }),
    );
    await assertFails(
      updateDoc(doc(visitorDb(), APPLICATIONS_COLLECTION, id), { 'answers.fullName': 'X' }),
    );
    await assertFails(create(application(), id));
  });

  it('cannot be deleted', async () => {
    await assertFails(deleteDoc(doc(visitorDb(), APPLICATIONS_COLLECTION, id)));
  });
});
