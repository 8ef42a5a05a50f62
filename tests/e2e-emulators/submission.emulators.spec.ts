import { decodeFirestoreFields } from '../e2e/support/firebase-standin';
import { expect, test } from '../e2e/support/test';
import { ANA, fillApplicationWithKeyboard } from '../e2e/support/wizard';

/**
 * The whole application against the real Firestore and Storage emulators with the real security rules:
 * what the stand-in tests prove about the requests, this proves the rules accept. Reads back with the
 * emulators' admin access ("Bearer owner"), which bypasses the rules.
 */
const PROJECT = 'demo-roadside';
const BUCKET = 'demo-roadside.appspot.com';
const FIRESTORE = `http://127.0.0.1:8080/v1/projects/${PROJECT}/databases/(default)/documents`;
const STORAGE = `http://127.0.0.1:9199/v0/b/${BUCKET}/o`;
const ADMIN = { Authorization: 'Bearer owner' };

async function listDocuments(collection: string) {
  const response = await fetch(`${FIRESTORE}/${collection}`, { headers: ADMIN });
  const body = (await response.json()) as {
    documents?: { name: string; fields: Record<string, unknown> }[];
  };
  return (body.documents ?? []).map((document) => ({
    id: document.name.split('/').at(-1),
    fields: decodeFirestoreFields(document.fields),
  }));
}

async function listUploads() {
  const response = await fetch(`${STORAGE}?prefix=job-applications/`, { headers: ADMIN });
  const body = (await response.json()) as { items?: { name: string }[] };
  return Promise.all(
    (body.items ?? []).map(async (item) => {
      const metadata = await fetch(`${STORAGE}/${encodeURIComponent(item.name)}`, {
        headers: ADMIN,
      });
      return (await metadata.json()) as { name: string; contentType: string; size: string };
    }),
  );
}

test.beforeEach(async () => {
  await fetch(
    `http://127.0.0.1:8080/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
});

test('an application submitted through the real rules lands as one mail document and one photo', async ({
  page,
}) => {
  const before = await listUploads();
  await page.goto('/jobs');
  await fillApplicationWithKeyboard(page);
  await page.getByRole('button', { name: 'Confirm & Submit' }).click();
  await expect(page.getByRole('heading', { name: /Application sent/ })).toBeVisible();

  const mail = await listDocuments('mail');
  expect(mail).toHaveLength(1);
  const { fields } = mail[0]!;
  expect(fields.to).toEqual(['onboarding@example.com']);
  expect(fields.replyTo).toBe(ANA.email);
  expect((fields.message as { subject: string }).subject).toBe(
    'New Job Application — Ana <b>Diaz</b> & Co',
  );
  expect(typeof fields.createdAt).toBe('string'); // a timestampValue set by the server

  const uploads = (await listUploads()).filter(
    (upload) => !before.some((earlier) => earlier.name === upload.name),
  );
  expect(uploads).toHaveLength(1);
  expect(uploads[0]!.name).toMatch(/^job-applications\/\d{13}-[a-z0-9]{10}\.jpg$/);
  expect(uploads[0]!.contentType).toBe('image/jpeg');
});

test('a newsletter sign-up lands as one subscription document', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Email' }).fill('reader@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/Thanks for subscribing/)).toBeVisible();
  const subscriptions = await listDocuments('newsletterSubscriptions');
  expect(subscriptions.map((document) => document.fields.email)).toEqual(['reader@example.com']);
});
