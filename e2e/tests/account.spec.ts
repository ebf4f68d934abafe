import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { apiUrl, remotePorts } from '../support/env';
import { mailedLink } from '../support/mailbox';
import { logIn, registerAndActivate } from '../support/session';

const PASSWORD = 'Trening1!';
const NEW_PASSWORD = 'Mocniej2?';
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${(counter += 1)}@example.com`;

/** The header's account panel opens on hover (docs/product-rules.md#header-footer-and-navigation). */
async function accountPanel(page: Page) {
  // The header's panel (the orders page has a region of the same name below the orders).
  const panel = page.getByRole('banner').getByRole('region', { name: 'Your account' });
  // The header draws the icon anew when the login lands; a pointer resting on it then gets no new mouseenter until it
  // moves. A shopper's pointer moves, so the test's does too: off the icon and back until the panel shows.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Your account' }).hover();
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return panel;
}

/** Fills and sends the English login form (the contract other teams' tests rely on). */
async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post(`${apiUrl}/users/login`, { data: { username: email, password } });
  expect(answer.status()).toBe(200);
  return answer.headers()['access_token'] as string;
}

test.describe('account', () => {
  test('a shopper registers, activates, logs in, resets the password and deletes the account', async ({ page }) => {
    const email = uniqueEmail('journey');

    await page.goto('/en/register-user');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await expect(page.getByRole('checkbox', { name: /newsletter/ })).not.toBeChecked();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for registering' })).toBeVisible();
    await expect(page.getByText('We have sent an activation link to your e-mail.')).toBeVisible();

    await page.goto(await mailedLink(email, { linkContaining: '/activate-account' }));
    // Whoever opens the mail confirms the password: here the one chosen at registration.
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect(page.getByText('Your account is activated.')).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).last().click();
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, email, PASSWORD);
    // Coming from activation, the shopper lands on the homepage.
    await expect(page).toHaveURL(/\/(en\/?)?$/);
    let panel = await accountPanel(page);
    await expect(panel.getByText(`Hello, ${email}`)).toBeVisible();

    await panel.getByRole('link', { name: 'My orders' }).click();
    await expect(page.locator('#app-mf-account h1')).toHaveText('You have no orders yet');

    panel = await accountPanel(page);
    await panel.getByRole('button', { name: 'Change password' }).click();
    await expect(panel.getByText('We have sent a link to change your password to your e-mail.')).toBeVisible();
    await page.goto(await mailedLink(email, { linkContaining: '/reset-password' }));
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
    await expect(page.getByText('Use your new password to log in.')).toBeVisible();

    await logIn(page, email, NEW_PASSWORD);
    await expect((await accountPanel(page)).getByText(`Hello, ${email}`)).toBeVisible();

    await page.goto('/en/profile/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();
    // The password typed again: the old one no longer is.
    await page.getByLabel('Your password, to confirm it is you').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('alert')).toHaveText('That is not your password. Please try again.');
    await expect(page).toHaveURL(/\/en\/profile\/edit$/);
    await page.getByLabel('Your password, to confirm it is you').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/en\/?$/);
    await expect((await accountPanel(page)).getByRole('link', { name: 'Join us' })).toBeVisible();

    await page.goto('/en/login');
    await submitLogin(page, email, NEW_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
    await expect(page).toHaveURL(/\/en\/login$/);
  });

  test('a customer finds account deletion in the account panel and below the orders', async ({ page, request }) => {
    const email = uniqueEmail('deletion');
    await registerAndActivate(request, email, PASSWORD);
    await logIn(page, email, PASSWORD);
    await (await accountPanel(page)).getByRole('link', { name: 'Delete account' }).click();
    await expect(page).toHaveURL(/\/en\/profile\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Delete your account' })).toBeVisible();

    await page.goto('/pl/user-order');
    await page.getByRole('region', { name: 'Twoje konto' }).getByRole('link', { name: 'Usuń swoje konto' }).click();
    await expect(page).toHaveURL(/\/pl\/profile\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Usuń konto' })).toBeVisible();
  });

  test('wrong password, unknown e-mail and an inactive account each say what is wrong @phone', async ({ page, request }) => {
    const active = uniqueEmail('active');
    await registerAndActivate(request, active, PASSWORD);
    const inactive = uniqueEmail('inactive');
    expect((await request.post(`${apiUrl}/users`, { data: { emailAddress: inactive, password: PASSWORD } })).status()).toBe(201);

    await page.goto('/en/login');
    await submitLogin(page, active, 'Wrong1!pass');
    await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
    await submitLogin(page, uniqueEmail('nobody'), PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Wrong e-mail or password.');
    await submitLogin(page, inactive, PASSWORD);
    await expect(page.getByRole('alert')).toHaveText(/not active yet\. Check your e-mail/);
    await submitLogin(page, 'not-an-e-mail', PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Please fill out all fields.');
    await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();

    // The same in Polish, with the Polish labels of the contract.
    await page.goto('/pl/login');
    await page.getByLabel('E-mail', { exact: true }).fill(active);
    await page.getByLabel('Hasło', { exact: true }).fill('Wrong1!pass');
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Niepoprawny e-mail lub hasło.');
    await page.getByLabel('E-mail', { exact: true }).fill(inactive);
    await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(/nie jest jeszcze aktywne/);
  });

  test('registering an address twice says the user exists, in Polish', async ({ page, request }) => {
    const email = uniqueEmail('twice');
    await registerAndActivate(request, email, PASSWORD);
    await page.goto('/pl/register-user');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Powtórz hasło').fill('Inne1!haslo');
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await expect(page.getByText('Hasła nie są takie same.')).toBeVisible();
    await expect(page.getByLabel('Powtórz hasło')).toBeFocused();
    await page.getByLabel('Powtórz hasło').fill(PASSWORD);
    await page.getByRole('button', { name: 'Załóż konto' }).click();
    await expect(page.getByRole('alert')).toHaveText('Konto z tym adresem e-mail już istnieje.');
  });

  test('forgot password: the reset view sends the link and goes home', async ({ page, request }) => {
    const email = uniqueEmail('forgot');
    await registerAndActivate(request, email, PASSWORD);
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page).toHaveURL(/\/en\/?$/);
    expect(await mailedLink(email, { linkContaining: '/reset-password' })).toContain(`username=${encodeURIComponent(email)}`);
  });

  test('a bad activation link and a customers-only page for a visitor', async ({ page }) => {
    await page.goto('/en/activate-account?token=not-a-token');
    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Something went wrong/);
    await page.goto('/en/user-order');
    await expect(page).toHaveURL(/\/en\/login$/);
    await page.goto('/pl/profile/edit');
    await expect(page).toHaveURL(/\/pl\/login$/);
    await expect(page.locator('#app-mf-account h1')).toHaveText('Zaloguj się');
  });

  test('a guest cart survives login by merging into the server cart', async ({ page, request }) => {
    const email = uniqueEmail('merge');
    await registerAndActivate(request, email, PASSWORD);
    // The customer already has something in the server cart, from another device.
    const token = await apiToken(request, email, PASSWORD);
    type Property = { propertyType: { name: string }; values: { id: number; value: string; available: boolean }[] };
    const products = (await (await request.get(`${apiUrl}/products`)).json()) as { content: { id: number; properties: Property[] }[] };
    const other = products.content.find((product) => product.id !== 1);
    expect(other, 'a second product in the seed').toBeTruthy();
    // One available value per option kind, as the product page would choose.
    const options = other!.properties.flatMap((property) => {
      const value = property.values.find((candidate) => candidate.available);
      return value ? [{ id: value.id, value: value.value, propertyType: property.propertyType }] : [];
    });
    const added = await request.post(`${apiUrl}/cart/add-product/${other!.id}?quantity=1`, { data: options, headers: { authorization: `Bearer ${token}` } });
    expect(added.status()).toBe(200);

    // As a guest, the device set goes into the local cart through the product page.
    await page.goto('/en/product?id=1');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('link', { name: /^Cart, 1 item/ })).toBeVisible();

    await page.goto('/en/login');
    await submitLogin(page, email, PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
    // The header counts the merged cart: the guest's line and the one already on the server.
    await expect(page.getByRole('link', { name: /^Cart, 2 items/ })).toBeVisible();
    await expect
      .poll(async () => {
        const cart = (await (await request.get(`${apiUrl}/cart`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
          cartItems: { product: { id: number } }[];
        };
        return cart.cartItems.map((item) => item.product.id).sort((a, b) => a - b);
      })
      .toEqual([1, other!.id].sort((a, b) => a - b));
  });

  test("a guest's page downloads no account code until the account panel opens; a kept session is restored on arrival", async ({ page, request }) => {
    const accountOrigin = `http://localhost:${remotePorts['mf-account']}/`;
    const accountFiles: string[] = [];
    const restorations: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith(accountOrigin)) accountFiles.push(sent.url());
      if (sent.url().endsWith('/users/refresh')) restorations.push(sent.url());
    });

    // Home comes with a first screen; the content application takes it over once the shell has started.
    await page.goto('/en');
    await expect(page.locator('.first-screen[inert]')).toHaveCount(0);
    // /blog has none: the shell's page preloads what the page starts with, and its heading is the application's.
    await page.goto('/en/blog');
    await expect(page.locator('#app-mf-content h1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
    expect(accountFiles, 'nothing from the account remote for a guest').toEqual([]);
    expect(restorations, 'a guest has no session to restore').toEqual([]);

    const panel = await accountPanel(page);
    await expect(panel.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(accountFiles.some((url) => url.endsWith('/remoteEntry.js')), 'the panel comes from the account remote').toBe(true);

    const email = uniqueEmail('stored');
    await registerAndActivate(request, email, PASSWORD);
    await logIn(page, email, PASSWORD);
    // The access token is never stored: the session comes back through the refresh cookie.
    const restored = page.waitForResponse((answer) => answer.url().endsWith('/users/refresh') && answer.status() === 200);
    await page.goto('/en/blog');
    await restored;
    await expect(page.locator('#app-mf-content h1')).toBeVisible();
    await expect((await accountPanel(page)).getByText(`Hello, ${email}`)).toBeVisible();
  });
});
