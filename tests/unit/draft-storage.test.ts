// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  DRAFT_KEY,
  loadDraft,
  saveAnswers,
  saveFile,
  saveTypedOverDraft,
} from '../../src/features/job-application/draft/draft-storage';
import { fileFingerprint } from '../../src/features/job-application/sending/receipt';
import {
  emptyApplication,
  toAnswers,
  type ApplicationAnswers,
} from '../../src/features/job-application/rules/schema';
import { APPLICANT_PHONE } from '../fixtures/applicant-phones';

/** The tool photo, saved as the draft keeps each file question's file: under its id. */
const savePhoto = (file: File | null, now?: number) => saveFile('toolImage', file, now);
const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.UTC(2025, 0, 15, 12, 0, 0);

const answers = (): ApplicationAnswers => ({
  ...toAnswers(emptyApplication),
  fullName: 'Ana Diaz',
  phone: APPLICANT_PHONE.display,
  email: 'ana@example.org',
  location: 'Phoenix, AZ',
  understand1099: 'yes',
  liveInArea: 'no',
  explainNotLocal: 'I would drive in',
  tools: ['Lockout tools', 'Funnel'],
});

const photoBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
const photo = () =>
  new File([photoBytes], 'IMG_0001.jpg', { type: 'image/jpeg', lastModified: 1_700_000_000_000 });

// jsdom 26 has no Blob#arrayBuffer (every browser the site supports has it): read through FileReader
// for the duration of this file.
let addedArrayBuffer = false;
beforeAll(() => {
  if (typeof Blob.prototype.arrayBuffer === 'function') return;
  addedArrayBuffer = true;
  Object.defineProperty(Blob.prototype, 'arrayBuffer', {
    configurable: true,
    writable: true,
    value(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(this);
      });
    },
  });
});
afterAll(() => {
  if (addedArrayBuffer) delete (Blob.prototype as Partial<Blob>).arrayBuffer;
});

const PHOTO_PATH = 'job-applications/1732200000000-ab12cd34ef.jpg';

beforeEach(async () => {
  await clearDraft();
  window.localStorage.clear();
});

