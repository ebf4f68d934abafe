import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contracts } from '../../contracts.ts';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../../test/harness.ts';

const { OrderSchema, pageSchema, CartSchema, DeliveryRecordSchema } = contracts;

/** The answer's JSON: exactly the route table's three fields. */
const placedOrder = (body: unknown) => {
  assert.deepEqual(Object.keys(body as object).sort(), ['addressId', 'location', 'orderNumber']);
  return contracts.PlacedOrderSchema.parse(body);
};
const germanAddress = { ...polishAddress, country: 'DE', region: 'EUROPEAN_UNION', state: 'Bayern', city: 'München', postcode: '80331', areaCode: '+49' };
const invoice = { ...polishAddress, companyName: 'ACME sp. z o.o.', companyIdentificationNumber: '5250001003' };
const pln = (paymentGroup = '150') => ({ paymentGroup, useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' });

describe('POST /orders: the address, the order and its payment in one call', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  /** A customer with two products in the cart and, unless told, no saved address. */
  const shopper = async () => {
    const user = await customer(server);
    await server.request('POST', '/cart/add-product/1', { token: user.token, body: await defaultChoice(server, 1) });
    await server.request('POST', '/cart/add-product/11?quantity=2', { token: user.token, body: await defaultChoice(server, 11) });
    return user;
  };
  const ordersOf = async (token: string) => pageSchema(OrderSchema).parse((await server.request('GET', '/order', { token })).body);
  const recordOf = async (token: string) => {
    const answer = await server.request('GET', '/address', { token });
    return answer.status === 404 ? null : DeliveryRecordSchema.parse(answer.body);
  };

  it('creates the address, places a złoty order and answers its payment page as JSON', async () => {
    const { token } = await shopper();
    const answer = await server.request('POST', '/orders', { token, body: { shippingAddress: polishAddress, ...pln() } });
    assert.equal(answer.status, 200, answer.text);
    assert.match(answer.headers.get('content-type')!, /application\/json/);
    const placed = placedOrder(answer.body);
    assert.match(placed.location, /^http:\/\/localhost:8443\/sandbox\/pay\/TR-SBX-[0-9A-F]{12}$/);
    const record = await recordOf(token);
    assert.equal(placed.addressId, record?.id, 'the id of the record saved');
    assert.equal(record?.shippingAddress.city, polishAddress.city);
    const orders = await ordersOf(token);
    assert.deepEqual([orders.totalElements, orders.content[0]?.orderNumber, orders.content[0]?.status.name], [1, placed.orderNumber, 'PAYMENT_VERIFICATION']);
    // The same checkout asked again answers the same order and payment, also through the alias (from the saved record).
    const again = placedOrder((await server.request('POST', '/orders', { token, body: { id: placed.addressId, shippingAddress: polishAddress, ...pln() } })).body);
    assert.deepEqual(again, placed);
    const alias = await server.request('POST', '/tpay/beginTransaction', { token, body: pln() });
    assert.deepEqual([alias.status, alias.text], [200, placed.location]);
    assert.equal((await ordersOf(token)).totalElements, 1);
  });

  it('updates the saved address (by its id) and places a euro inquiry with its in-app path', async () => {
    const { token } = await shopper();
    const saved = DeliveryRecordSchema.parse((await server.request('POST', '/address', { token, body: { shippingAddress: polishAddress } })).body);
    const body = { id: saved.id, shippingAddress: germanAddress, invoiceAddress: invoice, ...pln('999'), useInvoiceAddress: 'true', currency: 'EUR', language: 'en' };
    const placed = placedOrder((await server.request('POST', '/orders', { token, body })).body);
    assert.match(placed.location, new RegExp(`^/en/order\\?orderNumber=${placed.orderNumber}&status=placed$`));
    assert.equal(placed.addressId, saved.id, 'updated, not created anew');
    const record = await recordOf(token);
    assert.deepEqual([record?.shippingAddress.country, record?.shippingAddress.region, record?.invoiceAddress?.companyName], ['DE', 'EUROPEAN_UNION', 'ACME sp. z o.o.']);
    const order = (await ordersOf(token)).content[0]!;
    assert.deepEqual([order.orderNumber, order.status.name, order.currency.name, order.shippingAddress.country], [placed.orderNumber, 'PLACED', 'EUR', 'DE']);
    // An inquiry empties its cart at once.
    assert.equal(CartSchema.parse((await server.request('GET', '/cart', { token })).body).cartItems.length, 0);
  });

  it('writes nothing when refused: neither the address nor an order', async () => {
    const { token } = await shopper();
    const refusals: [Record<string, unknown>, number, { message: string; field: string | null }][] = [
      [{ shippingAddress: { ...polishAddress, phoneNumber: '12345' }, ...pln() }, 400, { message: 'validation.phoneNineDigits', field: 'shippingAddress.phoneNumber' }],
      [{ shippingAddress: polishAddress, invoiceAddress: { ...invoice, companyIdentificationNumber: '5250001009' }, ...pln() }, 400, { message: 'validation.invalidTaxNumber', field: 'invoiceAddress.companyIdentificationNumber' }],
      // A valid address with a refused payment choice: the address is not kept either.
      [{ shippingAddress: polishAddress, ...pln('') }, 400, { message: 'validation.selectPaymentMethod', field: 'paymentGroup' }],
      [{ shippingAddress: polishAddress, ...pln(), useInvoiceAddress: 'true' }, 400, { message: 'invoiceAddressMissing', field: 'invoiceAddress' }],
      [{ shippingAddress: polishAddress, ...pln(), termsAccepted: false }, 400, { message: 'validation.acceptTerms', field: 'termsAccepted' }],
      [{ id: 123456, shippingAddress: polishAddress, ...pln() }, 404, { message: 'addressNotFound', field: null }],
    ];
    for (const [body, status, refusal] of refusals) {
      const answer = await server.request('POST', '/orders', { token, body });
      assert.deepEqual([answer.status, answer.body], [status, refusal], JSON.stringify(body));
    }
    assert.equal(await recordOf(token), null, 'no address saved');
    assert.equal((await ordersOf(token)).totalElements, 0, 'no order');

    // With an address saved before, a refused order leaves it as it was.
    const saved = DeliveryRecordSchema.parse((await server.request('POST', '/address', { token, body: { shippingAddress: polishAddress } })).body);
    const refused = await server.request('POST', '/orders', { token, body: { id: saved.id, shippingAddress: germanAddress, ...pln('abc') } });
    assert.deepEqual([refused.status, refused.body], [400, { message: 'validation.selectPaymentMethod', field: 'paymentGroup' }]);
    assert.deepEqual(await recordOf(token), saved, 'the saved address is unchanged');
    const mismatch = await server.request('POST', '/orders', { token, body: { id: saved.id! + 1000, shippingAddress: germanAddress, ...pln() } });
    assert.deepEqual([mismatch.status, mismatch.body], [409, { message: 'addressIdMismatch', field: 'id' }]);

    // A discount code that no longer applies: the code leaves the cart, the address and the order are not written.
    await server.request('POST', '/cart/apply-discount/WELCOME5', { token });
    await server.database.db.updateTable('discount').set({ valid_until: '2000-01-01T00:00:00Z' }).where('code', '=', 'WELCOME5').execute();
    try {
      const expired = await server.request('POST', '/orders', { token, body: { id: saved.id, shippingAddress: germanAddress, ...pln() } });
      assert.deepEqual([expired.status, expired.body], [410, { message: 'discountExpired', field: 'discount' }]);
      assert.deepEqual(await recordOf(token), saved, 'the saved address is unchanged');
      const cart = CartSchema.parse((await server.request('GET', '/cart', { token })).body);
      assert.deepEqual([cart.cartItems.length, cart.discount ?? null], [2, null], 'the cart keeps its lines, without the code');
    } finally {
      await server.database.db.updateTable('discount').set({ valid_until: null }).where('code', '=', 'WELCOME5').execute();
    }
    assert.equal((await ordersOf(token)).totalElements, 0, 'no order');
    assert.equal((await server.request('POST', '/orders', { body: { shippingAddress: polishAddress, ...pln() } })).status, 401);
  });

  it('keeps POST /tpay/beginTransaction answering text from the address saved before', async () => {
    const { token } = await shopper();
    assert.deepEqual((await server.request('POST', '/tpay/beginTransaction', { token, body: pln() })).body, { message: 'addressMissing', field: 'shippingAddress' });
    await server.request('POST', '/address', { token, body: { shippingAddress: polishAddress } });
    const begun = await server.request('POST', '/tpay/beginTransaction', { token, body: pln() });
    assert.equal(begun.status, 200, begun.text);
    assert.match(begun.headers.get('content-type')!, /text\/plain/);
    assert.match(begun.text, /^http:\/\/localhost:8443\/sandbox\/pay\/TR-SBX-[0-9A-F]{12}$/);
  });
});
