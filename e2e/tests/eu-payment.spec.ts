import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiUrl } from '../support/env';
import { logIn, registerAndActivate } from '../support/session';

/**
 * PLN buyers in the European Union and Switzerland pay online, on the composed shop and the API's sandbox payment
 * provider: with no method chosen in the shop, the payment page offers its methods (as Tpay's panel does) and the
 * order ends paid. Poland in PLN without a method is refused by the API itself, as by the page.
 */

const password = 'Trening!2024';
let counter = 0;
const newEmail = (label: string) => `eupay-${label}-${Date.now()}-${counter++}@inercise.test`;

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post(`${apiUrl}/users/login`, { data: { username: email, password, captchaResponseToken: 'e2e' } });
  expect(answer.status()).toBe(200);
  return answer.headers()['access_token'] as string;
}

async function orderOf(request: APIRequestContext, email: string, orderNumber: string) {
  const answer = await request.get(`${apiUrl}/order/${orderNumber}`, { headers: { Authorization: `Bearer ${await apiToken(request, email)}` } });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { status: { name: string }; currency: { name: string }; shippingAddress: { country: string } };
}

interface Address {
  country: string;
  name: string;
  surname: string;
  state: string;
  city: string;
  postcode: string;
  street: string;
  areaCode: string;
  phone: string;
}

const labels = {
  en: { section: 'Shipping address', name: 'First name', surname: 'Surname', country: 'Country', state: 'State / province', city: 'City', postcode: 'Postcode', street: 'Street and number', areaCode: 'Dialling code', phone: 'Phone number' },
  pl: { section: 'Adres dostawy', name: 'Imię', surname: 'Nazwisko', country: 'Kraj', state: 'Województwo / region', city: 'Miasto', postcode: 'Kod pocztowy', street: 'Ulica i numer', areaCode: 'Numer kierunkowy', phone: 'Numer telefonu' },
} as const;

async function fillAddress(page: Page, lang: 'en' | 'pl', address: Address) {
  const l = labels[lang];
  const shipping = page.getByRole('region', { name: l.section });
  await shipping.getByLabel(l.name).fill(address.name);
  await shipping.getByLabel(l.surname).fill(address.surname);
  await shipping.getByLabel(l.country).selectOption(address.country);
  await shipping.getByLabel(l.state).fill(address.state);
  await shipping.getByLabel(l.city).fill(address.city);
  await shipping.getByLabel(l.postcode).fill(address.postcode);
  await shipping.getByLabel(l.street).fill(address.street);
  await expect(shipping.getByLabel(l.areaCode)).toHaveValue(address.areaCode);
  await shipping.getByLabel(l.phone).fill(address.phone);
}

