import { expect, type Locator } from '@playwright/test';

/**
 * Scrolls a part of the page into view as a shopper scrolls to it. The server draws the whole page and each
 * application then draws its part over it, so the element found first may be replaced while the scroll is under
 * way: the scroll is tried again on the part as it is now until it holds.
 */
export async function scrollIntoView(locator: Locator): Promise<void> {
  await expect(async () => {
    await locator.scrollIntoViewIfNeeded({ timeout: 2_000 });
  }).toPass();
}
