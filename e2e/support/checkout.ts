import { expect, type Page } from './test';

/** A Polish shipping address typed into the English checkout form. */
async function fillPolishAddressInEnglish(page: Page) {
  const shipping = page.getByRole('region', { name: 'Shipping address' });
  await shipping.getByLabel('First name').fill('Anna');
  await shipping.getByLabel('Surname').fill('Kowalska');
  await shipping.getByLabel('Country').selectOption('PL');
  await shipping.getByLabel('State / province').fill('mazowieckie');
  await shipping.getByLabel('City').fill('Warszawa');
  await shipping.getByLabel('Postcode').fill('00-950');
  await shipping.getByLabel('Street and number').fill('ul. Marszałkowska 10');
  await expect(shipping.getByLabel('Dialling code')).toHaveValue('+48');
  await shipping.getByLabel('Phone number').fill('600700800');
}

/**
 * A logged-in shopper on the English pages puts product 3 in the cart, pays in złoty (English pages start in euro, an
 * inquiry; the sandbox takes złoty), and fills the checkout up to "Order and pay": a Polish address, BLIK, the terms.
 */
export async function englishPlnCheckoutUpToPaying(page: Page) {
  await page.goto('/en/product?id=3');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay in PLN' }).click();
  await page.goto('/en/cart');
  await page.getByRole('link', { name: 'Go to delivery and payment' }).click();
  await fillPolishAddressInEnglish(page);
  await page.getByRole('radio', { name: 'BLIK' }).check();
  await page.getByRole('checkbox', { name: /^I accept the terms of sale/ }).check();
}
