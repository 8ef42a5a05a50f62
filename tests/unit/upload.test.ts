import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import {
  uploadFiles,
  type ObjectUploader,
  type UploadProgress,
} from '../../src/features/job-application/sending/upload';

const PATH_SHAPE = /^job-applications\/(\d{13})-([a-z0-9]{10})\.([a-z0-9]+)$/;

interface UploadCall {
  path: string;
  data: Blob;
  contentType: string | undefined;
  onProgress: ((progress: UploadProgress) => void) | undefined;
}

/** An uploader that records each call and resolves at once with the stored path. */
function recordingUploader() {
  const calls: UploadCall[] = [];
  const upload: ObjectUploader = async (path, data, options) => {
    calls.push({ path, data, contentType: options.contentType, onProgress: options.onProgress });
    return path;
  };
  return { calls, upload };
}

const file = (name: string, type = 'image/jpeg', content = 'bytes') =>
  new File([content], name, { type });

/** Uploads one file and returns the call the uploader received. */
async function uploadOne(f: File): Promise<UploadCall> {
  const { calls, upload } = recordingUploader();
  await uploadFiles(f, upload);
  expect(calls).toHaveLength(1);
  return calls[0] as UploadCall;
}

/** The storage rules' pattern for the object name, when storage.rules exists. */
function storageRulesNamePattern(): RegExp | null {
  const rulesPath = resolve(dirname(fileURLToPath(import.meta.url)), '../../storage.rules');
  if (!existsSync(rulesPath)) return null;
  const rules = readFileSync(rulesPath, 'utf8');
  const literal =
    /function isUploadName\(name\)\s*\{\s*return name\.matches\('((?:[^'\\]|\\.)*)'\)/.exec(
      rules,
    )?.[1];
  if (literal === undefined) throw new Error('storage.rules has no isUploadName pattern');
  return new RegExp(`^(?:${literal.replace(/\\(.)/g, '$1')})$`);
}

describe('uploadFiles: nothing to upload', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty list', []],
  ])("rejects with 'No file provided for upload' for %s", async (_label, files) => {
    const { calls, upload } = recordingUploader();
    const rejection = uploadFiles(files, upload);
    await expect(rejection).rejects.toBeInstanceOf(Error);
    await expect(rejection).rejects.toHaveProperty('message', 'No file provided for upload');
    expect(calls).toHaveLength(0);
  });
});

describe('uploadFiles: object path (docs/product.md, Submitting)', () => {
  it('stores under job-applications/{13-digit timestamp}-{10 random [a-z0-9]}.{extension}', async () => {
    const { path } = await uploadOne(file('tools.jpg'));
    expect(path).toMatch(PATH_SHAPE);
  });

  it('uses the current time as the timestamp', async () => {
    const { calls, upload } = recordingUploader();
    await uploadFiles(file('tools.jpg'), upload, { now: () => 1732200000000 });
    expect(calls[0]?.path).toMatch(/^job-applications\/1732200000000-[a-z0-9]{10}\.jpg$/);
  });

  it('gives each upload a different random part', async () => {
    const { calls, upload } = recordingUploader();
    await uploadFiles([file('a.jpg'), file('b.jpg'), file('c.jpg')], upload, {
      now: () => 1732200000000,
    });
    const paths = calls.map((call) => call.path);
    expect(new Set(paths).size).toBe(3);
  });

  it('produces names the storage rules accept', async () => {
    const pattern = storageRulesNamePattern();
    if (pattern === null) return; // storage.rules not written yet
    for (const name of ['tools.jpg', 'IMG_1.HEIC', 'README', 'photo.', 'scan.WebP']) {
      const { path } = await uploadOne(file(name));
      expect(path.startsWith('job-applications/')).toBe(true);
      expect(path.slice('job-applications/'.length), name).toMatch(pattern);
    }
  });

  it('takes the extension from the file name, lower-cased, when it names the file’s type', async () => {
    expect((await uploadOne(file('tools.jpg'))).path).toMatch(/\.jpg$/);
    expect((await uploadOne(file('tools.JPEG'))).path).toMatch(/\.jpeg$/);
    expect((await uploadOne(file('IMG_1.HEIC', 'image/heic'))).path).toMatch(/\.heic$/);
    expect((await uploadOne(file('IMG_1.HEIC', ''))).path).toMatch(/\.heic$/);
    expect((await uploadOne(file('Scan.PnG', 'image/png'))).path).toMatch(/\.png$/);
    expect((await uploadOne(file('my.tools.photo.webp', 'image/webp'))).path).toMatch(/\.webp$/);
  });

  it('takes the extension from the type when the name has none or names another type (the storage rules match the two)', async () => {
    expect((await uploadOne(file('IMG_2041'))).path).toMatch(/-[a-z0-9]{10}\.jpg$/);
    expect((await uploadOne(file('photo.'))).path).toMatch(/-[a-z0-9]{10}\.jpg$/);
    expect((await uploadOne(file('screenshot.jpg', 'image/png'))).path).toMatch(/\.png$/);
    expect((await uploadOne(file('tools.heic', 'image/avif'))).path).toMatch(/\.avif$/);
  });

  it("uses 'bin' when neither the name nor the type gives an extension", async () => {
    expect((await uploadOne(file('README', ''))).path).toMatch(PATH_SHAPE);
    expect((await uploadOne(file('README', ''))).path).toMatch(/-[a-z0-9]{10}\.bin$/);
    expect((await uploadOne(file('photo.', ''))).path).toMatch(/-[a-z0-9]{10}\.bin$/);
  });
});

