// The pages' readable addresses: every product and article the shop answers carries its slugs; a slug (in either
// language, or one a page had before a rename) names its page; a rename never hands an old slug to another page; the
// sitemap's entries leave out hidden products and unpublished articles and tell when each page last changed.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AdminProductPayload } from '@inercise/contracts/admin';
import { adminContracts, contracts } from '../../contracts.ts';
import { adminOf, type Customer } from '../../test/adminKit.ts';
import { startServer, type TestServer } from '../../test/harness.ts';

const { ArticleSchema, pageSchema, ProductSchema, SitemapEntriesSchema, SlugLookupSchema, SLUG_PATTERN } = contracts;
const { AdminArticleSchema, AdminProductSchema } = adminContracts;

const newProduct: AdminProductPayload = {
  texts: { en: { name: 'Stand', description: 'Holds the device.' }, pl: { name: 'Floor stand', description: 'Trzyma urządzenie.' } },
  productTypeId: 4,
  price: 19900,
  previousPrice: 0,
  priceEur: 4900,
  previousPriceEur: 0,
  hidden: false,
  images: [{ image: 'stand.webp', thumbnail: 'stand.webp' }],
  options: [{ kind: 'COLOR', name: 'color', values: [{ value: 'BLACK', available: true, daysToShip: 3 }] }],
  specification: [],
};

const draft = {
  titleDict: { en: 'What is flywheel training?', pl: 'Nowy tytuł' },
  bodyDict: { en: 'A paragraph long enough to stay body text, well past seventy-five characters in all.', pl: 'Akapit.' },
  author: 'Marta Nowak',
  datePublished: '2026-03-02',
  image: 'article-2.webp',
  thumbnail: 'article-2.webp',
  published: true,
};

