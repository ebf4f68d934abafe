import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiUrl } from '../support/env';
import { mailsTo } from '../support/mailbox';
import { logIn, registerAndActivate } from '../support/session';

/**
 * The cart and checkout on the composed shop, the real API and its sandbox payment provider: a guest's cart
 * merged at login, discount codes, a Polish order paid online, a German order in euro placed for inquiry,
 * and a failed payment.
 */

const password = 'Trening!2024';
let counter = 0;
const newEmail = (label: string) => `cart-${label}-${Date.now()}-${counter++}@inercise.test`;

interface SeedProduct {
  id: number;
  currentPrice: number;
  currentPriceEur: number;
}

async function catalogue(request: APIRequestContext): Promise<Map<number, SeedProduct>> {
  const page = (await (await request.get(`${apiUrl}/products`)).json()) as { content: SeedProduct[] };
  return new Map(page.content.map((p) => [p.id, p]));
}

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post(`${apiUrl}/users/login`, { data: { username: email, password, captchaResponseToken: 'e2e' } });
  expect(answer.status()).toBe(200);
  return answer.headers()['access_token'] as string;
}

async function ordersOf(request: APIRequestContext, email: string) {
  const answer = await request.get(`${apiUrl}/order`, { headers: { Authorization: `Bearer ${await apiToken(request, email)}` } });
  return ((await answer.json()) as { content: { orderNumber: string; status: { name: string }; currency: { name: string } }[] }).content;
}

/** Adds a product from its page as a shopper does (its first options are preselected); answers its shown name. */
async function addFromProductPage(page: Page, prefix: '/pl' | '/en', id: number): Promise<string> {
  await page.goto(`${prefix}/product?id=${id}`);
  const name = (await page.locator('#app-mf-catalog h1').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: prefix === '/pl' ? 'Dodaj do koszyka' : 'Add to cart' }).click();
  // The cart has taken it once the page says so: leaving earlier would cancel the add on its way.
  await expect(page.getByRole('status').filter({ hasText: prefix === '/pl' ? `${name} jest w Twoim koszyku.` : `${name} is in your cart.` })).toBeVisible();
  return name;
}

/** Logs in through the Polish login form (the account team's labels), reached from wherever the shopper is. */
async function logInInPolish(page: Page, email: string) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Zaloguj się', exact: true }) });
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Hasło', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

async function fillPolishAddress(page: Page) {
  const shipping = page.getByRole('region', { name: 'Adres dostawy' });
  await shipping.getByLabel('Imię').fill('Anna');
  await shipping.getByLabel('Nazwisko').fill('Kowalska');
  await shipping.getByLabel('Kraj').selectOption('PL');
  await shipping.getByLabel('Województwo / region').fill('mazowieckie');
  await shipping.getByLabel('Miasto').fill('Warszawa');
  await shipping.getByLabel('Kod pocztowy').fill('00-950');
  await shipping.getByLabel('Ulica i numer').fill('ul. Marszałkowska 10');
  await expect(shipping.getByLabel('Numer kierunkowy')).toHaveValue('+48');
  // Letters are refused as they are typed: only the digits stay.
  await shipping.getByLabel('Numer telefonu').pressSequentially('600-700-800');
  await expect(shipping.getByLabel('Numer telefonu')).toHaveValue('600700800');
}

