import { expect, test, type Page } from '../support/test';
import { apiUrl } from '../support/env';
import { logIn, registerAndActivate } from '../support/session';

const PASSWORD = 'Trening1!';
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${(counter += 1)}@example.com`;
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';

/** The header's account panel, opened as a shopper's pointer opens it (see account.spec.ts). */
async function accountPanel(page: Page) {
  const panel = page.getByRole('banner').getByRole('region', { name: 'Your account' });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Your account' }).hover();
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return panel;
}

test.describe('sessions on the server', () => {
  test('a customer ends the session of another browser from the account page; that browser is refused and logged out', async ({ page, browser, request }) => {
    const email = uniqueEmail('two-browsers');
    await registerAndActivate(request, email, PASSWORD);
    const otherContext = await browser.newContext({ userAgent: FIREFOX_ON_WINDOWS });
    const other = await otherContext.newPage();
    try {
      await logIn(page, email, PASSWORD);
      await logIn(other, email, PASSWORD);
      await expect((await accountPanel(other)).getByText(`Hello, ${email}`)).toBeVisible();

      // A new page load: the session comes back through the refresh cookie (no token is stored in the page).
      await page.goto('/en/profile/edit');
      const sessions = page.getByRole('list', { name: 'Where you are logged in' });
      await expect(sessions.getByRole('listitem')).toHaveCount(2);
      const here = sessions.getByRole('listitem').filter({ hasText: 'This device' });
      await expect(here).toContainText('Chrome · Linux');
      const firefox = sessions.getByRole('listitem').filter({ hasText: 'Firefox · Windows' });
      await expect(firefox).not.toContainText('This device');
      await firefox.getByRole('button', { name: /^End the session on Firefox · Windows/ }).click();
      await expect(sessions.getByRole('listitem')).toHaveCount(1);
      await expect(sessions.getByRole('listitem')).toContainText('This device');

      // The other browser's next call (its orders, reached inside the page) is refused, and it shows the logged-out state.
      const refused = other.waitForResponse((answer) => new URL(answer.url()).pathname === '/order' && answer.status() === 401);
      await (await accountPanel(other)).getByRole('link', { name: 'My orders' }).click();
      await refused;
      await expect(other).toHaveURL(/\/en\/login$/);
      await expect((await accountPanel(other)).getByRole('link', { name: 'Log in' })).toBeVisible();
      await other.reload();
      await expect((await accountPanel(other)).getByRole('link', { name: 'Log in' })).toBeVisible();

      // This browser stays logged in.
      await page.reload();
      await expect((await accountPanel(page)).getByText(`Hello, ${email}`)).toBeVisible();
    } finally {
      await otherContext.close();
    }
  });

  test('the access token lives in the page only, and after logout a copy of it is refused by the API', async ({ page, request }) => {
    const email = uniqueEmail('copied-token');
    await registerAndActivate(request, email, PASSWORD);
    const loginAnswer = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/users/login');
    await logIn(page, email, PASSWORD);
    const token = (await loginAnswer).headers()['access_token'] ?? '';
    expect(token).not.toBe('');
    const currentUser = () => request.get(`${apiUrl}/users/current-user`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await currentUser()).status()).toBe(200);

    // Neither storage of the page holds it, and a reload restores the session without it.
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }));
    expect(stored).not.toContain(token);
    expect(stored).toContain(email);
    await page.reload();
    await expect((await accountPanel(page)).getByText(`Hello, ${email}`)).toBeVisible();

    await (await accountPanel(page)).getByRole('button', { name: 'Log out' }).click();
    await expect((await accountPanel(page)).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect.poll(async () => (await currentUser()).status(), { timeout: 10_000 }).toBe(401);
    // Nor does the page come back logged in.
    await page.reload();
    await expect((await accountPanel(page)).getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
