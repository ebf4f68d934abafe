// A code's limits hold when orders race for them: two customers checking out at once with the last use of a code
// get one discounted order and one refusal that says the code is used up (that cart kept, without the code, and no
// order placed by its other calls either); one customer's concurrent checkouts take one use.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contracts } from '../../contracts.ts';
import { adminOf } from '../../test/adminKit.ts';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../../test/harness.ts';

const { CartSchema, OrderSchema, pageSchema } = contracts;
/** As the checkout page sends it: with the code it showed applied. */
const pln = (discountCode: string | null) => ({ paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN', discountCode });

describe('discount limits under concurrent checkouts', () => {
  let server: TestServer;

  const shopperWith = async (code: string) => {
    const user = await customer(server);
    await server.request('POST', '/address', { token: user.token, body: { shippingAddress: polishAddress } });
    await server.request('POST', '/cart/add-product/3?quantity=2', { token: user.token, body: await defaultChoice(server, 3) });
    const applied = await server.request('POST', `/cart/apply-discount/${code}`, { token: user.token });
    assert.equal(applied.status, 200, applied.text);
    return user;
  };
  const countsOf = async (code: string) => {
    const db = server.database.db;
    const row = await db.selectFrom('discount').select(['id', 'used_count']).where('code', '=', code).executeTakeFirstOrThrow();
    const uses = await db.selectFrom('discount_use').select((eb) => eb.fn.countAll().as('n')).where('discount_id', '=', row.id).executeTakeFirstOrThrow();
    return { usedCount: row.used_count, uses: Number(uses.n) };
  };
  const ordersOf = async (token: string) => pageSchema(OrderSchema).parse((await server.request('GET', '/order', { token })).body).content;

  before(async () => {
    server = await startServer();
    const admin = await adminOf(server);
    for (const body of [
      { code: 'LAST-USE', kind: 'PERCENT', percent: 50, maxUses: 1 },
      { code: 'MINE-ONCE', kind: 'PERCENT', percent: 10, maxUsesPerCustomer: 1 },
    ]) {
      assert.equal((await server.request('POST', '/admin/discount-codes', { token: admin.token, body })).status, 201);
    }
  });
  after(() => server.close());

  it('gives the last use to one of two customers checking out at once; the other is told it is used up', async () => {
    const anna = await shopperWith('LAST-USE');
    const ben = await shopperWith('LAST-USE');
    const calls = [anna, ben].flatMap((user) =>
      Array.from({ length: 5 }, () => server.request('POST', '/tpay/beginTransaction', { token: user.token, body: pln('LAST-USE') }).then((answer) => ({ user, answer }))),
    );
    const answers = await Promise.all(calls);
    const statusesOf = (user: typeof anna) => [...new Set(answers.filter((x) => x.user === user).map((x) => x.answer.status))];
    const [winner, loser] = statusesOf(anna).includes(200) ? [anna, ben] : [ben, anna];
    assert.deepEqual(statusesOf(winner), [200]);
    // Every call of the other customer is refused and places nothing. The code is taken off the cart after the
    // refused checkout's rollback (so the address sent with it is not kept), so a call that took the cart's lock before
    // that is told the code is used up too, and one after it that the code is no longer the one its page showed: how
    // many of each depends on the database's scheduling (PGlite runs one at a time, PostgreSQL does not).
    const refusals = answers.filter((x) => x.user === loser).map((x) => x.answer.body.message as string);
    assert.equal(refusals.length, 5);
    assert.ok(refusals.includes('discountUsedUp'), refusals.join());
    assert.ok(refusals.every((message) => message === 'discountUsedUp' || message === 'discountChanged'), refusals.join());

    assert.deepEqual(await countsOf('LAST-USE'), { usedCount: 1, uses: 1 });
    const [order] = await ordersOf(winner.token);
    assert.deepEqual([order!.originalPrice, order!.discountedPrice], [698, 349]);
    // The other customer keeps the cart, without the code, and pays the full price on the next try.
    assert.equal((await ordersOf(loser.token)).length, 0);
    const cart = CartSchema.parse((await server.request('GET', '/cart', { token: loser.token })).body);
    assert.deepEqual([cart.cartItems.length, cart.discount, cart.discountedPrice], [1, null, null]);
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token: loser.token, body: pln(null) })).status, 200);
    const [full] = await ordersOf(loser.token);
    assert.deepEqual([full!.originalPrice, full!.discountedPrice], [698, null]);
    assert.deepEqual(await countsOf('LAST-USE'), { usedCount: 1, uses: 1 });
  });

  it("takes one use for one customer's concurrent checkouts of one cart", async () => {
    const anna = await shopperWith('MINE-ONCE');
    const answers = await Promise.all(Array.from({ length: 10 }, () => server.request('POST', '/tpay/beginTransaction', { token: anna.token, body: pln('MINE-ONCE') })));
    assert.deepEqual([...new Set(answers.map((answer) => answer.status))], [200]);
    assert.equal(new Set(answers.map((answer) => answer.text)).size, 1);
    assert.deepEqual(await countsOf('MINE-ONCE'), { usedCount: 1, uses: 1 });
  });

  it('places no order when the cart holds another code than the page showed (put on in another tab)', async () => {
    const anna = await shopperWith('MINE-ONCE');
    assert.equal((await server.request('POST', '/cart/apply-discount/INERCISE10', { token: anna.token })).status, 200);
    const changed = await server.request('POST', '/tpay/beginTransaction', { token: anna.token, body: pln('mine-once') });
    assert.deepEqual([changed.status, changed.body], [409, { message: 'discountChanged', field: 'discount' }]);
    assert.equal((await ordersOf(anna.token)).length, 0);
    // Nothing of the cart changes: the code the other tab put on stays, and the page showing it may go on.
    const cart = CartSchema.parse((await server.request('GET', '/cart', { token: anna.token })).body);
    assert.equal(cart.discount?.code, 'INERCISE10');
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token: anna.token, body: pln('inercise10') })).status, 200);
  });
});
