import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiUrl } from '../support/env';
import { mailedLink, mailsTo } from '../support/mailbox';
import { OWNER_EMAIL, OWNER_PASSWORD, ownerReady } from '../support/owner';
import { logIn, registerAndActivate } from '../support/session';

/**
 * Offers for inquiries on the composed shop, the real API and its sandbox payment provider: a buyer delivering
 * outside the shipping regions sends an inquiry, the owner answers it from the back office with an offer, the
 * offer's mail takes the buyer to the order's page, and the buyer pays it through the sandbox: the order is PAID.
 */

const password = 'Trening!2024';
const DAY = 24 * 3_600_000;

/** The buyer's orders as the API gives them, to check the status the pages show. */
async function orderStatus(request: APIRequestContext, email: string, orderNumber: string): Promise<string> {
  const login = await request.post(`${apiUrl}/users/login`, { data: { username: email, password, captchaResponseToken: 'e2e' } });
  expect(login.status()).toBe(200);
  const order = await request.get(`${apiUrl}/order/${orderNumber}`, { headers: { Authorization: `Bearer ${login.headers()['access_token']}` } });
  expect(order.status()).toBe(200);
  return ((await order.json()) as { status: { name: string } }).status.name;
}

/** An inquiry placed through the Polish checkout: one product, delivered to Norway (outside the shipping regions). */
async function placeInquiry(page: Page): Promise<string> {
  await page.goto('/pl/product?id=3');
  const name = (await page.locator('#app-mf-catalog h1').textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${name} jest w Twoim koszyku.` })).toBeVisible();
  await page.goto('/pl/cart');
  await page.getByRole('link', { name: 'Przejdź do dostawy i płatności' }).click();
  const shipping = page.getByRole('region', { name: 'Adres dostawy' });
  await shipping.getByLabel('Imię').fill('Ingrid');
  await shipping.getByLabel('Nazwisko').fill('Hansen');
  await shipping.getByLabel('Kraj').selectOption('NO');
  await shipping.getByLabel('Miasto').fill('Oslo');
  await shipping.getByLabel('Kod pocztowy').fill('0150');
  await shipping.getByLabel('Ulica i numer').fill('Karl Johans gate 1');
  await expect(shipping.getByLabel('Numer kierunkowy')).toHaveValue('+47');
  await shipping.getByLabel('Numer telefonu').fill('22123456');
  await page.getByRole('checkbox', { name: /^Akceptuję regulamin sprzedaży/ }).check();
  await page.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  await expect(page).toHaveURL(/\/pl\/order\?orderNumber=.+&status=placed/);
  return new URL(page.url()).searchParams.get('orderNumber')!;
}

test('the owner answers an inquiry with an offer, which its buyer receives by mail and pays through the sandbox', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const email = `offer-${Date.now()}@inercise.test`;
  await registerAndActivate(request, email, password);
  await ownerReady(request);
  await logIn(page, email, password);
  const orderNumber = await placeInquiry(page);
  expect(await orderStatus(request, email, orderNumber)).toBe('PLACED');

  // The owner's offer, from the order's page in the back office.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await logIn(owner, OWNER_EMAIL, OWNER_PASSWORD);
  await owner.goto(`/en/admin/orders/${orderNumber}`);
  const offer = owner.getByRole('region', { name: 'Offer' });
  await expect(offer.getByText(/No offer sent yet/)).toBeVisible();
  // A day already over is refused, in words.
  await offer.getByLabel(/Goods amount \(PLN\)/).fill('100');
  await offer.getByLabel(/Delivery cost \(PLN\)/).fill('120,50');
  await offer.getByLabel(/Valid until/).fill(new Date(Date.now() - 2 * DAY).toISOString().slice(0, 10));
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(offer.getByText('Choose a day that has not ended yet.')).toBeVisible();
  await offer.getByLabel(/Valid until/).fill(new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10));
  await offer.getByRole('button', { name: 'Send the offer' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'The offer was sent to the buyer.' })).toBeVisible();
  await expect(offer).toContainText('220.50 PLN');
  await expect(owner.getByRole('region', { name: 'Status history' })).toContainText('Offer sent');
  await ownerContext.close();

  // The buyer's mail: the amounts, and the link to the offer's page.
  await expect.poll(() => mailsTo(email).find((mail) => mail.subject === `Inercise: oferta do zapytania ${orderNumber}`)?.text ?? '').toContain('Razem do zapłaty: 220,50 zł');
  const mail = mailsTo(email).find((m) => m.subject === `Inercise: oferta do zapytania ${orderNumber}`)!;
  expect(mail.text).toContain('Dostawa: 120,50 zł');
  expect(mail.attachments).toEqual(['regulamin-sprzedazy.pdf', 'pouczenie-o-odstapieniu.pdf', `formularz-odstapienia-${orderNumber}.pdf`]);
  const link = await mailedLink(email, { linkContaining: `orderNumber=${orderNumber}` });

  await page.goto(link);
  const section = page.getByRole('region', { name: 'Nasza oferta' });
  await expect(section).toContainText('120,50 PLN');
  await expect(section).toContainText('220,50 PLN');
  await section.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(section.getByText('Zaakceptuj regulamin sprzedaży, aby zamówić i zapłacić.')).toBeVisible();
  await section.getByRole('checkbox', { name: /^Akceptuję regulamin sprzedaży/ }).check();
  await section.getByRole('button', { name: 'Zamawiam i płacę' }).click();

  // The sandbox's page asks for the method (none was chosen at checkout), then pays the offer's total.
  await expect(page.getByRole('heading', { name: 'Płatność testowa' })).toBeVisible();
  await expect(page.getByText('220.50')).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(/\/pl\/order\?orderNumber=.+&status=paid/);
  await expect(page.getByText('Otrzymaliśmy Twoją płatność.')).toBeVisible();
  expect(await orderStatus(request, email, orderNumber)).toBe('PAID');
  await expect
    .poll(() => mailsTo(email).find((m) => m.subject === `Inercise: płatność za zamówienie ${orderNumber} przyjęta`)?.attachments ?? [])
    .toContainEqual(expect.stringMatching(/^faktura-FV-\d{4}-\d{6}\.pdf$/));
});
