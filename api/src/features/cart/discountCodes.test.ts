// The owner's codes in a shopper's cart: each reason a code is refused has its own answer (used up, this customer's
// uses taken, not active yet, switched off, an amount code of the other currency), an amount code reduces only its
// own currency and never below zero, and a code that stops applying after it was put in the cart is reported at
// checkout and taken off the cart, with nothing charged or counted.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cartPrices } from '@inercise/contracts/domain/pricing';
import { contracts } from '../../contracts.ts';
import { adminOf, type Customer } from '../../test/adminKit.ts';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../../test/harness.ts';

const { CartSchema, OrderSchema, pageSchema } = contracts;
const checkout = (currency: 'PLN' | 'EUR') => ({ paymentGroup: currency === 'PLN' ? '150' : '999', useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency });

/** A day in the shop's calendar, `offset` days from today. */
const dayFromToday = (offset: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date(Date.now() + offset * 86_400_000));

describe('discount codes in the cart', () => {
  let server: TestServer;
  let admin: Customer;

  const createCode = async (body: Record<string, unknown>) => {
    const answer = await server.request('POST', '/admin/discount-codes', { token: admin.token, body });
    assert.equal(answer.status, 201, answer.text);
  };
  /** A customer with an address in Poland, delivery chosen, and [product id, quantity] lines in the cart. */
  const shopper = async (lines: [number, number][] = [[3, 1]]) => {
    const user = await customer(server);
    await server.request('POST', '/address', { token: user.token, body: { shippingAddress: polishAddress } });
    for (const [id, quantity] of lines) {
      const added = await server.request('POST', `/cart/add-product/${id}?quantity=${quantity}`, { token: user.token, body: await defaultChoice(server, id) });
      assert.equal(added.status, 200, added.text);
    }
    await server.request('GET', '/cart/shipment/POLAND', { token: user.token });
    return user;
  };
  const apply = (token: string, code: string, currency?: 'PLN' | 'EUR') =>
    server.request('POST', `/cart/apply-discount/${encodeURIComponent(code)}${currency ? `?currency=${currency}` : ''}`, { token });
  const cartOf = async (token: string) => CartSchema.parse((await server.request('GET', '/cart', { token })).body);
  const usesOf = async (code: string) =>
    (await server.database.db.selectFrom('discount').select('used_count').where('code', '=', code).executeTakeFirstOrThrow()).used_count;

  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
  });
  after(() => server.close());

  it('matches a code with letter case and spaces ignored, and answers it as the owner wrote it', async () => {
    await createCode({ code: 'Spring-15', kind: 'PERCENT', percent: 15 });
    const { token } = await shopper();
    const answer = await apply(token, '  spring-15 ');
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(CartSchema.parse(answer.body).discount, { code: 'Spring-15', percent: 15 });
  });

  it('says a code is used up once its total limit is reached', async () => {
    await createCode({ code: 'LAST-ONE', kind: 'PERCENT', percent: 20, maxUses: 1 });
    const first = await shopper();
    assert.equal((await apply(first.token, 'LAST-ONE')).status, 200);
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token: first.token, body: checkout('PLN') })).status, 200);
    assert.equal(await usesOf('LAST-ONE'), 1);
    const second = await shopper();
    assert.deepEqual(await apply(second.token, 'LAST-ONE').then((a) => [a.status, a.body]), [410, { message: 'discountUsedUp', field: 'code' }]);
    assert.equal((await cartOf(second.token)).discount, null);
  });

  it("says a customer's own uses are taken, while another customer may still use the code", async () => {
    await createCode({ code: 'ONCE-EACH', kind: 'PERCENT', percent: 10, maxUsesPerCustomer: 1 });
    const anna = await shopper();
    assert.equal((await apply(anna.token, 'ONCE-EACH')).status, 200);
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token: anna.token, body: checkout('PLN') })).status, 200);
    await server.request('POST', '/cart/add-product/3', { token: anna.token, body: await defaultChoice(server, 3) });
    assert.deepEqual(await apply(anna.token, 'once-each').then((a) => [a.status, a.body]), [410, { message: 'discountCustomerLimitReached', field: 'code' }]);
    const ben = await shopper();
    assert.equal((await apply(ben.token, 'ONCE-EACH')).status, 200);
    const used = await server.database.db.selectFrom('discount_use').innerJoin('discount', 'discount.id', 'discount_use.discount_id').select(['discount_use.user_id']).where('discount.code', '=', 'ONCE-EACH').execute();
    assert.deepEqual(used.map((row) => row.user_id), [anna.id]);
  });

  it('says a code is not active yet before its first day', async () => {
    await createCode({ code: 'TOMORROW', kind: 'PERCENT', percent: 10, validFrom: dayFromToday(1) });
    const { token } = await shopper();
    assert.deepEqual(await apply(token, 'TOMORROW').then((a) => [a.status, a.body]), [409, { message: 'discountNotActiveYet', field: 'code' }]);
    // From its first day on it applies.
    await createCode({ code: 'TODAY', kind: 'PERCENT', percent: 10, validFrom: dayFromToday(0), validTo: dayFromToday(0) });
    assert.equal((await apply(token, 'TODAY')).status, 200);
  });

  it('says a switched-off code is no longer active, and takes it again once switched on', async () => {
    await createCode({ code: 'PAUSED', kind: 'PERCENT', percent: 10 });
    const { token } = await shopper();
    await server.request('PATCH', '/admin/discount-codes/PAUSED', { token: admin.token, body: { active: false } });
    assert.deepEqual(await apply(token, 'PAUSED').then((a) => [a.status, a.body]), [410, { message: 'discountInactive', field: 'code' }]);
    await server.request('PATCH', '/admin/discount-codes/PAUSED', { token: admin.token, body: { active: true } });
    assert.equal((await apply(token, 'PAUSED')).status, 200);
  });

  it('takes an amount code off its own currency only, refusing it for a cart paid in the other one', async () => {
    await createCode({ code: 'EURO-20', kind: 'AMOUNT', amount: 20, currency: 'EUR' });
    // Two of product 3: 698 PLN, 164 EUR.
    const { token } = await shopper([[3, 2]]);
    assert.deepEqual(await apply(token, 'EURO-20', 'PLN').then((a) => [a.status, a.body]), [409, { message: 'discountCurrencyMismatch', field: 'code' }]);
    const cart = CartSchema.parse((await apply(token, 'EURO-20', 'EUR')).body);
    assert.deepEqual(cart.discount, { code: 'EURO-20', percent: 0, amount: 20, currency: 'EUR' });
    assert.deepEqual([cart.originalPrice, cart.discountedPrice, cart.originalPriceEur, cart.discountedPriceEur], [698, null, 164, 144]);
    // Placed in euro, the order carries the amount off; delivery is added after it.
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token, body: checkout('EUR') })).status, 200);
    const [order] = pageSchema(OrderSchema).parse((await server.request('GET', '/order', { token })).body).content;
    assert.deepEqual([order!.currency.name, order!.originalPrice, order!.discountedPrice], ['EUR', 164, 144]);
    assert.equal(await usesOf('EURO-20'), 1);
  });

  it('prices a cart as the guest cart does: the same lines, odd quantities and the same code give the same figures', async () => {
    await createCode({ code: 'ODD-13', kind: 'PERCENT', percent: 13 });
    await createCode({ code: 'EURO-7', kind: 'AMOUNT', amount: 7.33, currency: 'EUR' });
    // Prices with grosze (19.99-like units) in odd quantities: float sums drift, integer ones do not.
    const lines: [number, number][] = [[1, 3], [14, 7], [3, 5]];
    for (const [code, currency] of [['odd-13', 'PLN'], ['euro-7', 'EUR']] as const) {
      const { token } = await shopper(lines);
      const cart = CartSchema.parse((await apply(token, code, currency)).body);
      const terms = cart.discount!.amount ? { kind: 'AMOUNT' as const, amount: Math.round(cart.discount!.amount * 100), currency } : { kind: 'PERCENT' as const, percent: cart.discount!.percent };
      const guest = cartPrices(cart.cartItems, terms);
      assert.notEqual(cart.discountedPrice ?? cart.discountedPriceEur, null);
      assert.deepEqual(
        [cart.originalPrice, cart.originalPriceEur, cart.discountedPrice, cart.discountedPriceEur],
        [guest.originalPrice, guest.originalPriceEur, guest.discountedPrice, guest.discountedPriceEur],
      );
      assert.deepEqual(cart.cartItems.map((item) => item.quantity), [3, 7, 5]);
    }
  });

  it('never makes the goods cost less than nothing: an amount bigger than the cart leaves the delivery to pay', async () => {
    await createCode({ code: 'BIG-GIFT', kind: 'AMOUNT', amount: 1000, currency: 'PLN' });
    // One of product 3: 349 PLN; delivery in Poland 19.99 PLN.
    const { token } = await shopper([[3, 1]]);
    const cart = CartSchema.parse((await apply(token, 'big-gift', 'PLN')).body);
    assert.deepEqual([cart.originalPrice, cart.discountedPrice, cart.shipmentPrice], [349, 0, 19.99]);
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token, body: checkout('PLN') })).status, 200);
    const row = await server.database.db.selectFrom('shop_order').innerJoin('app_user', 'app_user.id', 'shop_order.user_id').select(['original_price', 'discounted_price', 'total_price', 'discount_code']).where('app_user.id', '=', (await cartOf(token)).user!.id).executeTakeFirstOrThrow();
    assert.deepEqual(row, { original_price: 34900, discounted_price: 0, total_price: 1999, discount_code: 'BIG-GIFT' });
  });

  it('reports at checkout a code that stopped applying after it was put in the cart, takes it off and charges nothing', async () => {
    await createCode({ code: 'GONE-SOON', kind: 'PERCENT', percent: 30 });
    await createCode({ code: 'PLN-50', kind: 'AMOUNT', amount: 50, currency: 'PLN' });
    const switchedOff = await shopper();
    assert.equal((await apply(switchedOff.token, 'GONE-SOON')).status, 200);
    await server.request('PATCH', '/admin/discount-codes/GONE-SOON', { token: admin.token, body: { active: false } });
    const refused = await server.request('POST', '/tpay/beginTransaction', { token: switchedOff.token, body: checkout('PLN') });
    assert.deepEqual([refused.status, refused.body], [410, { message: 'discountInactive', field: 'discount' }]);
    const kept = await cartOf(switchedOff.token);
    assert.deepEqual([kept.cartItems.length, kept.discount], [1, null]);
    assert.equal((await server.request('GET', '/order', { token: switchedOff.token })).body.totalElements, 0);
    assert.equal(await usesOf('GONE-SOON'), 0);
    // Tried again, the order is placed at the price the cart now says.
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token: switchedOff.token, body: checkout('PLN') })).status, 200);

    // An older page applies without saying its currency; paying in the other currency is refused the same way.
    const elsewhere = await shopper();
    assert.equal((await apply(elsewhere.token, 'PLN-50')).status, 200);
    const mismatch = await server.request('POST', '/tpay/beginTransaction', { token: elsewhere.token, body: checkout('EUR') });
    assert.deepEqual([mismatch.status, mismatch.body], [409, { message: 'discountCurrencyMismatch', field: 'discount' }]);
    assert.equal((await cartOf(elsewhere.token)).discount, null);
    assert.equal(await usesOf('PLN-50'), 0);

    // A customer whose own uses were taken meanwhile (an order placed in another way) is refused too.
    await createCode({ code: 'ONE-PER-YOU', kind: 'PERCENT', percent: 10, maxUsesPerCustomer: 1 });
    const twice = await shopper();
    assert.equal((await apply(twice.token, 'ONE-PER-YOU')).status, 200);
    const db = server.database.db;
    const code = await db.selectFrom('discount').select('id').where('code', '=', 'ONE-PER-YOU').executeTakeFirstOrThrow();
    const otherOrder = await db.selectFrom('shop_order').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.insertInto('discount_use').values({ discount_id: code.id, user_id: twice.id, order_id: otherOrder.id }).execute();
    const limited = await server.request('POST', '/tpay/beginTransaction', { token: twice.token, body: checkout('PLN') });
    assert.deepEqual([limited.status, limited.body], [410, { message: 'discountCustomerLimitReached', field: 'discount' }]);
    assert.equal(await usesOf('ONE-PER-YOU'), 0, 'the refused order took no use');
  });
});
