// Delivery priced by the parcel: the cart and the order price it by the goods' shipping weight and the region's
// weight bands (contracts' shipmentByWeight), and the owner's band and weight changes reprice the next cart and order.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminContracts, contracts } from '../../contracts.ts';
import { adminOf, type Customer } from '../../test/adminKit.ts';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../../test/harness.ts';

const { CartSchema, OrderSchema, pageSchema } = contracts;
const { AdminShipmentRegionsSchema, AdminProductSchema } = adminContracts;
const pln = { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' };

describe('delivery by weight', () => {
  let server: TestServer;
  let admin: Customer;
  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
  });
  after(() => server.close());

  /** A shopper with a Polish address and `quantity` of product `id` in the cart, Poland chosen for delivery. */
  const shopperWith = async (id: number, quantity: number) => {
    const { token } = await customer(server);
    await server.request('POST', '/address', { token, body: { shippingAddress: polishAddress } });
    await server.request('POST', `/cart/add-product/${id}?quantity=${quantity}`, { token, body: await defaultChoice(server, id) });
    const cart = CartSchema.parse((await server.request('GET', '/cart/shipment/POLAND', { token })).body);
    return { token, cart };
  };
  const placedOrder = async (token: string) => {
    const begun = await server.request('POST', '/tpay/beginTransaction', { token, body: pln });
    assert.equal(begun.status, 200, begun.text);
    return pageSchema(OrderSchema).parse((await server.request('GET', '/order', { token })).body).content[0]!;
  };
  const saveBands = (region: string, bands: unknown, token = admin.token) => server.request('PUT', `/admin/shipment-bands/${region}`, { token, body: { bands } });

  it('costs more for four 21 kg sets than for one 0.9 kg handle, the same in the cart and in the order', async () => {
    const handle = await shopperWith(3, 1);
    assert.deepEqual([handle.cart.shipmentPrice, handle.cart.shipmentPriceEur], [19.99, 4.99], 'one item costs what it did');
    const sets = await shopperWith(1, 4);
    // 84 kg: three parcels of at most 30 kg.
    assert.deepEqual([sets.cart.shipmentPrice, sets.cart.shipmentPriceEur], [59.97, 14.97]);
    const order = await placedOrder(sets.token);
    assert.equal(order.shipmentPrice, sets.cart.shipmentPrice);
    const row = await server.database.db.selectFrom('shop_order').select(['shipment_price', 'total_price', 'original_price']).where('order_number', '=', order.orderNumber).executeTakeFirstOrThrow();
    assert.deepEqual([row.shipment_price, row.total_price], [5997, row.original_price + 5997]);
  });

  it('prices by the bands the owner sets, and by the weights the owner gives products', async () => {
    const start = AdminShipmentRegionsSchema.parse((await server.request('GET', '/admin/shipment-bands', { token: admin.token })).body);
    assert.deepEqual(start.find((r) => r.region === 'POLAND')?.bands, [{ upToGrams: 30000, price: 1999, priceEur: 499 }]);

    const saved = await saveBands('POLAND', [
      { upToGrams: 30000, price: 2999, priceEur: 699 },
      { upToGrams: 2000, price: 999, priceEur: 249 },
    ]);
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(AdminShipmentRegionsSchema.parse(saved.body).find((r) => r.region === 'POLAND')?.bands.map((b) => b.upToGrams), [2000, 30000], 'lightest first');
    const audit = await server.database.db.selectFrom('admin_audit_log').select(['action', 'entity_id']).where('entity_kind', '=', 'shipment').execute();
    assert.deepEqual(audit, [{ action: 'shipment.bands', entity_id: 'POLAND' }]);

    const handle = await shopperWith(3, 1);
    assert.deepEqual([handle.cart.shipmentPrice, handle.cart.shipmentPriceEur], [9.99, 2.49], 'the light band');
    assert.equal((await placedOrder(handle.token)).shipmentPrice, 9.99);
    const set = await shopperWith(1, 1);
    assert.equal(set.cart.shipmentPrice, 29.99, 'the heavy band');
    assert.equal(CartSchema.parse((await server.request('GET', '/cart/shipment/EUROPEAN_UNION', { token: set.token })).body).shipmentPrice, 89, 'other regions keep theirs');

    // The handle made heavier than the light band moves to the heavy one.
    const changed = await server.request('PATCH', '/admin/products/3', { token: admin.token, body: { shippingWeight: 2500 } });
    assert.equal(AdminProductSchema.parse(changed.body).shippingWeight, 2500);
    const heavier = CartSchema.parse((await server.request('GET', '/cart/shipment/POLAND', { token: (await shopperWith(3, 1)).token })).body);
    assert.equal(heavier.shipmentPrice, 29.99);
  });

  it('refuses bands it cannot price by, and anyone but the owner', async () => {
    for (const [bands, message] of [
      [[], 'shipmentBandsEmpty'],
      [[{ upToGrams: 1000, price: 100, priceEur: 50 }, { upToGrams: 1000, price: 200, priceEur: 60 }], 'shipmentWeightRepeated'],
      [[{ upToGrams: 0, price: 100, priceEur: 50 }], 'shipmentWeightInvalid'],
      [[{ upToGrams: 1000, price: -1, priceEur: 50 }], 'shipmentPriceInvalid'],
    ] as const) {
      const refused = await saveBands('POLAND', bands);
      assert.equal(refused.status, 400, JSON.stringify(bands));
      assert.equal((refused.body as { message: string }).message, message);
    }
    assert.equal((await saveBands('OTHER', [{ upToGrams: 1000, price: 100, priceEur: 50 }])).status, 400, 'no delivery outside the shipping regions');
    const shopper = await customer(server);
    assert.equal((await saveBands('POLAND', [{ upToGrams: 1000, price: 1, priceEur: 1 }], shopper.token)).status, 403);
  });
});
