/**
 * The upload helper (docs/product.md, Submitting): each file goes to
 * `job-applications/{timestamp}-{random}.{extension}` with its content type, and its storage path is
 * returned (the product's function makes the photo's link: the browser never reads it back). A list
 * is uploaded in parallel.
 */
import type { UploadProgress } from '../../../lib/firebase';
import { randomToken } from '../../../lib/ids';
import { UPLOAD_PREFIX } from '../rules/photo-path';

export { UPLOAD_PREFIX };

/**
 * The photo types the site uploads and the extensions each may carry in its storage path.
 * storage.rules accepts exactly these pairs (tests/unit/rules-constants.test.ts compares them).
 */
export const EXTENSIONS_BY_TYPE: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/heic': ['heic'],
  'image/heif': ['heif'],
  'image/avif': ['avif'],
};

export const NO_FILE_MESSAGE = 'No file provided for upload';

export type { UploadProgress };

/** Stores one object and resolves to its path (the Firebase adapter's `uploadObject`). */
export type ObjectUploader = (
  path: string,
  data: Blob,
  options: { contentType?: string; onProgress?: (progress: UploadProgress) => void },
) => Promise<string>;

export class NoFileError extends Error {
  constructor() {
    super(NO_FILE_MESSAGE);
    this.name = 'NoFileError';
  }
}

/**
 * The extension from the file name, lower-cased; `bin` when there is none (docs/product.md,
 * Submitting).
 */
export function fileExtension(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName);
  return match?.[1] ? match[1].toLowerCase() : 'bin';
}

/**
 * The extension of the stored photo: the file name's, when it names the photo's type; otherwise the
 * type's own (a photo named `IMG_2041` or a PNG named `.jpg`). The storage rules accept only an
 * extension that matches the content type (docs/decisions/0056-only-the-company-writes-its-mail.md);
 * without a known type it is the name's, or `bin`.
 */
export function uploadExtension(fileName: string, contentType?: string): string {
  const fromName = fileExtension(fileName);
  const allowed = contentType ? EXTENSIONS_BY_TYPE[contentType] : undefined;
  if (!allowed || allowed.includes(fromName)) return fromName;
  return allowed[0]!;
}

export function buildUploadPath(
  fileName: string,
  now = Date.now(),
  random = randomToken(),
  contentType?: string,
): string {
  return `${UPLOAD_PREFIX}${now}-${random}.${uploadExtension(fileName, contentType)}`;
}

const TYPES_BY_EXTENSION: Record<string, string> = { heic: 'image/heic', heif: 'image/heif' };

/** The file's own content type; for photos some browsers leave untyped (HEIC), one from the name. */
export function contentTypeOf(file: File): string | undefined {
  return file.type || TYPES_BY_EXTENSION[fileExtension(file.name)];
}

/**
 * Uploads one file or a list (in parallel) and resolves to their storage paths, in order.
 * `onProgress` receives the overall fraction 0..1 across all files.
 */
export async function uploadFiles(
  files: File | readonly File[] | FileList | null | undefined,
  upload: ObjectUploader,
  options: { onProgress?: (fraction: number) => void; now?: () => number } = {},
): Promise<string[]> {
  // One File, an array, or the FileList an <input type="file"> gives.
  const list = files == null ? [] : files instanceof File ? [files] : Array.from(files);
  if (list.length === 0) throw new NoFileError();
  const now = options.now ?? Date.now;
  const transferred = list.map(() => 0);
  const total = list.reduce((sum, file) => sum + file.size, 0) || 1;
  return Promise.all(
    list.map((file, index) =>
      upload(buildUploadPath(file.name, now(), undefined, contentTypeOf(file)), file, {
        contentType: contentTypeOf(file),
        onProgress: ({ bytesTransferred }) => {
          transferred[index] = bytesTransferred;
          options.onProgress?.(Math.min(1, transferred.reduce((a, b) => a + b, 0) / total));
        },
      }),
    ),
  );
}
