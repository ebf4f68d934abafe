// The bot check (Cloudflare Turnstile) with its documented test keys: the API restarted with the passing test secret
// and a local siteverify, runtime-config.json naming the test site key and a local stand-in for Turnstile's script.
import { expect, test, type Page } from '../support/test';
import { apiUrl } from '../support/env';
import { setFaults } from '../support/faults';
import { scrollIntoView } from '../support/scrollIntoView';
import { registerAndActivate } from '../support/session';
import { startTurnstileStandIn, TURNSTILE_TEST, type TurnstileStandIn } from '../support/turnstileStandIn';

const password = 'Weryfikacja!2024';
const email = `bot-check-${Date.now()}@example.com`;
let standIn: TurnstileStandIn;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  // The account is made while no check is configured (the helper sends no token).
  await registerAndActivate(request, email, password);
  standIn = await startTurnstileStandIn();
  await setFaults({
    api: 'restart',
    apiEnv: { CAPTCHA_SECRET: TURNSTILE_TEST.passingSecret, CAPTCHA_VERIFY_URL: standIn.verifyUrl },
    runtimeConfig: { turnstile: { siteKey: TURNSTILE_TEST.siteKey, scriptUrl: standIn.scriptUrl } },
  });
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await setFaults({ api: 'restart' });
  await standIn.close();
});

const loginForm = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: 'Log in', exact: true }) });

test('login asks for the check, refuses without it, and logs in once it is passed', async ({ page }) => {
  await page.goto('/en/login');
  const form = loginForm(page);
  const check = form.getByRole('group', { name: 'Security check' });
  await expect(check.getByRole('checkbox', { name: 'Verify you are human' })).toBeVisible();
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText('We could not confirm that you are not a bot. Complete the check and try again.');

  await check.getByRole('checkbox', { name: 'Verify you are human' }).check();
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  expect(standIn.verified).toContain(TURNSTILE_TEST.dummyToken);
});

test("the footer's newsletter loads the check when the address is focused, and signs up once it is passed", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(standIn.scriptUrl)) scripts.push(request.url());
  });
  await page.goto('/pl/blog');
  const footer = page.getByRole('contentinfo');
  await scrollIntoView(footer);
  const address = footer.getByLabel('Twój adres e-mail');
  await expect(address).toBeVisible();
  expect(scripts, "Turnstile's script waits until someone starts signing up").toEqual([]);

  await address.fill(`newsletter-check-${Date.now()}@example.com`);
  const check = footer.getByRole('group', { name: 'Weryfikacja bezpieczeństwa' }).getByRole('checkbox', { name: 'Potwierdź, że jesteś człowiekiem' });
  await expect(check).toBeVisible();
  expect(scripts).toHaveLength(1);
  await check.check();
  await footer.getByRole('button', { name: 'Zapisz się' }).click();
  await expect(footer.getByText('Jeszcze chwila: otwórz link, który właśnie wysłaliśmy na Twój adres, aby potwierdzić zapis.')).toBeVisible();
});

test('a forged token, or none, is refused by the API', async ({ request }) => {
  for (const captchaResponseToken of ['forged.token.value', undefined]) {
    const login = await request.post(`${apiUrl}/users/login`, { data: { username: email, password, captchaResponseToken } });
    expect(login.status()).toBe(400);
    expect(await login.json()).toEqual({ message: 'captchaFailed', field: 'captchaResponseToken' });
    expect(login.headers()['access_token']).toBeUndefined();
    const newsletter = await request.post(`${apiUrl}/newsletter/register`, { data: { emailAddress: `forged-${Date.now()}@example.com`, captchaResponseToken } });
    expect(await newsletter.json()).toEqual({ message: 'captchaFailed', field: 'captchaResponseToken' });
  }
  expect(standIn.verified).toContain('forged.token.value');
});
