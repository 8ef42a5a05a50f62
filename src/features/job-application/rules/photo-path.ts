/**
 * Where the tool photo is stored and what its name may look like: the upload helper makes these
 * paths (sending/upload.ts), the stored application carries one (application-record.ts), and
 * storage.rules accepts the same (tests/unit/rules-constants.test.ts). A module of its own, so the
 * service worker and the saved draft can check a path without loading the questions' rules.
 */
/** The folder of the bucket that holds the tool photos (docs/product.md, Submitting). */
export const UPLOAD_PREFIX = 'job-applications/';

/**
 * The photo's storage path as the upload helper makes it (upload.ts `buildUploadPath`): a 13-digit
 * millisecond timestamp, 10 random base-36 characters and an extension that names a photo type.
 */
export const PHOTO_PATH_PATTERN =
  /^job-applications\/[0-9]{13}-[a-z0-9]{10}\.(jpg|jpeg|png|webp|gif|heic|heif|avif)$/;

/**
 * A photo uploaded longer ago than this is uploaded again when the application is sent: the product's
 * function takes a photo uploaded at most a day before its application arrives (a photo belongs to one
 * application: docs/decisions/0070), and a send can take a while once it has started. A retry within
 * the hour, the common case, still reuses the upload. Held below that day by
 * tests/unit/rules-constants.test.ts.
 */
export const REUPLOAD_AFTER_MS = 20 * 60 * 60 * 1000;
