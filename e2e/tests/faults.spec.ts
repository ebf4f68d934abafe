import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { setFaults } from '../support/faults';
import { logIn, registerAndActivate } from '../support/session';
import { apiUrl, type Remote } from '../support/env';
import { scrollIntoView } from '../support/scrollIntoView';

test.afterEach(async () => {
  await setFaults({ api: 'start' });
});

const ownRoute: Record<Remote, string> = {
  'mf-content': '/en/partners',
  'mf-catalog': '/en/shop',
  'mf-cart-checkout': '/en/cart',
  'mf-account': '/en/register-user',
  'mf-backoffice': '/en/admin',
};

async function headerStillWorks(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('button', { name: 'Pay in PLN' }).click();
  await expect(page.getByRole('button', { name: 'Pay in PLN' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Pay in EUR' }).click();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

for (const remote of Object.keys(ownRoute) as Remote[]) {
  test(`${remote} answering its manifest after 10 s: fallback within seconds, the rest works, retry recovers`, async ({ page }) => {
    await setFaults({ slowMs: { [remote]: 10_000 } });
    await page.goto(ownRoute[remote]);
    const fallback = page.locator(`#app-${remote}`).getByRole('alert');
    // The shell gives a remote 4 s; well before the 10 s manifest the shopper is told.
    await expect(fallback).toContainText('This part of the shop is not available right now.', { timeout: 8000 });
    await headerStillWorks(page);
    const other = (Object.keys(ownRoute) as Remote[]).find((r) => r !== remote) as Remote;
    await page.goto(ownRoute[other]);
    await expect(page.locator(`#app-${other} h1`).first()).toBeVisible();
    await page.goto(ownRoute[remote]);
    await expect(fallback).toBeVisible({ timeout: 8000 });
    await setFaults({});
    await page.evaluate(() => {
      (window as unknown as { noReload: boolean }).noReload = true;
    });
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator(`#app-${remote} h1`).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  });
}

// Where each remote's fragments live on other teams' pages, and how to bring them into view (the back office has none).
const fragmentSlot: Record<Exclude<Remote, 'mf-backoffice'>, { page: string; owner: Remote; slot: (page: Page) => Promise<Locator> }> = {
  // Below the fold, fragments load when scrolled near: the footer's newsletter, the home page's product teasers.
  'mf-content': {
    page: '/shop',
    owner: 'mf-catalog',
    slot: async (page) => {
      const footer = page.getByRole('contentinfo');
      await scrollIntoView(footer);
      return footer;
    },
  },
  'mf-catalog': {
    page: '',
    owner: 'mf-content',
    slot: async (page) => {
      await scrollIntoView(page.locator('#home-products'));
      return page.locator('#app-mf-content');
    },
  },
  // A guest's empty cart is the shell's own link: the cart team's mini cart loads when the cart panel opens.
  'mf-cart-checkout': {
    page: '/shop',
    owner: 'mf-catalog',
    slot: async (page) => {
      const banner = page.getByRole('banner');
      await banner.getByRole('link', { name: /^(Koszyk|Cart)\b/ }).hover();
      return banner.getByRole('region', { name: /^(Koszyk|Cart)$/ });
    },
  },
  'mf-account': {
    page: '/shop',
    owner: 'mf-catalog',
    slot: async (page) => {
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: /^(Twoje konto|Your account)$/ }).click();
      return banner.getByRole('region', { name: /^(Twoje konto|Your account)$/ });
    },
  },
};

for (const remote of Object.keys(fragmentSlot) as (keyof typeof fragmentSlot)[]) {
  test(`with ${remote} down its fragments on other pages show the fallback in either language; the page and the switches work`, async ({ page }) => {
    const { page: path, owner, slot } = fragmentSlot[remote];
    await setFaults({ down: [remote] });
    await page.goto(`/pl${path}`);
    await expect(page.locator(`#app-${owner} h1`).first()).toBeVisible();
    await expect((await slot(page)).getByRole('alert').first()).toContainText('Ta część sklepu jest teraz niedostępna.');

    // The language switch still works, and the fallback speaks the new language.
    await page.getByRole('banner').getByRole('button', { name: 'Przełącz na English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(new RegExp(`/en${path.replace('?', '\\?')}$`));
    await expect((await slot(page)).getByRole('alert').first()).toContainText('This part of the shop is not available right now.');
    await headerStillWorks(page);

    // Back up: retry brings the fragment itself.
    const fallbackSlot = await slot(page);
    await expect(fallbackSlot.getByRole('alert').first()).toContainText('This part of the shop is not available right now.');
    await setFaults({});
    await fallbackSlot.getByRole('button', { name: 'Try again' }).first().click();
    await expect(fallbackSlot.getByRole('alert')).toHaveCount(0);
  });
}

test('a fragment that throws shows only its own fallback', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('inercise:test:throw', 'mf-content/NewsletterForm'));
  await page.goto('/en/shop');
  const footer = page.getByRole('contentinfo');
  await scrollIntoView(footer);
  await expect(footer.getByRole('alert')).toContainText('This part of the shop is not available right now.');
  // Everything around it still works: the page, the header's fragments, the footer's links.
  await expect(page.locator('#app-mf-catalog h1')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Cart/ })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(1);
  // Without the fault, retry renders the real form.
  await page.evaluate(() => window.localStorage.removeItem('inercise:test:throw'));
  await footer.getByRole('button', { name: 'Try again' }).click();
  await expect(footer.getByRole('textbox', { name: 'Your e-mail address' })).toBeVisible();
});

test('a corrupt or foreign stored state starts clean and logged out, never blank', async ({ page }) => {
  await page.addInitScript(() => {
    if (window.sessionStorage.getItem('seeded')) return;
    window.sessionStorage.setItem('seeded', '1');
    window.localStorage.setItem('persist:inercise:auth', '{this is not json');
    window.localStorage.setItem('persist:inercise:cart', JSON.stringify({ cartItems: '"everything"', _persist: '{"version":1}' }));
    window.sessionStorage.setItem('persist:inercise:currency', JSON.stringify({ selected: '"BTC"', list: '7' }));
  });
  await page.goto('/en');
  await expect(page.locator('#app-mf-content h1')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay in EUR' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Your account' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

/** A token signed as the API signs its own (HS256, the secret in its data directory), with the claims given. */
function signedToken(claims: Record<string, unknown>): string {
  const secret = readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'jwt-secret'), 'utf8').trim();
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256' })}.${part(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** A real customer's session, then the same claims with an expiry an hour ago. */
async function expiredToken(request: APIRequestContext): Promise<string> {
  const email = `expired-${Date.now()}@inercise.test`;
  await registerAndActivate(request, email, 'Trening!2024');
  const login = await request.post(`${apiUrl}/users/login`, { data: { username: email, password: 'Trening!2024', captchaResponseToken: 'e2e' } });
  const real = login.headers()['access_token'] ?? '';
  const claims = JSON.parse(Buffer.from(real.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const currentUser = (token: string) => request.get(`${apiUrl}/users/current-user`, { headers: { Authorization: `Bearer ${token}` } });
  // The same claims still valid are accepted, so the refusal below is the expiry's alone.
  expect((await currentUser(signedToken({ ...claims, iat: now, exp: now + 600 }))).status()).toBe(200);
  const expired = signedToken({ ...claims, iat: now - 7200, exp: now - 3600 });
  expect((await currentUser(expired)).status()).toBe(401);
  return expired;
}

for (const kind of ['forged', 'expired'] as const) {
  test(`a ${kind} token is logged out and its cart cleared, with no error page`, async ({ page, request }) => {
    const token = kind === 'forged' ? 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged-signature' : await expiredToken(request);
    await page.addInitScript((accessToken) => {
      if (window.sessionStorage.getItem('seeded')) return;
      window.sessionStorage.setItem('seeded', '1');
      const field = (value: unknown) => JSON.stringify(value);
      const persisted = (state: Record<string, unknown>) =>
        JSON.stringify({ ...Object.fromEntries(Object.entries(state).map(([k, v]) => [k, field(v)])), _persist: field({ version: 1, rehydrated: true }) });
      window.localStorage.setItem('persist:inercise:auth', persisted({ accessToken, email: 'someone@example.com', user: null }));
      const product = { id: 5, name: 'bar', thumbnail: 'bar.webp', currentPrice: 199, previousPrice: 0, currentPriceEur: 49, previousPriceEur: 0, lowestPrice30d: null, lowestPrice30dEur: null, productType: { id: 3, name: 'HANDLE' }, productImages: [], properties: [], specificationItems: [] };
      window.localStorage.setItem(
        'persist:inercise:cart',
        persisted({ id: 7, cartItems: [{ id: 1, product, selectedProperties: [], quantity: 2 }], user: null, discount: null, originalPrice: 398, discountedPrice: null, originalPriceEur: 98, discountedPriceEur: null, shipmentPrice: null, shipmentPriceEur: null }),
      );
    }, token);
    await page.goto('/en/shop');
    await expect(page.locator('#app-mf-catalog h1')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await page.getByRole('button', { name: 'Your account' }).click();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  });
}

test('the API restarted between the start of a payment and its notification: the order ends paid, once', async ({ page, request }) => {
  // Restarting the API on its database takes a while on a loaded machine.
  test.setTimeout(180_000);
  const email = `restart-${Date.now()}@inercise.test`;
  await registerAndActivate(request, email, 'Trening!2024');
  const token = (await request.post(`${apiUrl}/users/login`, { data: { username: email, password: 'Trening!2024', captchaResponseToken: 'e2e' } })).headers()['access_token'];
  const auth = { Authorization: `Bearer ${token}` };
  const address = { name: 'Anna', surname: 'Kowalska', country: 'PL', region: 'POLAND', state: 'mazowieckie', city: 'Warszawa', addressLine_1: 'ul. Długa 10', addressLine_2: '', postcode: '00-001', areaCode: '+48', phoneNumber: '600700800' };
  expect((await request.post(`${apiUrl}/address`, { headers: auth, data: { shippingAddress: address } })).ok()).toBe(true);
  await logIn(page, email, 'Trening!2024');
  await page.goto('/pl/product?id=4');
  await page.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(page.getByRole('link', { name: 'Koszyk, produkty: 1' })).toBeVisible();
  await page.goto('/pl/delivery-and-payment');
  await expect(page.getByRole('region', { name: 'Adres dostawy' }).getByLabel('Nazwisko')).toHaveValue('Kowalska');
  await page.getByRole('radio', { name: 'BLIK' }).check();
  await page.getByRole('checkbox', { name: /^Akceptuję regulamin sprzedaży/ }).check();
  await page.getByRole('button', { name: 'Zamawiam i płacę' }).click();
  await expect(page.getByRole('heading', { name: 'Płatność testowa' })).toBeVisible();

  await setFaults({ api: 'stop' });
  await setFaults({ api: 'start' });

  await page.getByRole('button', { name: 'Zapłać' }).click();
  await expect(page).toHaveURL(/\/pl\/order\?orderNumber=.+&status=paid/);
  await expect(page.getByText('Otrzymaliśmy Twoją płatność.')).toBeVisible();
  const orders = (await (await request.get(`${apiUrl}/order`, { headers: auth })).json()) as { content: { status: { name: string } }[] };
  expect(orders.content.map((o) => o.status.name)).toEqual(['PAID']);
});

test('with the API down pages say so, a guest cart stays usable, and the next action after its return works', async ({ page }) => {
  // Restarting the API on its database takes a while on a loaded machine.
  test.setTimeout(180_000);
  await page.goto('/en/product?id=4');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await setFaults({ api: 'stop' });
  // The shop is still drawn from the catalogue the catalog's server fetched less than a minute ago.
  await page.goto('/en/shop');
  await expect(page.locator('#app-mf-catalog').getByRole('link', { name: /^Training bar\b/ })).toBeVisible();
  // A page whose data nobody holds says so.
  await page.goto('/en/blog');
  await expect(page.locator('#app-mf-content').getByRole('alert').first()).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.goto('/en/cart');
  await expect(page.locator('#app-mf-cart-checkout h1')).toBeVisible();
  await page.getByRole('button', { name: /^Increase/ }).first().click();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await setFaults({ api: 'start' });
  await page.goto('/en/shop');
  await expect(page.locator('#app-mf-catalog').getByRole('link', { name: /./ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
});
