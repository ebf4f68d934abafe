import { expect, test, type Page } from '../support/test';
import { GUARDED_OWNER_EMAIL } from '../support/owner';
import { logIn, registerAndActivate } from '../support/session';
import { totpCode } from '../support/totp';

const password = 'Dwuetapowe!2024';

async function logOut(page: Page) {
  await page.goto('/en');
  const panel = page.getByRole('banner').getByRole('region', { name: 'Your account' });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Your account' }).hover();
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await panel.getByRole('button', { name: 'Log out' }).click();
  await expect(panel.getByRole('link', { name: 'Log in' })).toBeVisible();
}

/** Logs in with the password on the shop's login page, which asks for the second step next. */
async function logInToCodePrompt(page: Page) {
  await page.goto('/en/login');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Log in', exact: true }) });
  await form.getByLabel('E-mail', { exact: true }).fill(GUARDED_OWNER_EMAIL);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Enter your login code' })).toBeVisible();
}

const stepOf = (ms: number) => Math.floor(ms / 30_000);
let lastStep = 0;

/**
 * A code of the app for a step no earlier call spent: the server takes the step ahead of its clock but never a step
 * at or before the last one used, so this waits for the clock when the previous call took the step ahead.
 */
async function freshCode(key: string): Promise<string> {
  await expect.poll(() => stepOf(Date.now()) + 1 > lastStep, { timeout: 60_000 }).toBe(true);
  const at = Date.now() + 30_000;
  lastStep = stepOf(at);
  return totpCode(key, at);
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Code from the app or a recovery code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** A code the login accepted: the shop leaves the login page, and the back office opens without asking again. */
async function expectBackOffice(page: Page) {
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

test('the owner turns two-step login on, needs a code at login, renews the recovery codes and turns it off, each with a current code', async ({ page, request }) => {
  // Each code of the app needs a step no earlier call spent: the test waits for the clock a few times.
  test.setTimeout(240_000);
  await registerAndActivate(request, GUARDED_OWNER_EMAIL, password);
  await logIn(page, GUARDED_OWNER_EMAIL, password);
  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // Enrolment: the QR code, the key as text, a first code from the "phone".
  const section = page.getByRole('region', { name: 'Two-step login' });
  await section.getByRole('button', { name: 'Set up two-step login' }).click();
  await expect(section.getByRole('img', { name: 'QR code to add the shop to your authenticator app' })).toBeVisible();
  const key = await section.getByLabel('Key for manual entry').inputValue();
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel('Code from the app').fill('12345');
  await section.getByRole('button', { name: 'Turn on two-step login' }).click();
  await expect(section.getByText('Enter the six digits the app shows.')).toBeVisible();
  const enrolledAt = Date.now();
  lastStep = stepOf(enrolledAt);
  await section.getByLabel('Code from the app').fill(totpCode(key, enrolledAt));
  await section.getByRole('button', { name: 'Turn on two-step login' }).click();

  // The recovery codes, shown once, downloadable.
  const codes = section.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allInnerTexts()).map((text) => text.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download the codes' }).click();
  expect((await download).suggestedFilename()).toBe('inercise-recovery-codes.txt');
  await section.getByRole('button', { name: 'I have saved the codes' }).click();
  await expect(section.getByText('Two-step login is on. Unused recovery codes: 10.')).toBeVisible();

  // A new login: the shop's login page waits for the app's code. The code of the next step (the window allows one
  // step ahead) is one the enrolment has not used.
  await logOut(page);
  await logInToCodePrompt(page);
  await enterCode(page, '');
  await expect(page.getByRole('alert')).toHaveText('Enter a code.');
  await enterCode(page, '000000' === totpCode(key, Date.now() + 30_000) ? '111111' : '000000');
  await expect(page.getByRole('alert')).toContainText('This code is not valid');
  await enterCode(page, await freshCode(key));
  await expectBackOffice(page);
  await expect(page.getByText('Two-step login is on. Unused recovery codes: 10.')).toBeVisible();

  // A recovery code instead of the phone: once.
  await logOut(page);
  await logInToCodePrompt(page);
  await enterCode(page, recoveryCodes[0]!);
  await expectBackOffice(page);
  await expect(page.getByText('Two-step login is on. Unused recovery codes: 9.')).toBeVisible();
  await logOut(page);
  await logInToCodePrompt(page);
  await enterCode(page, recoveryCodes[0]!);
  await expect(page.getByRole('alert')).toContainText('This code is not valid');
  await enterCode(page, recoveryCodes[1]!);
  await expectBackOffice(page);
  await expect(page.getByText('Two-step login is on. Unused recovery codes: 8.')).toBeVisible();

  // New recovery codes for a current code of the app: the earlier unused ones stop working.
  const changes = section.getByRole('form', { name: 'Change two-step login' });
  await changes.getByRole('button', { name: 'New recovery codes' }).click();
  await expect(changes.getByText('Enter the six digits the app shows.')).toBeVisible();
  await changes.getByLabel('Code from the app').fill(await freshCode(key));
  await changes.getByRole('button', { name: 'New recovery codes' }).click();
  const renewed = section.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(renewed).toHaveCount(10);
  const newCodes = (await renewed.allInnerTexts()).map((text) => text.trim());
  expect(newCodes.some((code) => recoveryCodes.includes(code))).toBe(false);
  await section.getByRole('button', { name: 'I have saved the codes' }).click();
  await expect(section.getByText('Two-step login is on. Unused recovery codes: 10.')).toBeVisible();
  await logOut(page);
  await logInToCodePrompt(page);
  await enterCode(page, recoveryCodes[2]!);
  await expect(page.getByRole('alert')).toContainText('This code is not valid');
  await enterCode(page, newCodes[0]!);
  await expectBackOffice(page);

  // Turning it off asks for a current code too; then the password alone opens the back office again.
  await expect(section.getByText('Two-step login is on. Unused recovery codes: 9.')).toBeVisible();
  await changes.getByLabel('Code from the app').fill('000000' === totpCode(key, Date.now() + 30_000) ? '111111' : '000000');
  await changes.getByRole('button', { name: 'Turn off two-step login' }).click();
  await expect(changes.getByText('This code is not valid', { exact: false })).toBeVisible();
  await changes.getByLabel('Code from the app').fill(await freshCode(key));
  await changes.getByRole('button', { name: 'Turn off two-step login' }).click();
  await expect(section.getByRole('button', { name: 'Set up two-step login' })).toBeVisible();
  await logOut(page);
  await logIn(page, GUARDED_OWNER_EMAIL, password);
  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
