import { expect, test } from '@playwright/test';

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
