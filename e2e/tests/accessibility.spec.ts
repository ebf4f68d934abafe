import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Remote } from '../support/env';

/** Every route of SPEC section 2 (those needing a login redirect and are checked where they land). */
const routes: [string, Remote | 'shell-not-found'][] = [
  ['', 'mf-content'],
  ['/shop', 'mf-catalog'],
  ['/product?id=1', 'mf-catalog'],
  ['/blog', 'mf-content'],
  ['/article?id=1', 'mf-content'],
  ['/contact', 'mf-content'],
  ['/inercise', 'mf-content'],
  ['/excercise-atlas', 'mf-content'],
  ['/application', 'mf-content'],
  ['/partners', 'mf-content'],
  ['/privacy-policy', 'mf-content'],
  ['/terms-of-sale', 'mf-content'],
  ['/qr/INR-2024-0001', 'mf-content'],
  ['/cart', 'mf-cart-checkout'],
  ['/order', 'mf-cart-checkout'],
  ['/login', 'mf-account'],
  ['/register-user', 'mf-account'],
  ['/activate-account?token=unknown', 'mf-account'],
  ['/reset-password?username=a%40b.pl&token=unknown', 'mf-account'],
  ['/no-such-page', 'shell-not-found'],
];

for (const [path, owner] of routes) {
  test(`${path || '/'} has no serious or critical accessibility violations in either language @phone`, async ({ page }) => {
    for (const language of ['pl', 'en']) {
      await page.goto(`/${language}${path}`);
      await expect(page.locator(`#app-${owner} h1`).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // Let images, fragments and late texts settle before judging the page.
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')})`);
      expect(serious, `/${language}${path}`).toEqual([]);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
    }
  });
}
