import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { scrollIntoView } from '../support/scrollIntoView';

/**
 * The content team's journeys (issue 7) on the composed shop: home with the catalog's products, the blog and
 * articles, contact, newsletter, the QR manual download, and the head of every page.
 */

const seededSerial = 'INR-2024-000123';

function section(page: Page, heading: string) {
  return page.locator('#app-mf-content section').filter({ has: page.getByRole('heading', { level: 2, name: heading, exact: true }) });
}

test('home shows 3 products, 3 newest articles and the set at its fixed price in each currency', async ({ page }) => {
  await page.goto('/pl');
  await expect(page.getByRole('heading', { level: 1, name: 'Siła bez ciężarów.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Przejdź do sklepu' })).toHaveAttribute('href', '/pl/shop');

  // The catalog's teasers are fetched when their section comes near the viewport.
  await scrollIntoView(section(page, 'Zbuduj swoją domową siłownię'));
  await expect(section(page, 'Zbuduj swoją domową siłownię').getByRole('listitem')).toHaveCount(3);
  const articles = section(page, 'Najnowsze na blogu').getByRole('article');
  await expect(articles).toHaveCount(3);
  // Newest first: the seed's latest article leads.
  await expect(articles.first()).toContainText('Trening inercyjny po pięćdziesiątce');
  await expect(articles.first()).toContainText('2025-09-18');

  const price = page.getByTestId('device-set-price');
  await expect(page.getByRole('button', { name: 'Płać w PLN' })).toHaveAttribute('aria-pressed', 'true');
  await expect(price).toHaveText(/^8\s499\sPLN$/);
  await page.getByRole('button', { name: 'Płać w EUR' }).click();
  await expect(price).toHaveText(/^1\s999\sEUR$/);

  await page.goto('/en');
  await expect(price).toHaveText('1,999 EUR');
  await page.getByRole('button', { name: 'Pay in PLN' }).click();
  await expect(price).toHaveText('8,499 PLN');
  await scrollIntoView(section(page, 'Build your home gym'));
  await expect(section(page, 'Build your home gym').getByRole('listitem')).toHaveCount(3);
});

test('the home hero plays a muted looping clip over a poster, the phone cut below 768 px @phone', async ({ page, isMobile }) => {
  await page.goto('/en');
  const video = page.locator('#app-mf-content video').first();
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('loop', true);
  await expect(video).toHaveAttribute('playsinline', '');
  // The picture under it is the poster (one download): the clip names none of its own.
  await expect(video).not.toHaveAttribute('poster');
  await expect(video.locator('source').first()).toHaveAttribute('src', isMobile ? /hero-mobile/ : /hero-desktop/);
  await expect(page.getByRole('img', { name: 'The Inercise device with its flywheel spinning' })).toBeVisible();
  await expect(video).toHaveJSProperty('paused', false);
  await page.getByRole('button', { name: 'Pause the video' }).click();
  await expect(video).toHaveJSProperty('paused', true);
});

test('nothing moves for people who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en');
  await expect(page.getByRole('button', { name: 'Play the video' })).toBeVisible();
  await expect(page.locator('#app-mf-content video').first()).toHaveJSProperty('paused', true);

  await page.goto('/en/inercise');
  await expect(page.getByRole('button', { name: 'Play the rotation' })).toBeVisible();
  await expect(page.locator('#app-mf-content img[data-current="true"]')).toHaveAttribute('data-frame', '0');
  await page.getByRole('button', { name: 'Play the rotation' }).click();
  await expect(page.locator('#app-mf-content img[data-current="true"]')).not.toHaveAttribute('data-frame', '0');
});

