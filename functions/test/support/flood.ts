/**
 * What the flood tests share (held-flood.test.ts, and replay-floods.test.ts at full size): a recent
 * hour to replay in, the stranger's forged applications, the photos they name (some never uploaded),
 * and how a call reaches the deployed callable through Google's front end.
 */
import { qualifiedAnswers } from '../../../scripts/mail-preview/samples';
import type { ApplicationRecord } from '../../../src/features/job-application/rules/application-record';
import type { PhotoStore } from '../../src/photo.js';
import { applicationRecord, everyPhotoThere } from './application.js';

export const MINUTE = 60_000;
export const HOUR_MS = 60 * MINUTE;
/**
 * Ten minutes into the last full hour: the held page's callable checks its links against the real
 * clock, so a flood is replayed in a recent hour.
 */
export const T0 = new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS - HOUR_MS + 10 * MINUTE);
export const HOUR = T0.toISOString().slice(0, 13);
export const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
export const DIGEST = 'a'.repeat(64);
/** The labels the log alert of docs/deploying.md, step 6, matches. */
export const ALERT_LABELS: readonly string[] = [
  'mail-undelivered',
  'application-held',
  'applications-over-hourly-cap',
  'applications-over-source-limit',
  'team-links-unavailable',
  'forwarded-for-layout',
];

/** The photos that were uploaded: every one but those a flood named without uploading. */
export const neverUploaded = new Set<string>();
const uploaded = everyPhotoThere(() => new Date(Date.now() - 2 * MINUTE));
export const photos: PhotoStore = {
  inspect: async (path) => (neverUploaded.has(path) ? null : uploaded.inspect(path)),
  publish: (path) => uploaded.publish(path),
};
let photosNamed = 0;
/** A photo path no other application of the run names. */
export const nextPhoto = () =>
  `job-applications/1772464000000-${String((photosNamed += 1)).padStart(10, '0')}.jpg`;

/** A 20-character document id: `prefix` then `index`, zero-padded. */
export const idOf = (prefix: string, index: number) =>
  `${prefix}${String(index).padStart(20 - prefix.length, '0')}`;

/** The stranger's application number `index`: a complete one, a link in its name, its own photo. */
export const forged = (index: number, photoPath = nextPhoto()): ApplicationRecord =>
  applicationRecord({
    answers: qualifiedAnswers({
      fullName: `Applicant ${index} https://evil.example/${index}`,
      email: `victim${index}@example.net`,
      phone: `(602) 555-${String(1000 + index).slice(-4)}`,
    }),
    files: { toolImage: photoPath },
  });

export const many = <T>(count: number, item: (index: number) => T) =>
  Array.from({ length: count }, (_, index) => item(index));

/** What Google's front end makes of a call from `client`. */
export const viaFrontEnd = (client: string) => `${client}, 35.191.0.1`;
