import { expect, test, type Page } from '../support/test';
import { OWNER_EMAIL, OWNER_PASSWORD, ownerReady } from '../support/owner';
import { logIn } from '../support/session';
import { scrollIntoView } from '../support/scrollIntoView';

/**
 * Prices that tell the truth: every struck-through price with the lowest price of the 30 days before the reduction
 * (the Omnibus rule), the home page's set at the catalogue's price, the device page at the specification's size.
 */

/** Every product of the shop's list, with the number of those shown reduced and those naming their 30-day lowest. */
async function reducedAndLowest(page: Page, lowestText: RegExp): Promise<{ products: number; reduced: number; named: number }> {
  const items = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(items.first()).toBeVisible();
  const products = await items.count();
  let reduced = 0;
  let named = 0;
  for (let index = 0; index < products; index++) {
    const item = items.nth(index);
    const struck = (await item.locator('s').count()) > 0;
    if (!struck) {
      await expect(item.getByText(lowestText)).toHaveCount(0);
      continue;
    }
    reduced++;
    await expect(item.getByText(lowestText)).toHaveCount(1);
    named++;
  }
  return { products, reduced, named };
}

for (const [language, path, lowestText, currencyButton, otherLowestText] of [
  ['en', '/en/shop', /^Lowest price in the last 30 days: [\d,.]+\sEUR$/, 'Pay in PLN', /^Lowest price in the last 30 days: [\d,.]+\sPLN$/],
  ['pl', '/pl/shop', /^Najniższa cena z 30 dni przed obniżką: [\d\s,]+\sPLN$/, 'Płać w EUR', /^Najniższa cena z 30 dni przed obniżką: [\d\s,]+\sEUR$/],
] as const) {
  test(`the shop list names the lowest price of 30 days beside every struck-through price, in both currencies (${language})`, async ({ page }) => {
    await page.goto(path);
    const first = await reducedAndLowest(page, lowestText);
    expect(first.reduced, 'the seeded shop has reduced products').toBeGreaterThan(0);
    expect(first.named).toBe(first.reduced);
    await page.getByRole('button', { name: currencyButton }).click();
    const other = await reducedAndLowest(page, otherLowestText);
    expect(other.named).toBe(other.reduced);
    expect(other.reduced).toBeGreaterThan(0);
  });
}

test('the server-drawn shop and the home page teasers name the 30-day lowest beside every struck-through price', async ({ page, request }) => {
  const html = await (await request.get('/pl/shop')).text();
  const struck = (html.match(/<s /g) ?? []).length;
  expect(struck).toBeGreaterThan(0);
  expect((html.match(/Najniższa cena z 30 dni przed obniżką: /g) ?? []).length).toBe(struck);

  await page.goto('/en');
  const teasers = page.getByRole('region', { name: 'Build your home gym' });
  await scrollIntoView(teasers);
  await expect(teasers.getByRole('listitem')).toHaveCount(3);
  const reduced = teasers.getByRole('listitem').filter({ has: page.locator('s') });
  const count = await reduced.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    await expect(reduced.nth(index).getByText(/^Lowest price in the last 30 days: [\d,.]+\sEUR$/)).toBeVisible();
  }
});

// Tagged to run with the phone project, the suite's last: every price change stays in the set's price history, so
// its 30-day lowest price changes for good, and the catalogue journeys (the Polish one on a phone too) read the
// seeded one before this. The owner's own context is a desktop browser's.
test("a price the owner sets for the device set in the back office is the home page's price, first screen included @phone-only", async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  await ownerReady(request);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await logIn(owner, OWNER_EMAIL, OWNER_PASSWORD);

  async function setPrices(pln: string, eur: string) {
    await owner.goto('/en/admin/products/1');
    const pricePln = owner.getByRole('textbox', { name: 'Price in PLN', exact: true });
    await expect(pricePln).not.toHaveValue('');
    await pricePln.fill(pln);
    await owner.getByRole('textbox', { name: 'Price in EUR', exact: true }).fill(eur);
    await owner.getByRole('button', { name: 'Save the product' }).click();
    await expect(owner.getByText('The product has been saved. Shoppers see the changes now.')).toBeVisible();
  }

  await owner.goto('/en/admin/products/1');
  await expect(owner.getByRole('textbox', { name: 'Price in PLN', exact: true })).not.toHaveValue('');
  const originalPln = await owner.getByRole('textbox', { name: 'Price in PLN', exact: true }).inputValue();
  const originalEur = await owner.getByRole('textbox', { name: 'Price in EUR', exact: true }).inputValue();

  try {
    await setPrices('8199', '1949');
    // The shopper's next page load shows it, drawn by the server and by the application alike.
    await expect(async () => {
      const html = await (await request.get('/pl')).text();
      expect(html).toMatch(/data-testid="device-set-price">8\s199\sPLN</);
    }).toPass({ timeout: 15_000 });
    await page.goto('/pl');
    await expect(page.getByTestId('device-set-price')).toHaveText(/^8\s199\sPLN$/);
    // Still reduced: the struck-through price comes with the lowest of the 30 days before.
    const device = page.getByRole('region', { name: 'Wszystko, czego potrzebujesz na start.' });
    await expect(device.locator('s')).toContainText(/9\s499\sPLN/);
    await expect(device.getByText(/^Najniższa cena z 30 dni przed obniżką: [\d\s]+\sPLN$/)).toBeVisible();
    // The English page, in euro.
    await page.goto('/en');
    await expect(page.getByTestId('device-set-price')).toHaveText('1,949 EUR');
  } finally {
    // Back to the seed's price for the suites after this one.
    await setPrices(originalPln, originalEur);
    await ownerContext.close();
  }
  await page.goto('/en');
  await expect(page.getByTestId('device-set-price')).toHaveText(/^[\d,]+\sEUR$/);
});

test("the device page tells the size of the device's specification table", async ({ page }) => {
  await page.goto('/en/product?id=1');
  const table = page.getByRole('table');
  const cell = (name: string) => table.getByRole('row', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')} `) }).getByRole('cell');
  const number = async (name: string) => ((await cell(name).textContent()) ?? '').replace(/\s*cm$/, '');
  const [length, width, folded] = [await number('Length'), await number('Width'), await number('Height (folded)')];
  expect(length).toMatch(/^\d+$/);

  await page.goto('/en/inercise');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`A flywheel gym in ${length} × ${width} cm.`);
  await expect(page.getByRole('main')).toContainText(`Only ${folded} cm high when folded`);
  await page.goto('/pl/inercise');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Siłownia z kołem zamachowym na ${length} × ${width} cm.`);
  await expect(page.getByRole('main')).toContainText(`Po złożeniu platforma ma tylko ${folded} cm wysokości`);
});
