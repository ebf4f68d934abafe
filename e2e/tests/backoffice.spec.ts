import { expect, test, type Page } from '../support/test';
import { remotePorts } from '../support/env';
import { mailTextsTo } from '../support/mailbox';
import { OWNER_EMAIL, OWNER_PASSWORD, ownerReady } from '../support/owner';
import { logIn, registerAndActivate } from '../support/session';
import { expectNoSeriousViolations } from '../support/axe';
import { tabTo } from '../support/keyboard';

const password = 'Trening!2024';
let counter = 0;
const newEmail = (label: string) => `backoffice-${label}-${Date.now()}-${counter++}@inercise.test`;
const backOfficeOrigin = `http://localhost:${remotePorts['mf-backoffice']}`;

/** A Polish shopper's order of one product, paid on the sandbox page as in the cart team's journey; answers its number. */
async function buyInPolish(page: Page, email: string, productId = 3): Promise<string> {
  await page.goto('/pl/login');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Zaloguj się', exact: true }) });
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Hasło', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Zaloguj się', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await page.goto(`/pl/product?id=${productId}`);
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(page.getByRole('link', { name: 'Koszyk, produkty: 1' })).toBeVisible();
  await page.goto('/pl/cart');
  await page.getByRole('link', { name: 'Przejdź do dostawy i płatności' }).click();
  const shipping = page.getByRole('region', { name: 'Adres dostawy' });
  await shipping.getByLabel('Imię').fill('Zofia');
  await shipping.getByLabel('Nazwisko').fill('Nowak');
  await shipping.getByLabel('Kraj').selectOption('PL');
  await shipping.getByLabel('Województwo / region').fill('mazowieckie');
  await shipping.getByLabel('Miasto').fill('Warszawa');
  await shipping.getByLabel('Kod pocztowy').fill('00-950');
  await shipping.getByLabel('Ulica i numer').fill('ul. Marszałkowska 10');
  await shipping.getByLabel('Numer telefonu').pressSequentially('600700800');
  await page.getByRole('radio', { name: 'BLIK' }).check();
  await page.getByRole('checkbox', { name: /^Akceptuję regulamin sprzedaży/ }).check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page.getByRole('heading', { name: 'Płatność testowa' })).toBeVisible();
  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(/\/pl\/order\?orderNumber=.+&status=paid/);
  return new URL(page.url()).searchParams.get('orderNumber')!;
}

async function expectAccessible(page: Page, label: string) {
  await expectNoSeriousViolations(page, label);
  await expect(page.getByRole('main')).toHaveCount(1);
}

test("shoppers' pages download nothing of the back office", async ({ page }) => {
  const fromBackOffice: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(backOfficeOrigin)) fromBackOffice.push(request.url());
  });
  for (const path of ['/', '/shop', '/en/shop']) {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(fromBackOffice).toEqual([]);
});

