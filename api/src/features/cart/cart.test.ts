import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contracts } from '../../contracts.ts';
import { customer, defaultChoice, startServer, type TestServer } from '../../test/harness.ts';

const { CartSchema } = contracts;

describe('cart', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  it('starts empty and needs a token', async () => {
    const { token, id } = await customer(server);
    const cart = CartSchema.parse((await server.request('GET', '/cart', { token })).body);
    assert.deepEqual([cart.cartItems, cart.user, cart.originalPrice, cart.discountedPrice, cart.shipmentPrice], [[], { id }, 0, null, null]);
    assert.equal((await server.request('GET', '/cart')).status, 401);
  });

  it('adds products with options: the same options add up, other options make a new line; prices from the database', async () => {
    const { token } = await customer(server);
    const choice = await defaultChoice(server, 1);
    let cart = CartSchema.parse((await server.request('POST', '/cart/add-product/1?quantity=2', { token, body: choice })).body);
    assert.equal(cart.cartItems.length, 1);
    assert.equal(cart.cartItems[0]!.quantity, 2);
    assert.equal(cart.originalPrice, 16998);
    assert.equal(cart.originalPriceEur, 3998);
    // A client lying about names and kinds changes nothing: only ids count.
    const lying = choice.map((c) => ({ ...c, value: 'GOLD', propertyType: { name: 'GENERIC' } }));
    cart = CartSchema.parse((await server.request('POST', '/cart/add-product/1', { token, body: lying })).body);
    assert.equal(cart.cartItems[0]!.quantity, 3);
    assert.deepEqual(cart.cartItems[0]!.selectedProperties, choice);
    const white = (await server.request('GET', '/products/1')).body.properties[0].values[1];
    const other = [{ id: white.id, value: white.value, propertyType: { name: 'COLOR_INERCISE_SET' } }, ...choice.slice(1)];
    cart = CartSchema.parse((await server.request('POST', '/cart/add-product/1', { token, body: other })).body);
    assert.equal(cart.cartItems.length, 2);
    cart = CartSchema.parse((await server.request('POST', '/cart/add-product/14?quantity=1', { token, body: await defaultChoice(server, 14) })).body);
    assert.equal(cart.originalPrice, 8499 * 4 + 249);
    // Quantities are capped at 99 per line.
    cart = CartSchema.parse((await server.request('POST', '/cart/add-product/14?quantity=99', { token, body: await defaultChoice(server, 14) })).body);
    assert.equal(cart.cartItems.find((i) => i.product.id === 14)!.quantity, 99);
  });

  it('refuses unknown products, foreign, duplicate or unavailable options and bad quantities', async () => {
    const { token } = await customer(server);
    const product1 = (await server.request('GET', '/products/1')).body;
    const unavailable = product1.properties[3].values.find((v: { available: boolean }) => !v.available);
    const cases: [string, unknown, number, string][] = [
      ['/cart/add-product/999', [], 404, 'productNotFound'],
      ['/cart/add-product/1', [], 400, 'selectProperty'],
      ['/cart/add-product/1', [{ id: 9999, value: 'x', propertyType: { name: 'COLOR' } }], 400, 'invalidProperty'],
      ['/cart/add-product/2', await defaultChoice(server, 1), 400, 'invalidProperty'],
      ['/cart/add-product/1', [...(await defaultChoice(server, 1)), (await defaultChoice(server, 1))[0]], 400, 'duplicateProperty'],
      ['/cart/add-product/1', [{ id: unavailable.id, value: unavailable.value, propertyType: { name: 'INERDYSK_TWO_SIZE_INERCISE_SET' } }], 400, 'propertyUnavailable'],
      ['/cart/add-product/3?quantity=0', await defaultChoice(server, 3), 400, ''],
      ['/cart/add-product/3?quantity=100', await defaultChoice(server, 3), 400, ''],
      ['/cart/add-product/3?quantity=1.5', await defaultChoice(server, 3), 400, ''],
      ['/cart/add-product/3?quantity=-1', await defaultChoice(server, 3), 400, ''],
      ['/cart/add-product/3', { not: 'an array' }, 400, ''],
    ];
    for (const [path, body, status, message] of cases) {
      const answer = await server.request('POST', path, { token, body });
      assert.equal(answer.status, status, `${path} ${answer.text}`);
      if (message) assert.equal(answer.body.message, message);
      assert.ok('field' in answer.body);
    }
    assert.equal(CartSchema.parse((await server.request('GET', '/cart', { token })).body).cartItems.length, 0, 'nothing half-written');
  });

  it('changes and removes lines of the own cart only', async () => {
    const alice = await customer(server);
    const bob = await customer(server);
    const cart = CartSchema.parse((await server.request('POST', '/cart/add-product/5', { token: alice.token, body: await defaultChoice(server, 5) })).body);
    const line = cart.cartItems[0]!;
    const changed = CartSchema.parse((await server.request('PATCH', '/cart/cart-item', { token: alice.token, body: { id: line.id, quantity: 4 } })).body);
    assert.equal(changed.cartItems[0]!.quantity, 4);
    assert.equal(changed.originalPrice, 4 * 149);
    // Changing options to another line's options merges the lines.
    const product = (await server.request('GET', '/products/5')).body;
    const sizeL = product.properties[0].values[2];
    const withL = CartSchema.parse((await server.request('POST', '/cart/add-product/5', { token: alice.token, body: [{ id: sizeL.id, value: 'L', propertyType: { name: 'SIZE' } }] })).body);
    assert.equal(withL.cartItems.length, 2);
    const merged = CartSchema.parse(
      (await server.request('PATCH', '/cart/cart-item', { token: alice.token, body: { id: line.id, quantity: 2, selectedProperties: [{ id: sizeL.id, value: 'L', propertyType: { name: 'SIZE' } }] } })).body,
    );
    assert.deepEqual(merged.cartItems.map((i) => i.quantity), [3]);
    const remaining = merged.cartItems[0]!.id;
    assert.equal((await server.request('PATCH', '/cart/cart-item', { token: bob.token, body: { id: remaining, quantity: 1 } })).status, 404);
    assert.equal((await server.request('POST', `/cart/remove-cart-item/${remaining}`, { token: bob.token })).status, 404);
    assert.equal((await server.request('PATCH', '/cart/cart-item', { token: alice.token, body: { id: remaining, quantity: 0 } })).status, 400);
    const emptied = CartSchema.parse((await server.request('POST', `/cart/remove-cart-item/${remaining}`, { token: alice.token })).body);
    assert.equal(emptied.cartItems.length, 0);
    assert.equal((await server.request('POST', `/cart/remove-cart-item/${remaining}`, { token: alice.token })).status, 404);
  });

  it('merges a guest cart: the same product and options add up', async () => {
    const { token } = await customer(server);
    const choice = await defaultChoice(server, 10);
    await server.request('POST', '/cart/add-product/10', { token, body: choice });
    const guestProduct = (await server.request('GET', '/products/10')).body;
    const merged = CartSchema.parse(
      (
        await server.request('PATCH', '/cart/merge', {
          token,
          body: {
            cartItems: [
              { id: 1, product: { ...guestProduct, currentPrice: 0.01 }, selectedProperties: choice, quantity: 2 },
              { id: 2, product: { id: 6 }, selectedProperties: await defaultChoice(server, 6), quantity: 1 },
            ],
          },
        })
      ).body,
    );
    assert.deepEqual(merged.cartItems.map((i) => [i.product.id, i.quantity]), [[10, 3], [6, 1]]);
    assert.equal(merged.originalPrice, 3 * 299 + 199, 'prices never come from the request');
    const refused = await server.request('PATCH', '/cart/merge', { token, body: { cartItems: [{ product: { id: 6 }, selectedProperties: await defaultChoice(server, 6), quantity: 1 }, { product: { id: 999 }, selectedProperties: [], quantity: 1 }] } });
    assert.deepEqual([refused.status, refused.body.field], [404, 'cartItems.1.product.id']);
    assert.deepEqual(CartSchema.parse((await server.request('GET', '/cart', { token })).body).cartItems.map((i) => i.quantity), [3, 1], 'a refused merge writes nothing');
  });

  it('stores the shipment price of a region; none for OTHER', async () => {
    const { token } = await customer(server);
    const poland = CartSchema.parse((await server.request('GET', '/cart/shipment/POLAND', { token })).body);
    assert.deepEqual([poland.shipmentPrice, poland.shipmentPriceEur], [19.99, 4.99]);
    const swiss = CartSchema.parse((await server.request('GET', '/cart/shipment/SWITZERLAND', { token })).body);
    assert.deepEqual([swiss.shipmentPrice, swiss.shipmentPriceEur], [149, 35]);
    const eu = CartSchema.parse((await server.request('GET', '/cart/shipment/EUROPEAN_UNION', { token })).body);
    assert.equal(eu.shipmentPrice, 89);
    const other = CartSchema.parse((await server.request('GET', '/cart/shipment/OTHER', { token })).body);
    assert.deepEqual([other.shipmentPrice, other.shipmentPriceEur], [null, null]);
    assert.equal((await server.request('GET', '/cart/shipment/MARS', { token })).body.field, 'region');
  });

  it('applies discount codes: 400 unknown, 410 expired or used up, a new code replaces the old', async () => {
    const { token } = await customer(server);
    await server.request('POST', '/cart/add-product/1', { token, body: await defaultChoice(server, 1) });
    const ten = CartSchema.parse((await server.request('POST', '/cart/apply-discount/inercise10', { token })).body);
    assert.deepEqual(ten.discount, { code: 'INERCISE10', percent: 10 });
    assert.deepEqual([ten.originalPrice, ten.discountedPrice, ten.originalPriceEur, ten.discountedPriceEur], [8499, 7649.1, 1999, 1799.1]);
    assert.deepEqual((await server.request('POST', '/cart/apply-discount/NOPE', { token })).body, { message: 'discountNotFound', field: 'code' });
    assert.equal((await server.request('POST', '/cart/apply-discount/SUMMER2020', { token })).status, 410);
    assert.equal((await server.request('POST', '/cart/apply-discount/FIRST50', { token })).status, 410);
    const five = CartSchema.parse((await server.request('POST', '/cart/apply-discount/WELCOME5', { token })).body);
    assert.deepEqual(five.discount, { code: 'WELCOME5', percent: 5 });
    assert.equal(five.discountedPrice, 8074.05);
    assert.equal((await server.request('POST', '/cart/apply-discount/X', {})).status, 401);
  });

  it('records the referrer partner', async () => {
    const { token } = await customer(server);
    const partners = (await server.request('GET', '/partner/list')).body;
    assert.equal(partners.length, 3);
    assert.deepEqual(Object.keys(partners[0]).sort(), ['id', 'name', 'website']);
    // The partners page shows the very list, with each partner's website.
    assert.deepEqual(partners[0], { id: 1, name: 'FizjoLab Kraków', website: 'https://fizjolab.example' });
    assert.equal((await server.request('POST', `/cart/select-referrer/${partners[1].id}`, { token })).status, 200);
    assert.equal((await server.request('POST', '/cart/select-referrer/99', { token })).status, 404);
    assert.equal((await server.request('POST', '/cart/select-referrer/abc', { token })).status, 400);
  });
});