describe('uploadFiles: content type (docs/product.md, Submitting)', () => {
  it("sets the content type from the file's own type", async () => {
    expect((await uploadOne(file('tools.png', 'image/png'))).contentType).toBe('image/png');
    expect((await uploadOne(file('tools.webp', 'image/webp'))).contentType).toBe('image/webp');
  });

  it("sets 'image/heic' for an untyped 'IMG_1.HEIC'", async () => {
    expect((await uploadOne(file('IMG_1.HEIC', ''))).contentType).toBe('image/heic');
  });

  it('sends the file itself as the data', async () => {
    const f = file('tools.jpg');
    expect((await uploadOne(f)).data).toBe(f);
  });
});

describe('uploadFiles: results', () => {
  it('resolves to the stored path of a single file', async () => {
    const { upload } = recordingUploader();
    const [path, ...rest] = await uploadFiles(file('tools.jpg'), upload);
    expect(rest).toEqual([]);
    expect(path).toMatch(/^job-applications\/\d{13}-[a-z0-9]{10}\.jpg$/);
  });

  it('uploads a list in parallel and returns the paths in input order', async () => {
    const started: string[] = [];
    const resolved: string[] = [];
    const finish = new Map<string, () => void>();
    const upload: ObjectUploader = (_path, data) =>
      new Promise<string>((resolve) => {
        const name = (data as File).name;
        started.push(name);
        finish.set(name, () => {
          resolved.push(name);
          resolve(`https://files.example/${name}`);
        });
      });

    const result = uploadFiles([file('first.jpg'), file('second.jpg')], upload);
    // Both uploads start before either finishes.
    expect(started).toEqual(['first.jpg', 'second.jpg']);
    expect(resolved).toEqual([]);

    // They finish in reverse order.
    finish.get('second.jpg')?.();
    await Promise.resolve();
    finish.get('first.jpg')?.();

    await expect(result).resolves.toEqual([
      'https://files.example/first.jpg',
      'https://files.example/second.jpg',
    ]);
    expect(resolved).toEqual(['second.jpg', 'first.jpg']);
  });

  it('reports the progress fraction across all files, reaching 1', async () => {
    const { calls, upload } = recordingUploader();
    const onProgress = vi.fn();
    const small = file('a.jpg', 'image/jpeg', 'x'.repeat(100));
    const large = file('b.jpg', 'image/jpeg', 'x'.repeat(300));
    await uploadFiles([small, large], upload, { onProgress });

    const [a, b] = calls;
    a?.onProgress?.({ bytesTransferred: 50, totalBytes: 100 });
    b?.onProgress?.({ bytesTransferred: 150, totalBytes: 300 });
    a?.onProgress?.({ bytesTransferred: 100, totalBytes: 100 });
    b?.onProgress?.({ bytesTransferred: 300, totalBytes: 300 });

    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0.125, 0.5, 0.625, 1]);
  });

  it('rejects when the uploader fails', async () => {
    const failure = Object.assign(new Error('quota'), { code: 'quota-exceeded' });
    const upload: ObjectUploader = async () => {
      throw failure;
    };
    await expect(uploadFiles(file('tools.jpg'), upload)).rejects.toBe(failure);
  });

  it('rejects when one upload of a list fails', async () => {
    const upload: ObjectUploader = async (path, data) => {
      if ((data as File).name === 'bad.jpg') throw new Error('upload failed');
      return `https://files.example/${path}`;
    };
    await expect(uploadFiles([file('good.jpg'), file('bad.jpg')], upload)).rejects.toThrow(
      'upload failed',
    );
  });
});
