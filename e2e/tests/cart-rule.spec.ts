import { expect, test } from '../support/test';
import { apiUrl } from '../support/env';
import { registerAndActivate } from '../support/session';

/**
 * The cart's one rule (contracts' cartRule.ts) as a shopper meets it: a line stops at 99 pieces with "+" disabled and
 * a reason, and a guest cart at the cap carried into an account that already holds the same line merges, capped,
 * without a refusal.
 */

const password = 'Trening!2024';

test('a guest stops at 99 pieces with a reason, and the full line merges into an account without a refusal', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = `cart-rule-${Date.now()}@inercise.test`;
  await registerAndActivate(request, email, password);
  // The account already holds five of the same handle (product 3 with its first options), as from another device.
  const login = await request.post(`${apiUrl}/users/login`, { data: { username: email, password, captchaResponseToken: 'e2e' } });
  const token = login.headers()['access_token'] as string;
  const product = (await (await request.get(`${apiUrl}/products/3`)).json()) as { properties: { values: { id: number; value: string; available: boolean }[]; propertyType: { name: string } }[] };
  const firstOptions = product.properties.map((property) => {
    const value = property.values.find((v) => v.available)!;
    return { id: value.id, value: value.value, propertyType: { name: property.propertyType.name } };
  });
  const seeded = await request.post(`${apiUrl}/cart/add-product/3?quantity=5`, { headers: { Authorization: `Bearer ${token}` }, data: firstOptions });
  expect(seeded.status()).toBe(200);

  await page.goto('/en/product?id=3');
  const name = (await page.locator('#app-mf-catalog h1').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} is in your cart.` })).toBeVisible();
  await page.goto('/en/cart');
  const quantity = page.getByRole('group', { name: `Quantity of ${name}` });
  const increase = page.getByRole('button', { name: `Increase the quantity of ${name}` });
  for (let pieces = 2; pieces <= 99; pieces++) {
    await increase.click();
    await expect(quantity.locator('output')).toHaveText(String(pieces));
  }
  await expect(increase).toBeDisabled();
  await expect(increase).toHaveAccessibleDescription('At most 99 pieces per line. For more, please contact us.');
  await expect(quantity).toContainText('At most 99 pieces per line.');

  // Logging in carries the guest's 99 into the account's 5: capped at 99, and nothing is refused on the way.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(apiUrl) && response.status() === 400) refused.push(response.url());
  });
  const merged = page.waitForResponse((response) => response.url().includes('/cart/merge'));
  await page.getByRole('link', { name: 'Log in to continue' }).click();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Log in', exact: true }) });
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  expect((await merged).status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByLabel('Discount code')).toBeVisible();
  await expect(quantity.locator('output')).toHaveText('99');
  await expect(increase).toBeDisabled();
  const cart = (await (await request.get(`${apiUrl}/cart`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { cartItems: { quantity: number }[] };
  expect(cart.cartItems.map((line) => line.quantity)).toEqual([99]);
  expect(refused).toEqual([]);
});
