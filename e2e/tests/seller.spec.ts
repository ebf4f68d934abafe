import { expect, test } from '../support/test';
import { apiUrl, shopUrl } from '../support/env';
import { E2E_SELLER } from '../support/seller';
import { logIn, registerAndActivate } from '../support/session';

/**
 * Who sells, configured once on the API (SELLER_*), named by the footer and the contact page in both languages, in
 * the server's page and once the applications have started; and the one partner list, the same on the partners page
 * and in the checkout's choice of who recommended the shop.
 */

const password = 'Trening!2024';

const sellerHeading = { pl: 'Sprzedawca', en: 'Seller' } as const;
const nipLine = { pl: `NIP: ${E2E_SELLER.nip}`, en: `Tax no. (NIP): ${E2E_SELLER.nip}` } as const;
const address = `${E2E_SELLER.street}`;
const town = `${E2E_SELLER.postcode} ${E2E_SELLER.city}`;

for (const language of ['pl', 'en'] as const) {
  test(`the footer and the contact page name the configured seller: ${language}`, async ({ page, request }) => {
    // The server's page already names it (a reader without JavaScript, a search engine).
    const html = await (await request.get(`${shopUrl}/${language}/contact`)).text();
    const footerHtml = html.slice(html.indexOf('id="shell-footer"'));
    expect(footerHtml).toContain(nipLine[language]);
    expect(footerHtml).toContain(E2E_SELLER.legalName);
    expect(html.slice(html.indexOf('id="app-mf-content"'), html.indexOf('id="shell-footer"'))).toContain(E2E_SELLER.nip);

    await page.goto(`/${language}/contact`);
    const footer = page.locator('#shell-footer').getByRole('region', { name: sellerHeading[language] });
    await expect(footer).toContainText(E2E_SELLER.legalName);
    await expect(footer).toContainText(nipLine[language]);
    await expect(footer).toContainText(address);
    await expect(footer).toContainText(town);
    await expect(footer.getByRole('link', { name: '+48 126 001 122' })).toHaveAttribute('href', `tel:${E2E_SELLER.phone}`);

    const contact = page.locator('#app-mf-content').getByRole('region', { name: sellerHeading[language] });
    await expect(contact).toContainText(E2E_SELLER.legalName);
    await expect(contact).toContainText(E2E_SELLER.nip);
    await expect(contact).toContainText(`${address}, ${town}`);
    await expect(page.locator('#app-mf-content').getByRole('link', { name: '+48 126 001 122' }).first()).toHaveAttribute('href', `tel:${E2E_SELLER.phone}`);
    // The form is the application's own: it has started, and the seller is still named (taken from the page).
    await expect(page.getByRole('button', { name: language === 'pl' ? 'Wyślij wiadomość' : 'Send message' })).toBeEnabled();
    await expect(footer).toContainText(nipLine[language]);
    await expect(page.locator('body')).not.toContainText('Sportowa');
    await expect(page.locator('body')).not.toContainText('345 67 89');
  });
}

test('the partners page and the checkout offer the same partners, the ones the API lists', async ({ page, request }) => {
  const listed = ((await (await request.get(`${apiUrl}/partner/list`)).json()) as { name: string }[]).map((partner) => partner.name);
  expect(listed.length).toBeGreaterThan(0);

  await page.goto('/en/partners');
  const shown = page.locator('#app-mf-content').getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(shown).toHaveText(listed);

  const email = `seller-partners-${Date.now()}@inercise.test`;
  await registerAndActivate(request, email, password);
  await logIn(page, email, password);
  await page.goto('/en/product?id=4');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/en/cart');
  await page.getByRole('link', { name: 'Go to delivery and payment' }).click();
  const choice = page.getByLabel('Recommended by');
  await expect(choice.locator('option')).toHaveText(['Nobody in particular', ...listed]);
});
