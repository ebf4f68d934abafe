import { expect, test, type Page } from '../support/test';
import { logIn, registerAndActivate } from '../support/session';
import type { Remote } from '../support/env';
import { expectNoSeriousViolations } from '../support/axe';

/** Every route of the shop a guest can open (docs/product-rules.md#pages-and-routes) (the login-only ones are checked logged in, below). */
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
  ['/qr', 'mf-content'],
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
      await expectAccessible(page, `/${language}${path}`);
    }
  });
}

async function expectAccessible(page: Page, label: string) {
  await expectNoSeriousViolations(page, label);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
}

test('the login-only pages and the open header panels have no serious or critical violations in either language @phone', async ({ page, request, isMobile }) => {
  const email = `a11y-${isMobile ? 'phone' : 'desktop'}-${Date.now()}@inercise.test`;
  await registerAndActivate(request, email, 'Trening!2024');
  await logIn(page, email, 'Trening!2024');
  await page.goto('/en/product?id=3');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  for (const language of ['pl', 'en'] as const) {
    for (const [path, owner] of [
      ['/delivery-and-payment', 'mf-cart-checkout'],
      ['/user-order', 'mf-account'],
      ['/profile/edit', 'mf-account'],
    ] as const) {
      await page.goto(`/${language}${path}`);
      await expect(page.locator(`#app-${owner} h1`).first()).toBeVisible();
      await expectAccessible(page, `/${language}${path}`);
    }

    // The header's panels, open: the account panel, the mini cart and, on phones, the menu.
    await page.goto(`/${language}/shop`);
    await expect(page.locator('#app-mf-catalog h1')).toBeVisible();
    const banner = page.getByRole('banner');
    const account = language === 'pl' ? 'Twoje konto' : 'Your account';
    await banner.getByRole('button', { name: account }).click();
    await expect(banner.getByRole('region', { name: account }).getByRole('link').first()).toBeVisible();
    await expectAccessible(page, `/${language}/shop with the account panel open`);
    await page.keyboard.press('Escape');
    const cart = language === 'pl' ? 'Koszyk' : 'Cart';
    await banner.getByRole('link', { name: new RegExp(`^${cart}, `) }).focus();
    await expect(banner.getByRole('region', { name: cart, exact: true }).getByRole('link').first()).toBeVisible();
    await expectAccessible(page, `/${language}/shop with the mini cart open`);
    await page.keyboard.press('Escape');
    if (isMobile) {
      await banner.getByRole('button', { name: language === 'pl' ? 'Otwórz menu' : 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `/${language}/shop with the menu open`);
      await page.keyboard.press('Escape');
    }
  }
});