test('in English and PLN, a German address pays on the payment page, choosing the method there, and the order is paid', async ({ page, request }) => {
  const email = newEmail('de');
  await registerAndActivate(request, email, password);
  await logIn(page, email, password);
  await page.goto('/en/product?id=4');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay in PLN' }).click();

  await page.goto('/en/cart');
  await page.getByRole('link', { name: 'Go to delivery and payment' }).click();
  await fillAddress(page, 'en', { country: 'DE', name: 'Hans', surname: 'Müller', state: 'Bayern', city: 'München', postcode: '80331', street: 'Marienplatz 1', areaCode: '+49', phone: '15123456789' });
  await expect(page.getByTestId('delivery-price')).toHaveText('89\u00a0PLN');
  // The methods are offered, none is chosen, and the page says choosing is optional here.
  const methods = page.getByRole('radiogroup', { name: 'Payment method' });
  await expect(methods.getByRole('radio', { name: 'BLIK' })).not.toBeChecked();
  await expect(page.getByText('Choosing one here is optional: otherwise you choose the method on the payment page.')).toBeVisible();
  await expect(page.getByText(/Orders paid in euro/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'terms of sale', exact: true })).toBeVisible();

  await page.getByRole('checkbox', { name: /^I accept the terms of sale/ }).check();
  await page.getByRole('button', { name: 'Order and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  const chooser = page.getByRole('group', { name: 'Choose a payment method' });
  await chooser.getByRole('radio', { name: 'BLIK' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/en\/order\?orderNumber=.+&status=paid/);
  await expect(page.getByText('We have received your payment.')).toBeVisible();
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
  const order = await orderOf(request, email, orderNumber);
  expect([order.status.name, order.currency.name, order.shippingAddress.country]).toEqual(['PAID', 'PLN', 'DE']);
});

test('po polsku, adres w Szwajcarii płaci w PLN na stronie płatności, a zamówienie jest opłacone @phone', async ({ page, request }) => {
  const email = newEmail('ch');
  await registerAndActivate(request, email, password);
  await page.goto('/pl/login');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Zaloguj się', exact: true }) });
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Hasło', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await page.goto('/pl/product?id=3');
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(page.getByRole('link', { name: 'Koszyk, produkty: 1' })).toBeVisible();

  await page.goto('/pl/cart');
  await page.getByRole('link', { name: 'Przejdź do dostawy i płatności' }).click();
  await fillAddress(page, 'pl', { country: 'CH', name: 'Heidi', surname: 'Meier', state: 'Zürich', city: 'Zürich', postcode: '8001', street: 'Bahnhofstrasse 1', areaCode: '+41', phone: '791234567' });
  await expect(page.getByTestId('delivery-price')).toHaveText('149\u00a0PLN');
  await expect(page.getByText('Wybór tutaj nie jest konieczny: metodę możesz też wybrać na stronie płatności.')).toBeVisible();

  await page.getByRole('checkbox', { name: /^Akceptuję regulamin sprzedaży/ }).check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page.getByRole('heading', { name: 'Płatność testowa' })).toBeVisible();
  await page.getByRole('group', { name: 'Wybierz metodę płatności' }).getByRole('radio', { name: 'Karta płatnicza' }).check();
  await page.getByRole('button', { name: 'Zapłać' }).click();

  await expect(page).toHaveURL(/\/pl\/order\?orderNumber=.+&status=paid/);
  await expect(page.getByText('Otrzymaliśmy Twoją płatność.')).toBeVisible();
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
  const order = await orderOf(request, email, orderNumber);
  expect([order.status.name, order.currency.name, order.shippingAddress.country]).toEqual(['PAID', 'PLN', 'CH']);
});

test('the API refuses Poland in PLN without a payment method, and places no order', async ({ request }) => {
  const email = newEmail('pl');
  await registerAndActivate(request, email, password);
  const headers = { Authorization: `Bearer ${await apiToken(request, email)}` };
  const shippingAddress = { name: 'Anna', surname: 'Kowalska', country: 'PL', region: 'POLAND', state: 'mazowieckie', city: 'Warszawa', addressLine_1: 'ul. Marszałkowska 10', addressLine_2: '', postcode: '00-950', areaCode: '+48', phoneNumber: '600700800' };
  expect((await request.post(`${apiUrl}/address`, { headers, data: { shippingAddress } })).status()).toBeLessThan(300);
  const product = (await (await request.get(`${apiUrl}/products/3`)).json()) as {
    properties: { propertyType: { name: string }; values: { id: number; value: string; available: boolean }[] }[];
  };
  const choice = product.properties.map((p) => {
    const value = p.values.find((v) => v.available)!;
    return { id: value.id, value: value.value, propertyType: p.propertyType };
  });
  expect((await request.post(`${apiUrl}/cart/add-product/3`, { headers, data: choice })).status()).toBeLessThan(300);

  for (const paymentGroup of ['999', '']) {
    const answer = await request.post(`${apiUrl}/tpay/beginTransaction`, { headers, data: { paymentGroup, useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' } });
    expect([answer.status(), await answer.json()]).toEqual([400, { message: 'validation.selectPaymentMethod', field: 'paymentGroup' }]);
  }
  const orders = (await (await request.get(`${apiUrl}/order`, { headers })).json()) as { totalElements: number };
  expect(orders.totalElements).toBe(0);
});
