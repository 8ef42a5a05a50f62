/**
 * Before upload, a phone photo is downscaled and re-encoded in the browser
 * (docs/decisions/0035-photo-and-saved-on-device.md): longest edge at most 2048 px, JPEG, so it
 * uploads quickly on mobile data. When the browser cannot decode the file (some HEIC), or
 * re-encoding would not make it smaller, the original is returned.
 */
export const MAX_EDGE = 2048;
export const JPEG_QUALITY = 0.82;
/** Files already this small and within the edge limit are sent as they are. */
const SMALL_ENOUGH_BYTES = 400 * 1024;

export function scaledSize(width: number, height: number, maxEdge = MAX_EDGE) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return Promise.resolve(null);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}

/** The prepared file, and whether this browser could decode the original at all. */
async function prepare(file: File): Promise<{ file: File; decoded: boolean | null }> {
  if (typeof createImageBitmap !== 'function') return { file, decoded: null };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { file, decoded: false }; // Not decodable here: upload the original.
  }
  try {
    const target = scaledSize(bitmap.width, bitmap.height);
    const fits = target.width === bitmap.width && target.height === bitmap.height;
    if (fits && file.size <= SMALL_ENOUGH_BYTES) return { file, decoded: true };
    const blob = await encode(bitmap, target.width, target.height);
    if (!blob || blob.size >= file.size) return { file, decoded: true };
    const baseName = file.name.replace(/\.[^.]*$/, '') || 'tool-photo';
    const prepared = new File([blob], `${baseName}.jpg`, {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
    return { file: prepared, decoded: true };
  } catch {
    return { file, decoded: true };
  } finally {
    bitmap.close();
  }
}

export async function prepareImage(file: File): Promise<File> {
  return (await prepare(file)).file;
}

/** Types every browser decodes: such a file that does not decode is damaged, not a photo. */
const ALWAYS_DECODABLE = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

export type PhotoProblem = 'empty' | 'too-large' | 'unreadable';

/**
 * Checks a chosen photo the moment it is chosen, and prepares it for upload: a file that can never be
 * sent (empty, still `maxBytes` or more after downscaling, or a damaged JPEG/PNG/WebP/GIF) is
 * refused then, not at upload on every retry. Undecodable HEIC/HEIF/AVIF is accepted: some browsers
 * cannot show it, but it is a photo and the onboarding team can open it.
 */
export async function checkChosenPhoto(
  file: File,
  maxBytes: number,
): Promise<{ ok: true; file: File } | { ok: false; problem: PhotoProblem }> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  const prepared = await prepare(file);
  if (prepared.decoded === false && ALWAYS_DECODABLE.has(file.type)) {
    return { ok: false, problem: 'unreadable' };
  }
  if (prepared.file.size >= maxBytes) return { ok: false, problem: 'too-large' };
  return { ok: true, file: prepared.file };
}
