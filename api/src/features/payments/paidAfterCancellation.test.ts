// A payment that arrives after the owner cancelled the order: the order stays cancelled, the notification is
// acknowledged and logged as such, the shop's inbox is asked to refund and the shopper is told, once.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminContracts } from '../../contracts.ts';
import { adminOf, mailsTo, orderOf, type Customer } from '../../test/adminKit.ts';
import { startServer, type TestServer } from '../../test/harness.ts';

const { AdminOrderDetailSchema } = adminContracts;
const SHOP_EMAIL = 'shop-inbox@inercise.test';

describe('a payment for a cancelled order', () => {
  let server: TestServer;
  let admin: Customer;

  before(async () => {
    server = await startServer({ shopEmail: SHOP_EMAIL });
    admin = await adminOf(server);
  });
  after(() => server.close());

  const detail = async (orderNumber: string) =>
    AdminOrderDetailSchema.parse((await server.request('GET', `/admin/orders/${orderNumber}`, { token: admin.token })).body);

  it('keeps the order cancelled and has the money sent back', async () => {
    const shopper = await orderOf(server, { language: 'en' });
    const transactionId = (await detail(shopper.orderNumber)).payment.transactionId;
    assert.ok(transactionId);
    const cancelled = await server.request('POST', `/admin/orders/${shopper.orderNumber}/status`, { token: admin.token, body: { status: 'CANCELLED', reason: 'Out of stock' } });
    assert.equal(cancelled.status, 200, cancelled.text);

    // The shopper had the payment page open and pays now; a second copy of the notification follows.
    for (let copy = 0; copy < 2; copy++) {
      assert.equal((await server.request('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: 'en' } })).status, 303);
    }

    const order = await detail(shopper.orderNumber);
    assert.equal(order.status, 'CANCELLED');
    assert.deepEqual(order.paymentNotifications.map((n) => n.outcome), ['paidAfterCancellation', 'alreadyProcessed']);
    const refund = mailsTo(server, shopper.email).filter((mail) => mail.subject.includes('refund'));
    assert.equal(refund.length, 1);
    assert.match(refund[0]!.text, new RegExp(`order ${shopper.orderNumber}, which had been cancelled`));
    // The amount as an English reader writes it; the inbox's mail has it in both languages' ways.
    const total = (await server.database.db.selectFrom('shop_order').select('total_price').where('order_number', '=', shopper.orderNumber).executeTakeFirstOrThrow()).total_price;
    const written = (locale: string) => (total / 100).toLocaleString(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\u00a0/g, ' ');
    assert.ok(refund[0]!.text.replace(/\u00a0/g, ' ').includes(`payment of PLN ${written('en-GB')} for order`), refund[0]!.text);
    const inbox = mailsTo(server, SHOP_EMAIL).filter((mail) => mail.subject.includes(shopper.orderNumber));
    assert.equal(inbox.length, 1);
    assert.match(inbox[0]!.text, new RegExp(`Refund the customer \\(${shopper.email.replace(/[.+]/g, '\\$&')}\\)`));
    assert.ok(inbox[0]!.text.replace(/\u00a0/g, ' ').includes(`opłacone (${written('pl-PL')} zł)`), inbox[0]!.text);
    // No "payment received, we are preparing the shipment" for an order that will not ship.
    assert.equal(mailsTo(server, shopper.email).filter((mail) => mail.subject.includes('payment received')).length, 0);
  });
});