test('the owner finds a paid order, ships it with a tracking number by keyboard, and the shopper hears of it', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const shopper = newEmail('shopper');
  await registerAndActivate(request, shopper, password);
  await ownerReady(request);
  const orderNumber = await buyInPolish(page, shopper);

  // A customer opening the back office is refused, and sees no order.
  await page.goto('/en/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByText(orderNumber)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await logIn(owner, OWNER_EMAIL, OWNER_PASSWORD);
  await owner.goto('/en/admin/orders');
  await expect(owner.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expectAccessible(owner, 'orders list');

  // The list by keyboard alone: search for the order, open it.
  const search = owner.getByRole('searchbox', { name: 'Search' });
  await tabTo(owner, search);
  await owner.keyboard.type(orderNumber);
  await owner.keyboard.press('Enter');
  await expect(owner).toHaveURL(new RegExp(`/en/admin/orders\\?q=${orderNumber}$`));
  const link = owner.getByRole('link', { name: orderNumber, exact: true });
  await expect(owner.getByRole('table').getByRole('row')).toHaveCount(2);
  await tabTo(owner, link);
  await owner.keyboard.press('Enter');
  await expect(owner).toHaveURL(new RegExp(`/en/admin/orders/${orderNumber}$`));
  await expect(owner.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Summary' })).toContainText('Paid');
  await expect(owner.getByRole('region', { name: 'Shipping address' })).toContainText('Marszałkowska');
  await expectAccessible(owner, 'order detail');

  // The status form by keyboard alone: Shipped, a tracking number, submit.
  const status = owner.getByRole('combobox', { name: 'New status' });
  await tabTo(owner, status);
  await owner.keyboard.press('ArrowDown');
  await expect(status).toHaveValue('SHIPPED');
  const tracking = owner.getByRole('textbox', { name: 'Tracking number (optional)' });
  await tabTo(owner, tracking);
  await owner.keyboard.type('PL0012345678');
  await tabTo(owner, owner.getByRole('button', { name: 'Change the status' }));
  await owner.keyboard.press('Enter');
  await expect(owner.getByRole('status').filter({ hasText: 'The order is now: Shipped.' })).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Status history' })).toContainText('PL0012345678');
  await expect(owner.getByRole('region', { name: 'Status history' })).toContainText(OWNER_EMAIL);

  await owner.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(owner.getByRole('table').getByRole('row').nth(1)).toContainText(`Order ${orderNumber}`);
  await expect(owner.getByRole('table').getByRole('row').nth(1)).toContainText('status: PAID → SHIPPED');
  await expectAccessible(owner, 'audit log');
  await ownerContext.close();

  // The shopper sees it shipped, and has the mail in their language with the tracking number.
  await page.goto('/pl/user-order');
  const card = page.locator('#app-mf-account').locator('article').filter({ hasText: orderNumber }).first();
  await expect(card).toContainText('Wysłane');
  await expect.poll(() => mailTextsTo(shopper).find((text) => text.includes(`Zamówienie ${orderNumber} jest w drodze.`)) ?? '').toContain('Numer przesyłki: PL0012345678');
});

test('the back office in Polish, on a phone, asks a visitor to log in @phone', async ({ page }) => {
  await page.goto('/pl/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Zaloguj się do panelu sklepu' })).toBeVisible();
  await page.getByRole('link', { name: 'Zaloguj się', exact: true }).last().click();
  await expect(page).toHaveURL(/\/pl\/login/);
});

/** A square PNG drawn by the browser, as a photo the owner would upload. */
async function productPhoto(page: Page): Promise<Buffer> {
  const bytes = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 800;
    const paint = canvas.getContext('2d')!;
    paint.fillStyle = '#24313a';
    paint.fillRect(0, 0, 800, 800);
    paint.fillStyle = '#c8a25c';
    paint.beginPath();
    paint.arc(400, 400, 260, 0, Math.PI * 2);
    paint.fill();
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  return Buffer.from(bytes);
}

