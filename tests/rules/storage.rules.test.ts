// @vitest-environment node
/**
 * Cloud Storage security rules (storage.rules) against the Storage emulator.
 *
 * Run with `npm run test:rules` (scripts/test-emulators.ts starts the emulators through
 * `firebase emulators:exec`, which sets FIREBASE_STORAGE_EMULATOR_HOST). The Storage emulator's
 * rules runtime needs Java 21. Decision records: docs/decisions/0005-security-rules.md,
 * 0056-only-the-company-writes-its-mail.md.
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
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
  type UploadMetadata,
} from 'firebase/storage';
import { emulatorAddress } from './emulator-address';
import { FILE_FIELDS, fileQuestionOf } from '../../src/features/job-application/rules/schema';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';

const PROJECT_ID = 'demo-roadside';
const RULES_PATH = fileURLToPath(new URL('../../storage.rules', import.meta.url));
const FOLDER = 'job-applications';
/** The largest photo a question takes: the rules refuse one this large (rules-constants.test.ts). */
const PHOTO_LIMIT = Math.max(...FILE_FIELDS.map((field) => fileQuestionOf(field).maxBytes));

/** A file name of the shape the client's upload helper produces: `{ms timestamp}-{10 base36}.{ext}`. */
function uploadName(extension = 'jpg'): string {
  const random = Array.from({ length: 10 }, () => Math.floor(Math.random() * 36).toString(36)).join(
    '',
  );
  return `${Date.now()}-${random}.${extension}`;
}

/** The bytes of a tiny JPEG (SOI, JFIF APP0 header, EOI): enough for a JPEG-typed upload. */
const TINY_JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
  0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);
const JPEG: UploadMetadata = { contentType: 'image/jpeg' };

let testEnv: RulesTestEnvironment;

/** The Storage of an anonymous visitor (no auth), as the site's visitors are. */
function visitorStorage(): FirebaseStorage {
  return testEnv.unauthenticatedContext().storage() as unknown as FirebaseStorage;
}

function upload(path: string, bytes: Uint8Array = TINY_JPEG, metadata: UploadMetadata = JPEG) {
  return uploadBytes(ref(visitorStorage(), path), bytes, metadata);
}

/** Stores an object with the rules switched off (test setup). */
async function seed(path: string): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const storage = context.storage() as unknown as FirebaseStorage;
    await uploadBytes(ref(storage, path), TINY_JPEG, JPEG);
  });
}

beforeAll(async () => {
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: {
      rules: readFileSync(RULES_PATH, 'utf8'),
      ...emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST'),
    },
  });
});

beforeEach(async () => {
  await testEnv.clearStorage();
});

afterAll(async () => {
  await testEnv?.cleanup();
});

