import { expect, test, type Page } from '../support/test';
import { setFaults } from '../support/faults';
import { logIn, registerAndActivate } from '../support/session';
import type { Remote } from '../support/env';

/** One path per route of the shop and the remote that owns it (docs/architecture.md#route-ownership). */
const routes: [string, Remote][] = [
  ['/', 'mf-content'],
  ['/blog', 'mf-content'],
  ['/article?id=1', 'mf-content'],
  ['/contact', 'mf-content'],
  ['/inercise', 'mf-content'],
  ['/excercise-atlas', 'mf-content'],
  ['/application', 'mf-content'],
  ['/partners', 'mf-content'],
  ['/privacy-policy', 'mf-content'],
  ['/terms-of-sale', 'mf-content'],
  ['/qr', 'mf-content'],
  ['/qr/INR-2024-0001', 'mf-content'],
  ['/shop', 'mf-catalog'],
  ['/product?id=1', 'mf-catalog'],
  ['/cart', 'mf-cart-checkout'],
  ['/order', 'mf-cart-checkout'],
  ['/login', 'mf-account'],
  ['/register-user', 'mf-account'],
  ['/activate-account?token=x', 'mf-account'],
  ['/reset-password?username=a%40b.pl&token=x', 'mf-account'],
];

function withPrefix(path: string, prefix: '' | '/pl' | '/en'): string {
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

async function expectChrome(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
}

test.afterEach(async () => {
  await setFaults({});
});

for (const prefix of ['', '/pl', '/en'] as const) {
  test(`every route is served by its remote inside the shell${prefix ? ` under ${prefix}` : ''}`, async ({ page }) => {
    for (const [path, owner] of routes) {
      await page.goto(withPrefix(path, prefix));
      await expect(page.locator(`#app-${owner} h1`).first(), `${path} is shown by ${owner}`).toBeVisible();
      await expectChrome(page);
      if (prefix) await expect(page.locator('html')).toHaveAttribute('lang', prefix.slice(1));
    }
  });
}

test('the login-only routes send a guest on and serve a customer from their remote, bare and under /pl and /en', async ({ page, request }) => {
  for (const prefix of ['', '/pl', '/en'] as const) {
    await page.goto(withPrefix('/delivery-and-payment', prefix));
    await expect(page.locator('#app-mf-content h1').first(), 'a guest is sent home').toBeVisible();
    // Home in the page's language: the prefix kept, or the detected one for a bare path.
    expect(new URL(page.url()).pathname).toMatch(prefix ? new RegExp(`^${prefix}$`) : /^\/(pl|en)?$/);
    for (const path of ['/user-order', '/profile/edit']) {
      await page.goto(withPrefix(path, prefix));
      await expect(page, `${path}: a guest is sent to log in`).toHaveURL(new RegExp(`${prefix}/login`));
      await expect(page.locator('#app-mf-account h1').first()).toBeVisible();
    }
  }
  const email = `routes-${Date.now()}@inercise.test`;
  await registerAndActivate(request, email, 'Trening!2024');
  await logIn(page, email, 'Trening!2024');
  for (const prefix of ['', '/pl', '/en'] as const) {
    for (const [path, owner] of [
      ['/delivery-and-payment', 'mf-cart-checkout'],
      ['/user-order', 'mf-account'],
      ['/profile/edit', 'mf-account'],
    ] as const) {
      await page.goto(withPrefix(path, prefix));
      await expect(page.locator(`#app-${owner} h1`).first(), `${path} is shown by ${owner}`).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(withPrefix(path, prefix));
      await expectChrome(page);
    }
  }
});

test('the language switch changes the prefix and every text at once @phone', async ({ page, isMobile }) => {
  await page.goto('/pl/shop');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  const shopHeading = page.locator('#app-mf-catalog h1');
  await expect(shopHeading).toHaveText('Sklep');
  if (isMobile) await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await page.getByRole('button', { name: 'Przełącz na English' }).click();
  await expect(page).toHaveURL(/\/en\/shop$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The remote's own page follows at once, without a reload.
  await expect(shopHeading).toHaveText('Shop');
  await expect(page.getByRole('main').getByRole('button', { name: 'Handles', exact: true })).toBeVisible();
  if (isMobile) {
    await expect(page.getByRole('button', { name: 'Switch to polski' })).toBeVisible();
  } else {
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Shop' })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Quick links' })).toBeVisible();
});

