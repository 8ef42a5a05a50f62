import type { Page } from '@playwright/test';
import { expectHydrated } from './test';

/**
 * Brings the footer's newsletter form on screen, focuses its field and waits until it has hydrated:
 * its code is downloaded once it comes near the screen (decision 0078), and it hydrates, with the
 * footer, once touched (decision 0086).
 */
export async function showNewsletter(page: Page) {
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.scrollIntoViewIfNeeded();
  await email.focus();
  await expectHydrated(email);
}

/** Types `email` into the footer's newsletter field and presses Subscribe. */
export async function subscribe(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
}
