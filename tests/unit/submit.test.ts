import { describe, expect, it, vi } from 'vitest';
import { BackendError } from '../../src/lib/backend-error';
import {
  fileFingerprint,
  type SubmissionState,
} from '../../src/features/job-application/draft-storage';
import type { MailDocument } from '../../src/features/job-application/mail';
import {
  emptyApplication,
  type ApplicationValues,
} from '../../src/features/job-application/schema';
import {
  createSubmitApplication,
  SubmissionError,
  type SubmitDependencies,
  type SubmitProgress,
} from '../../src/features/job-application/submit';

const ONBOARDING = 'onboarding@example.com';
const SUBMISSION_ID = 'AbCdEfGhIjKlMnOpQrSt';
const UPLOADED_URL = 'https://files.example/job-applications/1732200000000-ab12cd34ef.jpg';

const originalPhoto = () =>
  new File(['original photo bytes'], 'IMG_0001.jpg', { type: 'image/jpeg', lastModified: 1000 });

const values = (overrides: Partial<ApplicationValues> = {}): ApplicationValues => ({
  ...emptyApplication,
  fullName: ' Ana Diaz ',
  phone: '(888) 868-4111',
  email: 'ana@example.org',
  location: 'Phoenix, AZ',
  understand1099: 'yes',
  liveInArea: 'yes',
  workedBefore: 'no',
  tools: ['Lockout tools'],
  toolImage: originalPhoto(),
  missingToolsPlan: 'None missing',
  understandNoWorkUntilTools: 'Understood',
  understandWeDontSupplyTools: 'Understood',
  understandOnCall: 'yes',
  defineOnCall: 'Ready when called',
  onCallNoShifts: 'yes',
  open16x7: 'yes',
  weekendsAvailable: 'yes',
  onCallNotGuaranteed: 'yes',
  moreCallsMoreMoney: 'yes',
  onCallNot16HoursWork: 'yes',
  ...overrides,
});

