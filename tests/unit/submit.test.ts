import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/lib/backend-error';
import type { ApplicationRecord } from '../../src/features/job-application/rules/application-record';
import { REUPLOAD_AFTER_MS } from '../../src/features/job-application/rules/photo-path';
import {
  emptyApplication,
  fileQuestionOf,
  toAnswers,
  type ApplicationValues,
} from '../../src/features/job-application/rules/schema';
import {
  applicationDigest,
  fileFingerprint,
  type Receipt,
} from '../../src/features/job-application/sending/receipt';
import {
  createCheckSubmission,
  createSubmitApplication,
  type SubmitDependencies,
  type SubmissionState,
  type SubmitProgress,
} from '../../src/features/job-application/sending/submit';
import { SubmissionError } from '../../src/features/job-application/sending/submission-error';
import { APPLICANT_PHONE } from '../fixtures/applicant-phones';
import { qualifiedAnswers } from '../../scripts/mail-preview/samples';

/** The tool photo's size limit, as its question declares it. */
const MAX_PHOTO_BYTES = fileQuestionOf('toolImage').maxBytes;
const SUBMISSION_ID = 'AbCdEfGhIjKlMnOpQrSt';
const NEXT_ID = 'ZyXwVuTsRqPoNmLkJiHg';
const NOW = 1_750_000_000_000;
const UPLOADED_PATH = 'job-applications/1732200000000-ab12cd34ef.jpg';
const EARLIER_PATH = 'job-applications/1732100000000-zz12cd34ef.jpg';

const originalPhoto = () =>
  new File(['original photo bytes'], 'IMG_0001.jpg', { type: 'image/jpeg', lastModified: 1000 });

/** The complete answers with a name to trim, the chosen photo, and `overrides`. */
const values = (overrides: Partial<ApplicationValues> = {}): ApplicationValues => ({
  ...emptyApplication,
  ...qualifiedAnswers({ fullName: ' Ana Diaz ', phone: APPLICANT_PHONE.display }),
  toolImage: originalPhoto(),
  ...overrides,
});

type Fault =
  /** The write is refused and nothing is stored. */
  | 'refuse'
  /** The write is stored, then its answer is lost. */
  | 'lose-answer'
  /** Nothing reaches the server. */
  | 'offline';

/**
 * Fake dependencies over an in-memory backend with create-only rules: the application and its
 * receipt are written together or not at all, and a receipt can be read back by its id.
 */
function fakes(overrides: Partial<SubmitDependencies> = {}) {
  const events: string[] = [];
  const applications = new Map<string, ApplicationRecord>();
  const receipts = new Map<string, Receipt>();
  const writeFaults: Fault[] = [];
  const readFaults: Fault[] = [];
  const prepared = new File(['small jpeg'], 'IMG_0001.jpg', { type: 'image/jpeg' });
  const prepareImage = vi.fn(async (file: File) => {
    events.push(`prepare ${file.name}`);
    return prepared;
  });
  const uploadPhoto = vi.fn(async (file: File, onProgress: (fraction: number) => void) => {
    events.push(`upload ${file.name}`);
    onProgress(0.5);
    onProgress(1);
    return UPLOADED_PATH;
  });
  const writeApplication = vi.fn(
    async (id: string, application: ApplicationRecord, receipt: Receipt) => {
      events.push(`write ${id}`);
      const fault = writeFaults.shift();
      if (fault === 'offline') throw new BackendError('offline', 'no network');
      if (fault === 'refuse' || applications.has(id)) {
        throw new BackendError('permission-denied', 'refused');
      }
      applications.set(id, application);
      receipts.set(id, receipt);
      if (fault === 'lose-answer') throw new BackendError('server-error', 'answer lost');
    },
  );
  const readReceipt = vi.fn(async (id: string) => {
    events.push(`read ${id}`);
    if (readFaults.shift()) throw new BackendError('offline', 'no network');
    return receipts.get(id) ?? null;
  });
  const deps: SubmitDependencies = {
    prepareImage,
    uploadPhoto,
    writeApplication,
    readReceipt,
    newId: () => NEXT_ID,
    now: () => NOW,
    ...overrides,
  };
  return {
    events,
    applications,
    receipts,
    prepared,
    prepareImage,
    uploadPhoto,
    writeApplication,
    readReceipt,
    /** The next write fails this way. */
    failWrite: (fault: Fault) => writeFaults.push(fault),
    /** The next receipt read fails (no network). */
    failRead: () => readFaults.push('offline'),
    submit: createSubmitApplication(deps),
    check: createCheckSubmission(deps),
  };
}

