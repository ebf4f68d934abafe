import { expect, test, type Page } from '../support/test';
import { logIn, registerAndActivate } from '../support/session';

// A returning shopper's browser holds the cart, the visit's currency and the login's e-mail in the format the shop
// stored them in until now (redux-persist's: every field JSON of its own, beside `_persist`). The shop reads them back.
const PASSWORD = 'Trening1!';

/** A slice as browsers stored it until now. */
function storedUntilNow(state: Record<string, unknown>): string {
  const field = (value: unknown) => JSON.stringify(value);
  return JSON.stringify({ ...Object.fromEntries(Object.entries(state).map(([name, value]) => [name, field(value)])), _persist: field({ version: 1, rehydrated: true }) });
}

const product = {
  id: 5,
  name: 'bar',
  thumbnail: 'bar.webp',
  currentPrice: 199,
  previousPrice: 0,
  currentPriceEur: 49,
  previousPriceEur: 0,
  lowestPrice30d: null,
  lowestPrice30dEur: null,
  productType: { id: 3, name: 'HANDLE' },
  productImages: [],
  properties: [],
  specificationItems: [],
};
const guestCart = {
  id: null,
  cartItems: [{ id: 1, product, selectedProperties: [], quantity: 2 }],
  user: null,
  discount: null,
  originalPrice: 398,
  discountedPrice: null,
  originalPriceEur: 98,
  discountedPriceEur: null,
  shipmentPrice: null,
  shipmentPriceEur: null,
};

async function accountPanel(page: Page) {
  const panel = page.getByRole('banner').getByRole('region', { name: 'Your account' });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Your account' }).hover();
    await expect(panel).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return panel;
}

test("a returning guest's cart and this visit's currency, stored in the earlier format, are back", async ({ page }) => {
  await page.addInitScript(
    ({ cart, currency }) => {
      if (window.sessionStorage.getItem('seeded')) return;
      window.sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem('persist:inercise:cart', cart);
      window.sessionStorage.setItem('persist:inercise:currency', currency);
    },
    {
      cart: storedUntilNow(guestCart),
      // An English page pays in EUR unless the shopper chose otherwise: PLN here is the stored choice.
      currency: storedUntilNow({ list: [], selected: 'PLN', chosenByUser: true }),
    },
  );
  await page.goto('/en/shop');
  await expect(page.locator('#app-mf-catalog h1')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay in PLN' })).toHaveAttribute('aria-pressed', 'true');

  // Kept in today's format from then on: the next page reads the same.
  await expect.poll(() => page.evaluate(() => JSON.parse(window.localStorage.getItem('persist:inercise:cart') ?? '{}').version)).toBe(2);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay in PLN' })).toHaveAttribute('aria-pressed', 'true');
});

test("a returning customer's login, stored in the earlier format, is restored", async ({ page, request }) => {
  const email = `stored-login.${Date.now()}@example.com`;
  await registerAndActivate(request, email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await expect((await accountPanel(page)).getByText(`Hello, ${email}`)).toBeVisible();
  // The browser as an earlier release left it: the e-mail in the earlier format (the session is the API's cookie),
  // written before the next page's scripts run.
  await page.addInitScript((auth) => {
    if (window.sessionStorage.getItem('seeded')) return;
    window.sessionStorage.setItem('seeded', '1');
    window.localStorage.setItem('persist:inercise:auth', auth);
  }, storedUntilNow({ email }));
  await page.reload();
  expect(await page.evaluate(() => window.sessionStorage.getItem('seeded'))).toBe('1');
  await expect((await accountPanel(page)).getByText(`Hello, ${email}`)).toBeVisible();
});
