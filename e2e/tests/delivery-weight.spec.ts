import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiUrl } from '../support/env';
import { logIn, registerAndActivate } from '../support/session';

/**
 * Delivery priced by the parcel (docs/product-rules.md, "Delivery by weight"), and foreign buyers' addresses
 * ("Foreign buyers: numbers and postcodes by country"), on the composed shop: the checkout shows the delivery the
 * API then charges in the order, and takes a German address as Germans write it.
 */

const password = 'Trening!2024';
let counter = 0;
const newEmail = (label: string) => `weight-${label}-${Date.now()}-${counter++}@inercise.test`;

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post(`${apiUrl}/users/login`, { data: { username: email, password, captchaResponseToken: 'e2e' } });
  expect(answer.status()).toBe(200);
  return answer.headers()['access_token'] as string;
}

const shippingSection = (page: Page) => page.getByRole('region', { name: 'Shipping address' });

async function fillAddress(page: Page, address: { country: string; city: string; postcode: string; street: string; phone: string }) {
  const shipping = shippingSection(page);
  await shipping.getByLabel('First name').fill('Anna');
  await shipping.getByLabel('Surname').fill('Kowalska');
  await shipping.getByLabel('Country').selectOption(address.country);
  await shipping.getByLabel('City').fill(address.city);
  await shipping.getByLabel('Postcode').fill(address.postcode);
  await shipping.getByLabel('Street and number').fill(address.street);
  await shipping.getByLabel('Phone number').fill(address.phone);
}

/**
 * Adds the product of `id` with its preselected options, paying in PLN, and waits for the cart to say it has `items`
 * pieces.
 */
async function addToCart(page: Page, id: number, items: number) {
  await page.goto(`/en/product?id=${id}`);
  await page.getByRole('button', { name: 'Pay in PLN' }).click();
  await expect(page.getByRole('button', { name: 'Pay in PLN', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: `Cart, ${items} ${items === 1 ? 'item' : 'items'}` })).toBeVisible();
}

/** From any page to the checkout through the shop's own links (the currency chosen stays as it is). */
async function toCheckout(page: Page, items: number) {
  await page.getByRole('link', { name: `Cart, ${items} ${items === 1 ? 'item' : 'items'}` }).click();
  await page.getByRole('link', { name: 'Go to delivery and payment' }).click();
}

test('four 21 kg sets cost more to deliver than one handle, the same at checkout and in the order', async ({ page, request }) => {
  const email = newEmail('sets');
  await registerAndActivate(request, email, password);
  await logIn(page, email, password);
  await addToCart(page, 3, 1);
  await toCheckout(page, 1);
  await fillAddress(page, { country: 'PL', city: 'Warszawa', postcode: '00-950', street: 'ul. Marszałkowska 10', phone: '600700800' });
  // One 0.9 kg handle: one parcel, today's price.
  await expect(page.getByTestId('delivery-price')).toHaveText('19.99\u00a0PLN');

  await addToCart(page, 1, 2);
  const setName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('link', { name: 'Cart, 2 items' }).click();
  const increase = page.getByRole('button', { name: `Increase the quantity of ${setName}` });
  const quantity = page.getByRole('group', { name: `Quantity of ${setName}` }).locator('output');
  for (const pieces of [2, 3, 4]) {
    await increase.click();
    await expect(quantity).toHaveText(String(pieces));
  }
  await page.getByRole('link', { name: 'Go to delivery and payment' }).click();
  await fillAddress(page, { country: 'PL', city: 'Warszawa', postcode: '00-950', street: 'ul. Marszałkowska 10', phone: '600700800' });
  // Four sets and the handle weigh 84.9 kg: three parcels of at most 30 kg.
  await expect(page.getByTestId('delivery-price')).toHaveText('59.97\u00a0PLN');
  const shownTotal = (await page.getByTestId('order-total').textContent())!.replace(/\D/g, '');

  await page.getByRole('radiogroup', { name: 'Payment method' }).getByRole('radio', { name: 'BLIK' }).check();
  await page.getByRole('checkbox', { name: /^I accept the terms of sale/ }).check();
  await page.getByRole('button', { name: 'Order and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();

  const orders = await request.get(`${apiUrl}/order`, { headers: { Authorization: `Bearer ${await apiToken(request, email)}` } });
  const order = ((await orders.json()) as { content: { originalPrice: number; discountedPrice: number | null; shipmentPrice: number }[] }).content[0]!;
  expect(order.shipmentPrice).toBe(59.97);
  expect(shownTotal).toBe(String(Math.round(((order.discountedPrice ?? order.originalPrice) + order.shipmentPrice) * 100)));
});

test('a German address as Germans write it is taken; a number too short, a Polish one short of nine digits and a wrong postcode are refused', async ({ page, request }) => {
  const email = newEmail('de');
  await registerAndActivate(request, email, password);
  await logIn(page, email, password);
  await addToCart(page, 3, 1);
  await toCheckout(page, 1);
  const shipping = shippingSection(page);
  await fillAddress(page, { country: 'DE', city: 'Berlin', postcode: '1011', street: 'Unter den Linden 1', phone: '12' });
  await expect(shipping.getByLabel('Dialling code')).toHaveValue('+49');
  // No state in Germany.
  await expect(shipping.getByLabel('State / province')).not.toHaveAttribute('aria-required');
  await page.getByRole('checkbox', { name: /^I accept the terms of sale/ }).check();
  const order = page.getByRole('button', { name: 'Order and pay' });
  await order.click();
  await expect(shipping.getByLabel('Phone number')).toHaveAccessibleDescription('This is not a phone number of the country of this dialling code. Check the code and the number.');
  await expect(shipping.getByLabel('Postcode')).toHaveAccessibleDescription('This postcode does not have the format of the chosen country.');

  // A Polish number still needs its nine digits.
  await shipping.getByLabel('Country').selectOption('PL');
  await expect(shipping.getByLabel('Dialling code')).toHaveValue('+48');
  await shipping.getByLabel('Phone number').fill('60070080');
  await shipping.getByLabel('Postcode').fill('00-950');
  await order.click();
  await expect(shipping.getByLabel('Phone number')).toHaveAccessibleDescription('The phone number must have exactly 9 digits.');

  await shipping.getByLabel('Country').selectOption('DE');
  await shipping.getByLabel('Postcode').fill('10115');
  await shipping.getByLabel('Phone number').fill('3012345678');
  await expect(page.getByTestId('delivery-price')).toHaveText('89\u00a0PLN');
  await order.click();
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();

  const saved = await request.get(`${apiUrl}/address`, { headers: { Authorization: `Bearer ${await apiToken(request, email)}` } });
  const address = ((await saved.json()) as { shippingAddress: { country: string; state: string | null; postcode: string; areaCode: string; phoneNumber: string } }).shippingAddress;
  expect([address.country, address.state || null, address.postcode, `${address.areaCode}${address.phoneNumber}`]).toEqual(['DE', null, '10115', '+493012345678']);
});
