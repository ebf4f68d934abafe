import { expect, type Locator, type Page } from '@playwright/test';

/** What a keyboard user's focus is on: its role-like tag and its text or name, for a failure's account. */
const focusedNow = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '(page)';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
    return `${element.tagName.toLowerCase()} "${name}"`;
  });

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the page. The target is
 * waited for first, so pressing starts on a drawn screen; the focus is checked after every press, the last one too,
 * against the locator resolved afresh each time (a screen drawn again meanwhile holds no stale element). A failure
 * lists where each press put the focus: a jump back to the page itself means the focused element was replaced.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  const isFocused = () => target.evaluate((element) => element === document.activeElement);
  if (await isFocused()) return;
  const path: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused()) return;
    path.push(await focusedNow(page));
  }
  throw new Error(`${target.toString()} was not reached with ${backwards ? 'Shift+Tab' : 'Tab'} in ${limit} presses; the focus went: ${path.join(' → ')}`);
}
