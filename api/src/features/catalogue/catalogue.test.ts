import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contracts } from '../../contracts.ts';
import * as sharedTranslations from '@inercise/contracts/translations';
import { startServer, type TestServer } from '../../test/harness.ts';
import { bumpCatalogueVersion } from './catalogueCache.ts';

const { ProductSchema, ProductTypeSchema, CurrencySchema, pageSchema } = contracts;
// As with the contracts (../../contracts.ts), tsx loads the shared TypeScript as CommonJS: the exports may sit on `default`.
const translations = sharedTranslations as typeof sharedTranslations & { default?: typeof sharedTranslations };
const { productTranslations } = translations.default ?? translations;

describe('catalogue', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('lists every product as one page matching the shared schema', async () => {
    const answer = await server.request('GET', '/products');
    assert.equal(answer.status, 200);
    const page = pageSchema(ProductSchema).parse(answer.body);
    assert.equal(page.totalElements, 16);
    assert.equal(page.number, 0);
    const deviceSet = page.content[0]!;
    assert.equal(deviceSet.id, 1);
    assert.equal(deviceSet.name, 'deviceSet');
    assert.equal(deviceSet.currentPrice, 8499);
    assert.equal(deviceSet.currentPriceEur, 1999);
    assert.equal(deviceSet.lowestPrice30d, 9499);
    // Every name, spec key, option and kind has a translation in the products namespace.
    const en = productTranslations.en as Record<string, any>;
    for (const product of page.content) {
      assert.ok(en[product.name]?.name, product.name);
      assert.ok(product.properties.length > 0, `${product.name} has options`);
      for (const spec of product.specificationItems) {
        const [group, key] = spec.key.split('.');
        assert.ok(en[group!][key!], spec.key);
        if (spec.value.startsWith('specValue.')) assert.ok(en.specValue[spec.value.slice(10)], spec.value);
      }
      for (const property of product.properties) {
        assert.ok(en.propertyType[property.propertyType.name]);
        for (const value of property.values) assert.ok(en.option[value.value], value.value);
      }
      assert.equal(product.previousPrice === 0, product.lowestPrice30d === null);
    }
    const kinds = new Set(page.content.flatMap((p) => p.properties.map((q) => q.propertyType.name)));
    assert.equal(kinds.size, 8, 'every property kind is used');
    assert.ok(page.content.some((p) => p.properties.some((q) => q.values.some((v) => !v.available))));
  });

  it('answers 304 to a matching ETag and a new ETag after a catalogue change', async () => {
    const first = await server.request('GET', '/products');
    const etag = first.headers.get('etag')!;
    assert.ok(etag);
    const again = await server.request('GET', '/products', { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    await bumpCatalogueVersion(server.database.db);
    await new Promise((r) => setTimeout(r, 1100));
    const changed = await server.request('GET', '/products', { headers: { 'if-none-match': etag } });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.get('etag'), etag);
  });

  it('gives one product, 404 for an unknown id and 400 for a malformed one', async () => {
    const one = await server.request('GET', '/products/14');
    assert.equal(one.status, 200);
    assert.equal(ProductSchema.parse(one.body).name, 'hipBelt');
    assert.deepEqual((await server.request('GET', '/products/999')).body, { message: 'productNotFound', field: 'id' });
    for (const bad of ['abc', '-1', '1e3', '0', '99999999999']) {
      const answer = await server.request('GET', `/products/${bad}`);
      assert.equal(answer.status, 400, bad);
      assert.equal(answer.body.field, 'id');
    }
  });

  it('lists product types in display order and currencies', async () => {
    const types = (await server.request('GET', '/product-type')).body;
    assert.deepEqual(
      types.map((t: unknown) => ProductTypeSchema.parse(t).name),
      ['INERCISE', 'COURSE', 'HANDLE', 'INERCISE_ACCESSORY'],
    );
    const currencies = (await server.request('GET', '/currency-type')).body;
    assert.deepEqual(currencies.map((c: unknown) => CurrencySchema.parse(c)), [
      { id: 1, name: 'PLN' },
      { id: 2, name: 'EUR' },
    ]);
  });

  it('has health, docs, security headers, CORS for the shop and 404 JSON for unknown paths', async () => {
    assert.deepEqual((await server.request('GET', '/health')).body, { status: 'ok', database: 'ok' });
    const docs = await server.request('GET', '/docs/json');
    assert.equal(docs.status, 200);
    assert.ok(docs.body.paths['/cart/add-product/{productId}']);
    const answer = await server.request('GET', '/products', { headers: { origin: 'http://localhost:3000' } });
    assert.equal(answer.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.match(answer.headers.get('access-control-expose-headers') ?? '', /access_token/);
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(answer.headers.get('content-security-policy'));
    const foreign = await server.request('GET', '/products', { headers: { origin: 'http://evil.test' } });
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
    assert.deepEqual((await server.request('GET', '/no/such/path')).body, { message: 'notFound', field: null });
  });
});
