import { expect, test, type Locator, type Page } from '../support/test';
import { setFaults } from '../support/faults';
import { remotePorts } from '../support/env';
import { publicPages } from '../support/publicPages';

// The shell's server puts the route owner's first screen into the page, so a shopper sees it (and the browser
// fetches its largest image) before any JavaScript has run; the applications then adopt it (or, where they cannot,
// draw over it). Until then the first screen is inert (no control in it answers yet), which also keeps it out of
// the accessibility tree: these tests find its parts by their markup.

const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));
const servedFrom = (image: Locator) => image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc));

test.describe('before any JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its hero in the page language: headline, the way to the shop, the poster', async ({ page }) => {
    await page.goto('/pl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    // Without scripts nothing makes it inert: its links are the shopper's way on.
    await expect(page.locator('#app-mf-content > .first-screen')).not.toHaveAttribute('inert', '');
    await expect(page.locator('h1')).toHaveText('Siła bez ciężarów.');
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('a', { hasText: 'Przejdź do sklepu' })).toHaveAttribute('href', '/pl/shop');
    const poster = page.locator('img[alt="Urządzenie Inercise z wirującym kołem zamachowym"]');
    await expect(poster).toBeVisible();
    await expect.poll(() => loaded(poster)).toBeGreaterThan(0);
    // The content team's own files: its image from its origin, its stylesheet laying the headline over the poster.
    const source = await servedFrom(poster);
    expect(source.port).toBe(String(remotePorts['mf-content']));
    expect(source.pathname).toMatch(/hero-desktop-poster\.[0-9a-f]+\.avif$/);
    const heading = await page.locator('h1').boundingBox();
    const picture = await poster.boundingBox();
    expect(heading && picture && heading.y >= picture.y && heading.y + heading.height <= picture.y + picture.height).toBe(true);
    // No applications ran: the server drew the footer, the clip's control is the application's alone.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Zatrzymaj wideo' })).toHaveCount(0);
  });

  test('an English browser on the bare address gets the English hero', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText('Strength without weights.');
    await expect(page.locator('a', { hasText: 'Shop now' })).toHaveAttribute('href', '/en/shop');
    await context.close();
  });

  test('/cart shows its heading; a page without a first screen is left to its application @phone', async ({ page }) => {
    await page.goto('/en/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText('Your cart');
    await expect(page.locator('h1')).toBeVisible();
    await page.goto('/pl/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.locator('main').locator('h1, h2, form')).toHaveCount(0);
  });

  test('the shop and a product page are drawn from the API’s catalogue, prices in the language’s currency', async ({ page }) => {
    await page.goto('/pl/shop');
    await expect(page.locator('h1')).toHaveText('Sklep');
    const first = page.locator('#app-mf-catalog a[href="/pl/product/zestaw-inercise"]');
    await expect(first.locator('h2')).toHaveText('Zestaw Inercise');
    await expect(first).toContainText('PLN');
    await expect.poll(() => loaded(first.locator('img'))).toBeGreaterThan(0);
    await page.goto('/en/product?id=1');
    await expect(page.locator('h1')).toHaveText('Inercise device set');
    await expect(page.locator('#app-mf-catalog [data-testid="product-price"]').first()).toContainText('EUR');
    await expect.poll(() => loaded(page.locator('img[alt="Inercise device set, image 1 of 3"]'))).toBeGreaterThan(0);
  });

  test('an article is drawn from the API in the page language, its picture first', async ({ page }) => {
    await page.goto('/pl/article?id=1');
    await expect(page.locator('h1')).toHaveText('Czym jest trening inercyjny?');
    const picture = page.locator('#app-mf-content article img').first();
    await expect.poll(() => loaded(picture)).toBeGreaterThan(0);
    const missing = await page.goto('/en/article?id=999');
    expect(missing?.status()).toBe(404);
    await expect(page.locator('#app-mf-content h1')).toHaveText('Page not found');
  });

  test('the page font comes with the page, so the first paint already sets its text in Inter; Polish letters on Polish pages', async ({ page, request }) => {
    const preloadedFonts = async (path: string) => {
      await page.goto(path);
      return page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    };
    const english = await preloadedFonts('/en/shop');
    expect(english).toEqual([expect.stringMatching(/\/inter-latin-wght-normal\.[0-9a-f]+\.woff2$/)]);
    const polish = await preloadedFonts('/pl/shop');
    expect(polish).toEqual([english[0], expect.stringMatching(/\/inter-latin-ext-wght-normal\.[0-9a-f]+\.woff2$/)]);
    // The very files the page's stylesheet asks for (a different address would be fetched twice), served as fonts.
    const stylesheet = await page.locator('link[rel="stylesheet"][href*="/main."]').evaluate((link) => (link as HTMLLinkElement).href);
    const css = await (await request.get(stylesheet)).text();
    for (const href of polish) {
      expect(css).toContain(new URL(href).pathname);
      const font = await request.get(href);
      expect(font.status()).toBe(200);
      expect(font.headers()['content-type']).toBe('font/woff2');
    }
  });

  test('on a phone the hero shows the phone crop of the poster @phone-only', async ({ page }) => {
    await page.goto('/en');
    const poster = page.locator('img[alt="The Inercise device with its flywheel spinning"]');
    await expect.poll(() => loaded(poster)).toBeGreaterThan(0);
    expect((await servedFrom(poster)).pathname).toMatch(/hero-mobile-poster\.[0-9a-f]+\.avif$/);
  });
});

