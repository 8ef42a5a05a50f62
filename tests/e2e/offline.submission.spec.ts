import type { BrowserContext, Page } from '@playwright/test';
import { mailFor } from './support/backend';
import { workerReady } from './support/offline';
import { standinForThisFile } from './support/standin-for-file';
import { expect, expectNoAxeViolations, test, waitForHydration } from './support/test';
import {
  ANA,
  openSavedApplication,
  PHOTO_COUNT,
  stepHeading,
  uploadedFiles,
} from './support/wizard';
import { REVIEW_HEADING } from '../../src/features/job-application/rules/questions';

/**
 * The application completed without a connection (docs/decisions/0058-offline-site.md), with the
 * site's service worker running, through the real Firebase SDK (the page) and the worker's own
 * requests, both answered by the stand-in: it is sent exactly once, on this page when the connection
 * returns, by the worker's Background Sync after the tab was closed, or the next time the site opens;
 * and the applicant is told it arrived.
 */
test.use({ serviceWorkers: 'allow', allowedConsoleErrors: /Failed to load resource/ });
const standin = standinForThisFile();

const WAITING = 'No connection: your application will be sent by itself';

/**
 * Opens /jobs from the device (its worker installed on a first visit), then the connection goes, as
 * in airplane mode. (A page opened after Playwright's offline switch reads `navigator.onLine` as true,
 * which no phone in airplane mode does; offline.spec.ts opens /jobs offline.)
 */
async function openApplicationOffline(page: Page, context: BrowserContext) {
  // A complete application saved on the device, on its review step (the keyboard walk is the
  // submission tests').
  await openSavedApplication(page);
  await workerReady(page);
  const response = await page.reload();
  expect(response?.fromServiceWorker()).toBe(true);
  await context.setOffline(true);
}

/** Presses Confirm & Submit with no connection. */
async function submitOffline(page: Page) {
  await expect(stepHeading(page)).toContainText(REVIEW_HEADING);
  await page.getByRole('button', { name: 'Confirm & Submit' }).click();
  const waiting = page.getByRole('status').filter({ hasText: WAITING });
  await expect(waiting).toBeFocused();
  await expect(waiting).toContainText('Your answers and photo are saved on this phone.');
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** The one application written, checked by the product's function as it would be. */
function theOneApplication() {
  expect(standin.uploads).toHaveLength(PHOTO_COUNT);
  expect(standin.commits).toHaveLength(1);
  const [application, receipt] = standin.commits[0]!.documents;
  expect(application!.collection).toBe('applications');
  expect(receipt).toMatchObject({ collection: 'applicationReceipts', id: application!.id });
  const stored = standin.documents.get(`applications/${application!.id}`)!;
  expect(stored.fields.files).toEqual(uploadedFiles(standin.uploads));
  expect(mailFor(standin, stored).message.subject).toBe(`New Job Application — ${ANA.fullName}`);
  return stored;
}

/** Sends Background Sync's event to the worker, as the browser does once the connection is back. */
async function fireBackgroundSync(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => entry.scopeURL === `${origin}/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await session.send('ServiceWorker.enable');
  await session.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registration,
    tag: 'send-application',
    lastChance: false,
  });
  await page.close();
}

test('completed offline, it waits, and is sent once when the connection returns, on this page', async ({
  page,
  context,
}) => {
  await openApplicationOffline(page, context);
  await submitOffline(page);
  await expectNoAxeViolations(page, 'waiting for a connection');
  expect(standin.uploads).toHaveLength(0);
  expect(standin.commits).toHaveLength(0);

  await context.setOffline(false);

  await expect(page.getByRole('heading', { name: /Application sent/ })).toBeFocused();
  await expect(stepHeading(page)).toContainText('Step 1 of 4');
  theOneApplication();
  // Nothing more is sent afterwards, by the page or the worker.
  await page.waitForTimeout(1500);
  expect(standin.uploads).toHaveLength(PHOTO_COUNT);
  expect(standin.commits).toHaveLength(1);
});

test('after the tab was closed, the service worker sends it (Background Sync), and the site says it arrived when opened again', async ({
  page,
  context,
  baseURL,
}) => {
  await openApplicationOffline(page, context);
  await submitOffline(page);
  await page.close();
  await context.setOffline(false);

  await fireBackgroundSync(context, baseURL!);

  await expect.poll(() => standin.commits.length).toBe(1);
  const application = theOneApplication();
  const reopened = await context.newPage();
  await reopened.goto('/jobs');
  await waitForHydration(reopened);

  await expect(reopened.getByRole('heading', { name: /Application sent/ })).toBeVisible();
  // The page learned it from the receipt, and sent nothing again.
  expect(
    standin.reads.some((name) => name.endsWith(`/applicationReceipts/${application.id}`)),
  ).toBe(true);
  expect(standin.uploads).toHaveLength(PHOTO_COUNT);
  expect(standin.commits).toHaveLength(1);
  await expectNoAxeViolations(reopened, 'the confirmation after a background send');
});

test('where nothing sent it in the background, it is sent the next time the site is opened', async ({
  page,
  context,
}) => {
  await openApplicationOffline(page, context);
  await submitOffline(page);
  await page.close();
  await context.setOffline(false);

  const reopened = await context.newPage();
  await reopened.goto('/jobs');
  await waitForHydration(reopened);

  await expect(reopened.getByRole('heading', { name: /Application sent/ })).toBeVisible();
  theOneApplication();
});
