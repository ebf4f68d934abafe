// The owner's products: listed (hidden ones too) with search and type filter, created and changed (texts in both
// languages, type, prices in minor units, pictures, options and specification), hidden and shown. Every write is
// audited, records price changes in the price history (so the 30-day lowest price stays right), keeps the ids of the
// option values carts and orders refer to, and reaches the shop's cached catalogue at once.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AdminProductPayload } from '@inercise/contracts/admin';
import { adminContracts, contracts } from '../../../contracts.ts';
import { adminOf, tokenOfAge, type Customer } from '../../../test/adminKit.ts';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../../../test/harness.ts';
import { payloadOf } from './saveProduct.ts';

const { pageSchema, ProductSchema, CartSchema, OrderSchema, propertyKinds } = contracts;
const { AdminProductSchema, AdminProductRowSchema, ADMIN_PRODUCT_LIMITS } = adminContracts;

const newProduct: AdminProductPayload = {
  texts: {
    en: { name: 'Wall anchor Pro', description: 'Fixes the device to a wall.\nSteel, powder coated.' },
    pl: { name: 'Kotwa ścienna Pro', description: 'Mocuje urządzenie do ściany.\nStal malowana proszkowo.' },
  },
  productTypeId: 4,
  price: 19900,
  previousPrice: 0,
  priceEur: 4900,
  previousPriceEur: 0,
  hidden: false,
  images: [{ image: 'stand.webp', thumbnail: 'stand.webp' }],
  options: [{ kind: 'COLOR', name: 'color', values: [{ value: 'BLACK', available: true, daysToShip: 3 }, { value: 'Graphite', available: false, daysToShip: 10 }] }],
  specification: [{ key: 'spec.weight', value: '1.2 kg' }],
};

