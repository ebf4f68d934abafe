// Paying an unpaid order again (issue 48): a new transaction for the same order and total, the cart kept until the
// payment succeeds, a late success of a superseded transaction accepted once, a replayed failure ignored.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contracts } from '../../contracts.ts';
import { setStatus } from '../../admin.ts';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../../test/harness.ts';

const { CartSchema, OrderSchema, pageSchema } = contracts;
const pln = { paymentGroup: '150', useInvoiceAddress: 'false', termsAccepted: true, language: 'en', currency: 'PLN' };

describe('paying an order again', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const shopper = async () => {
    const user = await customer(server);
    await server.request('POST', '/address', { token: user.token, body: { shippingAddress: polishAddress } });
    await server.request('POST', '/cart/add-product/1', { token: user.token, body: await defaultChoice(server, 1) });
    await server.request('POST', '/cart/add-product/11?quantity=2', { token: user.token, body: await defaultChoice(server, 11) });
    await server.request('POST', '/cart/apply-discount/INERCISE10', { token: user.token });
    return user;
  };
  const transactionOf = (url: string) => {
    const id = url.split('/sandbox/pay/')[1];
    assert.ok(id, `a sandbox page: ${url}`);
    return id;
  };
  const orders = async (token: string) => pageSchema(OrderSchema).parse((await server.request('GET', '/order', { token })).body);
  const cartOf = async (token: string) => CartSchema.parse((await server.request('GET', '/cart', { token })).body);
  const row = (orderNumber: string) =>
    server.database.db.selectFrom('shop_order').select(['id', 'status', 'total_price', 'transaction_id']).where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
  const payAgain = (token: string, orderNumber: string) => server.request('POST', `/order/${orderNumber}/payment`, { token });
  const outcomesOf = async (transactionId: string) =>
    (await server.database.db.selectFrom('payment_notification').select('outcome').where('transaction_id', '=', transactionId).orderBy('id').execute()).map((n) => n.outcome);

  it('pays the same order again for the same amount, once, whichever transaction succeeds', async () => {
    const { token } = await shopper();
    const first = await server.request('POST', '/tpay/beginTransaction', { token, body: pln });
    const failedId = transactionOf(first.text);
    const { orderNumber } = (await orders(token)).content[0]!;
    const { total_price: total } = await row(orderNumber);

    // The sandbox page's "Fail": the order is INCOMPLETE, the cart as it was (its code too).
    assert.equal((await server.request('POST', `/sandbox/pay/${failedId}/fail`, { form: { lang: 'en' } })).status, 303);
    assert.equal((await row(orderNumber)).status, 'INCOMPLETE');
    const kept = await cartOf(token);
    assert.deepEqual([kept.cartItems.length, kept.discount?.code], [2, 'INERCISE10']);

    const again = await payAgain(token, orderNumber);
    assert.equal(again.status, 200, again.text);
    assert.match(again.headers.get('content-type')!, /text\/plain/);
    const secondId = transactionOf(again.text);
    assert.notEqual(secondId, failedId);
    assert.deepEqual(await row(orderNumber), { ...(await row(orderNumber)), status: 'PAYMENT_VERIFICATION', total_price: total, transaction_id: secondId });
    assert.match((await server.request('GET', `/sandbox/pay/${secondId}?lang=en`)).text, new RegExp(`${(total / 100).toFixed(2)} PLN`));

    // The failed transaction's notification, replayed, changes nothing: the order waits for the open one.
    assert.equal((await server.request('POST', `/sandbox/pay/${failedId}/fail`, { form: { lang: 'en' } })).status, 303);
    assert.equal((await row(orderNumber)).status, 'PAYMENT_VERIFICATION');
    assert.deepEqual(await outcomesOf(failedId), ['failed', 'ignored']);

    // Pressed once more: the second transaction is superseded by a third; still one order.
    const thirdId = transactionOf((await payAgain(token, orderNumber)).text);
    assert.notEqual(thirdId, secondId);
    assert.equal((await orders(token)).totalElements, 1);

    // The shopper had the second page still open and pays there: that late success is accepted, once.
    assert.equal((await server.request('POST', `/sandbox/pay/${secondId}/pay`, { form: { lang: 'en' } })).status, 303);
    assert.equal((await row(orderNumber)).status, 'PAID');
    // The open (third) transaction paying too, or the second's success replayed, never pays the order twice.
    await server.request('POST', `/sandbox/pay/${thirdId}/pay`, { form: { lang: 'en' } });
    await server.request('POST', `/sandbox/pay/${secondId}/pay`, { form: { lang: 'en' } });
    assert.deepEqual([await outcomesOf(secondId), await outcomesOf(thirdId)], [['paid', 'alreadyProcessed'], ['alreadyProcessed']]);
    const invoices = await server.database.db.selectFrom('invoice').select('id').where('order_id', '=', (await row(orderNumber)).id).execute();
    assert.equal(invoices.length, 1, 'one invoice');
    const [order] = (await orders(token)).content;
    assert.deepEqual([order!.status.name, (await orders(token)).totalElements], ['PAID', 1]);

    // Paid: the order's lines and its code left the cart. A paid order is not paid again.
    const emptied = await cartOf(token);
    assert.deepEqual([emptied.cartItems.length, emptied.discount], [0, null]);
    assert.deepEqual([(await payAgain(token, orderNumber)).status, (await payAgain(token, orderNumber)).body], [400, { message: 'orderAlreadyPaid', field: 'orderNumber' }]);
  });

  it('keeps in the cart what was added after the order, when that order is paid', async () => {
    const { token } = await shopper();
    const url = (await server.request('POST', '/tpay/beginTransaction', { token, body: pln })).text;
    const { orderNumber } = (await orders(token)).content[0]!;
    // The same checkout asked again is the same order.
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token, body: pln })).text, url);
    await server.request('POST', `/sandbox/pay/${transactionOf(url)}/fail`, { form: { lang: 'en' } });
    // "Order and pay" again with the cart unchanged pays that order again (a new transaction), no second order.
    const repaid = await server.request('POST', '/tpay/beginTransaction', { token, body: pln });
    assert.notEqual(transactionOf(repaid.text), transactionOf(url));
    assert.deepEqual([(await orders(token)).totalElements, (await row(orderNumber)).status], [1, 'PAYMENT_VERIFICATION']);
    // One more disc added: paying the order takes only its own lines and quantities out of the cart.
    await server.request('POST', '/cart/add-product/11', { token, body: await defaultChoice(server, 11) });
    await server.request('POST', `/sandbox/pay/${transactionOf(repaid.text)}/pay`, { form: { lang: 'en' } });
    const left = await cartOf(token);
    assert.deepEqual(
      left.cartItems.map((line) => [line.product.id, line.quantity]),
      [[11, 1]],
    );
  });

  it('refuses a cancelled order with its reason, an inquiry, and another customer’s order', async () => {
    const alice = await shopper();
    const url = (await server.request('POST', '/tpay/beginTransaction', { token: alice.token, body: pln })).text;
    const { orderNumber } = (await orders(alice.token)).content[0]!;
    const bob = await customer(server);
    assert.deepEqual([(await payAgain(bob.token, orderNumber)).status, (await payAgain(bob.token, orderNumber)).body], [404, { message: 'orderNotFound', field: 'orderNumber' }]);
    assert.equal((await server.request('POST', `/order/${orderNumber}/payment`)).status, 401);

    assert.equal(await setStatus(server.database.db, orderNumber, 'CANCELLED', { reason: 'Out of stock' }), null);
    const refused = await payAgain(alice.token, orderNumber);
    assert.deepEqual([refused.status, refused.body], [400, { message: 'orderCancelled', field: 'orderNumber' }]);
    assert.equal((await row(orderNumber)).transaction_id, transactionOf(url), 'no new transaction');

    const inquirer = await shopper();
    await server.request('POST', '/tpay/beginTransaction', { token: inquirer.token, body: { ...pln, currency: 'EUR', paymentGroup: '999' } });
    const inquiry = (await orders(inquirer.token)).content[0]!;
    assert.equal(inquiry.status.name, 'PLACED');
    assert.deepEqual((await payAgain(inquirer.token, inquiry.orderNumber)).body, { message: 'orderAwaitsOffer', field: 'orderNumber' });
  });
});
