import { expect, test, type Page } from '../support/test';
import { shopUrl } from '../support/env';
import { article, product, publicPages } from '../support/publicPages';

// Every public page is whole in the server's HTML: a shopper (or a search engine) without JavaScript reads it,
// follows its links, and finds what the page says about itself in its head. This file runs in the `no-script`
// project (JavaScript off); the comparison with the drawn page opens its own context with JavaScript on.

/** The headings of the main content, in order: what the page is made of. */
const headings = (page: Page) =>
  page.locator('main').locator('h1, h2, h3').evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim()));

for (const language of ['en', 'pl'] as const) {
  for (const { name, path } of publicPages) {
    test(`${name} (${language}) is whole and described before any script`, async ({ page, browser }) => {
      const address = path(language);
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // Its head: a title of its own, a description, its canonical address and the other language.
      await expect(page).toHaveTitle(/.+ · Inercise$|^Inercise/);
      expect(await page.title()).not.toBe('Inercise');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThanOrEqual(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${shopUrl}${address}`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      // Its content, with the header and the footer that lead on.
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const served = await headings(page);
      expect(served.length).toBeGreaterThan(0);

      // The application shows the same page once it has drawn: nothing is missing from the server's HTML.
      const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      const drawn = await context.newPage();
      await drawn.goto(address);
      await expect(drawn.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => headings(drawn)).toEqual(served);
      await context.close();
    });
  }
}

test('without JavaScript a shopper goes from the home page to a product, to the blog and an article, by links', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/shop$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shop');
  await page.getByRole('main').locator(`a[href="${product.en}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${product.en}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inercise device set');
  await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/blog$/);
  await page.getByRole('main').locator(`a[href="${article.en}"]`).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is flywheel training?');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/en\/privacy-policy$/);
});

test('structured data of a product says what its page shows: name, price in both currencies, availability', async ({ page }) => {
  for (const [language, currency] of [['pl', 'PLN'], ['en', 'EUR']] as const) {
    await page.goto(product[language]);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const item = data.find((entry) => entry['@type'] === 'Product') as { name: string; offers: { price: string; priceCurrency: string; availability: string }[] };
    expect(item.name).toBe(await page.getByRole('heading', { level: 1 }).textContent());
    const offer = item.offers.find((entry) => entry.priceCurrency === currency);
    expect(offer).toBeDefined();
    // The page shows the price in its language's currency: the offer's amount, written the page's way.
    // (its first figure: a reduced price is followed by the previous one, struck out).
    const price = page.locator('#app-mf-catalog [data-testid="product-price"]').first();
    await expect(price).toContainText(currency);
    // Polish writes 8 499,50; English 1,999.50.
    const amount = (text: string) => Number(language === 'pl' ? text.replace(/\s/g, '').replace(',', '.') : text.replace(/[\s,]/g, ''));
    const firstFigure = /\d(?:[\d\s\u00a0.,]*\d)?/.exec((await price.textContent()) ?? '')?.[0] ?? '';
    expect(amount(firstFigure)).toBe(Number(offer?.price));
    expect(offer?.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    expect(data.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
  }
});

test('old and unknown addresses: ?id= moves for good to the readable address, unknown pages answer 404', async ({ page, request }) => {
  const moved = await request.get('/en/product?id=1', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(product.en);
  const movedArticle = await request.get('/pl/article?id=1', { maxRedirects: 0 });
  expect(movedArticle.status()).toBe(301);
  expect(movedArticle.headers().location).toBe(article.pl);
  for (const path of ['/en/no-such-page', '/pl/product/no-such-product', '/en/product?id=9999', '/en/article/no-such-article']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(path.startsWith('/pl') ? 'Nie znaleziono strony' : 'Page not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
});

test('login-only and checkout pages stay out of search results', async ({ page }) => {
  for (const path of ['/en/cart', '/pl/login', '/en/delivery-and-payment', '/en/profile/edit']) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
  }
});

test('robots.txt names the sitemap; every address in the sitemap answers 200', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${shopUrl}/sitemap.xml`);
  expect(robots).toMatch(/Disallow: \/admin/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(locations).toContain(`${shopUrl}${product.pl}`);
  expect(locations).toContain(`${shopUrl}${article.en}`);
  // The blog filtered by a category that holds published articles.
  expect(locations).toContain(`${shopUrl}/pl/blog?category=training`);
  for (const location of locations) {
    const response = await request.get(location, { maxRedirects: 0 });
    expect(response.status(), location).toBe(200);
  }
});
