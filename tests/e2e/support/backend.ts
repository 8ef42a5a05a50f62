/**
 * What the product's function does with an application that a browser wrote to the stand-in
 * (functions/src/applications.ts): the same checks of the stored document (the wizard's own rules)
 * and of the stored photo's bytes, then the same mail composition. The browser tests use it to
 * assert the mail the onboarding team receives for the exact document the site wrote; the function's
 * own tests (functions/test) cover its transaction, hourly cap and updates against a real emulator.
 */
import { composeApplicationMail } from '../../../functions/src/compose';
import { downloadUrl, photoProblem, SNIFF_BYTES } from '../../../functions/src/photo';
import { company } from '../../../src/content/company';
import type { MailDocument } from '../../../src/features/job-application/mail/mail';
import {
  APPLICATION_RECORD_KEYS,
  parseApplicationRecord,
} from '../../../src/features/job-application/rules/application-record';
import type { FirebaseStandin, StoredDocument } from './firebase-standin';

/** The token the stand-in's "server" puts in the photo link. */
export const SERVER_TOKEN = 'server-token';

/** The onboarding mail the function writes for `application`, or throws saying why it would hold it. */
export function mailFor(
  standin: FirebaseStandin,
  application: StoredDocument,
  { updates = null }: { updates?: string | null } = {},
): MailDocument {
  const browserPart = Object.fromEntries(
    Object.entries(application.fields).filter(([key]) =>
      (APPLICATION_RECORD_KEYS as string[]).includes(key),
    ),
  );
  const parsed = parseApplicationRecord(browserPart);
  if (!parsed.ok) throw new Error(`The function would hold it: ${parsed.problems.join(', ')}`);
  const { record } = parsed;
  const upload = standin.uploads.find((candidate) => candidate.path === record.photoPath);
  const problem = photoProblem(
    record.photoPath,
    upload
      ? {
          size: upload.size,
          contentType: upload.contentType,
          contentEncoding: undefined,
          timeCreated: upload.created,
          head: new Uint8Array(upload.bytes.subarray(0, SNIFF_BYTES)),
        }
      : null,
    new Date(String(application.fields.createdAt)),
  );
  if (problem) throw new Error(`The function would hold it: ${problem}`);
  return composeApplicationMail(record, {
    photoLink: downloadUrl(upload!.bucket, record.photoPath, SERVER_TOKEN),
    updates,
    onboardingEmail: company.onboardingEmail,
  });
}
