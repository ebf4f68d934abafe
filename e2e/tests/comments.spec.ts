import { expect, test } from '../support/test';
import { apiUrl } from '../support/env';
import { OWNER_EMAIL, OWNER_PASSWORD, ownerReady } from '../support/owner';
import { logIn, registerAndActivate } from '../support/session';
import { expectNoSeriousViolations } from '../support/axe';

// A customer comments on an article, the owner approves it in the back office, and every visitor then reads it under
// the article, in the server's HTML too. Markup typed into a comment stays text everywhere.

const password = 'Trening!2024';
const ARTICLE_ID = 2;

const texts = {
  en: {
    field: 'Your comment',
    post: 'Post comment',
    sent: 'Thank you! Your comment is waiting for approval.',
    waiting: 'Waiting for approval',
    yours: 'Your comments',
    logIn: 'Log in to leave a comment.',
    comments: 'Comments',
    someone: 'A customer',
    approve: 'Approve',
    approved: 'Approved',
  },
  pl: {
    field: 'Twój komentarz',
    post: 'Dodaj komentarz',
    sent: 'Dziękujemy! Twój komentarz czeka na zatwierdzenie.',
    waiting: 'Czeka na zatwierdzenie',
    yours: 'Twoje komentarze',
    logIn: 'Zaloguj się, aby dodać komentarz.',
    comments: 'Komentarze',
    someone: 'Klient',
    approve: 'Zatwierdź',
    approved: 'Zatwierdzony',
  },
} as const;


for (const language of ['en', 'pl'] as const) {
  const t = texts[language];

  test(`a customer's comment is approved by the owner and shown to every visitor (${language})`, async ({ browser, page, request }) => {
    test.setTimeout(120_000);
    const article = await (await request.get(`${apiUrl}/articles/${ARTICLE_ID}`)).json();
    const address = `/${language}/article/${article.slugs[language]}`;
    const marker = `Comment ${language} ${Date.now()}`;
    const words = `${marker} <b>not bold</b> <script>window.hacked = 1</script>`;
    const email = `comments-${language}-${Date.now()}@inercise.test`;
    await registerAndActivate(request, email, password);
    await ownerReady(request);

    // The customer posts; the comment waits, and they see it marked so.
    await logIn(page, email, password);
    await page.goto(address);
    const field = page.getByRole('textbox', { name: t.field });
    await field.fill(words);
    await expectNoSeriousViolations(page, 'the article with the comment form');
    await page.getByRole('button', { name: t.post }).click();
    await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible();
    const mine = page.getByRole('list').filter({ hasText: marker });
    await expect(mine).toContainText(t.waiting);
    await expect(mine).toContainText(words);
    await expect(page.locator('main b')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    // After a reload too: the shop remembers what waits.
    await page.reload();
    await expect(page.getByRole('heading', { name: t.yours })).toBeVisible();
    await expect(page.getByRole('list').filter({ hasText: marker })).toContainText(t.waiting);

    // A visitor does not see it yet.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(address);
    await expect(visitor.getByText(t.logIn)).toBeVisible();
    await expect(visitor.getByText(marker)).toHaveCount(0);

    // The owner approves it in the back office.
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await logIn(owner, OWNER_EMAIL, OWNER_PASSWORD);
    await owner.goto(`/${language}/admin/comments`);
    const row = owner.getByRole('row').filter({ hasText: marker });
    await expect(row).toContainText(t.waiting);
    await expect(row).toContainText(email);
    await expectNoSeriousViolations(owner, 'the comments screen');
    await row.getByRole('button', { name: new RegExp(`^${t.approve}`) }).click();
    await expect(owner.getByRole('row').filter({ hasText: marker })).toContainText(t.approved);

    // Every visitor now reads it under the article, as text, with no e-mail: in the server's HTML before any script…
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(address);
    const section = plain.getByRole('region', { name: t.comments });
    await expect(section.getByRole('listitem').filter({ hasText: marker })).toContainText(words);
    await expect(section.getByRole('listitem').filter({ hasText: marker })).toContainText(t.someone);
    await expect(section).not.toContainText(email);
    await expect(plain.locator('main b')).toHaveCount(0);

    // …and in the drawn page.
    await visitor.goto(address);
    const shown = visitor.getByRole('region', { name: t.comments }).getByRole('listitem').filter({ hasText: marker });
    await expect(shown).toContainText(words);
    await expect(shown).toContainText(/\d{4}-\d{2}-\d{2}/);
    expect(await visitor.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await Promise.all([visitorContext.close(), ownerContext.close(), noScript.close()]);
  });
}
