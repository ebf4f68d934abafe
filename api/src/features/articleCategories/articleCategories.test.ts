import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contracts } from '../../contracts.ts';
import { adminOf } from '../../test/adminKit.ts';
import { startServer, type TestServer } from '../../test/harness.ts';

const { SLUG_PATTERN, ArticleCategoriesSchema, ArticleSchema, SitemapEntriesSchema } = contracts;

describe('article categories', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('lists the categories in both languages with slugs an address can hold', async () => {
    const categories = ArticleCategoriesSchema.parse((await server.request('GET', '/article-category')).body);
    assert.deepEqual(categories.map((category) => category.slug), ['training', 'device', 'health', 'news']);
    for (const category of categories) {
      assert.match(category.slug, SLUG_PATTERN);
      assert.ok(category.nameDict.en && category.nameDict.pl && category.nameDict.en !== category.nameDict.pl);
    }
  });

  it('gives every seeded article its category and its picture description', async () => {
    const article = ArticleSchema.parse((await server.request('GET', '/articles/3')).body);
    assert.equal(article.category?.slug, 'health');
    assert.deepEqual(article.imageAltDict, { en: '', pl: '' });
    const all = (await server.request('GET', '/articles/published')).body.content as unknown[];
    assert.ok(all.every((one) => ArticleSchema.parse(one).category !== null));
  });

  it('lets the owner choose a category and describe the picture, refusing an unknown category or an overlong text', async () => {
    const admin = await adminOf(server);
    const change = (body: unknown) => server.request('PATCH', '/admin/articles/6', { token: admin.token, body });
    const changed = await change({ categoryId: 4, imageAltDict: { en: '  A flywheel on a wooden floor ', pl: 'Koło zamachowe na drewnianej podłodze' } });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(changed.body.categoryId, 4);
    assert.deepEqual(changed.body.imageAltDict, { en: 'A flywheel on a wooden floor', pl: 'Koło zamachowe na drewnianej podłodze' });
    const shown = ArticleSchema.parse((await server.request('GET', '/articles/6')).body);
    assert.equal(shown.category?.slug, 'news');
    assert.equal(shown.imageAltDict?.pl, 'Koło zamachowe na drewnianej podłodze');
    assert.deepEqual((await change({ categoryId: 77 })).body, { message: 'articleCategoryNotFound', field: 'categoryId' });
    assert.equal((await change({ categoryId: 'news' })).status, 400);
    assert.equal((await change({ imageAltDict: { en: 'x'.repeat(251), pl: '' } })).status, 400);
    const cleared = await change({ categoryId: null });
    assert.equal(cleared.body.categoryId, null);
    assert.equal(ArticleSchema.parse((await server.request('GET', '/articles/6')).body).category, null);
    const audit = await server.database.db.selectFrom('admin_audit_log').select(['after']).where('entity_kind', '=', 'article').where('entity_id', '=', '6').execute();
    assert.ok(audit.some((entry) => JSON.stringify(entry.after).includes('categoryId')));
    await change({ categoryId: 3, imageAltDict: { en: '', pl: '' } });
    // A new article takes both too.
    const created = await server.request('POST', '/admin/articles', {
      token: admin.token,
      body: { titleDict: { en: 'Category news', pl: 'Nowości kategorii' }, bodyDict: { en: 'Body', pl: 'Treść' }, author: 'Ola', datePublished: '2025-03-01', image: 'article-1.webp', thumbnail: 'article-1.webp', categoryId: 2, imageAltDict: { en: 'Disc', pl: 'Dysk' } },
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.categoryId, 2);
    assert.deepEqual(created.body.imageAltDict, { en: 'Disc', pl: 'Dysk' });
  });

  it('names the categories holding a published article in the sitemap entries', async () => {
    const entries = SitemapEntriesSchema.parse((await server.request('GET', '/sitemap-entries')).body);
    const slugs = entries.articleCategories?.map((category) => category.slug) ?? [];
    assert.ok(slugs.includes('training') && slugs.includes('health'));
    assert.ok(!slugs.includes('news'));
    assert.ok(entries.articleCategories?.every((category) => !Number.isNaN(Date.parse(category.lastModified))));
  });
});