/** The SubmissionError a promise rejects with. */
async function submissionErrorOf(promise: Promise<unknown>): Promise<SubmissionError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the submission to fail');
    },
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(SubmissionError);
  return error as SubmissionError;
}

/** Runs a submission and keeps every state it reports, as the draft does. */
function recordingStates() {
  const states: SubmissionState[] = [];
  return { states, onSubmissionChange: (state: SubmissionState) => states.push(state) };
}

describe('createSubmitApplication (docs/product.md, Submitting)', () => {
  it('uploads the prepared photo, then writes the application and its receipt under the submission id', async () => {
    const { events, prepared, uploadPhoto, applications, receipts, submit } = fakes();
    const v = values();
    const result = await submit({ values: v, submission: { id: SUBMISSION_ID } });

    expect(result).toEqual({ outcome: 'sent', update: false });
    expect(events).toEqual([
      'prepare IMG_0001.jpg',
      'upload IMG_0001.jpg',
      `write ${SUBMISSION_ID}`,
    ]);
    expect(uploadPhoto.mock.calls[0]?.[0]).toBe(prepared);
    // The typed answers (trimmed), where the photo is, the language, the marks: never a mail.
    expect(applications.get(SUBMISSION_ID)).toEqual({
      answers: { ...toAnswers(v), fullName: 'Ana Diaz' },
      files: { toolImage: UPLOADED_PATH },
      language: 'en',
      hiddenFieldFilled: false,
      updates: null,
    });
    expect(receipts.get(SUBMISSION_ID)).toEqual({
      digest: await applicationDigest(SUBMISSION_ID, v),
    });
  });

  it('records the language the applicant applied in', async () => {
    const { applications, submit } = fakes();
    await submit({ values: values(), submission: { id: SUBMISSION_ID }, language: 'es' });
    expect(applications.get(SUBMISSION_ID)?.language).toBe('es');
  });

  it('turns a tab pasted into a one-line answer into a space: the stored answer stays one line', async () => {
    const { applications, submit } = fakes();
    await submit({
      values: values({ fullName: 'Ana\tDiaz', location: 'Phoenix,\u0000AZ' }),
      submission: { id: SUBMISSION_ID },
    });
    expect(applications.get(SUBMISSION_ID)?.answers).toMatchObject({
      fullName: 'Ana Diaz',
      location: 'Phoenix, AZ',
    });
  });

  it('writes nothing without a photo (the wizard and the rules both require one)', async () => {
    const { uploadPhoto, writeApplication, submit } = fakes();
    const error = await submissionErrorOf(
      submit({ values: values({ toolImage: null }), submission: { id: SUBMISSION_ID } }),
    );
    expect(error.failure).toBe('upload');
    expect(uploadPhoto).not.toHaveBeenCalled();
    expect(writeApplication).not.toHaveBeenCalled();
  });

  it('writes nothing when the answers break the rules the server checks', async () => {
    const { writeApplication, submit } = fakes();
    const error = await submissionErrorOf(
      submit({ values: values({ tools: [] }), submission: { id: SUBMISSION_ID } }),
    );
    expect(error.failure).toBe('mail');
    expect(error.outcome).toBe('not-sent');
    expect(writeApplication).not.toHaveBeenCalled();
  });

  it('records that the id is being sent before the write starts', async () => {
    const { events, submit } = fakes();
    const states: SubmissionState[] = [];
    const v = values();
    await submit({
      values: v,
      submission: { id: SUBMISSION_ID },
      onSubmissionChange: (state) => {
        states.push(state);
        if (state.sending) events.push('recorded sending');
      },
    });
    expect(events.indexOf('recorded sending')).toBeGreaterThan(-1);
    expect(events.indexOf('recorded sending')).toBeLessThan(
      events.indexOf(`write ${SUBMISSION_ID}`),
    );
    expect(states.find((state) => state.sending)).toMatchObject({
      id: SUBMISSION_ID,
      sending: { digest: await applicationDigest(SUBMISSION_ID, v), startedAt: NOW },
    });
    expect(states.at(-1)).toMatchObject({ delivered: { id: SUBMISSION_ID, at: NOW } });
    expect(states.at(-1)?.sending).toBeUndefined();
  });

  it("writes nothing when the upload fails, and throws failure 'upload' with the adapter's code", async () => {
    const { writeApplication, submit } = fakes({
      uploadPhoto: async () => {
        throw new BackendError('permission-denied', 'storage/unauthorized');
      },
    });
    const { states, onSubmissionChange } = recordingStates();
    const error = await submissionErrorOf(
      submit({ values: values(), submission: { id: SUBMISSION_ID }, onSubmissionChange }),
    );
    expect(error.failure).toBe('upload');
    expect(error.code).toBe('permission-denied');
    expect(error.outcome).toBe('not-sent');
    expect(error.cause).toBeInstanceOf(BackendError);
    expect(writeApplication).not.toHaveBeenCalled();
    expect(states).toEqual([]); // no photo recorded, no send started
  });

  it('records the uploaded photo’s path, the chosen file’s fingerprint and when, once', async () => {
    const { states, onSubmissionChange } = recordingStates();
    const { submit } = fakes();
    const v = values();
    await submit({ values: v, submission: { id: SUBMISSION_ID }, onSubmissionChange });
    expect(states[0]).toEqual({
      id: SUBMISSION_ID,
      files: {
        toolImage: {
          path: UPLOADED_PATH,
          fingerprint: fileFingerprint(v.toolImage as File),
          at: NOW,
        },
      },
    });
  });

  it('reuses the uploaded photo on a retry with the same file, and does not upload it again', async () => {
    const { prepareImage, uploadPhoto, applications, submit } = fakes();
    const photo = originalPhoto();
    const submission: SubmissionState = {
      id: SUBMISSION_ID,
      files: { toolImage: { path: EARLIER_PATH, fingerprint: fileFingerprint(photo), at: NOW } },
    };
    await submit({ values: values({ toolImage: photo }), submission });
    expect(prepareImage).not.toHaveBeenCalled();
    expect(uploadPhoto).not.toHaveBeenCalled();
    expect(applications.get(SUBMISSION_ID)?.files.toolImage).toBe(EARLIER_PATH);
  });

  it('uploads the same photo again when its upload is too old to go with the application (a day: decision 0070)', async () => {
    const { uploadPhoto, applications, submit } = fakes();
    const photo = originalPhoto();
    for (const at of [NOW - REUPLOAD_AFTER_MS, undefined]) {
      uploadPhoto.mockClear();
      const submission: SubmissionState = {
        id: SUBMISSION_ID,
        files: { toolImage: { path: EARLIER_PATH, fingerprint: fileFingerprint(photo), at } },
      };
      await submit({ values: values({ toolImage: photo }), submission });
      expect(uploadPhoto, String(at)).toHaveBeenCalledTimes(1);
      expect(applications.get(SUBMISSION_ID)?.files.toolImage).toBe(UPLOADED_PATH);
      applications.clear();
    }
  });

  it('uploads again when the applicant chose a different photo since', async () => {
    const { uploadPhoto, applications, submit } = fakes();
    const newPhoto = new File(['another photo'], 'IMG_0002.jpg', {
      type: 'image/jpeg',
      lastModified: 2000,
    });
    const submission: SubmissionState = {
      id: SUBMISSION_ID,
      files: {
        toolImage: { path: EARLIER_PATH, fingerprint: fileFingerprint(originalPhoto()), at: NOW },
      },
    };
    await submit({ values: values({ toolImage: newPhoto }), submission });
    expect(uploadPhoto).toHaveBeenCalledTimes(1);
    expect(applications.get(SUBMISSION_ID)?.files.toolImage).toBe(UPLOADED_PATH);
  });

  it('marks the application for a second look when the hidden anti-spam field was filled, and still sends it', async () => {
    const { applications, submit } = fakes();
    await submit({
      values: values({ leaveEmpty: 'https://filled.example' }),
      submission: { id: SUBMISSION_ID },
    });
    expect(applications.get(SUBMISSION_ID)?.hiddenFieldFilled).toBe(true);
    expect(JSON.stringify(applications.get(SUBMISSION_ID))).not.toContain('filled.example');
  });

  describe('when the answer to the write is lost', () => {
    it('reads the receipt at once and counts the application as sent when it arrived', async () => {
      const { events, failWrite, applications, submit } = fakes();
      failWrite('lose-answer');
      const { states, onSubmissionChange } = recordingStates();
      const result = await submit({
        values: values(),
        submission: { id: SUBMISSION_ID },
        onSubmissionChange,
      });
      expect(result).toEqual({ outcome: 'sent', update: false });
      expect(events.slice(-2)).toEqual([`write ${SUBMISSION_ID}`, `read ${SUBMISSION_ID}`]);
      expect(applications.size).toBe(1);
      expect(states.at(-1)?.delivered?.id).toBe(SUBMISSION_ID);
    });

    it('reports an unknown outcome, keeping “sending”, when the receipt cannot be read either', async () => {
      const { failWrite, failRead, submit } = fakes();
      failWrite('lose-answer');
      failRead();
      const { states, onSubmissionChange } = recordingStates();
      const error = await submissionErrorOf(
        submit({ values: values(), submission: { id: SUBMISSION_ID }, onSubmissionChange }),
      );
      expect(error.failure).toBe('mail');
      expect(error.outcome).toBe('unknown');
      expect(error.code).toBe('server-error');
      expect(states.at(-1)?.sending).toBeDefined();
    });

    it('on the next attempt, finds that the same answers arrived and sends nothing again', async () => {
      const { failWrite, failRead, writeApplication, submit } = fakes();
      failWrite('lose-answer');
      failRead();
      const { states, onSubmissionChange } = recordingStates();
      const v = values();
      await submissionErrorOf(
        submit({ values: v, submission: { id: SUBMISSION_ID }, onSubmissionChange }),
      );
      const result = await submit({ values: v, submission: states.at(-1)!, onSubmissionChange });
      expect(result).toEqual({ outcome: 'already-sent', update: false });
      expect(writeApplication).toHaveBeenCalledTimes(1);
    });

    it('on the next attempt, sends edited answers as an update under a new id, never dropping them', async () => {
      const { failWrite, failRead, applications, submit } = fakes();
      failWrite('lose-answer');
      failRead();
      const { states, onSubmissionChange } = recordingStates();
      await submissionErrorOf(
        submit({ values: values(), submission: { id: SUBMISSION_ID }, onSubmissionChange }),
      );
      const edited = values({ location: 'Tucson, AZ' });
      const result = await submit({
        values: edited,
        submission: states.at(-1)!,
        onSubmissionChange,
      });
      expect(result).toEqual({ outcome: 'sent', update: true });
      expect([...applications.keys()]).toEqual([SUBMISSION_ID, NEXT_ID]);
      const update = applications.get(NEXT_ID)!;
      expect(update.updates).toBe(SUBMISSION_ID);
      expect(update.answers.location).toBe('Tucson, AZ');
      expect(applications.get(SUBMISSION_ID)?.answers.location).toBe('Phoenix, AZ');
    });

    it('on the next attempt, sends the same id again when nothing arrived', async () => {
      const { failWrite, failRead, applications, submit } = fakes();
      failWrite('offline');
      failRead();
      const { states, onSubmissionChange } = recordingStates();
      const first = await submissionErrorOf(
        submit({ values: values(), submission: { id: SUBMISSION_ID }, onSubmissionChange }),
      );
      expect(first.outcome).toBe('unknown');
      expect(first.code).toBe('offline');
      const result = await submit({
        values: values(),
        submission: states.at(-1)!,
        onSubmissionChange,
      });
      expect(result).toEqual({ outcome: 'sent', update: false });
      expect([...applications.keys()]).toEqual([SUBMISSION_ID]);
    });

    it('says “checking” first when an earlier send is unresolved', async () => {
      const { submit } = fakes();
      const progress: SubmitProgress[] = [];
      const photo = originalPhoto();
      await submit({
        values: values({ toolImage: photo }),
        submission: {
          id: SUBMISSION_ID,
          files: {
            toolImage: { path: UPLOADED_PATH, fingerprint: fileFingerprint(photo), at: NOW },
          },
          sending: { digest: 'a'.repeat(64), startedAt: NOW },
        },
        onProgress: (p) => progress.push(p),
      });
      expect(progress).toEqual([{ stage: 'checking' }, { stage: 'sending' }]);
    });

    it("throws 'check' with an unknown outcome when the earlier send cannot be checked", async () => {
      const { failRead, writeApplication, submit } = fakes();
      failRead();
      const error = await submissionErrorOf(
        submit({
          values: values(),
          submission: { id: SUBMISSION_ID, sending: { digest: 'a'.repeat(64), startedAt: NOW } },
        }),
      );
      expect(error.failure).toBe('check');
      expect(error.outcome).toBe('unknown');
      expect(writeApplication).not.toHaveBeenCalled();
    });
  });

  describe('when the write is refused', () => {
    it('reports it as not sent when no receipt exists, and forgets the send', async () => {
      const { failWrite, submit } = fakes();
      failWrite('refuse');
      const { states, onSubmissionChange } = recordingStates();
      const error = await submissionErrorOf(
        submit({ values: values(), submission: { id: SUBMISSION_ID }, onSubmissionChange }),
      );
      expect(error.failure).toBe('mail');
      expect(error.code).toBe('permission-denied');
      expect(error.outcome).toBe('not-sent');
      expect(states.at(-1)?.sending).toBeUndefined();
      expect(states.at(-1)?.id).toBe(SUBMISSION_ID);
    });

    it('counts it as sent when the refusal is because these answers already arrived under this id', async () => {
      const { applications, submit, writeApplication } = fakes();
      const v = values();
      await submit({ values: v, submission: { id: SUBMISSION_ID } });
      // A draft that never heard the answer retries the same id with the same answers.
      const result = await submit({ values: v, submission: { id: SUBMISSION_ID } });
      expect(result).toEqual({ outcome: 'sent', update: false });
      expect(writeApplication).toHaveBeenCalledTimes(2);
      expect(applications.size).toBe(1);
    });

    it('sends an update when an older version of the answers holds this id', async () => {
      const { applications, submit } = fakes();
      await submit({ values: values(), submission: { id: SUBMISSION_ID } });
      const result = await submit({
        values: values({ yearsExperience: '12' }),
        submission: { id: SUBMISSION_ID },
      });
      expect(result).toEqual({ outcome: 'sent', update: true });
      expect(applications.get(NEXT_ID)?.updates).toBe(SUBMISSION_ID);
      expect(applications.get(NEXT_ID)?.answers.yearsExperience).toBe('12');
    });
  });

  it("throws 'photo-too-large' without uploading when the prepared photo is over the limit", async () => {
    const huge = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    const { uploadPhoto, writeApplication, submit } = fakes({ prepareImage: async () => huge });
    const error = await submissionErrorOf(
      submit({ values: values(), submission: { id: SUBMISSION_ID } }),
    );
    expect(error.failure).toBe('photo-too-large');
    expect(error.code).toBe('photo-too-large');
    expect(uploadPhoto).not.toHaveBeenCalled();
    expect(writeApplication).not.toHaveBeenCalled();
  });

  it("throws 'photo-too-large' for exactly the limit, which the storage rules refuse (size < limit)", async () => {
    const limit = new File([new Uint8Array(MAX_PHOTO_BYTES)], 'limit.jpg', {
      type: 'image/jpeg',
    });
    const { uploadPhoto, submit } = fakes({ prepareImage: async () => limit });
    const error = await submissionErrorOf(
      submit({ values: values(), submission: { id: SUBMISSION_ID } }),
    );
    expect(error.failure).toBe('photo-too-large');
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  it('uploads a prepared photo just under the limit', async () => {
    const under = new File([new Uint8Array(MAX_PHOTO_BYTES - 1)], 'under.jpg', {
      type: 'image/jpeg',
    });
    const { uploadPhoto, submit } = fakes({ prepareImage: async () => under });
    await submit({ values: values(), submission: { id: SUBMISSION_ID } });
    expect(uploadPhoto).toHaveBeenCalledTimes(1);
  });

  it('reports the progress stages in order', async () => {
    const progress: SubmitProgress[] = [];
    const { submit } = fakes();
    await submit({
      values: values(),
      submission: { id: SUBMISSION_ID },
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([
      { stage: 'preparing-photo' },
      { stage: 'uploading-photo', fraction: 0 },
      { stage: 'uploading-photo', fraction: 0.5 },
      { stage: 'uploading-photo', fraction: 1 },
      { stage: 'sending' },
    ]);
  });

  it('reports only sending when the photo was already uploaded', async () => {
    const progress: SubmitProgress[] = [];
    const { submit } = fakes();
    const photo = originalPhoto();
    await submit({
      values: values({ toolImage: photo }),
      submission: {
        id: SUBMISSION_ID,
        files: { toolImage: { path: UPLOADED_PATH, fingerprint: fileFingerprint(photo), at: NOW } },
      },
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([{ stage: 'sending' }]);
  });
});

describe('createCheckSubmission (a reopened draft that was sending)', () => {
  const sending = async (v: ApplicationValues): Promise<SubmissionState> => ({
    id: SUBMISSION_ID,
    sending: { digest: await applicationDigest(SUBMISSION_ID, v), startedAt: NOW },
  });

  it('says the application arrived when its receipt holds these answers', async () => {
    const { submit, check } = fakes();
    const v = values();
    await submit({ values: v, submission: { id: SUBMISSION_ID } });
    const result = await check(await sending(v), v);
    expect(result.outcome).toBe('arrived');
    expect(result.submission.delivered).toEqual({
      id: SUBMISSION_ID,
      digest: await applicationDigest(SUBMISSION_ID, v),
      at: NOW,
    });
  });

  it('says it arrived and answers changed since, so the next send is an update', async () => {
    const { submit, check } = fakes();
    const v = values();
    await submit({ values: v, submission: { id: SUBMISSION_ID } });
    const edited = values({ phone: '(888) 868-4112' });
    const result = await check(await sending(v), edited);
    expect(result.outcome).toBe('arrived-then-changed');
    expect(result.submission.id).toBe(NEXT_ID);
  });

  it('says it did not arrive when there is no receipt, keeping the id', async () => {
    const { check } = fakes();
    const v = values();
    const result = await check(await sending(v), v);
    expect(result).toEqual({ outcome: 'not-arrived', submission: { id: SUBMISSION_ID } });
  });

  it("throws 'check' with an unknown outcome when the receipt cannot be read", async () => {
    const { failRead, check } = fakes();
    failRead();
    const v = values();
    const error = await submissionErrorOf(check(await sending(v), v));
    expect(error.failure).toBe('check');
    expect(error.outcome).toBe('unknown');
  });
});

describe('applicationDigest', () => {
  it('is the same for the same answers and photo, and differs when either changes', async () => {
    const photo = originalPhoto();
    const digest = await applicationDigest(SUBMISSION_ID, values({ toolImage: photo }));
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await applicationDigest(SUBMISSION_ID, values({ toolImage: photo }))).toBe(digest);
    expect(
      await applicationDigest(SUBMISSION_ID, values({ toolImage: photo, fullName: 'Ana D' })),
    ).not.toBe(digest);
    const other = new File(['other'], 'IMG_0002.jpg', { type: 'image/jpeg', lastModified: 1 });
    expect(await applicationDigest(SUBMISSION_ID, values({ toolImage: other }))).not.toBe(digest);
    expect(await applicationDigest(NEXT_ID, values({ toolImage: photo }))).not.toBe(digest);
  });

  it('ignores spaces around answers, as they are sent trimmed', async () => {
    const photo = originalPhoto();
    expect(await applicationDigest(SUBMISSION_ID, values({ toolImage: photo }))).toBe(
      await applicationDigest(SUBMISSION_ID, values({ toolImage: photo, fullName: 'Ana Diaz' })),
    );
  });
});
