import { loadFirebase } from '../../../lib/load-module';
import { RECEIPTS_COLLECTION } from '../rules/application-record';
import { prepareImage } from '../../../lib/prepare-image';
import { SUBMIT_APPLICATION } from './callables';
import { DIGEST_PATTERN, type Receipt } from './receipt';
import {
  createCheckSubmission,
  createSubmitApplication,
  type CheckSubmission,
  type SubmitApplication,
  type SubmitDependencies,
} from './submit';
import { uploadFiles } from './upload';

/**
 * The real submission, over the Firebase adapter. This chunk is loaded on demand when the applicant
 * reaches the review step; the adapter (with the Firebase SDK) through `loadFirebase`, which retries a
 * failed download.
 */
const dependencies: SubmitDependencies = {
  prepareImage,
  uploadPhoto: async (file, onProgress) => {
    const { uploadObject } = await loadFirebase();
    const [path] = await uploadFiles(file, uploadObject, { onProgress });
    if (!path) throw new Error('The upload returned no path');
    return path;
  },
  // The product's callable checks the application and stores it with its receipt, in one step
  // (docs/decisions/0061-a-flood-cannot-hold-real-applicants.md); the same id and digest again is a
  // success, another digest under the id a refusal, after which the receipt says what arrived.
  writeApplication: async (id, application, receipt) => {
    const { callFunction } = await loadFirebase();
    await callFunction(SUBMIT_APPLICATION, { id, record: application, digest: receipt.digest });
  },
  readReceipt: async (id): Promise<Receipt | null> => {
    const { readDocument } = await loadFirebase();
    const data = await readDocument(RECEIPTS_COLLECTION, id);
    if (!data) return null;
    const digest = typeof data.digest === 'string' ? data.digest : '';
    // The rules admit only this shape; anything else is not a receipt this site wrote.
    return DIGEST_PATTERN.test(digest) ? { digest } : null;
  },
};

const submit = createSubmitApplication(dependencies);
const check = createCheckSubmission(dependencies);

/**
 * The adapter is loaded before anything is sent, so a failed download is reported as such (with
 * nothing sent), never as a send of unknown outcome.
 */
export const submitApplication: SubmitApplication = async (input) => {
  await loadFirebase();
  return submit(input);
};

export const checkSubmission: CheckSubmission = async (submission, values) => {
  await loadFirebase();
  return check(submission, values);
};

/** Fetches the adapter ahead of time (the review step opens). */
export const preloadFirebase = () => loadFirebase().then(() => undefined);
