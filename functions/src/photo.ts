/**
 * The tool photo, as the product's function checks it before an application is mailed
 * (docs/decisions/0056-only-the-company-writes-its-mail.md). The browser only names the photo (its
 * storage path); here the server looks at the stored object itself: that it exists under
 * `job-applications/`, that its first bytes are an image of a type the site sends, that it is within
 * the size limit and that it was uploaded recently. Then the server makes the link the mail carries:
 * its own download token, set on the object, so no link a browser chose or learned ever reaches the
 * onboarding team.
 */
import { randomUUID } from 'node:crypto';
import type { Bucket } from '@google-cloud/storage';
import { UPLOAD_PREFIX } from '../../src/features/job-application/rules/application-record';
import { FILE_FIELDS, fileQuestionOf } from '../../src/features/job-application/rules/schema';

/** The largest file any file question takes (storage.rules refuses anything this large). */
export const LARGEST_PHOTO_BYTES = Math.max(
  ...FILE_FIELDS.map((field) => fileQuestionOf(field).maxBytes),
);

/** What the function reads of a stored photo. */
export interface StoredPhoto {
  size: number;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  timeCreated: Date;
  /** The object's first bytes (at least `SNIFF_BYTES` when the object is that long). */
  head: Uint8Array;
}

/** Where photos are read and published: Cloud Storage in production, a map in tests. */
export interface PhotoStore {
  /** The object at `path`, or null when there is none. */
  inspect(path: string): Promise<StoredPhoto | null>;
  /**
   * Makes the object a plain inline image that only the server's link opens: the content
   * disposition, cache control and custom metadata a browser may have set are replaced, and the
   * download token is the server's own. Idempotent: a second call returns the same link.
   */
  publish(path: string): Promise<string>;
}

/** How many first bytes tell an image's type. */
export const SNIFF_BYTES = 32;

/**
 * A photo older than this when its application arrives was not uploaded for it: the site uploads the
 * photo when Confirm & Submit is pressed, just before it sends the application
 * (docs/decisions/0070-every-held-application-reaches-a-person.md).
 */
export const PHOTO_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/**
 * The bound for an update that re-sends the photo of the application it updates: the device keeps
 * the uploaded photo with its draft, and drafts last 7 days.
 */
export const UPDATE_PHOTO_MAX_AGE_MS = 8 * 24 * 60 * 60 * 1000;
/** Clocks differ a little: a photo this much "after" its application is still the application's. */
export const CLOCK_SKEW_MS = 5 * 60 * 1000;

export type PhotoProblem =
  | 'photo-missing'
  | 'photo-outside-folder'
  | 'photo-empty'
  | 'photo-too-large'
  | 'photo-not-an-image'
  | 'photo-type-mismatch'
  | 'photo-encoded'
  | 'photo-not-recent';

type ImageFamily = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** HEIF-family brands (HEIC, HEIF, AVIF photos from phones) in an ISO-BMFF `ftyp` box. */
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

/** The image type the first bytes announce, or null when they are not one of the site's photo types. */
export function sniffImage(head: Uint8Array): ImageFamily | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (head.length >= 6 && /^GIF8[79]a$/.test(ascii(head, 0, 6))) return 'gif';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') {
    return 'webp';
  }
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) {
    return 'heif';
  }
  return null;
}

const FAMILY_OF_TYPE: Record<string, ImageFamily> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/heic': 'heif',
  'image/heif': 'heif',
  'image/avif': 'heif',
};

/**
 * Why the photo at `path` cannot go with an application created at `createdAt`, or null when it can:
 * under `maxBytes` (its question's limit) and uploaded at most `maxAgeMs` before (PHOTO_MAX_AGE_MS;
 * UPDATE_PHOTO_MAX_AGE_MS for an update that re-sends its first application's photo).
 */
export function photoProblem(
  path: string,
  photo: StoredPhoto | null,
  createdAt: Date,
  { maxBytes = LARGEST_PHOTO_BYTES, maxAgeMs = PHOTO_MAX_AGE_MS } = {},
): PhotoProblem | null {
  if (!path.startsWith(UPLOAD_PREFIX) || path.slice(UPLOAD_PREFIX.length).includes('/')) {
    return 'photo-outside-folder';
  }
  if (!photo) return 'photo-missing';
  if (photo.size <= 0) return 'photo-empty';
  if (photo.size >= maxBytes) return 'photo-too-large';
  if (photo.contentEncoding && photo.contentEncoding !== 'identity') return 'photo-encoded';
  const family = sniffImage(photo.head);
  if (!family) return 'photo-not-an-image';
  if (FAMILY_OF_TYPE[photo.contentType ?? ''] !== family) return 'photo-type-mismatch';
  const age = createdAt.getTime() - photo.timeCreated.getTime();
  if (age > maxAgeMs || age < -CLOCK_SKEW_MS) return 'photo-not-recent';
  return null;
}

/** Custom metadata the function sets on a photo it published: it marks the token as the server's. */
export const PUBLISHED_MARK = 'publishedByServer';
const TOKEN_KEY = 'firebaseStorageDownloadTokens';

/** The Firebase download address of an object with a token. */
export function downloadUrl(bucket: string, path: string, token: string, origin?: string) {
  const base = origin ?? 'https://firebasestorage.googleapis.com';
  return `${base}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${token}`;
}

/**
 * The photos in a Cloud Storage bucket (the project's default bucket in production), opened on first
 * use.
 */
export function bucketPhotoStore(openBucket: () => Bucket): PhotoStore {
  // The Storage emulator serves download addresses itself.
  const emulator = process.env.FIREBASE_STORAGE_EMULATOR_HOST || process.env.STORAGE_EMULATOR_HOST;
  const origin = emulator
    ? emulator.startsWith('http')
      ? emulator
      : `http://${emulator}`
    : undefined;
  return {
    async inspect(path) {
      const file = openBucket().file(path);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [metadata] = await file.getMetadata();
      const size = Number(metadata.size ?? 0);
      const head =
        size > 0
          ? (
              await file.download({
                start: 0,
                end: Math.min(size, SNIFF_BYTES) - 1,
                validation: false,
              })
            )[0]
          : Buffer.alloc(0);
      return {
        size,
        contentType: metadata.contentType,
        contentEncoding: metadata.contentEncoding,
        timeCreated: new Date(metadata.timeCreated ?? 0),
        head: new Uint8Array(head),
      };
    },
    async publish(path) {
      const bucket = openBucket();
      const file = bucket.file(path);
      const [metadata] = await file.getMetadata();
      const custom = (metadata.metadata ?? {}) as Record<string, string | number | boolean | null>;
      const ours = custom[PUBLISHED_MARK] === 'true' && typeof custom[TOKEN_KEY] === 'string';
      if (ours)
        return downloadUrl(bucket.name, path, String(custom[TOKEN_KEY]).split(',')[0]!, origin);
      const token = randomUUID();
      // Every custom key a browser may have set is removed (null deletes it); only ours remain.
      const cleared = Object.fromEntries(Object.keys(custom).map((key) => [key, null]));
      await file.setMetadata({
        contentDisposition: 'inline',
        cacheControl: 'private, max-age=3600',
        metadata: { ...cleared, [TOKEN_KEY]: token, [PUBLISHED_MARK]: 'true' },
      });
      return downloadUrl(bucket.name, path, token, origin);
    },
  };
}
