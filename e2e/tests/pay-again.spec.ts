import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiUrl } from '../support/env';
import { englishPlnCheckoutUpToPaying } from '../support/checkout';
import { logIn, registerAndActivate } from '../support/session';

/**
 * Paying an unpaid order again (issue 48), on the composed shop, the real API and its sandbox payment provider: a
 * payment failed on the sandbox page leaves the cart as it was; "Pay again" pays that same order (one order, PAID
 * once, the amount unchanged), and a replayed notification of the failed transaction changes nothing.
 */

const password = 'Trening!2024';
let counter = 0;
const newEmail = (label: string) => `payagain-${label}-${Date.now()}-${counter++}@inercise.test`;

async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post(`${apiUrl}/users/login`, { data: { username: email, password, captchaResponseToken: 'e2e' } });
  expect(answer.status()).toBe(200);
  return answer.headers()['access_token'] as string;
}

async function ordersOf(request: APIRequestContext, email: string) {
  const answer = await request.get(`${apiUrl}/order`, { headers: { Authorization: `Bearer ${await apiToken(request, email)}` } });
  return ((await answer.json()) as { content: { orderNumber: string; status: { name: string } }[] }).content;
}

async function serverCartLines(request: APIRequestContext, email: string): Promise<number> {
  const answer = await request.get(`${apiUrl}/cart`, { headers: { Authorization: `Bearer ${await apiToken(request, email)}` } });
  return ((await answer.json()) as { cartItems: unknown[] }).cartItems.length;
}

/** The sandbox page's transaction and the amount it asks for. */
async function sandboxPage(page: Page) {
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  const transactionId = new URL(page.url()).pathname.split('/').pop()!;
  const amount = (await page.locator('dt', { hasText: 'Amount' }).locator('+ dd').textContent())?.trim();
  return { transactionId, amount };
}

test('a failed payment keeps the cart; "Pay again" pays the same order once, and a replayed failure changes nothing', async ({ page, request }) => {
  const email = newEmail('en');
  await registerAndActivate(request, email, password);
  await logIn(page, email, password);
  await englishPlnCheckoutUpToPaying(page);
  await page.getByRole('button', { name: 'Order and pay' }).click();

  // The payment fails on the sandbox page: the order is unpaid, the cart as it was.
  const failed = await sandboxPage(page);
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(/\/en\/order\?orderNumber=.+&status=failed/);
  const orderNumber = new URL(page.url()).searchParams.get('orderNumber')!;
  await expect(page.getByRole('heading', { level: 1, name: 'The payment failed' })).toBeVisible();
  await expect(page.getByText('your cart is as you left it', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(await serverCartLines(request, email)).toBe(1);
  await page.getByRole('link', { name: 'Back to cart' }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to delivery and payment' })).toBeVisible();

  // The order history offers "Pay again" on it; so does the order's page, where its mails link: a new transaction
  // for the same order and the same amount.
  await page.goto('/en/user-order');
  await expect(page.getByRole('button', { name: `Pay again for order ${orderNumber}` })).toBeVisible();
  await page.goto(`/en/order?orderNumber=${orderNumber}&status=unpaid`);
  await expect(page.getByText(`Order number: ${orderNumber}`)).toBeVisible();
  await page.getByRole('button', { name: 'Pay again' }).click();
  const again = await sandboxPage(page);
  expect(again.transactionId).not.toBe(failed.transactionId);
  expect(again.amount).toBe(failed.amount);
  await expect(page.getByText(orderNumber)).toBeVisible();

  // The failed transaction's notification, replayed, leaves the order waiting for the open payment.
  const replay = await request.post(`${apiUrl}/sandbox/pay/${failed.transactionId}/fail`, { form: { lang: 'en' }, maxRedirects: 0 });
  expect(replay.status()).toBe(303);
  expect((await ordersOf(request, email)).map((o) => [o.orderNumber, o.status.name])).toEqual([[orderNumber, 'PAYMENT_VERIFICATION']]);

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/order\\?orderNumber=${orderNumber}&status=paid`));
  await expect(page.getByText('We have received your payment.')).toBeVisible();
  // Paid: the cart is emptied, on the server and on the page.
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  expect(await serverCartLines(request, email)).toBe(0);

  // Replayed once more after the payment, the failure still changes nothing: one order, paid once.
  await request.post(`${apiUrl}/sandbox/pay/${failed.transactionId}/fail`, { form: { lang: 'en' }, maxRedirects: 0 });
  expect((await ordersOf(request, email)).map((o) => [o.orderNumber, o.status.name])).toEqual([[orderNumber, 'PAID']]);
});