test('a guest cart merges at login; discount codes; a Polish order paid on the sandbox page shows as paid', async ({ page, request }) => {
  const email = newEmail('pl');
  await registerAndActivate(request, email, password);
  const products = await catalogue(request);
  const handle = products.get(3)!;
  const bar = products.get(4)!;

  const handleName = await addFromProductPage(page, '/pl', 3);
  await expect(page.getByRole('link', { name: 'Koszyk, produkty: 1' })).toBeVisible();
  const barName = await addFromProductPage(page, '/pl', 4);
  await expect(page.getByRole('link', { name: 'Koszyk, produkty: 2' })).toBeVisible();

  await page.getByRole('link', { name: 'Koszyk, produkty: 2' }).click();
  await expect(page).toHaveURL(/\/pl\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Twój koszyk' })).toBeVisible();
  const increaseHandle = page.getByRole('button', { name: `Zwiększ ilość: ${handleName}` });
  const decreaseHandle = page.getByRole('button', { name: `Zmniejsz ilość: ${handleName}` });
  await expect(decreaseHandle).toBeDisabled();
  await increaseHandle.click();
  await increaseHandle.click();
  await expect(page.getByRole('group', { name: `Ilość: ${handleName}` })).toContainText('3');
  await decreaseHandle.click();
  await expect(page.getByRole('group', { name: `Ilość: ${handleName}` })).toContainText('2');
  await expect(page.getByRole('link', { name: 'Koszyk, produkty: 3' })).toBeVisible();
  const guestValue = handle.currentPrice * 2 + bar.currentPrice;

  // A guest gets the login prompt instead of the discount and the way on.
  await expect(page.getByLabel('Kod rabatowy')).toHaveCount(0);
  await page.getByRole('link', { name: 'Zaloguj się, aby kontynuować' }).click();
  await expect(page).toHaveURL(/\/pl\/login/);
  await logInInPolish(page, email);

  // Back on the cart, now the server's: the same lines and quantities.
  await expect(page).toHaveURL(/\/pl\/cart$/);
  await expect(page.getByLabel('Kod rabatowy')).toBeVisible();
  await expect(page.getByRole('group', { name: `Ilość: ${handleName}` })).toContainText('2');
  await expect(page.getByRole('group', { name: `Ilość: ${barName}` })).toContainText('1');
  const merged = await (await request.get(`${apiUrl}/cart`, { headers: { Authorization: `Bearer ${await apiToken(request, email)}` } })).json();
  expect(merged.originalPrice).toBe(guestValue);

  const code = page.getByLabel('Kod rabatowy');
  const apply = page.getByRole('button', { name: 'Zastosuj' });
  await code.fill('NIEMA-TAKIEGO');
  await apply.click();
  await expect(page.getByText('Taki kod rabatowy nie istnieje.')).toBeVisible();
  await code.fill('SUMMER2020');
  await apply.click();
  await expect(page.getByText('Ten kod rabatowy wygasł.')).toBeVisible();
  await code.fill('INERCISE10');
  await apply.click();
  await expect(page.getByText('Zastosowano kod INERCISE10: −10%.')).toBeVisible();
  await expect(page.getByText('Ten kod rabatowy wygasł.')).toHaveCount(0);
  await expect(page.getByText('Rabat INERCISE10 (−10%)')).toBeVisible();

  await page.getByRole('link', { name: 'Przejdź do dostawy i płatności' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dostawa i płatność' })).toBeVisible();
  await expect(page.getByTestId('delivery-price')).toHaveText('Wybierz kraj');
  await fillPolishAddress(page);
  await expect(page.getByTestId('delivery-price')).toHaveText('19,99\u00a0PLN');
  await page.getByLabel('Polecił nas').selectOption({ label: 'FizjoLab Kraków' });
  await expect(page.getByRole('link', { name: 'regulamin sprzedaży', exact: true })).toBeVisible();

  // Without a payment method and the terms accepted, the order button says what is missing.
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page.getByText('Wybierz metodę płatności.')).toBeVisible();
  await expect(page.getByText('Zaakceptuj regulamin sprzedaży, aby złożyć zamówienie.')).toBeVisible();
  await page.getByRole('radio', { name: 'BLIK' }).check();
  await page.getByRole('checkbox', { name: /^Akceptuję regulamin sprzedaży/ }).check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();

  await expect(page.getByRole('heading', { name: 'Płatność testowa' })).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(/\/pl\/order\?orderNumber=.+&status=paid/);
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
  await expect(page.getByText(`Numer zamówienia: ${orderNumber}`)).toBeVisible();
  await expect(page.getByText('Otrzymaliśmy Twoją płatność.')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Koszyk, produkty: 0/ })).toBeVisible();

  await page.getByRole('link', { name: 'Moje zamówienia' }).click();
  await expect(page).toHaveURL(/\/pl\/user-order/);
  const card = page.locator('#app-mf-account').locator('article, li').filter({ hasText: orderNumber }).first();
  await expect(card).toContainText('Opłacone');
  await expect(card).toContainText('Marszałkowska');
  await expect(card).toContainText(handleName);
  await expect(card).toContainText(barName);
  const [order] = await ordersOf(request, email);
  expect([order?.orderNumber, order?.status.name]).toEqual([orderNumber, 'PAID']);

  // The order's confirmation and its payment's, both in Polish: the lines, the sums in złoty with the VAT, the
  // address, the seller and the terms, withdrawal information and filled withdrawal form as PDFs; the payment's also
  // the invoice, named after its number.
  const orderMails = () => mailsTo(email).filter((mail) => mail.subject.includes(orderNumber));
  await expect.poll(() => orderMails().map((mail) => mail.subject)).toEqual([`Inercise: zamówienie ${orderNumber}`, `Inercise: płatność za zamówienie ${orderNumber} przyjęta`]);
  for (const mail of orderMails()) {
    expect(mail.text).toContain(handleName);
    expect(mail.text).toContain(barName);
    expect(mail.text).toContain('Rabat (kod INERCISE10)');
    expect(mail.text).toContain('Dostawa: 19,99 zł');
    expect(mail.text).toMatch(/Razem do zapłaty: \d+,\d\d zł/);
    expect(mail.text).toMatch(/w tym VAT 23%: \d+,\d\d zł/);
    expect(mail.text).toContain('ul. Marszałkowska 10');
    expect(mail.text).toMatch(/Sprzedawca:[\s\S]*NIP: \d{10}/);
    const documents = ['regulamin-sprzedazy.pdf', 'pouczenie-o-odstapieniu.pdf', `formularz-odstapienia-${orderNumber}.pdf`];
    if (mail.subject.startsWith('Inercise: płatność')) expect(mail.attachments).toEqual([...documents, expect.stringMatching(/^faktura-FV-\d{4}-\d{6}\.pdf$/)]);
    else expect(mail.attachments).toEqual(documents);
  }
});

