import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { mailedLink, mailTextsTo } from '../support/mailbox';
import { scrollIntoView } from '../support/scrollIntoView';
import { logIn, registerAndActivate } from '../support/session';

const PASSWORD = 'Trening1!';
let counter = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${(counter += 1)}@example.com`;

test.describe('personal data', () => {
  test('the newsletter asks to confirm by mail, the mailed link confirms, and the unsubscribe link ends it', async ({ page }) => {
    const email = uniqueEmail('optin');
    await page.goto('/en/blog');
    const footer = page.getByRole('contentinfo');
    // The form is fetched when the footer comes near the viewport.
    await scrollIntoView(footer);
    await footer.getByLabel('Your e-mail address').fill(email);
    await footer.getByRole('button', { name: 'Sign up' }).click();
    await expect(footer.getByText('Almost there: open the link we have just mailed you to confirm your sign-up.')).toBeVisible();

    // The confirming link, opened from the mail: the page answers it where the form is, without scrolling by hand.
    await page.goto(await mailedLink(email, { linkContaining: 'newsletter=confirm' }));
    await expect(page.getByRole('contentinfo').getByText('Your newsletter sign-up is confirmed. Thank you!')).toBeInViewport();

    // Confirmed: signing up again says so.
    await page.goto('/en/blog');
    await scrollIntoView(page.getByRole('contentinfo'));
    await page.getByRole('contentinfo').getByLabel('Your e-mail address').fill(email);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('contentinfo').getByText('This address is already signed up.')).toBeVisible();

    // Every newsletter mail ends with the unsubscribe link; opened, it unsubscribes and says so, in Polish on /pl.
    const unsubscribe = mailTextsTo(email)
      .join('\n')
      .match(/https?:\/\/\S+\?newsletter=unsubscribe&newsletterToken=[\w.%-]+/)?.[0];
    expect(unsubscribe, 'the mail carries an unsubscribe link').toBeTruthy();
    const polish = new URL(unsubscribe!);
    await page.goto(`/pl/${polish.search}`);
    await expect(page.getByRole('contentinfo').getByText('Wypisaliśmy Cię z newslettera. Nie dostaniesz już od nas wiadomości newslettera.')).toBeVisible();

    // Unsubscribed: the address may sign up again (and gets a new confirming mail).
    await page.goto('/en/blog');
    await scrollIntoView(page.getByRole('contentinfo'));
    await page.getByRole('contentinfo').getByLabel('Your e-mail address').fill(email);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('contentinfo').getByText('Almost there: open the link we have just mailed you to confirm your sign-up.')).toBeVisible();
  });

  test('a forged newsletter link is refused with a clear message', async ({ page }) => {
    await page.goto('/en/?newsletter=unsubscribe&newsletterToken=1.forged');
    await expect(page.getByRole('contentinfo').getByRole('alert')).toHaveText('This newsletter link is not valid or has expired. Sign up again to get a new one.');
  });

  test("a customer downloads their data from the account's page", async ({ page, request }) => {
    const email = uniqueEmail('export');
    await registerAndActivate(request, email, PASSWORD);
    await logIn(page, email, PASSWORD);
    await page.goto('/en/user-order');
    const account = page.getByRole('main').getByRole('region', { name: 'Your account' });
    // The session alone takes nothing: the password typed again, a wrong one refused.
    await account.getByLabel('Your password, to confirm it is you').fill('Not-the-password1');
    await account.getByRole('button', { name: 'Download my data' }).click();
    await expect(account.getByRole('alert')).toHaveText('That is not your password. Please try again.');
    await account.getByLabel('Your password, to confirm it is you').fill(PASSWORD);
    const download = page.waitForEvent('download');
    await account.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^inercise-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as { account: { email: string }; orders: unknown[] };
    expect(data.account.email).toBe(email);
    expect(data.orders).toEqual([]);
    await expect(account.getByText('Your data file has been downloaded.')).toBeVisible();
  });
});
