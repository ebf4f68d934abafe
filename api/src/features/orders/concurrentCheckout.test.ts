// Concurrent checkouts of different customers: each gets one order, with exactly the items of their
// own cart, and a notification for one order never touches the other.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contracts } from '../../contracts.ts';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../../test/harness.ts';

const { OrderSchema, pageSchema, CartSchema } = contracts;
const pln = { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' };

describe('concurrent checkouts', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const shopperWith = async (lines: [productId: number, quantity: number][]) => {
    const user = await customer(server);
    await server.request('POST', '/address', { token: user.token, body: { shippingAddress: polishAddress } });
    for (const [id, quantity] of lines) {
      const added = await server.request('POST', `/cart/add-product/${id}?quantity=${quantity}`, { token: user.token, body: await defaultChoice(server, id) });
      assert.equal(added.status, 200, added.text);
    }
    const cart = CartSchema.parse((await server.request('GET', '/cart', { token: user.token })).body);
    return { ...user, items: cart.cartItems.map((i) => [i.product.id, i.quantity]).sort() };
  };

  it('two customers checking out at once (ten calls each) get one order each, with their own items', async () => {
    const alice = await shopperWith([[1, 1], [11, 2]]);
    const bob = await shopperWith([[3, 3]]);
    const calls = [alice, bob].flatMap((user) => Array.from({ length: 10 }, () => server.request('POST', '/tpay/beginTransaction', { token: user.token, body: pln }).then((a) => ({ user, a }))));
    const answers = await Promise.all(calls);
    for (const user of [alice, bob]) {
      const own = answers.filter((x) => x.user === user).map((x) => x.a);
      assert.deepEqual([...new Set(own.map((a) => a.status))], [200]);
      assert.equal(new Set(own.map((a) => a.text)).size, 1, 'every call of one customer answers the same payment');
    }
    assert.notEqual(answers[0]!.a.text, answers[10]!.a.text, 'two customers, two payments');

    const ordersOf = async (token: string) => pageSchema(OrderSchema).parse((await server.request('GET', '/order', { token })).body);
    const [aliceOrders, bobOrders] = [await ordersOf(alice.token), await ordersOf(bob.token)];
    assert.equal(aliceOrders.totalElements, 1);
    assert.equal(bobOrders.totalElements, 1);
    const itemsOf = (order: (typeof aliceOrders.content)[number]) => order.orderItems.map((i) => [i.product.id, i.quantity]).sort();
    assert.deepEqual(itemsOf(aliceOrders.content[0]!), alice.items);
    assert.deepEqual(itemsOf(bobOrders.content[0]!), bob.items);

    // Alice pays; Bob's order is untouched.
    const transactionId = answers[0]!.a.text.split('/sandbox/pay/')[1]!;
    assert.equal((await server.request('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: 'pl' } })).status, 303);
    assert.equal((await ordersOf(alice.token)).content[0]!.status.name, 'PAID');
    assert.equal((await ordersOf(bob.token)).content[0]!.status.name, 'PAYMENT_VERIFICATION');
    const rows = await server.database.db.selectFrom('shop_order').select(['user_id']).execute();
    assert.equal(rows.filter((r) => r.user_id === alice.id).length + rows.filter((r) => r.user_id === bob.id).length, 2);
  });
});
