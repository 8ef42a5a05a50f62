import type { Page } from '@playwright/test';
import type { StepName } from '../../../src/features/job-application/rules/schema';

/**
 * What the wizard has saved on this device (src/features/job-application/draft-storage.ts): the
 * answers and step in localStorage, the chosen photo in IndexedDB. Tests poll these instead of
 * sleeping through the 500 ms save pause.
 */
export const DRAFT_KEY = 'job-application-draft-v1';

export interface SavedAnswers {
  step: StepName;
  answers: Record<string, unknown>;
}

/** The saved step and answers, or null when none are saved. */
export function savedAnswers(page: Page): Promise<SavedAnswers | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as SavedAnswers);
  }, DRAFT_KEY);
}

/** The file name of the saved photo, or null. Never creates the database when there is none. */
export function savedPhotoName(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('job-application');
        // No database yet: abort its creation, so the app later creates it with its store.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('draft')) {
            db.close();
            resolve(null);
            return;
          }
          const request = db.transaction('draft').objectStore('draft').get('toolImage');
          request.onsuccess = () => {
            db.close();
            resolve((request.result as { name?: string } | undefined)?.name ?? null);
          };
          request.onerror = () => {
            db.close();
            resolve(null);
          };
        };
      }),
  );
}