test('the blog lists every article newest first and leads to an article and back @phone', async ({ page }) => {
  await page.goto('/en/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  const cards = page.locator('#app-mf-content').getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText('2025-09-18');
  await expect(cards.last()).toContainText('2025-01-14');

  await page.getByRole('link', { name: 'What is flywheel training?' }).click();
  await expect(page).toHaveURL(/\/en\/article\/what-is-flywheel-training$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is flywheel training?');
  await expect(page).toHaveTitle('What is flywheel training? · Inercise');

  await page.getByRole('link', { name: 'Back to the blog' }).first().click();
  await expect(page).toHaveURL(/\/en\/blog$/);
  await expect(cards).toHaveCount(6);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What is flywheel training?');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});

test("an article's short paragraphs are headings, the rest body text, with author and padded date", async ({ page }) => {
  await page.goto('/pl/article?id=1');
  const content = page.locator('#app-mf-content');
  await expect(content.getByRole('heading', { level: 1 })).toHaveText('Czym jest trening inercyjny?');
  await expect(content.getByText('Marta Nowak')).toBeVisible();
  await expect(content.locator('time')).toHaveText('2025-01-14');
  await expect(content.getByRole('heading', { level: 2 })).toHaveText([
    'Opór, który podąża za Tobą',
    'Przeciążenie ekscentryczne',
    'Z kosmosu do sportu',
    // The comments under the article have their own section.
    'Komentarze',
  ]);
  await expect(content.getByText(/^Trening inercyjny, nazywany też/)).toHaveJSProperty('tagName', 'P');

  await page.goto('/en/article?id=4040');
  await expect(content.getByRole('heading', { level: 1 })).toHaveText('Article not found');
});

test('contact refuses an invalid address and an empty message, then sends @phone', async ({ page }) => {
  await page.goto('/en/contact');
  const form = page.locator('#app-mf-content form');
  await form.getByLabel('Name').fill('Jan Kowalski');
  await form.getByLabel('E-mail address').fill('jan@kowalski');
  await form.getByLabel('Message').fill('Do you ship the set to Norway?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('E-mail address')).toHaveAccessibleDescription('Please enter a valid e-mail address.');
  await expect(form.getByLabel('E-mail address')).toBeFocused();

  await form.getByLabel('E-mail address').fill('jan.kowalski@example.com');
  await form.getByLabel('Message').fill('');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('Message')).toHaveAccessibleDescription('You cannot send an empty message.');
  await expect(form.getByLabel('E-mail address')).not.toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Message').fill('Do you ship the set to Norway?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Message sent. Thank you, we will be in touch soon.')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test('the newsletter refuses a bad address and asks to confirm a good one by mail @phone', async ({ page }) => {
  await page.goto('/pl/blog');
  const footer = page.getByRole('contentinfo');
  // The form is fetched when the footer comes near the viewport.
  await scrollIntoView(footer);
  const email = footer.getByLabel('Twój adres e-mail');
  const address = `newsletter-${Date.now()}@example.com`;

  await email.fill('to-nie-adres');
  await footer.getByRole('button', { name: 'Zapisz się' }).click();
  await expect(footer.getByText('Niepoprawny adres e-mail.')).toBeVisible();

  await email.fill(address);
  await footer.getByRole('button', { name: 'Zapisz się' }).click();
  await expect(footer.getByText('Jeszcze chwila: otwórz link, który właśnie wysłaliśmy na Twój adres, aby potwierdzić zapis.')).toBeVisible();
  // Confirming, and "already registered" once confirmed: personal-data.spec.ts.
});

test("the QR page downloads a seeded device's manual, and a manual for an unknown serial without saying it is unknown @phone", async ({ page }) => {
  await page.goto(`/en/qr/${seededSerial}`);
  await expect(page.getByTestId('serial-number')).toHaveText(seededSerial);
  let download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the manual (PDF)' }).click();
  let file = await download;
  expect(file.suggestedFilename()).toBe(`inercise-manual-${seededSerial}.pdf`);
  expect(readFileSync(await file.path()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('The manual of your device has been downloaded.')).toBeVisible();

  await page.goto('/pl/qr/XYZ-0000-404');
  await expect(page.getByTestId('serial-number')).toHaveText('XYZ-0000-404');
  download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pobierz instrukcję (PDF)' }).click();
  file = await download;
  // The API answers an unknown serial with the general manual, as it answers any serial: whether a serial exists is
  // not for anyone to find out.
  expect(file.suggestedFilename()).toBe('inercise-manual-XYZ-0000-404.pdf');
  expect(readFileSync(await file.path()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByText('Instrukcja Twojego urządzenia została pobrana.')).toBeVisible();
});

test('every content page states its title, description and language alternates, and updates them on navigation', async ({ page }) => {
  await page.goto('/pl/blog');
  await expect(page).toHaveTitle('Blog · Inercise');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Artykuły o treningu inercyjnym/);
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(3);
  await expect(page.locator('link[hreflang="pl"]')).toHaveAttribute('href', /\/pl\/blog$/);
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/en\/blog$/);
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute('href', /:\d+\/blog$/);

  await page.getByRole('link', { name: 'Czym jest trening inercyjny?' }).click();
  await expect(page).toHaveTitle('Czym jest trening inercyjny? · Inercise');
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/en\/article\/what-is-flywheel-training$/);
  await expect(alternates).toHaveCount(3);

  for (const [path, title] of [
    ['/en/inercise', 'Discover the device · Inercise'],
    ['/en/excercise-atlas', 'Exercise atlas · Inercise'],
    ['/en/application', 'Companion app · Inercise'],
    ['/en/partners', 'Partners · Inercise'],
    ['/pl/privacy-policy', 'Polityka prywatności · Inercise'],
    ['/en/terms-of-sale', 'Terms of sale · Inercise'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('#app-mf-content h1')).toHaveCount(1);
  }

  for (const [path, title, description] of [
    ['/en', /^Flywheel strength training at home\b/, /^Inercise: the compact flywheel device/],
    ['/pl', /^Trening siłowy z kołem zamachowym w domu\b/, /^Inercise: kompaktowe urządzenie inercyjne/],
    ['/pl/contact', /^Kontakt · Inercise$/, /^Napisz lub zadzwoń do zespołu Inercise/],
    ['/en/qr/INR-2025-000001', /^Device manual\b/, /^Download the manual of your Inercise device/],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
    await expect(alternates).toHaveCount(3);
  }
});

test('the marketing pages show their blocks and lead on to the app @phone', async ({ page }) => {
  await page.goto('/en/inercise');
  await expect(page.locator('#app-mf-content img[data-frame]')).toHaveCount(14);
  // The turntable moves on by itself.
  await expect(page.locator('#app-mf-content img[data-current="true"]')).not.toHaveAttribute('data-frame', '0');
  for (const name of ['General advantages', 'Infinite possibilities', 'Training everywhere', 'Injury prevention']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }

  await page.goto('/en/excercise-atlas');
  await expect(page.getByText('40+')).toBeVisible();
  await expect(page.locator('#app-mf-content ol').first().getByRole('listitem')).toHaveCount(5);
  await page.getByRole('link', { name: 'Get the app' }).click();
  await expect(page).toHaveURL(/\/en\/application$/);
  await expect(page.getByRole('link', { name: 'Download the iOS app' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: 'Download the Android app' })).toBeVisible();
  await expect(page.locator('#app-mf-content ol > li')).toHaveCount(4);

  await page.goto('/en/partners');
  const partnerLinks = page.locator('#app-mf-content a[target="_blank"]');
  await expect(partnerLinks).toHaveCount(3);
  for (const link of await partnerLinks.all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});

test('the legal pages are Polish with a table of contents, and say so on English pages', async ({ page }) => {
  await page.goto('/en/terms-of-sale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Regulamin sprzedaży');
  await expect(page.getByText('This document is available in Polish only; the Polish text is binding.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Odstąpienie od umowy' }).click();
  await expect(page).toHaveURL(/#odstapienie$/);
  await expect(page.getByRole('heading', { level: 2, name: /Odstąpienie od umowy/ })).toBeInViewport();

  await page.goto('/pl/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Polityka prywatności');
  await expect(page.getByText(/przez 10 lat, licząc od początku roku następującego po roku obrotowym/)).toBeVisible();
  await expect(page.getByText('This document is available in Polish only', { exact: false })).toHaveCount(0);
});

test("a page's own texts come with it, follow a language switch, and a failed download offers a retry", async ({ page }) => {
  // The atlas shows the app's promo too, so it downloads its own texts and the app page's.
  await page.goto('/en/excercise-atlas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every exercise, step by step.');
  await expect(page.getByRole('img', { name: /^The training screen of the app/ })).toBeAttached();
  await page.getByRole('button', { name: 'Switch to polski' }).click();
  await expect(page).toHaveURL(/\/pl\/excercise-atlas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Każde ćwiczenie krok po kroku.');
  await expect(page.getByRole('img', { name: /^Ekran treningu w aplikacji/ })).toBeAttached();
  await expect(page).toHaveTitle('Atlas ćwiczeń · Inercise');

  // The blog's texts cannot be downloaded: the page says so in place of itself, and the header still works.
  let refused = 0;
  await page.route(/\/texts-blog-pl\.[0-9a-f]+\.js$/, (route) => {
    refused += 1;
    return route.abort('connectionfailed');
  });
  await page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Blog' }).click();
  const content = page.locator('#app-mf-content');
  await expect(content.getByRole('alert')).toContainText('Ta część sklepu jest teraz niedostępna.');
  expect(refused).toBeGreaterThan(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Koszyk/ })).toBeVisible();

  await page.unroute(/\/texts-blog-pl\.[0-9a-f]+\.js$/);
  await content.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(content.getByRole('article')).toHaveCount(6);
  await expect(content.getByRole('alert')).toHaveCount(0);
});