test('the currency choice survives a reload', async ({ page }) => {
  await page.goto('/pl/shop');
  await expect(page.getByRole('button', { name: 'Płać w PLN' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Płać w EUR' }).click();
  await expect(page.getByRole('button', { name: 'Płać w EUR' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Płać w EUR' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Płać w PLN' })).toHaveAttribute('aria-pressed', 'false');
});

test('the chosen currency lasts the visit: a new visit starts from the language\'s currency', async ({ page, context }) => {
  await page.goto('/pl/shop');
  await page.getByRole('button', { name: 'Płać w EUR' }).click();
  await expect(page.getByRole('button', { name: 'Płać w EUR' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/pl/blog');
  await expect(page.getByRole('button', { name: 'Płać w EUR' })).toHaveAttribute('aria-pressed', 'true');
  // A new tab of the same browser is a new visit: it keeps the stored cart and session, not the currency.
  const nextVisit = await context.newPage();
  await nextVisit.goto('/pl/shop');
  await expect(nextVisit.getByRole('button', { name: 'Płać w PLN' })).toHaveAttribute('aria-pressed', 'true');
  await nextVisit.close();
});

test('English pages default to EUR and Polish pages to PLN until the shopper chooses', async ({ page }) => {
  await page.goto('/en/shop');
  await expect(page.getByRole('button', { name: 'Pay in EUR' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/pl/shop');
  await expect(page.getByRole('button', { name: 'Płać w PLN' })).toHaveAttribute('aria-pressed', 'true');
});

test('one page_view per navigation and the new page starts at the top', async ({ page }) => {
  // A short window, so every page is taller than it and can be scrolled.
  await page.setViewportSize({ width: 1440, height: 500 });
  // Visits are recorded only with the shopper's consent, given in the banner the footer brings back; the page is
  // loaded again so its own visit counts too.
  await page.goto('/pl/terms-of-sale');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Ustawienia cookies' }).click();
  await page.getByRole('region', { name: 'Czy możemy mierzyć odwiedziny?' }).getByRole('button', { name: 'Akceptuję' }).click();
  await page.reload();
  await expect(page.locator('#app-mf-content h1')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menu główne' });
  await nav.getByRole('link', { name: 'Sklep' }).click();
  await expect(page).toHaveURL(/\/pl\/shop$/);
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/pl\/blog$/);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Polityka prywatności' }).click();
  await expect(page).toHaveURL(/\/pl\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const views = await page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: { event?: string; page_path?: string }[] }).dataLayer ?? [];
    return layer.filter((entry) => entry.event === 'page_view');
  });
  expect(views.map((v) => v.page_path)).toEqual(['/pl/terms-of-sale', '/pl/shop', '/pl/blog', '/pl/privacy-policy']);
});

test('an unknown path shows the translated not-found page', async ({ page }) => {
  await page.goto('/pl/nie-ma-takiej-strony');
  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
  await expectChrome(page);
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

const ownRoute: Record<Remote, string> = {
  'mf-content': '/en/blog',
  'mf-catalog': '/en/shop',
  'mf-cart-checkout': '/en/cart',
  'mf-account': '/en/login',
  // A visitor gets the back office's login notice: its own heading, no admin data.
  'mf-backoffice': '/en/admin',
};

for (const remote of Object.keys(ownRoute) as Remote[]) {
  test(`with ${remote} down its routes show the fallback and the rest keeps working`, async ({ page }) => {
    await setFaults({ down: [remote] });
    await page.goto(ownRoute[remote]);
    const fallback = page.locator(`#app-${remote}`).getByRole('alert');
    await expect(fallback).toContainText('This part of the shop is not available right now.');
    await expectChrome(page);
    // Another team's route still works, through the header's menu.
    const other = (Object.keys(ownRoute) as Remote[]).find((r) => r !== remote) as Remote;
    await page.goto(ownRoute[other]);
    await expect(page.locator(`#app-${other} h1`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay in EUR' })).toBeVisible();
    // Back on the broken route, the remote returns and retry loads it without a reload.
    await page.goto(ownRoute[remote]);
    await expect(fallback).toBeVisible();
    await setFaults({});
    await page.evaluate(() => {
      (window as unknown as { noReloadMarker: boolean }).noReloadMarker = true;
    });
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator(`#app-${remote} h1`).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { noReloadMarker?: boolean }).noReloadMarker)).toBe(true);
  });
}

test("the cart's and the account's pages name themselves in the head, with their language alternates", async ({ page }) => {
  for (const [path, title, description] of [
    ['/en/cart', 'Your cart · Inercise', /^Your Inercise cart/],
    ['/pl/cart', 'Twój koszyk · Inercise', /^Twój koszyk Inercise/],
    ['/en/login', 'Log in · Inercise', /^Log in to your Inercise account/],
    ['/pl/register-user', 'Załóż konto · Inercise', /^Załóż konto Inercise/],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en${path.slice(3)}$`));
  }
});
