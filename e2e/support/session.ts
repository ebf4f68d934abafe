import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl } from './env';
import { mailedLink } from './mailbox';

/**
 * A ready customer, made through the API as the shop makes one: register, take the activation link from the
 * mail outbox, activate with the same password. For tests whose subject is not the account pages themselves.
 */
export async function registerAndActivate(request: APIRequestContext, email: string, password: string): Promise<void> {
  const registered = await request.post(`${apiUrl}/users`, { data: { emailAddress: email, password, newsletter: false } });
  expect(registered.status(), `registering ${email}: ${await registered.text()}`).toBe(201);
  const link = await mailedLink(email, { linkContaining: '/activate-account' });
  const token = new URL(link).searchParams.get('token');
  expect(token, 'the activation link carries a token').toBeTruthy();
  // The activation confirms the password: the registration one, typed again.
  const activated = await request.post(`${apiUrl}/users/activate-account`, { data: { token, password } });
  expect(activated.status(), `activating ${email}`).toBe(200);
}

/** Logs in through the English /login form as a shopper would, and waits until the shop has left the login page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/en/login');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Log in', exact: true }) });
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}
