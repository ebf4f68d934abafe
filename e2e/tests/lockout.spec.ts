import { expect, test } from '../support/test';
import { apiUrl } from '../support/env';
import { mailTextsTo } from '../support/mailbox';
import { LOCKED_OWNER_EMAIL } from '../support/owner';
import { registerAndActivate } from '../support/session';
import { totpCode } from '../support/totp';

const password = 'Blokada!2024';

test('five wrong login codes lock the owner’s second factor: the screen says so, the owner gets a mail', async ({ page, request }) => {
  // The owner's account with two-step login on, set up through the API (the setup screens have their own spec).
  await registerAndActivate(request, LOCKED_OWNER_EMAIL, password);
  const login = await request.post(`${apiUrl}/users/login`, { data: { username: LOCKED_OWNER_EMAIL, password, captchaResponseToken: 'x' } });
  expect(login.status()).toBe(200);
  const authorization = `Bearer ${login.headers()['access_token']}`;
  const enrolment = await request.post(`${apiUrl}/admin/2fa/enrol`, { headers: { authorization } });
  expect(enrolment.status()).toBe(200);
  const key = ((await enrolment.json()) as { secret: string }).secret;
  const confirmed = await request.post(`${apiUrl}/admin/2fa/confirm`, { headers: { authorization }, data: { code: totpCode(key, Date.now()) } });
  expect(confirmed.status()).toBe(200);

  await page.goto('/en/login');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Log in', exact: true }) });
  await form.getByLabel('E-mail', { exact: true }).fill(LOCKED_OWNER_EMAIL);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your login code' })).toBeVisible();

  // Codes no step near now gives: wrong every time.
  const near = new Set([-1, 0, 1, 2].map((step) => totpCode(key, Date.now() + step * 30_000)));
  const wrong = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((code) => !near.has(code));
  const code = page.getByLabel('Code from the app or a recovery code');
  const submit = page.getByRole('button', { name: 'Continue' });
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await code.fill(wrong[attempt % wrong.length]!);
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('This code is not valid. Enter the current code from your app, or an unused recovery code.');
  }
  await code.fill(wrong[0]!);
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many wrong codes. For your safety this login has ended and codes are refused for 15 minutes. Log in again later; we have sent you an e-mail about it.',
  );
  await expect(submit).toBeDisabled();
  // Still not logged in.
  await expect(page).toHaveURL(/\/en\/login/);

  // The owner is told, in Polish and English.
  await expect
    .poll(() => mailTextsTo(LOCKED_OWNER_EMAIL).some((text) => text.includes('Logowanie zostało przerwane') && text.includes('The login was ended')), { timeout: 15_000 })
    .toBe(true);
});
