import { readFileSync } from 'node:fs';
import { qualifiedAnswers } from '../../../scripts/mail-preview/samples';
import type { ApplicationRecord } from '../../../src/features/job-application/rules/application-record';
import type { PhotoStore } from '../../src/photo.js';
import { PROJECT_ID } from './emulator.js';

/** The tool photo every test application carries: a real JPEG, and where it is stored. */
export const JPEG = readFileSync(
  new URL('../../../tests/fixtures/tool-photo.jpg', import.meta.url),
);
export const PHOTO = 'job-applications/1772464000000-ab12cd34ef.jpg';

/** The link a published photo gets (the download token the store hands out). */
export const photoLink = (path: string) =>
  `https://firebasestorage.googleapis.com/v0/b/${PROJECT_ID}.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=server-token`;

/**
 * What the site sends: a qualified applicant's answers (tests/fixtures' one set, through
 * `qualifiedAnswers`), the photo, English and no robot's flag, with `overrides` on top.
 */
export const applicationRecord = (
  overrides: Partial<ApplicationRecord> = {},
): ApplicationRecord => ({
  answers: qualifiedAnswers(),
  files: { toolImage: PHOTO },
  language: 'en',
  hiddenFieldFilled: false,
  updates: null,
  ...overrides,
});

/** A photo store in which every photo is there: the real JPEG, uploaded at `uploadedAt()`. */
export const everyPhotoThere = (uploadedAt: () => Date): PhotoStore => ({
  async inspect() {
    return {
      size: JPEG.length,
      contentType: 'image/jpeg',
      contentEncoding: undefined,
      timeCreated: uploadedAt(),
      head: new Uint8Array(JPEG.subarray(0, 32)),
    };
  },
  async publish(path) {
    return photoLink(path);
  },
});
