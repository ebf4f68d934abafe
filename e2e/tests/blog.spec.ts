import { expect, test } from '../support/test';
import { logIn, registerAndActivate } from '../support/session';
import { expectNoSeriousViolations } from '../support/axe';

const PASSWORD = 'Trening1!';

/** What the blog says in each language: the category link, its heading, an article of it and one of another. */
const texts = {
  en: { nav: 'Categories', category: 'Health and recovery', all: 'All articles', inIt: 'Flywheel training in injury prevention', notInIt: 'Five exercises to start with', account: 'Your account', favourites: 'My favourite articles', remove: 'Remove from favourites', heart: 'Favourite', empty: /No favourites yet/ },
  pl: { nav: 'Kategorie', category: 'Zdrowie i regeneracja', all: 'Wszystkie artykuły', inIt: 'Trening inercyjny w profilaktyce urazów', notInIt: 'Pięć ćwiczeń na początek', account: 'Twoje konto', favourites: 'Moje ulubione artykuły', remove: 'Usuń z ulubionych', heart: 'Ulubiony', empty: /Nie masz jeszcze ulubionych/ },
} as const;


for (const language of ['en', 'pl'] as const) {
  const t = texts[language];

  test(`the blog filters by category in its address, drawn by the server before any script (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${language}/blog`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: t.notInIt })).toBeVisible();
    // Each category is a link: followed without scripts, the server draws the filtered list at a shareable address.
    await main.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.category }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/blog\\?category=health$`));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.category);
    await expect(main.getByRole('link', { name: t.inIt })).toBeVisible();
    await expect(main.getByRole('link', { name: t.notInIt })).toHaveCount(0);
    await expect(main.getByRole('navigation', { name: t.nav }).getByRole('link', { name: t.category })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(new RegExp(`^${t.category} · Blog`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${language}/blog\\?category=health$`));
    // A guest sees no heart.
    await expect(main.getByRole('button', { name: new RegExp(t.heart) })).toHaveCount(0);
    await context.close();
  });

  test(`a customer favourites an article, finds it in the account and takes it off (${language})`, async ({ page, request }) => {
    const email = `favourite-${language}-${Date.now()}@example.com`;
    await registerAndActivate(request, email, PASSWORD);
    await logIn(page, email, PASSWORD);

    // The blog, filtered in the browser this time: the same list, and a heart on each card.
    await page.goto(`/${language}/blog?category=health`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.category);
    const heart = main.getByRole('button', { name: `${t.heart}: ${t.inIt}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expectNoSeriousViolations(page, `/${language}/blog?category=health`);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // In the account, from the user panel.
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: t.account }).click();
    await banner.getByRole('region', { name: t.account }).getByRole('link', { name: t.favourites }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/profile/favourite-articles$`));
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.favourites);
    await expect(main.getByRole('link', { name: t.inIt })).toBeVisible();
    await expectNoSeriousViolations(page, `/${language}/profile/favourite-articles`);

    // The article's own page shows it kept; the heart there takes it off.
    await main.getByRole('link', { name: t.inIt }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.inIt);
    const own = main.getByRole('button', { name: `${t.heart}: ${t.inIt}` });
    await expect(own).toHaveAttribute('aria-pressed', 'true');
    await own.click();
    await expect(own).toHaveAttribute('aria-pressed', 'false');
    await page.goto(`/${language}/profile/favourite-articles`);
    await expect(main.getByText(t.empty)).toBeVisible();

    // Kept again, then removed from the account's list.
    await page.goto(`/${language}/blog`);
    await main.getByRole('button', { name: `${t.heart}: ${t.notInIt}` }).click();
    await expect(main.getByRole('button', { name: `${t.heart}: ${t.notInIt}` })).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`/${language}/profile/favourite-articles`);
    await main.getByRole('button', { name: `${t.remove}: ${t.notInIt}` }).click();
    await expect(main.getByText(t.empty)).toBeVisible();
  });
}
