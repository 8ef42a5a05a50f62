import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { company } from '../../src/content/company';
import { mailFor } from './support/backend';
import { standinForThisFile } from './support/standin-for-file';
import { expect, expectNoAxeViolations, test } from './support/test';
import {
  ANA,
  fillApplicationWithKeyboard,
  openSavedApplication,
  PHOTO_COUNT,
  stepHeading,
  TOOL_PHOTO,
  uploadedFiles,
} from './support/wizard';
import { subscribe } from './support/newsletter';
import { APPLICANT_PHONE } from '../fixtures/applicant-phones';
import { STEP_TITLES } from '../../src/features/job-application/rules/questions';
import { FILE_FIELDS } from '../../src/features/job-application/rules/schema';

/**
 * The whole submission through the real Firebase SDK in the built site. Firestore and Storage are
 * answered at the emulator address (127.0.0.1, the ports in .env.e2e) by a local stand-in that
 * records what it received: the photo, and the application with its receipt. The mail the onboarding
 * team receives is the one the product's function composes from that exact application
 * (support/backend.ts). Each test has a stand-in of its own.
 */
const ONBOARDING = company.onboardingEmail;
const UPLOAD_PATH = /^job-applications\/\d{13}-[a-z0-9]{10}\.jpg$/;
// A failed request is logged by the browser, and the Firestore SDK warns about it too.
const FAILED_REQUEST = /Failed to load resource|@firebase\/firestore/;

const standin = standinForThisFile();
test.beforeEach(async ({ page }) => {
  await page.goto('/jobs');
});

const submitButton = (page: Page) =>
  page.getByRole('button', { name: /Confirm & Submit|Submitting…/ });

/** The one application written so far, decoded; its receipt was written with it. */
function theApplication() {
  expect(standin.commits).toHaveLength(1);
  const [document, receipt] = standin.commits[0]!.documents;
  expect(document!.collection).toBe('applications');
  expect(receipt).toMatchObject({
    collection: 'applicationReceipts',
    id: document!.id,
    serverTimestampFields: ['createdAt'],
  });
  expect(Object.keys(receipt!.fields)).toEqual(['digest']);
  expect(receipt!.fields.digest).toMatch(/^[0-9a-f]{64}$/);
  return document!;
}