describe('draft storage (docs/decisions/0003-draft-and-retries.md)', () => {
  it('returns null when nothing was saved', async () => {
    await expect(loadDraft(T0)).resolves.toBeNull();
  });

  it('restores saved answers, step and submission', async () => {
    const submission = {
      id: 'AbCdEfGhIjKlMnOpQrSt',
      files: { toolImage: { path: PHOTO_PATH, fingerprint: 'IMG_0001.jpg|12|1' } },
      sending: { digest: 'a'.repeat(64), startedAt: T0 },
      delivered: { id: 'ZyXwVuTsRqPoNmLkJiHg', digest: 'b'.repeat(64), at: T0 - 1000 },
    };
    saveAnswers({ step: 'qualifications', answers: answers(), submission }, T0);
    await expect(loadDraft(T0 + 1000)).resolves.toEqual({
      step: 'qualifications',
      answers: answers(),
      files: {},
      submission,
    });
  });

  it('reads the uploaded photo a draft of an earlier version recorded as `photo` as the tool photo', async () => {
    const submission = {
      id: 'AbCdEfGhIjKlMnOpQrSt',
      photo: { path: PHOTO_PATH, fingerprint: 'IMG_0001.jpg|12|1' },
    };
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ version: 1, savedAt: T0, step: 'review', answers: answers(), submission }),
    );
    expect((await loadDraft(T0))?.submission).toEqual({
      id: 'AbCdEfGhIjKlMnOpQrSt',
      files: { toolImage: { path: PHOTO_PATH, fingerprint: 'IMG_0001.jpg|12|1' } },
    });
  });

  it('forgets a photo an older version recorded by its download address: it is uploaded again', async () => {
    const url = `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent(PHOTO_PATH)}?alt=media&token=t`;
    const submission = {
      id: 'AbCdEfGhIjKlMnOpQrSt',
      photo: { url, fingerprint: 'IMG_0001.jpg|12|1' },
    };
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ version: 1, savedAt: T0, step: 'review', answers: answers(), submission }),
    );
    expect((await loadDraft(T0))?.submission).toEqual({ id: 'AbCdEfGhIjKlMnOpQrSt' });
  });

  it('forgets an uploaded photo whose path the rules would refuse: it is uploaded again', async () => {
    const submission = {
      id: 'AbCdEfGhIjKlMnOpQrSt',
      photo: { path: 'job-applications/1732200000000-ab12cd34ef.bin', fingerprint: 'f' },
    };
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ version: 1, savedAt: T0, step: 'review', answers: answers(), submission }),
    );
    expect((await loadDraft(T0))?.submission).toEqual({ id: 'AbCdEfGhIjKlMnOpQrSt' });
  });

  it('saves answers typed before the draft was restored over the saved draft, keeping the rest', async () => {
    const submission = { id: 'AbCdEfGhIjKlMnOpQrSt' };
    saveAnswers({ step: 'experience', answers: answers(), submission }, T0);

    expect(
      saveTypedOverDraft({ fullName: 'Ana Maria Diaz', location: 'Austin, TX' }, T0 + 1000),
    ).toBe(true);

    await expect(loadDraft(T0 + 2000)).resolves.toEqual({
      step: 'experience',
      answers: { ...answers(), fullName: 'Ana Maria Diaz', location: 'Austin, TX' },
      files: {},
      submission,
    });
  });

  it('saves answers typed before the draft was restored as a new draft when there is none', async () => {
    saveTypedOverDraft({ fullName: 'Ana Maria Diaz' }, T0);
    await expect(loadDraft(T0)).resolves.toMatchObject({
      step: 'contact',
      answers: { ...toAnswers(emptyApplication), fullName: 'Ana Maria Diaz' },
    });
  });

  it('keeps answers in localStorage, not the photo', async () => {
    saveAnswers({ step: 'experience', answers: answers() }, T0);
    const stored = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? 'null');
    expect(stored).toMatchObject({
      version: 1,
      savedAt: T0,
      step: 'experience',
      answers: answers(),
    });
    expect(stored.answers).not.toHaveProperty('toolImage');
  });

  it('saves the step by its name', () => {
    saveAnswers({ step: 'qualifications', answers: answers() }, T0);
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? 'null').step).toBe(
      'qualifications',
    );
  });

  it('opens a draft saved before the steps had names on the step at the place it holds (0 to 3)', async () => {
    const places = [
      [0, 'contact'],
      [1, 'experience'],
      [2, 'qualifications'],
      [3, 'review'],
    ] as const;
    for (const [place, step] of places) {
      window.localStorage.setItem(
        DRAFT_KEY,
        JSON.stringify({ version: 1, savedAt: T0, step: place, answers: answers() }),
      );
      await expect(loadDraft(T0), String(place)).resolves.toMatchObject({
        step,
        answers: answers(),
      });
    }
  });

  it('saves answers typed over a draft saved before the steps had names with its step, by name', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ version: 1, savedAt: T0, step: 2, answers: answers() }),
    );
    saveTypedOverDraft({ location: 'Austin, TX' }, T0 + 1000);
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? 'null')).toMatchObject({
      version: 1,
      step: 'qualifications',
      answers: { ...answers(), location: 'Austin, TX' },
    });
  });

  it('opens a draft whose step is neither a step’s name nor its place on the contact step', async () => {
    for (const step of [4, -1, 1.5, '2', 'Review', 'Step 2', null]) {
      window.localStorage.setItem(
        DRAFT_KEY,
        JSON.stringify({ version: 1, savedAt: T0, step, answers: answers() }),
      );
      expect((await loadDraft(T0))?.step, String(step)).toBe('contact');
    }
  });

  it('fills in answers missing from an older saved draft with empty values', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ version: 1, savedAt: T0, step: 'contact', answers: { fullName: 'Ana' } }),
    );
    const draft = await loadDraft(T0);
    expect(draft?.answers).toEqual({ ...toAnswers(emptyApplication), fullName: 'Ana' });
  });

  it('restores a saved photo as a File with the same name, type and bytes', async () => {
    const original = photo();
    await savePhoto(original, T0);
    const draft = await loadDraft(T0 + 1000);
    const restored = draft?.files.toolImage;
    expect(restored).toBeInstanceOf(File);
    expect(restored?.name).toBe('IMG_0001.jpg');
    expect(restored?.type).toBe('image/jpeg');
    expect(restored?.lastModified).toBe(original.lastModified);
    expect(new Uint8Array(await (restored as File).arrayBuffer())).toEqual(photoBytes);
  });

  it('restores the photo with the same fingerprint, so a retry after a reload reuses the upload', async () => {
    const original = photo();
    await savePhoto(original, T0);
    const restored = (await loadDraft(T0))?.files.toolImage;
    expect(restored && fileFingerprint(restored)).toBe(fileFingerprint(original));
  });

  it('restores answers and photo together', async () => {
    saveAnswers({ step: 'qualifications', answers: answers() }, T0);
    await savePhoto(photo(), T0);
    const draft = await loadDraft(T0);
    expect(draft?.step).toBe('qualifications');
    expect(draft?.answers).toEqual(answers());
    expect(draft?.files.toolImage?.name).toBe('IMG_0001.jpg');
  });

  it('forgets the photo when it is saved as null', async () => {
    saveAnswers({ step: 'qualifications', answers: answers() }, T0);
    await savePhoto(photo(), T0);
    await savePhoto(null, T0);
    expect((await loadDraft(T0))?.files.toolImage).toBeUndefined();
  });

  it('still restores a draft exactly 7 days old', async () => {
    saveAnswers({ step: 'experience', answers: answers() }, T0);
    await savePhoto(photo(), T0);
    const draft = await loadDraft(T0 + 7 * DAY);
    expect(draft?.answers).toEqual(answers());
    expect(draft?.files.toolImage).toBeInstanceOf(File);
  });

  it('does not restore a draft older than 7 days, and deletes it', async () => {
    saveAnswers({ step: 'experience', answers: answers() }, T0);
    await savePhoto(photo(), T0);
    await expect(loadDraft(T0 + 7 * DAY + 1)).resolves.toBeNull();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    // Deleted, not merely hidden: loading at the original time finds nothing either.
    await expect(loadDraft(T0)).resolves.toBeNull();
  });

  it('keeps the photo while the answers go on changing: the draft expires 7 days after its last change', async () => {
    await savePhoto(photo(), T0 - 2 * DAY);
    saveAnswers({ step: 'experience', answers: answers() }, T0);
    const draft = await loadDraft(T0 + 7 * DAY);
    expect(draft?.answers).toEqual(answers());
    expect(draft?.files.toolImage?.name).toBe('IMG_0001.jpg');
  });

  it('deletes both parts once the newer one is more than 7 days old', async () => {
    saveAnswers({ step: 'qualifications', answers: answers() }, T0 - 2 * DAY);
    await savePhoto(photo(), T0);
    await expect(loadDraft(T0 + 7 * DAY + 1)).resolves.toBeNull();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    await expect(loadDraft(T0)).resolves.toBeNull();
  });

  it('ignores saved values of the wrong type instead of breaking the form', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        savedAt: T0,
        step: 9,
        answers: { fullName: 'Ana', tools: 'Funnel', email: 42, phone: null },
      }),
    );
    const draft = await loadDraft(T0);
    expect(draft?.step).toBe('contact');
    expect(draft?.answers).toEqual({ ...toAnswers(emptyApplication), fullName: 'Ana' });
  });

  it('clearDraft removes both the answers and the photo', async () => {
    saveAnswers({ step: 'qualifications', answers: answers() }, T0);
    await savePhoto(photo(), T0);
    await clearDraft();
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    await expect(loadDraft(T0)).resolves.toBeNull();
  });

  it('treats corrupt JSON in localStorage as no draft', async () => {
    window.localStorage.setItem(DRAFT_KEY, '{"version":1,"savedAt":');
    await expect(loadDraft(T0)).resolves.toBeNull();
  });

  it('treats a saved value of another shape as no draft', async () => {
    for (const raw of ['null', '42', '{"version":2,"savedAt":0,"answers":{}}', '{"version":1}']) {
      window.localStorage.setItem(DRAFT_KEY, raw);
      await expect(loadDraft(T0), raw).resolves.toBeNull();
    }
  });

  it('keeps only the parts of a saved submission that have the right shape', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        version: 1,
        savedAt: T0,
        step: 'review',
        answers: answers(),
        submission: {
          id: 'AbCdEfGhIjKlMnOpQrSt',
          photo: { url: 42 },
          sending: { digest: 'a'.repeat(64) },
          delivered: 'yes',
          extra: 'ignored',
        },
      }),
    );
    const draft = await loadDraft(T0);
    expect(draft?.submission).toEqual({ id: 'AbCdEfGhIjKlMnOpQrSt' });
  });

  it('says whether the answers were saved', () => {
    expect(saveAnswers({ step: 'experience', answers: answers() }, T0)).toBe(true);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(saveAnswers({ step: 'experience', answers: answers() }, T0)).toBe(false);
    setItem.mockRestore();
  });

  it('says whether the photo was saved: not when IndexedDB is missing', async () => {
    await expect(savePhoto(photo(), T0)).resolves.toBe(true);
    const saved = globalThis.indexedDB;
    vi.stubGlobal('indexedDB', undefined);
    try {
      await expect(savePhoto(photo(), T0)).resolves.toBe(false);
    } finally {
      vi.stubGlobal('indexedDB', saved);
      vi.unstubAllGlobals();
    }
  });
});