describe('back-office products', () => {
  let server: TestServer;
  let admin: Customer;
  let shopper: Customer;

  // null: no token at all.
  const call = (method: string, path: string, body?: unknown, token: string | null = admin.token) => server.request(method, `/admin${path}`, { token: token ?? undefined, body });
  const product = async (id: number) => {
    const answer = await call('GET', `/products/${id}`);
    assert.equal(answer.status, 200, answer.text);
    return AdminProductSchema.parse(answer.body);
  };
  const list = async (query = '') => {
    const answer = await call('GET', `/products${query}`);
    assert.equal(answer.status, 200, answer.text);
    return pageSchema(AdminProductRowSchema).parse(answer.body);
  };
  const shop = async () => pageSchema(ProductSchema).parse((await server.request('GET', '/products')).body).content;
  const version = async () => (await server.database.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version;
  const history = (id: number) => server.database.db.selectFrom('price_history').select(['price', 'price_eur']).where('product_id', '=', id).orderBy('valid_from').orderBy('id').execute();
  const auditOf = (id: number) => server.database.db.selectFrom('admin_audit_log').selectAll().where('entity_kind', '=', 'product').where('entity_id', '=', String(id)).orderBy('id').execute();
  const cartOf = async (user: Customer) => CartSchema.parse((await server.request('GET', '/cart', { token: user.token })).body);

  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
    shopper = await customer(server);
  });
  after(() => server.close());

  it('refuses strangers, forged tokens and customers on every call, before reading the input', async () => {
    const forged = await tokenOfAge(server, admin.id, 60, { secret: 'not-the-server-secret-not-the-server-secret' });
    const calls: [string, string, unknown][] = [
      ['GET', '/products', undefined],
      ['GET', '/products/1', undefined],
      ['POST', '/products', newProduct],
      ['PATCH', '/products/1', { hidden: true }],
    ];
    const before = await version();
    for (const [method, path, body] of calls) {
      for (const [token, status, message] of [
        [null, 401, 'unauthorized'],
        [forged, 401, 'unauthorized'],
        [shopper.token, 403, 'adminOnly'],
      ] as const) {
        const answer = await call(method, path, body, token);
        assert.deepEqual([answer.status, answer.body], [status, { message, field: null }], `${method} ${path}`);
      }
    }
    assert.equal(await version(), before, 'nothing was written');
    assert.equal((await shop()).length, 16);
  });

  it('lists every product in the shop’s order, found by either name or key and filtered by type', async () => {
    const all = await list();
    assert.equal(all.totalElements, 16);
    assert.deepEqual(all.content[0], {
      id: 1,
      key: 'deviceSet',
      nameEn: 'Inercise device set',
      namePl: all.content[0]!.namePl,
      productType: { id: 1, name: 'INERCISE' },
      thumbnail: 'device-set.webp',
      price: 849900,
      previousPrice: 949900,
      priceEur: 199900,
      previousPriceEur: 224900,
      hidden: false,
    });
    assert.ok(all.content[0]!.namePl.length > 0, 'the Polish name came from the translations');
    assert.deepEqual((await list('?type=COURSE')).content.map((row) => row.key), ['courseFoundations', 'courseAthlete']);
    assert.deepEqual((await list('?q=TRIANGLE')).content.map((row) => row.id), [3]);
    // Polish letters fold, in the name and in the search.
    const polish = all.content.find((row) => /[ąćęłńóśźż]/i.test(row.namePl))!;
    const folded = polish.namePl.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
    assert.ok((await list(`?q=${encodeURIComponent(folded)}`)).content.some((row) => row.id === polish.id), folded);
    assert.deepEqual([(await list('?size=5&page=3')).content.length, (await list('?size=5')).totalPages], [1, 4]);
    assert.equal((await call('GET', '/products?type=SHOES')).status, 400);
    assert.equal((await call('GET', '/products?size=101')).status, 400);
  });

  it('answers one product as the owner edits it, 404 for none', async () => {
    const set = await product(1);
    assert.equal(set.key, 'deviceSet');
    assert.equal(set.texts.en.name, 'Inercise device set');
    assert.ok(set.texts.en.description.includes('\n'), 'descriptions keep their lines');
    assert.deepEqual([set.price, set.previousPrice, set.lowestPrice30d, set.hidden], [849900, 949900, 949900, false]);
    assert.deepEqual(set.images.map((image) => image.image), ['device-set.webp', 'device.webp', 'device-white.webp']);
    assert.equal(set.options.length, 4);
    assert.ok(set.specification.length > 5);
    const missing = await call('GET', '/products/999');
    assert.deepEqual([missing.status, missing.body], [404, { message: 'productNotFound', field: 'id' }]);
    assert.equal((await call('GET', '/products/abc')).status, 400);
  });

  it('creates a product with a readable key, its first price in the history, seen by the shop at once and audited', async () => {
    const before = await version();
    const created = await call('POST', '/products', newProduct);
    assert.equal(created.status, 201, created.text);
    const answer = AdminProductSchema.parse(created.body);
    assert.equal(answer.id, 17);
    assert.equal(answer.key, 'wall-anchor-pro');
    assert.deepEqual(answer.texts, newProduct.texts);
    assert.equal(answer.thumbnail, 'stand.webp');
    assert.deepEqual(answer.options[0]!.values.map((value) => [value.value, value.available, value.daysToShip]), [
      ['BLACK', true, 3],
      ['Graphite', false, 10],
    ]);
    assert.ok(await version() > before, 'the catalogue version moved');
    assert.deepEqual(await history(17), [{ price: 19900, price_eur: 4900 }]);

    // The same replica answers the new catalogue at once, with the owner's texts.
    const inShop = (await shop()).find((p) => p.id === 17)!;
    assert.equal(inShop.name, 'wall-anchor-pro');
    assert.deepEqual(inShop.texts, newProduct.texts);
    assert.deepEqual([inShop.currentPrice, inShop.currentPriceEur, inShop.previousPrice, inShop.lowestPrice30d], [199, 49, 0, null]);
    assert.equal((await server.request('GET', '/products/17')).status, 200);

    const [entry] = await auditOf(17);
    assert.deepEqual([entry!.action, entry!.source, entry!.admin_email, entry!.before], ['product.created', 'backOffice', admin.email, null]);
    assert.equal((entry!.after as { key: string }).key, 'wall-anchor-pro');
    assert.equal((entry!.after as { price: number }).price, 19900);

    // The same English name again gets a key of its own.
    const twin = await call('POST', '/products', newProduct);
    assert.equal(AdminProductSchema.parse(twin.body).key, 'wall-anchor-pro-2');

    // Created reduced: it has had no other price, so the lowest of the last 30 days is the current one.
    const reduced = AdminProductSchema.parse((await call('POST', '/products', { ...newProduct, previousPrice: 24900, previousPriceEur: 5900 })).body);
    const reducedInShop = (await shop()).find((p) => p.id === reduced.id)!;
    assert.deepEqual(
      [reducedInShop.currentPrice, reducedInShop.previousPrice, reducedInShop.lowestPrice30d, reducedInShop.lowestPrice30dEur],
      [199, 249, 199, 49],
    );
  });

  it('refuses bad input with the field at fault, and changes nothing', async () => {
    const before = await version();
    const cases: [unknown, string, string | null][] = [
      [{ ...newProduct, texts: { ...newProduct.texts, en: { name: '   ', description: '' } } }, 'productFieldRequired', 'texts.en.name'],
      [{ ...newProduct, texts: { ...newProduct.texts, pl: { name: 'x'.repeat(201), description: '' } } }, 'validation.tooLong', 'texts.pl.name'],
      [{ ...newProduct, price: -1 }, 'priceInvalid', 'price'],
      [{ ...newProduct, priceEur: 12.5 }, 'priceInvalid', 'priceEur'],
      [{ ...newProduct, previousPrice: 19900 }, 'previousPriceNotHigher', 'previousPrice'],
      [{ ...newProduct, previousPriceEur: 100 }, 'previousPriceNotHigher', 'previousPriceEur'],
      [{ ...newProduct, productTypeId: 99 }, 'productTypeNotFound', 'productTypeId'],
      // Past what a database integer holds: no type either, not a failed query.
      [{ ...newProduct, productTypeId: 2 ** 31 }, 'productTypeNotFound', 'productTypeId'],
      [{ ...newProduct, productTypeId: -(2 ** 31) - 1 }, 'productTypeNotFound', 'productTypeId'],
      [{ ...newProduct, images: [] }, 'productImageRequired', 'images'],
      [{ ...newProduct, images: [{ image: 'up-000000000000000000000000.webp', thumbnail: 'up-000000000000000000000000.webp' }] }, 'imageNotFound', 'images.0'],
      [{ ...newProduct, images: [{ image: 'nothing.webp', thumbnail: 'nothing.webp' }] }, 'imageNotFound', 'images.0'],
      [{ ...newProduct, options: [newProduct.options[0], { ...newProduct.options[0] }] }, 'optionKindTaken', 'options.1.kind'],
      [{ ...newProduct, options: [{ ...newProduct.options[0], values: [] }] }, 'productFieldRequired', 'options.0.values'],
      [{ ...newProduct, options: [{ ...newProduct.options[0], values: [{ value: 'X', available: true, daysToShip: 400 }] }] }, 'daysToShipInvalid', 'options.0.values.0.daysToShip'],
      [{ ...newProduct, options: [{ ...newProduct.options[0], id: 1 }] }, 'optionNotFound', 'options.0'],
      [{ ...newProduct, specification: [{ key: 'spec.weight', value: '' }] }, 'productFieldRequired', 'specification.0.value'],
    ];
    for (const [body, message, field] of cases) {
      const answer = await call('POST', '/products', body);
      assert.deepEqual([answer.status, answer.body], [400, { message, field }], JSON.stringify(body).slice(0, 200));
    }
    const patched = await call('PATCH', '/products/2', { previousPrice: 100 });
    assert.deepEqual([patched.status, patched.body], [400, { message: 'previousPriceNotHigher', field: 'previousPrice' }]);
    const hugeType = await call('PATCH', '/products/2', { productTypeId: Number.MAX_SAFE_INTEGER });
    assert.deepEqual([hugeType.status, hugeType.body], [400, { message: 'productTypeNotFound', field: 'productTypeId' }]);
    const notFound = await call('PATCH', '/products/999', { hidden: true });
    assert.deepEqual([notFound.status, notFound.body], [404, { message: 'productNotFound', field: 'id' }]);
    assert.equal(await version(), before, 'no refused call bumped the catalogue');
    // The 16 seeded products and the three the test before created.
    assert.equal((await list()).totalElements, 19);
  });

  it('records a price change in the history, so the 30-day lowest price beside a reduction stays right', async () => {
    // The seed: 9499 zł until ten days ago, 8499 zł since; the lowest of the 30 days before the reduction is 9499.
    assert.equal((await shop())[0]!.lowestPrice30d, 9499);
    const changed = await call('PATCH', '/products/1', { price: 799900, priceEur: 189900 });
    assert.equal(changed.status, 200, changed.text);
    const set = AdminProductSchema.parse(changed.body);
    assert.deepEqual([set.price, set.previousPrice, set.lowestPrice30d, set.lowestPrice30dEur], [799900, 949900, 849900, 199900]);
    assert.deepEqual((await history(1)).map((row) => row.price), [949900, 849900, 799900]);
    const inShop = (await shop())[0]!;
    assert.deepEqual([inShop.currentPrice, inShop.previousPrice, inShop.lowestPrice30d, inShop.lowestPrice30dEur], [7999, 9499, 8499, 1999]);

    // A change of the previous price alone is no new current price: the history stays.
    assert.equal((await call('PATCH', '/products/1', { previousPrice: 999900 })).status, 200);
    assert.equal((await history(1)).length, 3);
    const entries = await auditOf(1);
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.before, entry.after]),
      [
        ['product.changed', { key: 'deviceSet', price: 849900, priceEur: 199900 }, { key: 'deviceSet', price: 799900, priceEur: 189900 }],
        ['product.changed', { key: 'deviceSet', previousPrice: 949900 }, { key: 'deviceSet', previousPrice: 999900 }],
      ],
    );
    // The same values again change nothing and log nothing.
    const set2 = await product(1);
    assert.equal((await call('PATCH', '/products/1', payloadOf(set2))).status, 200);
    assert.equal((await auditOf(1)).length, 2);
  });

  it('edits texts, pictures, options and specification, keeping the ids of the values that stay', async () => {
    const device = await product(2);
    const [colour] = device.options;
    const black = colour!.values.find((value) => value.value === 'BLACK')!;
    const change: AdminProductPayload = {
      ...payloadOf(device),
      texts: { en: { name: 'Inercise device S', description: 'Line one.\nLine two.' }, pl: { name: 'Urządzenie Inercise S', description: 'Pierwsza.\nDruga.' } },
      images: [device.images[1]!, device.images[0]!],
      // White goes, black is renamed in place, graphite is new; a new option kind comes.
      options: [
        { id: colour!.id, kind: 'COLOR', name: 'color', values: [{ id: black.id, value: 'BLACK', available: false, daysToShip: 7 }, { value: 'GRAPHITE', available: true, daysToShip: 2 }] },
        { kind: 'SIZE', name: 'size', values: [{ value: 'M', available: true, daysToShip: 1 }] },
      ],
      specification: [{ key: 'spec.weight', value: '16 kg' }, { key: 'Warranty', value: '5 years' }],
    };
    const answer = await call('PATCH', '/products/2', change);
    assert.equal(answer.status, 200, answer.text);
    const saved = AdminProductSchema.parse(answer.body);
    assert.deepEqual(saved.texts, change.texts);
    assert.equal(saved.thumbnail, device.images[1]!.thumbnail, 'the first picture gives the thumbnail');
    assert.equal(saved.options[0]!.id, colour!.id);
    assert.deepEqual(saved.options[0]!.values[0], { id: black.id, value: 'BLACK', available: false, daysToShip: 7 });
    assert.ok(saved.options[0]!.values[1]!.id > black.id, 'a new value gets a new id');
    assert.deepEqual(saved.options.map((option) => option.kind), ['COLOR', 'SIZE']);
    assert.deepEqual(saved.specification.map(({ key, value }) => [key, value]), [['spec.weight', '16 kg'], ['Warranty', '5 years']]);
    const inShop = ProductSchema.parse((await server.request('GET', '/products/2')).body);
    assert.equal(inShop.texts?.pl.name, 'Urządzenie Inercise S');
    assert.equal(inShop.properties[0]!.values[0]!.available, false);

    // Two options may swap kinds in one save.
    const swapped = await call('PATCH', '/products/2', {
      options: saved.options.map((option, index) => ({ ...option, kind: index === 0 ? 'SIZE' : 'COLOR' })),
    });
    assert.equal(swapped.status, 200, swapped.text);
    assert.deepEqual(AdminProductSchema.parse(swapped.body).options.map((option) => [option.id, option.kind]), [
      [saved.options[0]!.id, 'SIZE'],
      [saved.options[1]!.id, 'COLOR'],
    ]);
    const [entry] = (await auditOf(2)).slice(0, 1);
    assert.deepEqual(Object.keys(entry!.after as object).sort(), ['images', 'key', 'options', 'specification', 'texts']);
  });

  it('sets a product\'s VAT rate, one of the rates only, audited; the shop, the cart and a new order carry it', async () => {
    assert.equal((await product(11)).vatRate, 23, 'the standard rate until the owner sets one');
    for (const vatRate of [7, 23.5, '8', null]) {
      const refused = await call('PATCH', '/products/11', { vatRate });
      assert.deepEqual([refused.status, refused.body], [400, { message: 'vatRateInvalid', field: 'vatRate' }], String(vatRate));
    }
    const changed = await call('PATCH', '/products/11', { vatRate: 8 });
    assert.equal(AdminProductSchema.parse(changed.body).vatRate, 8);
    assert.equal((await product(11)).vatRate, 8);
    assert.equal((await shop()).find((p) => p.id === 11)?.vatRate, 8);
    assert.deepEqual(
      (await auditOf(11)).map((entry) => [entry.action, entry.before, entry.after]),
      [['product.changed', { key: 'disc10', vatRate: 23 }, { key: 'disc10', vatRate: 8 }]],
    );

    const buyer = await customer(server);
    await server.request('POST', '/address', { token: buyer.token, body: { shippingAddress: polishAddress } });
    await server.request('POST', '/cart/add-product/11?quantity=2', { token: buyer.token, body: await defaultChoice(server, 11) });
    assert.equal((await cartOf(buyer)).cartItems[0]!.product.vatRate, 8);
    const begun = await server.request('POST', '/tpay/beginTransaction', { token: buyer.token, body: { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' } });
    assert.equal(begun.status, 200, begun.text);
    // The order keeps the rate it was sold at, whatever the owner sets later.
    assert.equal((await call('PATCH', '/products/11', { vatRate: 23 })).status, 200);
    const [order] = pageSchema(OrderSchema).parse((await server.request('GET', '/order', { token: buyer.token })).body).content;
    assert.deepEqual(order!.orderItems.map((item) => [item.product.id, item.vatRate]), [[11, 8]]);
    const mine = OrderSchema.parse((await server.request('GET', `/order/${order!.orderNumber}`, { token: buyer.token })).body);
    assert.equal(mine.orderItems[0]!.vatRate, 8);
  });

  it('hides a product from the shop and shows it again; a cart holding it says so and cannot be ordered meanwhile', async () => {
    const added = await server.request('POST', '/cart/add-product/3?quantity=2', { token: shopper.token, body: await defaultChoice(server, 3) });
    assert.equal(added.status, 200, added.text);
    const full = await cartOf(shopper);

    const hidden = await call('PATCH', '/products/3', { hidden: true });
    assert.equal(AdminProductSchema.parse(hidden.body).hidden, true);
    assert.ok(!(await shop()).some((p) => p.id === 3), 'not in the shop’s list');
    assert.deepEqual((await server.request('GET', '/products/3')).body, { message: 'productNotFound', field: 'id' });
    assert.equal((await list('?q=triangle')).content[0]!.hidden, true, 'the owner still sees it');

    const cart = await cartOf(shopper);
    assert.deepEqual([cart.cartItems[0]!.product.id, cart.cartItems[0]!.unavailable], [3, 'productHidden']);
    assert.equal(cart.originalPrice, 0, 'a line that cannot be ordered counts in no total');
    assert.ok(full.originalPrice > 0);
    const again = await server.request('POST', '/cart/add-product/3', { token: shopper.token, body: [] });
    assert.deepEqual([again.status, again.body], [404, { message: 'productNotFound', field: 'productId' }]);
    const order = await server.request('POST', '/tpay/beginTransaction', {
      token: shopper.token,
      body: { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' },
    });
    assert.deepEqual([order.status, order.body], [409, { message: 'cartItemUnavailable', field: 'cartItems' }]);

    assert.equal((await call('PATCH', '/products/3', { hidden: false })).status, 200);
    const back = await cartOf(shopper);
    assert.deepEqual([back.cartItems[0]!.unavailable, back.originalPrice], [undefined, full.originalPrice]);
    assert.deepEqual(
      (await auditOf(3)).map((entry) => [entry.before, entry.after]),
      [
        [{ key: 'triangleHandle', hidden: false }, { key: 'triangleHandle', hidden: true }],
        [{ key: 'triangleHandle', hidden: true }, { key: 'triangleHandle', hidden: false }],
      ],
    );
    await server.request('POST', `/cart/remove-cart-item/${back.cartItems[0]!.id}`, { token: shopper.token });
  });

  it('marks a cart line whose chosen option value was removed, and lets the shopper remove it', async () => {
    const buyer = await customer(server);
    const anchor = await product(17);
    const black = anchor.options[0]!.values[0]!;
    const added = await server.request('POST', '/cart/add-product/17', { token: buyer.token, body: [{ id: black.id, value: 'BLACK', propertyType: { name: 'COLOR' } }] });
    assert.equal(added.status, 200, added.text);
    const withoutBlack = { ...anchor.options[0]!, values: [{ value: 'WHITE', available: true, daysToShip: 2 }] };
    assert.equal((await call('PATCH', '/products/17', { options: [withoutBlack] })).status, 200);
    const cart = await cartOf(buyer);
    assert.deepEqual([cart.cartItems[0]!.unavailable, cart.cartItems[0]!.selectedProperties, cart.originalPrice], ['optionRemoved', [], 0]);
    const removed = await server.request('POST', `/cart/remove-cart-item/${cart.cartItems[0]!.id}`, { token: buyer.token });
    assert.deepEqual(CartSchema.parse(removed.body).cartItems, []);
  });

  it('keeps a guest’s stale lines when their cart is merged at login, each saying why it cannot be ordered', async () => {
    const guest = await customer(server);
    const anchor = await product(17);
    const choice = (id: number) => [{ id, value: 'GONE', propertyType: { name: 'COLOR' } }];
    const handleColour = (await product(3)).options[0]!.values[0]!;
    assert.equal((await call('PATCH', '/products/3', { hidden: true })).status, 200);
    const merged = await server.request('PATCH', '/cart/merge', {
      token: guest.token,
      body: {
        cartItems: [
          { product: { id: 3 }, selectedProperties: [{ id: handleColour.id, value: handleColour.value, propertyType: { name: 'COLOR' } }], quantity: 1 },
          // A value removed from the anchor before the guest logged in.
          { product: { id: 17 }, selectedProperties: choice(anchor.options[0]!.values[0]!.id - 1), quantity: 2 },
          { product: { id: 17 }, selectedProperties: choice(anchor.options[0]!.values[0]!.id), quantity: 1 },
        ],
      },
    });
    assert.equal(merged.status, 200, merged.text);
    const cart = CartSchema.parse(merged.body);
    assert.deepEqual(
      cart.cartItems.map((item) => [item.product.id, item.quantity, item.unavailable]),
      [
        [3, 1, 'productHidden'],
        [17, 2, 'optionRemoved'],
        [17, 1, undefined],
      ],
    );
    assert.equal(cart.originalPrice, 199, 'only the line that can be ordered counts');
    assert.equal((await call('PATCH', '/products/3', { hidden: false })).status, 200);
  });

  it('takes the largest product its rules allow, though it is far over the shop’s 64 KB for a body', async () => {
    const { rows, optionValue, description, specification } = ADMIN_PRODUCT_LIMITS;
    const text = (length: number, seed: number) => `${seed} `.padEnd(length, 'ż');
    const largest: AdminProductPayload = {
      ...newProduct,
      texts: { en: { name: 'Largest product', description: text(description, 0) }, pl: { name: 'Największy produkt', description: text(description, 1) } },
      options: propertyKinds.map((kind, index) => ({
        kind,
        name: text(20, index),
        values: Array.from({ length: rows }, (_, value) => ({ value: text(optionValue, value), available: true, daysToShip: 1 })),
      })),
      specification: Array.from({ length: rows }, (_, row) => ({ key: text(specification, row), value: text(specification, row) })),
    };
    const created = await call('POST', '/products', largest);
    assert.equal(created.status, 201, created.text.slice(0, 200));
    const made = AdminProductSchema.parse(created.body);
    assert.deepEqual([made.options.length, made.options[0]!.values.length, made.specification.length], [propertyKinds.length, rows, rows]);
    const changed = await call('PATCH', `/products/${made.id}`, { ...largest, hidden: true });
    assert.equal(changed.status, 200, changed.text.slice(0, 200));
  });
});
