/**
 * Runs the application trigger's work (functions/src/applications.ts) with the Admin SDK against the
 * emulators named by FIRESTORE_EMULATOR_HOST (and FIREBASE_STORAGE_EMULATOR_HOST), as the deployed
 * `applicationMail` trigger does after a browser's write: for the end-to-end test against the real
 * Firestore emulator (tests/e2e-emulators), where the Functions emulator (firebase-tools, Java 21)
 * may not run. It lives here so that it uses this package's firebase-admin.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { processApplication, type ApplicationOutcome } from '../../src/applications.js';
import { bucketPhotoStore, type PhotoStore } from '../../src/photo.js';

export async function runApplicationTrigger(
  applicationId: string,
  options: { projectId: string; bucket: string; photos?: PhotoStore; now?: Date },
): Promise<ApplicationOutcome> {
  if (getApps().length === 0) {
    initializeApp({ projectId: options.projectId, storageBucket: options.bucket });
  }
  return processApplication(getFirestore(), applicationId, {
    photos: options.photos ?? bucketPhotoStore(() => getStorage().bucket(options.bucket)),
    ...(options.now ? { now: options.now } : {}),
  });
}