test('the owner adds a reduced product, a shopper buys it, and a lower price shows on the next load', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const shopper = newEmail('vest');
  await registerAndActivate(request, shopper, password);
  await ownerReady(request);
  const name = `Weighted vest ${Date.now()}`;

  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await logIn(owner, OWNER_EMAIL, OWNER_PASSWORD);
  await owner.goto('/en/admin/products');
  await expect(owner.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expectAccessible(owner, 'products list');
  await owner.getByRole('link', { name: 'New product' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

  await owner.getByRole('textbox', { name: 'Name in English' }).fill(name);
  await owner.getByRole('textbox', { name: 'Name in Polish' }).fill(`Kamizelka obciążeniowa ${name.slice(-13)}`);
  await owner.getByRole('textbox', { name: 'Description in English' }).fill('Adds load to squats and lunges.\nAdjustable straps, washable cover.');
  await owner.getByRole('textbox', { name: 'Description in Polish' }).fill('Dodaje obciążenia w przysiadach i wykrokach.\nRegulowane paski, zmywalny pokrowiec.');
  await owner.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Accessories' });
  await owner.getByRole('textbox', { name: 'Price in PLN', exact: true }).fill('399');
  await owner.getByRole('textbox', { name: 'Previous price in PLN' }).fill('499');
  await owner.getByRole('textbox', { name: 'Price in EUR', exact: true }).fill('99');
  await owner.getByRole('textbox', { name: 'Previous price in EUR' }).fill('119');
  await owner.getByLabel('Add a picture').setInputFiles({ name: 'vest.png', mimeType: 'image/png', buffer: await productPhoto(owner) });
  await expect(owner.getByRole('img', { name: 'Picture 1 of the product' })).toBeVisible();
  await expectAccessible(owner, 'product editor');
  await owner.getByRole('button', { name: 'Create the product' }).click();
  await expect(owner.getByText('The product has been created.')).toBeVisible();
  await expect(owner).toHaveURL(/\/en\/admin\/products\/\d+$/);
  const productId = Number(new URL(owner.url()).pathname.split('/').pop());

  // The shopper finds it in the shop, reduced, with the lowest price of the last 30 days beside it.
  await page.goto('/en/shop');
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name })).toBeVisible();
  await page.goto(`/en/product?id=${productId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main).toContainText('Adds load to squats and lunges.');
  // The English shop shows euro.
  await expect(main.getByText(/^Price: 99\sEUR$/)).toBeVisible();
  await expect(main.getByText(/^Previous price: 119\sEUR$/)).toBeVisible();
  await expect(main.getByText(/^Lowest price in the last 30 days: 99\sEUR$/)).toBeVisible();

  const orderNumber = await buyInPolish(page, shopper, productId);

  // The owner finds the order with the new product in it.
  await owner.goto(`/en/admin/orders?q=${orderNumber}`);
  await owner.getByRole('link', { name: orderNumber, exact: true }).click();
  await expect(owner.getByRole('region', { name: 'Items' })).toContainText(name);
  await expect(owner.getByRole('region', { name: 'Summary' })).toContainText('Paid');

  // A lower price reaches the shop on the next load; the crossed-out price stays, and the lowest is the one before.
  await owner.goto(`/en/admin/products/${productId}`);
  await owner.getByRole('textbox', { name: 'Price in EUR', exact: true }).fill('89');
  await owner.getByRole('button', { name: 'Save the product' }).click();
  await expect(owner.getByText('The product has been saved. Shoppers see the changes now.')).toBeVisible();
  await ownerContext.close();

  await page.goto(`/en/product?id=${productId}`);
  await expect(main.getByText(/^Price: 89\sEUR$/)).toBeVisible();
  await expect(main.getByText(/^Previous price: 119\sEUR$/)).toBeVisible();
  await expect(main.getByText(/^Lowest price in the last 30 days: 99\sEUR$/)).toBeVisible();
});

test('every back-office screen is usable by keyboard and has nothing serious for axe', async ({ page, request }) => {
  // Fourteen screens, each loaded, checked by axe once the network is idle, and tabbed through.
  test.setTimeout(180_000);
  await ownerReady(request);
  await logIn(page, OWNER_EMAIL, OWNER_PASSWORD);
  const screens: [string, string][] = [
    ['/en/admin', 'Dashboard'],
    ['/en/admin/orders', 'Orders'],
    ['/en/admin/products', 'Products'],
    ['/en/admin/products/new', 'New product'],
    ['/en/admin/articles', 'Articles'],
    ['/en/admin/articles/new', 'New article'],
    ['/en/admin/discount-codes', 'Discount codes'],
    ['/en/admin/partners', 'Partners'],
    ['/en/admin/delivery', 'Delivery'],
    ['/en/admin/messages', 'Messages'],
    ['/en/admin/newsletter', 'Newsletter subscribers'],
    ['/en/admin/devices', 'Registered devices'],
    ['/en/admin/mail', 'Failed mails'],
    ['/en/admin/audit-log', 'Audit log'],
    ['/pl/admin', 'Pulpit'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expectAccessible(page, path);
    // The back office's menu is reached by Tab, and its current screen is marked.
    const menu = page.getByRole('navigation', { name: path.startsWith('/pl') ? 'Panel sklepu' : 'Back office' });
    await tabTo(page, menu.getByRole('link').first());
  }
});