describe('uploading a job application tool image', () => {
  it('accepts a small JPEG to a well-formed name', async () => {
    await assertSucceeds(upload(`${FOLDER}/${uploadName()}`));
  });

  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
    ['heic', 'image/heic'],
    ['heif', 'image/heif'],
    ['avif', 'image/avif'],
  ])('accepts a .%s named photo of type %s', async (extension, contentType) => {
    await assertSucceeds(upload(`${FOLDER}/${uploadName(extension)}`, TINY_JPEG, { contentType }));
  });

  it('accepts an image just under the declared limit', async () => {
    await assertSucceeds(upload(`${FOLDER}/${uploadName()}`, new Uint8Array(PHOTO_LIMIT - 1)));
  });

  it.each([
    'application/pdf',
    'text/html',
    'application/octet-stream',
    'video/mp4',
    'image/svg+xml',
  ])('refuses the content type %s (not a photo)', async (contentType) => {
    await assertFails(upload(`${FOLDER}/${uploadName()}`, TINY_JPEG, { contentType }));
  });

  it.each([
    ['a .png name for a JPEG', 'png', 'image/jpeg'],
    ['a .jpg name for a PNG', 'jpg', 'image/png'],
    ['a .bin name', 'bin', 'image/heic'],
    ['a .html name', 'html', 'image/jpeg'],
  ])(
    'refuses %s: the extension must match the content type',
    async (_label, extension, contentType) => {
      await assertFails(upload(`${FOLDER}/${uploadName(extension)}`, TINY_JPEG, { contentType }));
    },
  );

  it('refuses an upload without a content type (the SDK then sends application/octet-stream)', async () => {
    await assertFails(upload(`${FOLDER}/${uploadName()}`, TINY_JPEG, {}));
  });

  it.each([
    ['custom metadata', { customMetadata: { note: 'hello' } }],
    ['a download token of its own', { customMetadata: { firebaseStorageDownloadTokens: 'known' } }],
    ['an attachment disposition', { contentDisposition: 'attachment; filename="invoice.html"' }],
    [
      'an inline disposition with another name',
      { contentDisposition: 'inline; filename="x.html"' },
    ],
    ['a gzip encoding', { contentEncoding: 'gzip' }],
  ])('refuses an upload that sets %s', async (_label, extra) => {
    await assertFails(upload(`${FOLDER}/${uploadName()}`, TINY_JPEG, { ...JPEG, ...extra }));
  });

  it('refuses an image at the declared limit or more', async () => {
    await assertFails(upload(`${FOLDER}/${uploadName()}`, new Uint8Array(PHOTO_LIMIT)));
  });

  it('refuses an empty file', async () => {
    await assertFails(upload(`${FOLDER}/${uploadName()}`, new Uint8Array(0)));
  });

  it.each([
    ['a free-form name', `${FOLDER}/photo.jpg`],
    ['a 12-digit timestamp', `${FOLDER}/173220000000-ab12cd34ef.jpg`],
    ['a 9-character random part', `${FOLDER}/1732200000000-ab12cd34e.jpg`],
    ['an uppercase random part', `${FOLDER}/1732200000000-AB12CD34EF.jpg`],
    ['an uppercase extension', `${FOLDER}/1732200000000-ab12cd34ef.JPG`],
    ['no extension', `${FOLDER}/1732200000000-ab12cd34ef`],
    ['a double extension', `${FOLDER}/1732200000000-ab12cd34ef.jpg.html`],
    ['an 11-character extension', `${FOLDER}/1732200000000-ab12cd34ef.abcdefghijk`],
    ['a nested path', `${FOLDER}/nested/1732200000000-ab12cd34ef.jpg`],
    ['another folder', `uploads/1732200000000-ab12cd34ef.jpg`],
    ['the bucket root', `1732200000000-ab12cd34ef.jpg`],
  ])('refuses %s', async (_label, path) => {
    await assertFails(upload(path));
  });
});

describe('an existing tool image', () => {
  let path: string;

  beforeEach(async () => {
    path = `${FOLDER}/${uploadName()}`;
    await seed(path);
  });

  it('cannot be overwritten, not even by a well-formed upload', async () => {
    await assertFails(upload(path));
  });

  it('cannot have its metadata updated', async () => {
    await assertFails(updateMetadata(ref(visitorStorage(), path), { contentType: 'image/png' }));
  });

  it('cannot be deleted', async () => {
    await assertFails(deleteObject(ref(visitorStorage(), path)));
  });

  it('cannot be listed', async () => {
    await assertFails(list(ref(visitorStorage(), FOLDER), { maxResults: 10 }));
    await assertFails(listAll(ref(visitorStorage(), FOLDER)));
  });
});

describe('reading a photo', () => {
  it('is refused even to the uploader right after uploading: only the function makes its link', async () => {
    const path = `${FOLDER}/${uploadName()}`;
    await assertSucceeds(upload(path));
    await assertFails(getMetadata(ref(visitorStorage(), path)));
    await assertFails(getDownloadURL(ref(visitorStorage(), path)));
    await assertFails(getBytes(ref(visitorStorage(), path)));
  });

  it('refuses reading an object outside job-applications', async () => {
    await seed('private/1732200000000-ab12cd34ef.jpg');
    await assertFails(getMetadata(ref(visitorStorage(), 'private/1732200000000-ab12cd34ef.jpg')));
  });
});