test.describe('once the applications run', () => {
  test.afterEach(async () => {
    await setFaults({});
  });

  test('the hero poster is downloaded once: what the application draws over the first screen reuses it @phone', async ({ page, isMobile }) => {
    const posters: string[] = [];
    page.on('request', (request) => {
      if (/hero-(?:mobile|desktop)-poster\./.test(new URL(request.url()).pathname)) posters.push(request.url());
    });
    await page.goto('/');
    // The application has taken over (the clip's control answers) and the clip plays: anything it would fetch
    // for the poster has been asked for by now.
    await expect(page.getByRole('button', { name: /Pause the video|Zatrzymaj wideo/ })).toBeVisible();
    await expect(page.locator('#app-mf-content video')).toHaveJSProperty('paused', false);
    expect(posters).toHaveLength(1);
    expect(new URL(posters[0]!).pathname).toMatch(isMobile ? /hero-mobile-poster\.[0-9a-f]+\.avif$/ : /hero-desktop-poster\.[0-9a-f]+\.avif$/);
  });

  test('the home page is taken over from its first screen: one headline, the clip control, the sections below', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'Pause the video' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strength without weights.');
    await expect(page.getByRole('img', { name: 'The Inercise device with its flywheel spinning' })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.locator('.first-screen[inert]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Shop now' }).click();
    await expect(page).toHaveURL(/\/en\/shop$/);
  });

  test('a product page answers the shopper as soon as it is usable: the first tap on Add to cart counts', async ({ page }) => {
    await page.goto('/en/product?id=3');
    // Clicked as soon as it is on screen: while the first screen is inert the click waits for the application.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.goto('/pl/shop');
    await page.getByRole('button', { name: 'Uchwyty' }).click();
    await expect(page.getByRole('button', { name: 'Uchwyty' })).toHaveAttribute('aria-pressed', 'true');
  });

  test("the shop's scripts are asked for only once the first screen has been painted", async ({ page }) => {
    await page.goto('/en/shop');
    await expect(page.locator('#app-mf-catalog h1')).toHaveText('Shop');
    await expect(page.locator('.first-screen[inert]')).toHaveCount(0);
    const timing = await page.evaluate(() => {
      const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return { firstPaint, scripts };
    });
    expect(timing.scripts).toHaveLength(1);
    expect(timing.scripts[0]).toBeGreaterThanOrEqual(timing.firstPaint);
  });

  test('with the content remote down the page comes without its first screen, and the fallback says so', async ({ page, request }) => {
    await setFaults({ down: ['mf-content'] });
    const html = await (await request.get('/en')).text();
    expect(html).not.toContain('home-title');
    expect(html).toContain('<html lang="en"');
    await page.goto('/en');
    await expect(page.locator('#app-mf-content').getByRole('alert')).toContainText('This part of the shop is not available right now.');
  });
});

// Taking over means adopting: the elements the server sent (the heading, the pictures) become the application's
// own, with no second drawing of the page. Seen from outside: the very elements present when the HTML was parsed
// are the ones on the page once it answers the shopper.
test.describe('the applications adopt the pages the server drew', () => {
  /** Keeps the server's heading and pictures of `main`, as parsed, before any script of the page runs. */
  const keepServedElements = (page: Page) =>
    page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const main = document.querySelector('main');
        Object.assign(window, {
          served: {
            heading: main?.querySelector('h1') ?? null,
            // A fragment of another team inside the page is drawn by its own code when that arrives.
            pictures: [...(main?.querySelectorAll('img') ?? [])].filter((image) => !image.closest('[data-server-fragment]')),
          },
        });
      });
    });

  /** What of the kept elements is still on the page. */
  const stillThere = (page: Page) =>
    page.evaluate(() => {
      const { served } = window as unknown as { served: { heading: Element | null; pictures: Element[] } };
      return {
        heading: served.heading !== null && served.heading.isConnected && document.querySelector('main h1') === served.heading,
        pictures: `${served.pictures.filter((image) => image.isConnected).length} of ${served.pictures.length}`,
      };
    });

  const adoptionWarnings = (page: Page) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/could not adopt/.test(message.text())) warnings.push(message.text());
    });
    return warnings;
  };

  for (const language of ['en', 'pl'] as const) {
    for (const { name, path } of publicPages) {
      const tag = name === '/' || name === 'product' ? ' @phone' : '';
      test(`${name} in ${language}: the heading and pictures the server sent are the page's own${tag}`, async ({ page }) => {
        const warnings = adoptionWarnings(page);
        await keepServedElements(page);
        await page.goto(path(language));
        await expect(page.locator('main .first-screen:not([inert])')).toHaveCount(1);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        const kept = await stillThere(page);
        const total = kept.pictures.split(' of ')[1];
        expect(kept).toEqual({ heading: true, pictures: `${total} of ${total}` });
        expect(warnings).toEqual([]);
      });
    }
  }

  test('a shopper who chose the other currency gets the page drawn afresh in it, not the server’s prices', async ({ page }) => {
    const warnings = adoptionWarnings(page);
    await page.goto('/pl/shop');
    // Chosen once the shop is the application's: a choice made while it adopts the page redraws it too, but says so.
    await expect(page.locator('main .first-screen:not([inert])')).toHaveCount(1);
    await page.getByRole('banner').getByRole('button', { name: 'Płać w EUR' }).click();
    await expect(page.getByRole('main').getByText(/\d\sEUR/).first()).toBeVisible();
    await keepServedElements(page);
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Sklep');
    await expect(page.getByRole('main').getByText(/\d\sEUR/).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(/\d\s(zł|PLN)/)).toHaveCount(0);
    expect((await stillThere(page)).heading).toBe(false);
    expect(warnings).toEqual([]);
  });
});