test('in English and euro, a German address places an order for inquiry', async ({ page, request }) => {
  const email = newEmail('en');
  await registerAndActivate(request, email, password);
  await logIn(page, email, password);
  await addFromProductPage(page, '/en', 4);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay in EUR' }).click();

  await page.goto('/en/cart');
  await page.getByRole('link', { name: 'Go to delivery and payment' }).click();
  const shipping = page.getByRole('region', { name: 'Shipping address' });
  await shipping.getByLabel('First name').fill('Hans');
  await shipping.getByLabel('Surname').fill('Müller');
  await shipping.getByLabel('Country').selectOption('DE');
  await shipping.getByLabel('State / province').fill('Bayern');
  await shipping.getByLabel('City').fill('München');
  await shipping.getByLabel('Postcode').fill('80331');
  await shipping.getByLabel('Street and number').fill('Marienplatz 1');
  await expect(shipping.getByLabel('Dialling code')).toHaveValue('+49');
  await shipping.getByLabel('Phone number').fill('15123456789');
  await expect(page.getByTestId('delivery-price')).toHaveText('21\u00a0EUR');
  await expect(page.getByRole('radiogroup', { name: 'Payment method' })).toHaveCount(0);
  await expect(page.getByText(/Orders paid in euro/)).toBeVisible();

  await page.getByRole('checkbox', { name: /^I accept the terms of sale/ }).check();
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page).toHaveURL(/\/en\/order\?orderNumber=.+&status=placed/);
  await expect(page.getByText('Your order has been placed for inquiry.', { exact: false })).toBeVisible();
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber');
  const [order] = await ordersOf(request, email);
  expect([order?.orderNumber, order?.status.name, order?.currency.name]).toEqual([orderNumber, 'PLACED', 'EUR']);

  // The inquiry's mail, in English and euro: an offer follows, the line and the address are repeated.
  await expect.poll(() => mailsTo(email).find((mail) => mail.subject === `Inercise: inquiry ${orderNumber}`)?.text ?? '').toContain('within 2 working days we will send you an offer');
  const inquiry = mailsTo(email).find((mail) => mail.subject === `Inercise: inquiry ${orderNumber}`)!;
  expect(inquiry.text).toContain('Delivery: €21.00');
  expect(inquiry.text).toContain('Marienplatz 1');
  expect(inquiry.attachments).toEqual([]);
});

test('a failed sandbox payment leaves the order unpaid and the cart as it was, and says so @phone', async ({ page, request }) => {
  const email = newEmail('failed');
  await registerAndActivate(request, email, password);
  await page.goto('/pl/login');
  await logInInPolish(page, email);
  await addFromProductPage(page, '/pl', 3);
  await page.goto('/pl/cart');
  await page.getByRole('link', { name: 'Przejdź do dostawy i płatności' }).click();
  await fillPolishAddress(page);
  await page.getByRole('radio', { name: 'Karta płatnicza' }).check();
  await page.getByRole('checkbox', { name: /^Akceptuję regulamin sprzedaży/ }).check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();

  await page.getByRole('button', { name: 'Odrzuć' }).click();
  await expect(page).toHaveURL(/\/pl\/order\?orderNumber=.+&status=failed/);
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność nie powiodła się' })).toBeVisible();
  await expect(page.getByText('Płatność nie powiodła się, więc zamówienie pozostaje nieopłacone.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skontaktuj się z nami' })).toBeVisible();
  // The cart is as the shopper left it, and the page offers a new payment or the way back to it.
  await expect(page.getByRole('button', { name: 'Zapłać ponownie' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć do koszyka' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Koszyk, produkty: 1' })).toBeVisible();
  const [order] = await ordersOf(request, email);
  expect(order?.status.name).toBe('INCOMPLETE');
});
