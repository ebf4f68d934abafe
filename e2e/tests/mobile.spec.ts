import { expect, test } from '../support/test';

test('on a phone the menu button opens every menu entry and closes on navigation @phone-only', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Main menu' });
  for (const name of ['Home', 'Shop', 'Inercise', 'Discover Inercise', 'Exercise atlas', 'Companion app', 'Partners', 'Blog', 'Contact']) {
    await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await dialog.getByRole('link', { name: 'Exercise atlas' }).click();
  await expect(page).toHaveURL(/\/en\/excercise-atlas$/);
  await expect(dialog).toBeHidden();
  await expect(page.locator('#app-mf-content h1')).toBeVisible();
});

test('on a phone a first tap on the cart icon opens the mini cart, a second one leads to the cart @phone-only', async ({ page }) => {
  await page.goto('/en/shop');
  await expect(page.locator('#app-mf-catalog h1')).toBeVisible();
  const icon = page.getByRole('banner').getByRole('link', { name: 'Cart, 0 items' });
  await icon.tap();
  const miniCart = page.getByRole('region', { name: 'Cart', exact: true });
  await expect(miniCart).toContainText('Your cart is empty.');
  await expect(page).toHaveURL(/\/en\/shop$/);
  await icon.tap();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.locator('#app-mf-cart-checkout h1')).toBeVisible();
});
