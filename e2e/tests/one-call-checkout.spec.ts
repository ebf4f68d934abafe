import { expect, test, type Request } from '../support/test';
import { apiUrl } from '../support/env';
import { englishPlnCheckoutUpToPaying } from '../support/checkout';
import { logIn, registerAndActivate } from '../support/session';

/**
 * "Order and pay" in one call (issue 49), on the composed shop and the real API: between the click and the payment
 * page the browser asks the API exactly once, POST /orders, which saves the address, places the order and begins its
 * payment; the saved address is the one the form sent.
 */

const password = 'Trening!2024';
const newEmail = () => `onecall-${Date.now()}@inercise.test`;
const apiOrigin = new URL(apiUrl).origin;

test('"Order and pay" asks the API once: POST /orders, then the payment page', async ({ page, request }) => {
  const email = newEmail();
  await registerAndActivate(request, email, password);
  await logIn(page, email, password);
  await englishPlnCheckoutUpToPaying(page);
  // The page settles (the delivery price for the country chosen) before the click is watched.
  await expect(page.getByTestId('delivery-price')).toHaveText(/PLN/);

  // The API calls the page makes from the click until it leaves for the payment page (whose own load is not one).
  const calls: Request[] = [];
  let left = false;
  const watch = (sent: Request) => {
    if (left || new URL(sent.url()).origin !== apiOrigin) return;
    if (sent.isNavigationRequest()) left = true;
    else calls.push(sent);
  };
  page.on('request', watch);
  await page.getByRole('button', { name: 'Order and pay' }).click();
  await expect(page.getByRole('heading', { name: 'Test payment' })).toBeVisible();
  page.off('request', watch);

  expect(left, 'the payment page is on the API origin (the sandbox provider)').toBe(true);
  expect(calls.map((call) => `${call.method()} ${new URL(call.url()).pathname}`)).toEqual(['POST /orders']);
  const sent = calls[0]!.postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ shippingAddress: { name: 'Anna', city: 'Warszawa', country: 'PL' }, paymentGroup: '150', currency: 'PLN', termsAccepted: true });

  // What the one call wrote: the address as typed, one order waiting for its payment.
  const login = await request.post(`${apiUrl}/users/login`, { data: { username: email, password, captchaResponseToken: 'e2e' } });
  const headers = { Authorization: `Bearer ${login.headers()['access_token']}` };
  const address = (await (await request.get(`${apiUrl}/address`, { headers })).json()) as { shippingAddress: { city: string; addressLine_1: string } };
  expect(address.shippingAddress).toMatchObject({ city: 'Warszawa', addressLine_1: 'ul. Marszałkowska 10' });
  const orders = (await (await request.get(`${apiUrl}/order`, { headers })).json()) as { content: { status: { name: string } }[] };
  expect(orders.content.map((order) => order.status.name)).toEqual(['PAYMENT_VERIFICATION']);
});
