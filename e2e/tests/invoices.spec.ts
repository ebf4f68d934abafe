import { expect, test, type APIRequestContext } from '../support/test';
import { apiUrl } from '../support/env';
import { logIn, registerAndActivate } from '../support/session';

/**
 * Invoices on the composed shop, the real API and its sandbox payment provider: an order paid online gets its
 * invoice, offered on the order's page and in the customer's order history, downloaded under the invoice's number.
 */

const password = 'Trening!2024';

/** A logged-in customer's order for one product, placed through the shop's own calls; answers its payment page. */
async function placeOrder(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post(`${apiUrl}/users/login`, { data: { username: email, password, captchaResponseToken: 'e2e' } });
  expect(login.status()).toBe(200);
  const headers = { Authorization: `Bearer ${login.headers()['access_token']}` };
  const shippingAddress = {
    name: 'Anna', surname: 'Kowalska', country: 'PL', region: 'POLAND', state: 'mazowieckie', city: 'Warszawa',
    addressLine_1: 'ul. Marszałkowska 10', addressLine_2: '', postcode: '00-950', areaCode: '+48', phoneNumber: '600700800',
  };
  expect((await request.post(`${apiUrl}/address`, { headers, data: { shippingAddress, invoiceAddress: null } })).status()).toBe(201);
  const product = (await (await request.get(`${apiUrl}/products/3`)).json()) as {
    properties: { propertyType: { name: string }; values: { value: string; available: boolean; id: number }[] }[];
  };
  const choice = product.properties.map((property) => {
    const value = property.values.find((candidate) => candidate.available)!;
    return { id: value.id, value: value.value, propertyType: property.propertyType };
  });
  expect((await request.post(`${apiUrl}/cart/add-product/3?quantity=1`, { headers, data: choice })).status()).toBe(200);
  const begun = await request.post(`${apiUrl}/tpay/beginTransaction`, { headers, data: { paymentGroup: '150', useInvoiceAddress: 'false', language: 'pl', currency: 'PLN', termsAccepted: true } });
  expect(begun.status(), await begun.text()).toBe(200);
  return begun.text();
}

test('a paid order offers its invoice on its page and in the order history, downloaded under the invoice number', async ({ page, request }) => {
  const email = `invoice-${Date.now()}@inercise.test`;
  await registerAndActivate(request, email, password);
  const paymentPage = await placeOrder(request, email);
  await logIn(page, email, password);

  await page.goto(paymentPage);
  await expect(page.getByRole('heading', { name: 'Płatność testowa' })).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(/\/pl\/order\?orderNumber=.+&status=paid/);
  await expect(page.getByText('Otrzymaliśmy Twoją płatność.')).toBeVisible();

  const download = page.getByRole('button', { name: /^Pobierz fakturę FV\/\d{4}\/\d{6}$/ });
  await expect(download).toBeVisible();
  const number = (await download.textContent())!.replace('Pobierz fakturę ', '').trim();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`faktura-${number.replaceAll('/', '-')}.pdf`);
  expect(await file.path()).toBeTruthy();

  // Later, from the order history: the same invoice.
  await page.getByRole('link', { name: 'Moje zamówienia' }).click();
  await expect(page).toHaveURL(/\/pl\/user-order/);
  const again = page.locator('#app-mf-account').getByRole('button', { name: `Pobierz fakturę ${number}` });
  const [second] = await Promise.all([page.waitForEvent('download'), again.click()]);
  expect(second.suggestedFilename()).toBe(`faktura-${number.replaceAll('/', '-')}.pdf`);
});