async function expectConfirmedAndReset(page: Page) {
  await expect(page.getByRole('heading', { name: /Application sent/ })).toBeFocused();
  await expect(stepHeading(page)).toContainText('Step 1 of 4');
  await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
]) {
  test(`on a ${viewport.name}, a whole application uploads the photo once and writes one application, which the function mails`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // One walk with the keyboard alone (the phone's); the desktop opens the same answers saved. The
    // walk presses some 200 keys: on a busy two-core machine it may need more than the usual minute.
    if (viewport.name === 'phone') test.slow();
    if (viewport.name === 'phone') await fillApplicationWithKeyboard(page);
    else await openSavedApplication(page);
    await expectNoAxeViolations(page, 'the review step');
    await expect(page.getByRole('region', { name: STEP_TITLES.contact })).toContainText(
      ANA.fullName,
    );

    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Confirm & Submit' }).focus();
    await page.keyboard.press('Enter');
    await expectConfirmedAndReset(page);
    await expectNoAxeViolations(page, 'the confirmation');

    expect(standin.uploads).toHaveLength(PHOTO_COUNT);
    for (const upload of standin.uploads) {
      expect(upload.path).toMatch(UPLOAD_PATH);
      expect(upload.contentType).toBe('image/jpeg');
      // Downscaled and re-encoded in the browser: a real JPEG, smaller than the 2400 px original.
      expect(upload.bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(upload.size).toBeLessThan(readFileSync(TOOL_PHOTO).length);
    }
    const files = uploadedFiles(standin.uploads);

    const application = theApplication();
    expect(application.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(application.serverTimestampFields).toEqual(['createdAt']);
    // The browser writes the answers as typed fields, where the photo is, and nothing of a mail.
    expect(application.fields).toEqual({
      answers: expect.objectContaining({
        fullName: ANA.fullName,
        phone: APPLICANT_PHONE.display,
        email: ANA.email,
        location: ANA.location,
        liveInArea: 'no',
        tools: ['Lockout tools', 'Jump Box (1500a minimum)'],
        lockoutBrand: 'Access Tools',
      }),
      files,
      language: 'en',
      hiddenFieldFilled: false,
      updates: null,
    });

    const mail = mailFor(standin, standin.documents.get(`applications/${application.id}`)!);
    expect(mail.to).toEqual([ONBOARDING]);
    expect(mail.replyTo).toBe(ANA.email);
    const { message } = mail;
    expect(message.subject).toBe('New Job Application — Ana <b>Diaz</b> & Co');
    expect(message.html).toContain('Ana &lt;b&gt;Diaz&lt;/b&gt; &amp; Co');
    expect(message.html).not.toContain('<b>Diaz</b>');
    expect(message.html).toContain(APPLICANT_PHONE.display);
    expect(message.html).toContain('Dallas, TX');
    expect(message.html).toContain('Lockout tools, Jump Box (1500a minimum)');
    for (const upload of standin.uploads) {
      expect(message.html).toContain(`/o/${encodeURIComponent(upload.path)}?alt=media&amp;token=`);
    }
    expect(message.text).toContain('Email: ana@example.com');
    const dump = JSON.parse(message.text.slice(message.text.indexOf('{'))) as Record<
      string,
      unknown
    >;
    expect(dump).toMatchObject({
      fullName: ANA.fullName,
      phone: APPLICANT_PHONE.display,
      email: ANA.email,
      location: ANA.location,
      liveInArea: 'no',
      tools: ['Lockout tools', 'Jump Box (1500a minimum)'],
      lockoutBrand: 'Access Tools',
    });
    // Each file question's link, to its own upload.
    for (const field of FILE_FIELDS) {
      expect(String(dump[field])).toContain(encodeURIComponent(files[field]!));
    }
  });
}

test.describe('when something fails', () => {
  test.use({ allowedConsoleErrors: FAILED_REQUEST });

  test('a refused upload keeps every answer, and the retry sends one photo and one application', async ({
    page,
  }) => {
    standin.failNext('upload', { status: 403 });
    await openSavedApplication(page);
    await submitButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Your application was not sent');
    await expect(alert).toContainText('upload your tool photo');
    await expectNoAxeViolations(page, 'the failure alert');
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByRole('region', { name: STEP_TITLES.qualifications })).toContainText(
      'tool-photo.jpg',
    );
    expect(standin.commits).toHaveLength(0);

    await alert.getByRole('button', { name: 'Try again' }).click();
    await expectConfirmedAndReset(page);
    expect(standin.uploads).toHaveLength(PHOTO_COUNT);
    expect(theApplication().fields.files).toEqual(uploadedFiles(standin.uploads));
  });

  for (const fault of [
    { name: 'a server error (HTTP 500)', status: 500 },
    { name: 'permission denied', status: 403 },
  ]) {
    test(`an application write that fails with ${fault.name} keeps everything, and the retry reuses the uploaded photo`, async ({
      page,
    }) => {
      standin.failNext('commit', { status: fault.status });
      await openSavedApplication(page);
      await submitButton(page).click();
      await expect(page.getByRole('alert')).toContainText('send your application');
      await expect(submitButton(page)).toBeEnabled();
      await expect(page.getByRole('button', { name: 'Back' })).toBeEnabled();
      expect(standin.uploads).toHaveLength(PHOTO_COUNT);
      expect(standin.commits).toHaveLength(0);

      await submitButton(page).click();
      await expectConfirmedAndReset(page);
      expect(standin.uploads).toHaveLength(PHOTO_COUNT);
      expect((theApplication().fields.answers as { email: string }).email).toBe(ANA.email);
    });
  }

  test('an application write whose answer is lost is found to have arrived, at once, and no second document is made', async ({
    page,
  }) => {
    standin.failNext('commit', { status: 500, afterApplying: true });
    await openSavedApplication(page);
    await submitButton(page).click();
    // The receipt written with the application says it arrived: no error, no retry needed.
    await expectConfirmedAndReset(page);
    expect(standin.uploads).toHaveLength(PHOTO_COUNT);
    const application = theApplication(); // exactly one
    expect(standin.reads).toEqual([
      application.name.replace('/documents/applications/', '/documents/applicationReceipts/'),
    ]);
  });

  test('a slow application write shows “Submitting…”, disables Back, and a double click sends once', async ({
    page,
  }) => {
    standin.failNext('commit', { delayMs: 2500 });
    await openSavedApplication(page);
    await submitButton(page).dblclick();
    await expect(page.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expectConfirmedAndReset(page);
    expect(standin.uploads).toHaveLength(PHOTO_COUNT);
    theApplication();
  });

  test('offline, it says at once that the application will be sent by itself and keeps everything; back online, it is sent once (no service worker here: the page does it)', async ({
    page,
    context,
  }) => {
    await openSavedApplication(page);
    await page.waitForLoadState('networkidle'); // the submission code is fetched on the review step
    await context.setOffline(true);
    await submitButton(page).click();
    const waiting = page
      .getByRole('status')
      .filter({ hasText: 'No connection: your application will be sent by itself' });
    await expect(waiting).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(standin.uploads).toHaveLength(0);

    await context.setOffline(false);
    await expectConfirmedAndReset(page);
    expect(standin.uploads).toHaveLength(PHOTO_COUNT);
    theApplication();
  });
});

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

test('the newsletter loads Firebase only when Subscribe is pressed, and writes one subscription', async ({
  page,
}) => {
  const firebaseScripts: string[] = [];
  const appCheckCode: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /firebase/.test(request.url())) {
      firebaseScripts.push(request.url());
    }
  });
  // Without a site key (this build), nothing of App Check or reCAPTCHA is downloaded.
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if (/google\.com\/recaptcha|firebaseappcheck/.test(await response.text().catch(() => ''))) {
      appCheckCode.push(response.url());
    }
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(firebaseScripts).toEqual([]);
  await subscribe(page, '  Reader@Example.com ');
  await expect(page.getByText(/Almost done: we sent you an email/)).toBeVisible();
  expect(firebaseScripts.length).toBeGreaterThan(0);
  expect(standin.commits).toHaveLength(1);
  const [subscription] = standin.commits[0]!.documents;
  expect(subscription!.collection).toBe('newsletterSubscriptions');
  // One document per address: its id is the SHA-256 of the normalised address.
  expect(subscription!.id).toBe(sha256Hex('reader@example.com'));
  expect(subscription!.fields).toEqual({ email: 'reader@example.com', language: 'en' });
  expect(subscription!.serverTimestampFields).toEqual(['createdAt']);
  await page.waitForLoadState('networkidle');
  expect(appCheckCode).toEqual([]);
});

test.describe('a second newsletter sign-up', () => {
  test.use({ allowedConsoleErrors: FAILED_REQUEST });

  test('of the same address is refused, and the visitor is told kindly that it has signed up already', async ({
    page,
  }) => {
    await page.goto('/');
    await subscribe(page, 'reader@example.com');
    await expect(page.getByRole('status')).toContainText('Almost done: we sent you an email');

    await page.reload();
    await subscribe(page, 'READER@example.com');
    const status = page.getByRole('status');
    await expect(status).toContainText('This address has already signed up');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the already-subscribed message');
    // The stand-in, like the rules, refuses a write to an existing document: still one subscription.
    expect(standin.commits).toHaveLength(1);
    expect(standin.commits[0]!.documents[0]!.id).toBe(sha256Hex('reader@example.com'));
  });
});
