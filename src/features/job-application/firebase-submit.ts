import { company } from '../../content/company';
import { createDocument, uploadObject } from '../../lib/firebase';
import { prepareImage } from './prepare-image';
import { createSubmitApplication } from './submit';
import { uploadFiles } from './upload';

/** The mail collection the Trigger Email extension watches. */
export const MAIL_COLLECTION = 'mail';

/** The real submission, over the Firebase adapter. Loaded on demand when the applicant submits. */
export const submitApplication = createSubmitApplication({
  onboardingEmail: company.onboardingEmail,
  prepareImage,
  uploadPhoto: async (file, onProgress) => {
    const [url] = await uploadFiles(file, uploadObject, { onProgress });
    if (!url) throw new Error('The upload returned no download address');
    return url;
  },
  writeMail: (id, mail) =>
    createDocument(MAIL_COLLECTION, id, { ...mail }, { serverTimestampFields: ['createdAt'] }),
});