/** Fake dependencies that record what happens, in order. */
function fakes(overrides: Partial<SubmitDependencies> = {}) {
  const events: string[] = [];
  const prepared = new File(['small jpeg'], 'IMG_0001.jpg', { type: 'image/jpeg' });
  const prepareImage = vi.fn(async (file: File) => {
    events.push(`prepare ${file.name}`);
    return prepared;
  });
  const uploadPhoto = vi.fn(async (file: File, onProgress: (fraction: number) => void) => {
    events.push(`upload ${file.name}`);
    onProgress(0.5);
    onProgress(1);
    return UPLOADED_URL;
  });
  const writeMail = vi.fn(async (id: string, mail: MailDocument) => {
    events.push(`write ${id} ${mail.to.join()}`);
  });
  const deps: SubmitDependencies = {
    onboardingEmail: ONBOARDING,
    prepareImage,
    uploadPhoto,
    writeMail,
    ...overrides,
  };
  return {
    events,
    prepared,
    prepareImage,
    uploadPhoto,
    writeMail,
    submit: createSubmitApplication(deps),
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

describe('createSubmitApplication (spec §4, §7)', () => {
  it('uploads the prepared photo, then writes the mail with the submission id and the photo link', async () => {
    const { events, prepared, uploadPhoto, writeMail, submit } = fakes();
    await submit({ values: values(), submission: { id: SUBMISSION_ID } });

    expect(events).toEqual([
      'prepare IMG_0001.jpg',
      'upload IMG_0001.jpg',
      `write ${SUBMISSION_ID} ${ONBOARDING}`,
    ]);
    expect(uploadPhoto).toHaveBeenCalledTimes(1);
    expect(uploadPhoto.mock.calls[0]?.[0]).toBe(prepared);
    expect(writeMail).toHaveBeenCalledTimes(1);
    const [id, mail] = writeMail.mock.calls[0] ?? [];
    expect(id).toBe(SUBMISSION_ID);
    expect(mail?.to).toEqual([ONBOARDING]);
    expect(mail?.replyTo).toBe('ana@example.org');
    expect(mail?.message.subject).toBe('New Job Application — Ana Diaz');
    expect(mail?.message.html).toContain(`href="${UPLOADED_URL}"`);
    expect(mail?.message.text).toContain(`"toolImage": "${UPLOADED_URL}"`);
  });

  it('writes the mail without uploading when there is no photo', async () => {
    const { prepareImage, uploadPhoto, writeMail, submit } = fakes();
    await submit({ values: values({ toolImage: null }), submission: { id: SUBMISSION_ID } });
    expect(prepareImage).not.toHaveBeenCalled();
    expect(uploadPhoto).not.toHaveBeenCalled();
    expect(writeMail).toHaveBeenCalledTimes(1);
    expect(writeMail.mock.calls[0]?.[1].message.text).toContain('"toolImage": null');
  });

  it("writes nothing when the upload fails, and throws failure 'upload' with the adapter's code", async () => {
    const { writeMail, submit } = fakes({
      uploadPhoto: async () => {
        throw new BackendError('permission-denied', 'storage/unauthorized');
      },
    });
    const error = await submissionErrorOf(
      submit({ values: values(), submission: { id: SUBMISSION_ID } }),
    );
    expect(error.failure).toBe('upload');
    expect(error.code).toBe('permission-denied');
    expect(error.cause).toBeInstanceOf(BackendError);
    expect(writeMail).not.toHaveBeenCalled();
  });

  it('does not report the photo as uploaded when the upload fails', async () => {
    const onPhotoUploaded = vi.fn();
    const { submit } = fakes({
      uploadPhoto: async () => {
        throw new BackendError('offline', 'offline');
      },
    });
    await submissionErrorOf(
      submit({ values: values(), submission: { id: SUBMISSION_ID }, onPhotoUploaded }),
    );
    expect(onPhotoUploaded).not.toHaveBeenCalled();
  });

  it("throws failure 'mail' with the adapter's code when the write fails", async () => {
    const { submit } = fakes({
      writeMail: async () => {
        throw new BackendError('offline', 'no network');
      },
    });
    const error = await submissionErrorOf(
      submit({ values: values(), submission: { id: SUBMISSION_ID } }),
    );
    expect(error.failure).toBe('mail');
    expect(error.code).toBe('offline');
  });

  it("uses the code 'unknown' for a failure without a code", async () => {
    const { submit } = fakes({
      writeMail: async () => {
        throw new Error('boom');
      },
    });
    const error = await submissionErrorOf(
      submit({ values: values(), submission: { id: SUBMISSION_ID } }),
    );
    expect(error.failure).toBe('mail');
    expect(error.code).toBe('unknown');
  });

  it('calls onPhotoUploaded once with the address and the chosen file’s fingerprint', async () => {
    const onPhotoUploaded = vi.fn();
    const { submit } = fakes();
    const v = values();
    await submit({ values: v, submission: { id: SUBMISSION_ID }, onPhotoUploaded });
    expect(onPhotoUploaded).toHaveBeenCalledTimes(1);
    expect(onPhotoUploaded).toHaveBeenCalledWith({
      url: UPLOADED_URL,
      fingerprint: fileFingerprint(v.toolImage as File),
    });
  });

  it('reuses the uploaded photo on a retry with the same file, and does not upload it again', async () => {
    const onPhotoUploaded = vi.fn();
    const { prepareImage, uploadPhoto, writeMail, submit } = fakes();
    const photo = originalPhoto();
    const submission: SubmissionState = {
      id: SUBMISSION_ID,
      photo: { url: 'https://files.example/earlier.jpg', fingerprint: fileFingerprint(photo) },
    };
    await submit({ values: values({ toolImage: photo }), submission, onPhotoUploaded });

    expect(prepareImage).not.toHaveBeenCalled();
    expect(uploadPhoto).not.toHaveBeenCalled();
    expect(onPhotoUploaded).not.toHaveBeenCalled();
    expect(writeMail).toHaveBeenCalledTimes(1);
    expect(writeMail.mock.calls[0]?.[0]).toBe(SUBMISSION_ID);
    expect(writeMail.mock.calls[0]?.[1].message.html).toContain(
      'href="https://files.example/earlier.jpg"',
    );
  });

  it('uploads again when the applicant chose a different photo since', async () => {
    const onPhotoUploaded = vi.fn();
    const { uploadPhoto, writeMail, submit } = fakes();
    const newPhoto = new File(['another photo'], 'IMG_0002.jpg', {
      type: 'image/jpeg',
      lastModified: 2000,
    });
    const submission: SubmissionState = {
      id: SUBMISSION_ID,
      photo: {
        url: 'https://files.example/earlier.jpg',
        fingerprint: fileFingerprint(originalPhoto()),
      },
    };
    await submit({ values: values({ toolImage: newPhoto }), submission, onPhotoUploaded });

    expect(uploadPhoto).toHaveBeenCalledTimes(1);
    expect(onPhotoUploaded).toHaveBeenCalledWith({
      url: UPLOADED_URL,
      fingerprint: fileFingerprint(newPhoto),
    });
    const html = writeMail.mock.calls[0]?.[1].message.html ?? '';
    expect(html).toContain(`href="${UPLOADED_URL}"`);
    expect(html).not.toContain('earlier.jpg');
  });

  it('writes the same document id again when a failed mail write is retried', async () => {
    let attempts = 0;
    const ids: string[] = [];
    const { submit } = fakes({
      writeMail: async (id) => {
        ids.push(id);
        attempts += 1;
        if (attempts === 1) throw new BackendError('unavailable', 'try later');
      },
    });
    const submission: SubmissionState = { id: SUBMISSION_ID };
    await submissionErrorOf(submit({ values: values(), submission }));
    await submit({ values: values(), submission });
    expect(ids).toEqual([SUBMISSION_ID, SUBMISSION_ID]);
  });

  it.each(['unavailable', 'unknown', 'offline'])(
    'marks the mail as maybe sent when the write fails without a clear answer (%s)',
    async (code) => {
      const onMailMaybeSent = vi.fn();
      const { submit } = fakes({
        writeMail: async () => {
          throw new BackendError(code as 'unknown', 'no answer');
        },
      });
      await submissionErrorOf(
        submit({ values: values(), submission: { id: SUBMISSION_ID }, onMailMaybeSent }),
      );
      expect(onMailMaybeSent).toHaveBeenCalledTimes(1);
    },
  );

  it('does not mark the mail as maybe sent when the write is clearly refused', async () => {
    const onMailMaybeSent = vi.fn();
    const { submit } = fakes({
      writeMail: async () => {
        throw new BackendError('permission-denied', 'refused');
      },
    });
    await submissionErrorOf(
      submit({ values: values(), submission: { id: SUBMISSION_ID }, onMailMaybeSent }),
    );
    expect(onMailMaybeSent).not.toHaveBeenCalled();
  });

  it('counts a refusal of the same id as sent when the earlier write may have landed', async () => {
    const writeMail = vi.fn(async () => {
      throw new BackendError('permission-denied', 'document exists');
    });
    const { submit } = fakes({ writeMail });
    await expect(
      submit({ values: values(), submission: { id: SUBMISSION_ID, mailMaybeSent: true } }),
    ).resolves.toBeUndefined();
    expect(writeMail).toHaveBeenCalledTimes(1);
  });

  it('still reports a refusal as a failure when no earlier write may have landed', async () => {
    const { submit } = fakes({
      writeMail: async () => {
        throw new BackendError('permission-denied', 'refused');
      },
    });
    const error = await submissionErrorOf(
      submit({ values: values(), submission: { id: SUBMISSION_ID } }),
    );
    expect(error.failure).toBe('mail');
    expect(error.code).toBe('permission-denied');
  });

  it("throws 'photo-too-large' without uploading when the prepared photo is over 10 MB", async () => {
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', {
      type: 'image/jpeg',
    });
    const { uploadPhoto, writeMail, submit } = fakes({ prepareImage: async () => huge });
    const error = await submissionErrorOf(
      submit({ values: values(), submission: { id: SUBMISSION_ID } }),
    );
    expect(error.failure).toBe('photo-too-large');
    expect(error.code).toBe('photo-too-large');
    expect(uploadPhoto).not.toHaveBeenCalled();
    expect(writeMail).not.toHaveBeenCalled();
  });

  it("throws 'photo-too-large' for exactly 10 MiB, which the storage rules refuse (size < 10 MiB)", async () => {
    const limit = new File([new Uint8Array(10 * 1024 * 1024)], 'limit.jpg', {
      type: 'image/jpeg',
    });
    const { uploadPhoto, submit } = fakes({ prepareImage: async () => limit });
    const error = await submissionErrorOf(
      submit({ values: values(), submission: { id: SUBMISSION_ID } }),
    );
    expect(error.failure).toBe('photo-too-large');
    expect(uploadPhoto).not.toHaveBeenCalled();
  });

  it('uploads a prepared photo just under 10 MiB', async () => {
    const under = new File([new Uint8Array(10 * 1024 * 1024 - 1)], 'under.jpg', {
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
        photo: { url: UPLOADED_URL, fingerprint: fileFingerprint(photo) },
      },
      onProgress: (p) => progress.push(p),
    });
    expect(progress).toEqual([{ stage: 'sending' }]);
  });
});