describe('page slugs', () => {
  let server: TestServer;
  let admin: Customer;

  const owner = (method: string, path: string, body?: unknown) => server.request(method, `/admin${path}`, { token: admin.token, body });
  const lookup = (kind: string, slug: string) => server.request('GET', `/slugs/${kind}/${slug}`);
  const found = async (kind: string, slug: string) => {
    const answer = await lookup(kind, slug);
    assert.equal(answer.status, 200, `${kind} ${slug}: ${answer.text}`);
    return SlugLookupSchema.parse(answer.body);
  };
  const missing = async (kind: string, slug: string) => assert.deepEqual((await lookup(kind, slug)).body, { message: 'slugNotFound', field: 'slug' }, `${kind} ${slug}`);
  const shopProduct = async (id: number) => ProductSchema.parse((await server.request('GET', `/products/${id}`)).body);
  const shopArticle = async (id: number) => ArticleSchema.parse((await server.request('GET', `/articles/${id}`)).body);
  const sitemap = async () => {
    const answer = await server.request('GET', '/sitemap-entries');
    assert.equal(answer.status, 200, answer.text);
    return SitemapEntriesSchema.parse(answer.body);
  };
  const history = (kind: 'product' | 'article') =>
    server.database.db.selectFrom('slug_history').select(['language', 'slug', 'target_id']).where('kind', '=', kind).orderBy('slug').orderBy('language').execute();
  /** Renames a product in the back office, as the owner does: the other texts as they are. */
  const renameProduct = async (id: number, names: { en?: string; pl?: string }) => {
    const { texts } = AdminProductSchema.parse((await owner('GET', `/products/${id}`)).body);
    const answer = await owner('PATCH', `/products/${id}`, { texts: { en: { ...texts.en, name: names.en ?? texts.en.name }, pl: { ...texts.pl, name: names.pl ?? texts.pl.name } } });
    assert.equal(answer.status, 200, answer.text);
  };
  const createProduct = async (payload: AdminProductPayload) => {
    const answer = await owner('POST', '/products', payload);
    assert.equal(answer.status, 201, answer.text);
    return AdminProductSchema.parse(answer.body).id;
  };
  const createArticle = async (body: typeof draft) => {
    const answer = await owner('POST', '/articles', body);
    assert.equal(answer.status, 201, answer.text);
    return AdminArticleSchema.parse(answer.body).id;
  };

  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
  });
  after(() => server.close());

  it('come with every product and article the shop answers', async () => {
    const products = pageSchema(ProductSchema).parse((await server.request('GET', '/products')).body).content;
    assert.equal(products.length, 16);
    assert.deepEqual(products[0]!.slugs, { en: 'inercise-device-set', pl: 'zestaw-inercise' });
    const slugs = products.flatMap((product) => [product.slugs!.en, product.slugs!.pl]);
    assert.ok(slugs.every((slug) => SLUG_PATTERN.test(slug)), slugs.join(' '));
    assert.equal(new Set(slugs).size, slugs.length, 'no two products share a slug');
    assert.deepEqual((await shopProduct(8)).slugs, { en: 'stand', pl: 'stojak' });

    const articles = pageSchema(ArticleSchema).parse((await server.request('GET', '/articles/published')).body).content;
    assert.equal(articles.length, 6);
    assert.ok(articles.every((article) => article.slugs && SLUG_PATTERN.test(article.slugs.en) && SLUG_PATTERN.test(article.slugs.pl)));
    assert.deepEqual((await shopArticle(1)).slugs, { en: 'what-is-flywheel-training', pl: 'czym-jest-trening-inercyjny' });
  });

  it('name their page in either language, briefly cacheable; any other slug is 404 slugNotFound', async () => {
    const answer = await lookup('product', 'inercise-device-set');
    assert.deepEqual([answer.status, answer.body], [200, { id: 1, slugs: { en: 'inercise-device-set', pl: 'zestaw-inercise' } }]);
    assert.equal(answer.headers.get('cache-control'), 'public, max-age=60');
    assert.deepEqual(await found('product', 'zestaw-inercise'), answer.body);
    assert.deepEqual(await found('article', 'jak-dobrac-dysk'), { id: 4, slugs: { en: 'how-to-choose-the-right-disc', pl: 'jak-dobrac-dysk' } });
    // Products and articles are apart.
    await missing('article', 'inercise-device-set');
    await missing('product', 'jak-dobrac-dysk');
    await missing('product', 'no-such-product');
    // A slug of no shape a page has: the same answer, the database never asked.
    for (const slug of ['Inercise-Device-Set', 'inercise--device-set', '-stand', 'stand-', 'x'.repeat(92), encodeURIComponent('zestaw-inercisę'), encodeURIComponent("stand' or 1=1")]) {
      await missing('product', slug);
    }
    const kind = await lookup('page', 'stand');
    assert.deepEqual([kind.status, kind.body.field], [400, 'kind']);
  });

  it('follow a product’s rename: the old slug still finds it and is never handed to another product', async () => {
    const version = async () => (await server.database.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version;
    const before = await version();
    await renameProduct(8, { en: 'Floor stand' });
    assert.ok((await version()) > before, 'the catalogue’s version moved');
    // The shop's cached catalogue answers the new slug at once; the Polish name did not change, nor did its slug.
    assert.deepEqual((await shopProduct(8)).slugs, { en: 'floor-stand', pl: 'stojak' });
    assert.deepEqual(await found('product', 'stand'), { id: 8, slugs: { en: 'floor-stand', pl: 'stojak' } });
    assert.deepEqual(await found('product', 'floor-stand'), { id: 8, slugs: { en: 'floor-stand', pl: 'stojak' } });
    assert.deepEqual(await history('product'), [{ language: 'en', slug: 'stand', target_id: 8 }]);
    const [entry] = await server.database.db.selectFrom('admin_audit_log').select(['action', 'after']).where('entity_kind', '=', 'product').where('entity_id', '=', '8').execute();
    assert.equal(entry!.action, 'product.changed', 'audited as before');

    // A new product named as the stand was, and as the stand is, in the other language.
    const newcomer = await createProduct(newProduct);
    assert.deepEqual((await shopProduct(newcomer)).slugs, { en: 'stand-2', pl: 'floor-stand-2' });
    assert.deepEqual((await found('product', 'stand')).id, 8);

    // The stand takes its own old slug back; the one it leaves keeps leading to it.
    await renameProduct(8, { en: 'Stand' });
    assert.deepEqual((await shopProduct(8)).slugs, { en: 'stand', pl: 'stojak' });
    assert.deepEqual(await history('product'), [{ language: 'en', slug: 'floor-stand', target_id: 8 }]);
    assert.equal((await found('product', 'floor-stand')).id, 8);
    const third = await createProduct({ ...newProduct, texts: { en: { name: 'Floor stand', description: '' }, pl: { name: 'Stojak podłogowy', description: '' } } });
    assert.deepEqual((await shopProduct(third)).slugs, { en: 'floor-stand-3', pl: 'stojak-podlogowy' });

    // A change of anything but the names leaves the slugs and their history as they are.
    assert.equal((await owner('PATCH', '/products/8', { price: 29900 })).status, 200);
    await renameProduct(8, { pl: 'Stojak' });
    assert.deepEqual((await shopProduct(8)).slugs, { en: 'stand', pl: 'stojak' });
    assert.deepEqual(await history('product'), [{ language: 'en', slug: 'floor-stand', target_id: 8 }]);
  });

  it('follow an article’s new title; a new article gets slugs of its own', async () => {
    const id = await createArticle(draft);
    assert.deepEqual((await shopArticle(id)).slugs, { en: 'what-is-flywheel-training-2', pl: 'nowy-tytul' });
    const renamed = await owner('PATCH', `/articles/${id}`, { titleDict: { en: draft.titleDict.en, pl: 'Inny tytuł' } });
    assert.equal(renamed.status, 200, renamed.text);
    assert.deepEqual((await shopArticle(id)).slugs, { en: 'what-is-flywheel-training-2', pl: 'inny-tytul' });
    assert.deepEqual(await found('article', 'nowy-tytul'), { id, slugs: { en: 'what-is-flywheel-training-2', pl: 'inny-tytul' } });
    assert.deepEqual(await history('article'), [{ language: 'pl', slug: 'nowy-tytul', target_id: id }]);
    const another = await createArticle({ ...draft, titleDict: { en: 'New title', pl: 'Nowy tytuł' } });
    assert.deepEqual((await shopArticle(another)).slugs, { en: 'new-title', pl: 'nowy-tytul-2' }, 'an old slug of another article is not given');

    // Two articles given one title at once: a slug each.
    const titleDict = { en: 'Same title', pl: 'Ten sam tytuł' };
    const both = await Promise.all([5, 6].map((article) => owner('PATCH', `/articles/${article}`, { titleDict })));
    assert.deepEqual(both.map((answer) => answer.status), [200, 200]);
    const slugs = await Promise.all([5, 6].map(async (article) => (await shopArticle(article)).slugs!));
    assert.deepEqual(slugs.map((pair) => pair.en).sort(), ['same-title', 'same-title-2']);
    assert.deepEqual(slugs.map((pair) => pair.pl).sort(), ['ten-sam-tytul', 'ten-sam-tytul-2']);
  });

  it('leave hidden products and unpublished articles out of the sitemap and the lookup, old slugs too', async () => {
    const shown = await sitemap();
    assert.ok(shown.products.length >= 18 && shown.articles.length >= 8);
    const stand = shown.products.find((entry) => entry.id === 8)!;
    assert.deepEqual(stand.slugs, { en: 'stand', pl: 'stojak' });
    assert.ok(shown.products.every((entry) => !Number.isNaN(Date.parse(entry.lastModified)) && entry.lastModified.endsWith('Z')));

    assert.equal((await owner('PATCH', '/products/8', { hidden: true })).status, 200);
    assert.ok(!(await sitemap()).products.some((entry) => entry.id === 8));
    for (const slug of ['stand', 'stojak', 'floor-stand']) await missing('product', slug);
    assert.equal((await owner('PATCH', '/products/8', { hidden: false })).status, 200);
    assert.ok((await sitemap()).products.some((entry) => entry.id === 8));
    assert.equal((await found('product', 'floor-stand')).id, 8);
    const hiddenFromTheStart = await createProduct({ ...newProduct, hidden: true, texts: { en: { name: 'Secret bar', description: '' }, pl: { name: 'Tajny drążek', description: '' } } });
    assert.ok(!(await sitemap()).products.some((entry) => entry.id === hiddenFromTheStart));
    await missing('product', 'secret-bar');

    assert.equal((await owner('PATCH', '/articles/2', { published: false })).status, 200);
    assert.ok(!(await sitemap()).articles.some((entry) => entry.id === 2));
    await missing('article', 'five-exercises-to-start-with');
    const aDraft = await createArticle({ ...draft, titleDict: { en: 'Draft only', pl: 'Tylko szkic' }, published: false });
    assert.ok(!(await sitemap()).articles.some((entry) => entry.id === aDraft));
    await missing('article', 'draft-only');
    assert.equal((await owner('PATCH', '/articles/2', { published: true })).status, 200);
    assert.equal((await found('article', 'piec-cwiczen-na-poczatek')).id, 2);
  });

  it('tell when each page last changed: a change moves its own date only', async () => {
    const before = await sitemap();
    const date = (entries: { id: number; lastModified: string }[], id: number) => Date.parse(entries.find((entry) => entry.id === id)!.lastModified);
    assert.equal((await owner('PATCH', '/products/5', { price: 12300 })).status, 200);
    assert.equal((await owner('PATCH', '/articles/3', { author: 'Jan Kowalski' })).status, 200);
    const afterwards = await sitemap();
    assert.ok(date(afterwards.products, 5) > date(before.products, 5), 'the changed product');
    assert.equal(date(afterwards.products, 6), date(before.products, 6), 'another product');
    assert.ok(date(afterwards.articles, 3) > date(before.articles, 3), 'the changed article');
    assert.equal(date(afterwards.articles, 4), date(before.articles, 4), 'another article');
    // A change that changes nothing is no change.
    assert.equal((await owner('PATCH', '/articles/3', { author: 'Jan Kowalski' })).status, 200);
    assert.equal(date((await sitemap()).articles, 3), date(afterwards.articles, 3));
  });
});
