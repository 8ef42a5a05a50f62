/**
 * Before upload, a phone photo is downscaled and re-encoded in the browser (DECISIONS.md "Tool image"):
 * longest edge at most 2048 px, JPEG, so it uploads quickly on mobile data. When the browser cannot
 * decode the file (some HEIC), or re-encoding would not make it smaller, the original is returned.
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

export async function prepareImage(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // Not decodable here: upload the original.
  }
  try {
    const target = scaledSize(bitmap.width, bitmap.height);
    const fits = target.width === bitmap.width && target.height === bitmap.height;
    if (fits && file.size <= SMALL_ENOUGH_BYTES) return file;
    const blob = await encode(bitmap, target.width, target.height);
    if (!blob || blob.size >= file.size) return file;
    const baseName = file.name.replace(/\.[^.]*$/, '') || 'tool-photo';
    return new File([blob], `${baseName}.jpg`, {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
