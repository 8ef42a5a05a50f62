import type { Page } from '@playwright/test';

/** Types `email` into the footer's newsletter field and presses Subscribe. */
export async function subscribe(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
}
