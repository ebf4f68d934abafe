import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { contracts } from '../../contracts.ts';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../../test/harness.ts';
import { setStatus } from '../../admin.ts';
import { notificationMd5 } from '../payments/notificationSignature.ts';
import { createSandboxProvider } from '../payments/sandbox/sandboxProvider.ts';

const { OrderSchema, pageSchema, CartSchema } = contracts;
const germanAddress = { ...polishAddress, country: 'DE', region: 'EUROPEAN_UNION', state: 'Bayern', city: 'München', postcode: '80331', areaCode: '+49' };
const swissAddress = { ...polishAddress, country: 'CH', region: 'SWITZERLAND', state: 'Zürich', city: 'Zürich', postcode: '8001', areaCode: '+41', phoneNumber: '791234567' };
const pln = (paymentGroup = '150') => ({ paymentGroup, useInvoiceAddress: 'false', termsAccepted: true, language: 'pl', currency: 'PLN' });

describe('payments and orders', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const shopper = async (address = polishAddress) => {
    const user = await customer(server);
    await server.request('POST', '/address', { token: user.token, body: { shippingAddress: address } });
    await server.request('POST', '/cart/add-product/1', { token: user.token, body: await defaultChoice(server, 1) });
    await server.request('POST', '/cart/add-product/11?quantity=2', { token: user.token, body: await defaultChoice(server, 11) });
    return user;
  };

  const transactionOf = (url: string) => url.split('/sandbox/pay/')[1]!;

  it('lists payment methods as a map keyed by group id', async () => {
    const methods = (await server.request('GET', '/tpay/payment-methods')).body;
    assert.deepEqual(methods['150'], { id: 150, name: 'BLIK', img: 'https://secure.tpay.com/_/g/150.png' });
    assert.ok(methods['103']);
  });

  it('turns the cart into an order paid through the sandbox page, once', async () => {
    const { token } = await shopper();
    await server.request('POST', '/cart/apply-discount/INERCISE10', { token });
    await server.request('GET', '/cart/shipment/POLAND', { token });
    const begun = await server.request('POST', '/tpay/beginTransaction/', { token, body: pln() });
    assert.equal(begun.status, 200, begun.text);
    assert.match(begun.headers.get('content-type')!, /text\/plain/);
    assert.match(begun.text, /^http:\/\/localhost:8443\/sandbox\/pay\/TR-SBX-[0-9A-F]{12}$/);
    // The cart keeps its lines until the payment succeeds.
    assert.equal(CartSchema.parse((await server.request('GET', '/cart', { token })).body).cartItems.length, 2, 'the cart is kept while unpaid');
    // The same cart asked again answers the same payment, no second order.
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token, body: pln() })).text, begun.text);
    const orders = pageSchema(OrderSchema).parse((await server.request('GET', '/order', { token })).body);
    assert.equal(orders.totalElements, 1);
    const order = orders.content[0]!;
    assert.equal(order.status.name, 'PAYMENT_VERIFICATION');
    assert.deepEqual([order.originalPrice, order.discountedPrice, order.shipmentPrice, order.currency.name], [8499 + 2 * 399, 8367.3, 19.99, 'PLN']);
    assert.deepEqual(order.orderItems.map((i) => [i.product.name, i.quantity, i.unitPrice]), [['deviceSet', 1, 8499], ['disc10', 2, 399]]);
    assert.equal(order.orderItems[0]!.selectedProperties[0]!.propertyType.name, 'COLOR_INERCISE_SET');
    assert.equal(order.shippingAddress.phoneNumber, '600700800');

    const transactionId = transactionOf(begun.text);
    const page = await server.request('GET', `/sandbox/pay/${transactionId}?lang=en`);
    assert.equal(page.status, 200);
    assert.match(page.text, /<button class="pay" type="submit">Pay<\/button>/);
    // 9297.00 of goods, 10% off the whole once (8367.30), then 19.99 of delivery: cart/pricing.ts.
    assert.match(page.text, /8387\.29 PLN/);
    assert.match((await server.request('GET', `/sandbox/pay/${transactionId}`)).text, /Zapłać[\s\S]*Odrzuć/);
    const paid = await server.request('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: 'en' } });
    assert.equal(paid.status, 303);
    assert.equal(paid.headers.get('location'), `http://shop.test/en/order?orderNumber=${order.orderNumber}&status=paid`);
    const single = OrderSchema.parse((await server.request('GET', `/order/${order.orderNumber}`, { token })).body);
    assert.equal(single.status.name, 'PAID');
    const emptied = CartSchema.parse((await server.request('GET', '/cart', { token })).body);
    assert.deepEqual([emptied.cartItems.length, emptied.discount], [0, null], 'the paid order left the cart, its code too');
    // A later failure notification or a replayed payment changes nothing.
    const failedLater = await server.request('POST', `/sandbox/pay/${transactionId}/fail`, { form: { lang: 'pl' } });
    // Polish returns carry the /pl prefix, so the browser's language cannot switch the shop to English.
    assert.equal(failedLater.headers.get('location'), `http://shop.test/pl/order?orderNumber=${order.orderNumber}&status=failed`);
    await server.request('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: 'pl' } });
    assert.equal(OrderSchema.parse((await server.request('GET', `/order/${order.orderNumber}`, { token })).body).status.name, 'PAID');
    assert.equal((await server.database.db.selectFrom('discount').select('used_count').where('code', '=', 'INERCISE10').executeTakeFirstOrThrow()).used_count, 1);
  });

  it('verifies notifications: md5sum, signature, amount, transaction; TRUE only when processed', async () => {
    const { token } = await shopper();
    const begun = await server.request('POST', '/tpay/beginTransaction', { token, body: pln() });
    const transactionId = transactionOf(begun.text);
    const order = (await server.request('GET', '/order', { token })).body.content[0];
    // The same persisted key and security code as the server's sandbox.
    const sandbox = createSandboxProvider({ dataDir: server.config.dataDir, publicApiUrl: server.config.publicApiUrl });
    const row = await server.database.db.selectFrom('shop_order').select(['total_price']).where('order_number', '=', order.orderNumber).executeTakeFirstOrThrow();
    const code = sandbox.securityCode;
    const fields = (overrides: Record<string, string> = {}) => {
      const base = { id: '1010', tr_id: transactionId, tr_date: '2025-01-01 10:00:00', tr_crc: order.orderNumber, tr_amount: (row.total_price / 100).toFixed(2), tr_paid: (row.total_price / 100).toFixed(2), tr_desc: 'x', tr_status: 'TRUE', tr_error: 'none', tr_email: '', test_mode: '1', ...overrides };
      return { ...base, md5sum: notificationMd5(base, code) };
    };
    const post = async (form: Record<string, string>, signature?: string | 'sign') =>
      server.request('POST', '/tpay/notification', {
        form,
        headers: signature ? { 'x-jws-signature': signature === 'sign' ? await sandbox.sign(new URLSearchParams(form).toString()) : signature } : {},
      });
    assert.equal((await post({ ...fields(), md5sum: 'f'.repeat(32) })).text, 'FALSE');
    assert.equal((await post(fields())).text, 'FALSE', 'no signature');
    assert.equal((await post(fields(), 'eyJhbGciOiJSUzI1NiJ9..c2lnbmF0dXJl')).text, 'FALSE', 'forged signature');
    assert.equal((await post(fields({ tr_amount: '1.00' }), 'sign')).status, 400);
    assert.equal((await post(fields({ tr_crc: 'INR-20250101-AAAAAA' }), 'sign')).status, 400);
    assert.equal((await server.request('POST', '/tpay/notification', { body: { id: 1 } })).text, 'FALSE');
    assert.equal(OrderSchema.parse((await server.request('GET', `/order/${order.orderNumber}`, { token })).body).status.name, 'PAYMENT_VERIFICATION');
    // Failing then paying: INCOMPLETE, then PAID (Tpay may retry a payment).
    const failed = await server.request('POST', `/sandbox/pay/${transactionId}/fail`, { form: { lang: 'pl' } });
    assert.match(failed.headers.get('location')!, /^http:\/\/shop\.test\/pl\/order\?orderNumber=.*&status=failed$/);
    assert.equal(OrderSchema.parse((await server.request('GET', `/order/${order.orderNumber}`, { token })).body).status.name, 'INCOMPLETE');
    // A valid notification signed like Tpay's is acknowledged, and its duplicate too, changing the order once.
    const first = await post(fields(), 'sign');
    const duplicate = await post(fields(), 'sign');
    assert.deepEqual([first.text, duplicate.text], ['TRUE', 'TRUE']);
    assert.equal(OrderSchema.parse((await server.request('GET', `/order/${order.orderNumber}`, { token })).body).status.name, 'PAID');
    const outcomes = await server.database.db.selectFrom('payment_notification').select('outcome').where('transaction_id', '=', transactionId).execute();
    assert.deepEqual(outcomes.map((o) => o.outcome).sort(), ['alreadyProcessed', 'badChecksum', 'badSignature', 'badSignature', 'failed', 'paid', 'unknownTransaction', 'wrongAmount'].sort());
  });

  it('makes one order from twenty concurrent begin-transaction calls', async () => {
    const { token } = await shopper();
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.request('POST', '/tpay/beginTransaction', { token, body: pln() })));
    assert.deepEqual([...new Set(answers.map((a) => a.status))], [200]);
    assert.equal(new Set(answers.map((a) => a.text)).size, 1);
    assert.equal((await server.request('GET', '/order', { token })).body.totalElements, 1);
  });

  it('gives the payment page for PLN with an EU or Swiss address and a payment group, with that region\'s shipment', async () => {
    for (const [address, shipment] of [
      [germanAddress, 89],
      [swissAddress, 149],
    ] as const) {
      const { token } = await shopper(address);
      const begun = await server.request('POST', '/tpay/beginTransaction', { token, body: pln('103') });
      assert.equal(begun.status, 200, begun.text);
      assert.match(begun.text, /\/sandbox\/pay\/TR-SBX-[0-9A-F]{12}$/, `${address.country}: a payment, not an inquiry`);
      const order = OrderSchema.parse((await server.request('GET', '/order', { token })).body.content[0]);
      assert.deepEqual([order.status.name, order.currency.name, order.shippingAddress.country], ['PAYMENT_VERIFICATION', 'PLN', address.country]);
      assert.equal(order.shipmentPrice, shipment);
    }
  });

  it('pays group 999 in PLN from the European Union and Switzerland online, the method chosen on the payment page', async () => {
    for (const address of [germanAddress, swissAddress]) {
      const { token } = await shopper(address);
      const begun = await server.request('POST', '/tpay/beginTransaction', { token, body: { ...pln('999'), language: 'en' } });
      assert.equal(begun.status, 200, begun.text);
      assert.match(begun.text, /\/sandbox\/pay\/TR-SBX-[0-9A-F]{12}$/, `${address.country}: a payment, not an inquiry`);
      const order = OrderSchema.parse((await server.request('GET', '/order', { token })).body.content[0]);
      assert.deepEqual([order.status.name, order.currency.name], ['PAYMENT_VERIFICATION', 'PLN']);
      // Asked again, the same payment: the order remembers that no method was preselected.
      assert.equal((await server.request('POST', '/tpay/beginTransaction', { token, body: { ...pln('999'), language: 'en' } })).text, begun.text);

      const transactionId = transactionOf(begun.text);
      const page = (await server.request('GET', `/sandbox/pay/${transactionId}`)).text;
      assert.match(page, /<legend>Choose a payment method<\/legend>/);
      assert.match(page, /<input type="radio" name="method" value="150" required> BLIK/);
      assert.doesNotMatch(page, /<dt>Payment method<\/dt>/);
      const unchosen = await server.request('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: 'en' } });
      assert.equal(unchosen.status, 400);
      assert.match(unchosen.text, /Choose a payment method to pay\./);
      const forged = await server.request('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: 'en', method: '999' } });
      assert.equal(forged.status, 400, 'only a method the page offers');
      assert.equal(OrderSchema.parse((await server.request('GET', `/order/${order.orderNumber}`, { token })).body).status.name, 'PAYMENT_VERIFICATION');
      const paid = await server.request('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: 'en', method: '150' } });
      assert.equal(paid.headers.get('location'), `http://shop.test/en/order?orderNumber=${order.orderNumber}&status=paid`);
      assert.equal(OrderSchema.parse((await server.request('GET', `/order/${order.orderNumber}`, { token })).body).status.name, 'PAID');
    }
  });

  it('shows the sandbox page with the method chosen in the shop, and no chooser', async () => {
    const { token } = await shopper(germanAddress);
    const begun = await server.request('POST', '/tpay/beginTransaction', { token, body: pln('150') });
    const page = (await server.request('GET', `/sandbox/pay/${transactionOf(begun.text)}?lang=en`)).text;
    assert.match(page, /<dt>Payment method<\/dt><dd>BLIK<\/dd>/);
    assert.doesNotMatch(page, /type="radio"/);
    assert.equal((await server.request('POST', `/sandbox/pay/${transactionOf(begun.text)}/pay`, { form: { lang: 'en' } })).status, 303);
  });

  it('refuses Poland in PLN without a method: missing, empty, 999 or no bank group id; places no order', async () => {
    const { token } = await shopper();
    for (const paymentGroup of ['', '999', '0', '-150', '1e2', '150 ', 'BLIK', '<b>1</b>']) {
      const answer = await server.request('POST', '/tpay/beginTransaction', { token, body: pln(paymentGroup) });
      assert.deepEqual([answer.status, answer.body], [400, { message: 'validation.selectPaymentMethod', field: 'paymentGroup' }], `group "${paymentGroup}"`);
    }
    const { paymentGroup: _, ...missing } = pln();
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token, body: missing })).status, 400, 'no group at all');
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token, body: pln('12345678901') })).status, 400, 'too long');
    const germany = await shopper(germanAddress);
    assert.deepEqual((await server.request('POST', '/tpay/beginTransaction', { token: germany.token, body: pln('abc') })).body, { message: 'validation.selectPaymentMethod', field: 'paymentGroup' });
    assert.equal((await server.request('GET', '/order', { token })).body.totalElements, 0);
    assert.equal(CartSchema.parse((await server.request('GET', '/cart', { token })).body).cartItems.length, 2, 'the cart is kept');
  });

  it('places inquiry orders for EUR and region OTHER, whatever the group, with an in-app path', async () => {
    const eur = await shopper();
    const answer = await server.request('POST', '/tpay/beginTransaction', { token: eur.token, body: { ...pln('999'), currency: 'EUR', language: 'en' } });
    assert.match(answer.text, /^\/en\/order\?orderNumber=INR-\d{8}-[A-Z0-9]{6}&status=placed$/);
    const order = OrderSchema.parse((await server.request('GET', '/order', { token: eur.token })).body.content[0]);
    assert.deepEqual([order.status.name, order.currency.name, order.originalPrice, order.shipmentPrice], ['PLACED', 'EUR', 1999 + 2 * 94, 4.99]);
    const abroad = await shopper({ ...polishAddress, country: 'US', state: 'NY', postcode: '10001', areaCode: '+1', phoneNumber: '2125550100' });
    const other = await server.request('POST', '/tpay/beginTransaction', { token: abroad.token, body: pln() });
    assert.match(other.text, /^\/pl\/order\?orderNumber=.*&status=placed$/);
    const otherOrder = OrderSchema.parse((await server.request('GET', '/order', { token: abroad.token })).body.content[0]);
    assert.deepEqual([otherOrder.status.name, otherOrder.shipmentPrice], ['PLACED', null]);
    // The shop owner moves orders forward only.
    assert.equal(await setStatus(server.database.db, otherOrder.orderNumber, 'DELIVERED'), `cannot move ${otherOrder.orderNumber} from PLACED to DELIVERED (allowed: PAID, SHIPPED, CANCELLED)`);
    assert.equal(await setStatus(server.database.db, otherOrder.orderNumber, 'SHIPPED'), null);
    assert.equal(await setStatus(server.database.db, otherOrder.orderNumber, 'DELIVERED'), null);
    assert.equal(await setStatus(server.database.db, otherOrder.orderNumber, 'PAID'), `cannot move ${otherOrder.orderNumber} from DELIVERED to PAID (allowed: RETURNED)`);
    assert.equal(OrderSchema.parse((await server.request('GET', `/order/${otherOrder.orderNumber}`, { token: abroad.token })).body).status.name, 'DELIVERED');
    // Euro from Germany stays an inquiry even with a bank group sent; OTHER with an empty group too.
    const euroGermany = await shopper(germanAddress);
    assert.match((await server.request('POST', '/tpay/beginTransaction', { token: euroGermany.token, body: { ...pln('150'), currency: 'EUR' } })).text, /&status=placed$/);
    const otherEmpty = await shopper({ ...polishAddress, country: 'NO', postcode: '0150', areaCode: '+47', phoneNumber: '22123456' });
    assert.match((await server.request('POST', '/tpay/beginTransaction', { token: otherEmpty.token, body: pln('') })).text, /&status=placed$/);
  });

  it('places no order unless the terms of sale were accepted', async () => {
    const { token } = await shopper();
    const { termsAccepted: _, ...unaccepted } = pln();
    for (const body of [unaccepted, { ...pln(), termsAccepted: false }, { ...pln(), termsAccepted: 'true' }]) {
      const refused = await server.request('POST', '/tpay/beginTransaction', { token, body });
      assert.deepEqual([refused.status, refused.body], [400, { message: 'validation.acceptTerms', field: 'termsAccepted' }]);
    }
    assert.equal(CartSchema.parse((await server.request('GET', '/cart', { token })).body).cartItems.length, 2, 'the cart is kept');
    assert.equal(pageSchema(OrderSchema).parse((await server.request('GET', '/order', { token })).body).totalElements, 0);
    const before = Date.now();
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token, body: pln() })).status, 200);
    // The order records when its terms were accepted.
    const [order] = pageSchema(OrderSchema).parse((await server.request('GET', '/order', { token })).body).content;
    const row = await server.database.db.selectFrom('shop_order').select('terms_accepted_at').where('order_number', '=', order!.orderNumber).executeTakeFirstOrThrow();
    assert.ok(row.terms_accepted_at && new Date(row.terms_accepted_at).getTime() >= before - 5000);
  });

  it('refuses an empty cart, a missing address, a missing payment method and an expired discount', async () => {
    const { token } = await customer(server);
    assert.deepEqual((await server.request('POST', '/tpay/beginTransaction', { token, body: pln() })).body, { message: 'cartEmpty', field: null });
    await server.request('POST', '/cart/add-product/3', { token, body: await defaultChoice(server, 3) });
    assert.deepEqual((await server.request('POST', '/tpay/beginTransaction', { token, body: pln() })).body, { message: 'addressMissing', field: 'shippingAddress' });
    await server.request('POST', '/address', { token, body: { shippingAddress: polishAddress } });
    assert.deepEqual((await server.request('POST', '/tpay/beginTransaction', { token, body: pln('') })).body, { message: 'validation.selectPaymentMethod', field: 'paymentGroup' });
    assert.deepEqual((await server.request('POST', '/tpay/beginTransaction', { token, body: { ...pln(), useInvoiceAddress: 'true' } })).body, { message: 'invoiceAddressMissing', field: 'invoiceAddress' });
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token, body: { ...pln(), currency: 'USD' } })).status, 400);
    await server.request('POST', '/cart/apply-discount/WELCOME5', { token });
    await server.database.db.updateTable('discount').set({ valid_until: '2000-01-01T00:00:00Z' }).where('code', '=', 'WELCOME5').execute();
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { token, body: pln() })).status, 410);
    assert.equal(CartSchema.parse((await server.request('GET', '/cart', { token })).body).cartItems.length, 1, 'the cart is kept');
    assert.equal((await server.request('POST', '/tpay/beginTransaction', { body: pln() })).status, 401);
  });

  it('shows orders to their owner only', async () => {
    const alice = await shopper();
    const bob = await customer(server);
    await server.request('POST', '/tpay/beginTransaction', { token: alice.token, body: pln() });
    const number = (await server.request('GET', '/order', { token: alice.token })).body.content[0].orderNumber;
    assert.equal((await server.request('GET', `/order/${number}`, { token: bob.token })).status, 404);
    assert.equal((await server.request('GET', '/order', { token: bob.token })).body.totalElements, 0);
    assert.equal((await server.request('GET', '/order')).status, 401);
    assert.equal((await server.request('GET', '/sandbox/pay/TR-SBX-000000000000')).status, 404);
    assert.equal((await server.request('GET', '/sandbox/pay/anything')).status, 400);
  });
});
