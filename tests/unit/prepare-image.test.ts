import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkChosenPhoto as checkWithLimit,
  MAX_EDGE,
  prepareImage,
  scaledSize,
} from '../../src/lib/prepare-image';
import { fileQuestionOf } from '../../src/features/job-application/rules/schema';

/** The tool photo's limit, as its question declares it. */
const MAX_PHOTO_BYTES = fileQuestionOf('toolImage').maxBytes;
const checkChosenPhoto = (file: File) => checkWithLimit(file, MAX_PHOTO_BYTES);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('scaledSize (decision 0035: longest edge at most 2048 px)', () => {
  it('brings a landscape phone photo down to 2048 on its longest edge', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
  });

  it('brings a portrait phone photo down to 2048 on its longest edge', () => {
    expect(scaledSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
  });

  it('keeps the aspect ratio', () => {
    const { width, height } = scaledSize(5000, 2000);
    expect(width).toBe(2048);
    expect(height).toBe(819); // 2000 * 2048 / 5000 = 819.2
    expect(Math.abs(width / height - 5000 / 2000)).toBeLessThan(0.01);
  });

  it('leaves an image already within the limit as it is', () => {
    expect(scaledSize(2048, 2048)).toEqual({ width: 2048, height: 2048 });
    expect(scaledSize(2048, 1000)).toEqual({ width: 2048, height: 1000 });
  });

  it('never upscales a small image', () => {
    expect(scaledSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(scaledSize(1, 1)).toEqual({ width: 1, height: 1 });
  });

  it('uses 2048 as the default limit and honours another one', () => {
    expect(MAX_EDGE).toBe(2048);
    expect(scaledSize(1000, 500, 500)).toEqual({ width: 500, height: 250 });
  });
});

const photo = (bytes = 1024 * 1024) =>
  new File([new Uint8Array(bytes)], 'IMG_0001.HEIC', { type: 'image/heic', lastModified: 1234 });

/** A fake decoded bitmap of the given size. */
const bitmap = (width: number, height: number) => ({ width, height, close: vi.fn() });

/** A fake OffscreenCanvas that records its size and encodes to `encodedBytes` bytes. */
function stubOffscreenCanvas(encodedBytes: number) {
  const made: { width: number; height: number; options?: unknown }[] = [];
  class FakeOffscreenCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {
      made.push({ width, height });
    }
    getContext() {
      return { drawImage: vi.fn() };
    }
    convertToBlob(options: unknown) {
      const entry = made[made.length - 1];
      if (entry) entry.options = options;
      return Promise.resolve(new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' }));
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  return made;
}

describe('prepareImage', () => {
  it('returns the original file when the browser has no createImageBitmap', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const original = photo();
    await expect(prepareImage(original)).resolves.toBe(original);
  });

  it('returns the original file when the browser cannot decode it', async () => {
    const decode = vi.fn(async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    vi.stubGlobal('createImageBitmap', decode);
    const original = photo();
    await expect(prepareImage(original)).resolves.toBe(original);
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it('returns a small photo within the edge limit unchanged, without re-encoding', async () => {
    const decoded = bitmap(1200, 900);
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => decoded),
    );
    const made = stubOffscreenCanvas(10);
    const original = photo(100 * 1024);
    await expect(prepareImage(original)).resolves.toBe(original);
    expect(made).toEqual([]);
    expect(decoded.close).toHaveBeenCalled();
  });

  it('downscales a large photo to 2048 px and re-encodes it as JPEG', async () => {
    const decoded = bitmap(4032, 3024);
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => decoded),
    );
    const made = stubOffscreenCanvas(300 * 1024);
    const original = photo(3 * 1024 * 1024);

    const prepared = await prepareImage(original);

    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ width: 2048, height: 1536 });
    expect(made[0]?.options).toMatchObject({ type: 'image/jpeg' });
    expect(prepared).not.toBe(original);
    expect(prepared.name).toBe('IMG_0001.jpg');
    expect(prepared.type).toBe('image/jpeg');
    expect(prepared.size).toBe(300 * 1024);
    expect(prepared.lastModified).toBe(1234);
    expect(decoded.close).toHaveBeenCalled();
  });

  it('keeps the original when re-encoding does not make it smaller', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap(4032, 3024)),
    );
    stubOffscreenCanvas(2 * 1024 * 1024);
    const original = photo(1024 * 1024);
    await expect(prepareImage(original)).resolves.toBe(original);
  });

  it('keeps the original when encoding fails', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap(4032, 3024)),
    );
    class BrokenOffscreenCanvas {
      getContext() {
        return { drawImage: vi.fn() };
      }
      convertToBlob() {
        return Promise.reject(new Error('encoding failed'));
      }
    }
    vi.stubGlobal('OffscreenCanvas', BrokenOffscreenCanvas);
    const original = photo(3 * 1024 * 1024);
    await expect(prepareImage(original)).resolves.toBe(original);
  });
});

describe('checkChosenPhoto (a photo is refused when chosen if it can never be sent)', () => {
  const jpeg = (bytes: number) =>
    new File([new Uint8Array(bytes)], 'tools.jpg', { type: 'image/jpeg', lastModified: 5 });

  it('refuses an empty file', async () => {
    await expect(checkChosenPhoto(jpeg(0))).resolves.toEqual({ ok: false, problem: 'empty' });
  });

  it('refuses a photo still at or over the limit after preparation', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    await expect(checkChosenPhoto(photo(MAX_PHOTO_BYTES))).resolves.toEqual({
      ok: false,
      problem: 'too-large',
    });
  });

  it('accepts a large photo that preparation brings under the limit, and returns the prepared file', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => bitmap(8000, 6000)),
    );
    stubOffscreenCanvas(900 * 1024);
    const result = await checkChosenPhoto(photo(MAX_PHOTO_BYTES + 5));
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.file.size).toBe(900 * 1024);
      expect(result.file.name).toBe('IMG_0001.jpg');
    }
  });

  it('refuses a JPEG the browser cannot decode (damaged), but accepts an undecodable HEIC', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    await expect(checkChosenPhoto(jpeg(2048))).resolves.toEqual({
      ok: false,
      problem: 'unreadable',
    });
    const heic = photo(2048);
    await expect(checkChosenPhoto(heic)).resolves.toEqual({ ok: true, file: heic });
  });

  it('accepts a photo when the browser cannot decode anything here (no createImageBitmap)', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const file = jpeg(2048);
    await expect(checkChosenPhoto(file)).resolves.toEqual({ ok: true, file });
  });
});
