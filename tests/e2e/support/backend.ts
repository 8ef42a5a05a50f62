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
import type { FileLinks, MailDocument } from '../../../src/features/job-application/mail/mail';
import {
  parseApplicationRecord,
  READABLE_RECORD_KEYS,
} from '../../../src/features/job-application/rules/application-record';
import { fileQuestionOf, type FileField } from '../../../src/features/job-application/rules/schema';
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
    Object.entries(application.fields).filter(([key]) => READABLE_RECORD_KEYS.includes(key)),
  );
  const parsed = parseApplicationRecord(browserPart);
  if (!parsed.ok) throw new Error(`The function would hold it: ${parsed.problems.join(', ')}`);
  const { record, notAsked } = parsed;
  const fileLinks: FileLinks = {};
  for (const [field, path] of Object.entries(record.files) as [FileField, string][]) {
    const upload = standin.uploads.find((candidate) => candidate.path === path);
    const problem = photoProblem(
      path,
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
      { maxBytes: fileQuestionOf(field).maxBytes },
    );
    if (problem) throw new Error(`The function would hold it: ${problem}`);
    fileLinks[field] = downloadUrl(upload!.bucket, path, SERVER_TOKEN);
  }
  return composeApplicationMail(record, {
    fileLinks,
    notAsked,
    updates,
    onboardingEmail: company.onboardingEmail,
  });
}
