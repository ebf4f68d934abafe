import { expect, test, type Page } from '@playwright/test';
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

/** Logs in with the password and opens the back office, which asks for the second step. */
async function logInToCodePrompt(page: Page) {
  await logIn(page, GUARDED_OWNER_EMAIL, password);
  await page.goto('/en/admin');
  await expect(page.getByRole('heading', { name: 'Enter your login code' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Code from the app or a recovery code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the owner turns two-step login on, then needs a code from the app or a recovery code, each recovery code once', async ({ page, request }) => {
  test.setTimeout(120_000);
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
  await section.getByLabel('Code from the app').fill(totpCode(key, Date.now()));
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

  // A new login: the back office waits for the app's code. The code of the next step (the window allows one step
  // ahead) is one the enrolment has not used.
  await logOut(page);
  await logInToCodePrompt(page);
  await enterCode(page, '000000' === totpCode(key, Date.now() + 30_000) ? '111111' : '000000');
  await expect(page.getByRole('alert')).toContainText('This code is not valid');
  await enterCode(page, totpCode(key, Date.now() + 30_000));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Two-step login is on. Unused recovery codes: 10.')).toBeVisible();

  // A recovery code instead of the phone: once.
  await logOut(page);
  await logInToCodePrompt(page);
  await enterCode(page, recoveryCodes[0]!);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Two-step login is on. Unused recovery codes: 9.')).toBeVisible();
  await logOut(page);
  await logInToCodePrompt(page);
  await enterCode(page, recoveryCodes[0]!);
  await expect(page.getByRole('alert')).toContainText('This code is not valid');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  await enterCode(page, recoveryCodes[1]!);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Two-step login is on. Unused recovery codes: 8.')).toBeVisible();
});
