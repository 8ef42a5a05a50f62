/**
 * The upload helper (docs/product.md, Submitting): each file goes to
 * `job-applications/{timestamp}-{random}.{extension}` with its content type, then its download
 * address is returned. A list is uploaded in parallel.
 */
import type { UploadProgress } from '../../../lib/firebase';
import { randomToken } from '../../../lib/ids';

export const UPLOAD_PREFIX = 'job-applications/';
export const NO_FILE_MESSAGE = 'No file provided for upload';

export type { UploadProgress };

/** Stores one object and resolves to its download address (the Firebase adapter's `uploadObject`). */
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

export function buildUploadPath(
  fileName: string,
  now = Date.now(),
  random = randomToken(),
): string {
  return `${UPLOAD_PREFIX}${now}-${random}.${fileExtension(fileName)}`;
}

const TYPES_BY_EXTENSION: Record<string, string> = { heic: 'image/heic', heif: 'image/heif' };

/** The file's own content type; for photos some browsers leave untyped (HEIC), one from the name. */
export function contentTypeOf(file: File): string | undefined {
  return file.type || TYPES_BY_EXTENSION[fileExtension(file.name)];
}

/**
 * Uploads one file or a list (in parallel) and resolves to their download addresses, in order.
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
      upload(buildUploadPath(file.name, now()), file, {
        contentType: contentTypeOf(file),
        onProgress: ({ bytesTransferred }) => {
          transferred[index] = bytesTransferred;
          options.onProgress?.(Math.min(1, transferred.reduce((a, b) => a + b, 0) / total));
        },
      }),
    ),
  );
}
