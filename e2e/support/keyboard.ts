import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the page. The target is
 * waited for first, so pressing starts on a drawn screen; the focus is checked after every press, the last one too,
 * against the locator resolved afresh each time (a screen drawn again meanwhile holds no stale element). A failure
 * lists where each press put the focus: a jump back to the page itself means the focused element was replaced.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  // One look per press: null when the target has the focus, else what has it (tag and text or name).
  const focusElsewhere = () =>
    target.evaluate((element) => {
      const focused = document.activeElement;
      if (focused === element) return null;
      if (!focused || focused === document.body) return '(page)';
      return `${focused.tagName.toLowerCase()} "${focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 30) ?? ''}"`;
    });
  if ((await focusElsewhere()) === null) return;
  const path: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const elsewhere = await focusElsewhere();
    if (elsewhere === null) return;
    path.push(elsewhere);
  }
  throw new Error(`${target.toString()} was not reached with ${backwards ? 'Shift+Tab' : 'Tab'} in ${limit} presses; the focus went: ${path.join(' → ')}`);
}
