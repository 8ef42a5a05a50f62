import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Whether the part that hydrates once touched and holds `action` (the call bar, the footer, the
 * page: its `data-part` region) has hydrated. The action's own region, nested in it, would say
 * nothing of the part.
 */
export const partHydrated = (action: Locator) =>
  action.evaluate(
    (element) => element.closest('[data-part]')?.hasAttribute('data-hydrated') ?? null,
  );

/**
 * Waits until the code of "Text us my location" has arrived (the browser has the chunk), as it does
 * once a part holding the action comes near the screen. A press in a part not yet hydrated (the call
 * bar, the footer, the services page: decisions 0086, 0087) then hydrates it, and the app answers
 * the press with the position added; before the code, the link opens the plain message.
 */
export async function locationCodeArrived(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/share-location-action-[\w-]+\.js$/.test(entry.name)),
        ),
      'the location action’s code arrived',
    )
    .toBe(true);
  // And what it imports in turn.
  await page.waitForLoadState('networkidle');
}
