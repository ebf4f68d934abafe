import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { outboxOf } from '../../app.ts';
import { adminOf } from '../../test/adminKit.ts';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../../test/harness.ts';
import { runUnpaidOrders, UNPAID_REASON } from './runUnpaidOrders.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('unpaid orders', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
    const admin = await adminOf(server);
    const made = await server.request('POST', '/admin/discount-codes', { token: admin.token, body: { code: 'ONCE-UNPAID', kind: 'PERCENT', percent: 10, maxUses: 1 } });
    assert.equal(made.status, 201, made.text);
  });
  after(() => server.close());

  const db = () => server.database.db;
  const run = async (now: Date) => {
    const report = await runUnpaidOrders({ db: db(), outbox: outboxOf(server.app), config: server.config }, now);
    await server.settleMail();
    return report;
  };
  const mailsTo = (email: string, text: string) =>
    server
      .mails()
      .map((m) => m.replace(/=\r?\n/g, ''))
      .filter((m) => m.includes(`To: ${email}`) && m.includes(text));
  /** A customer's order begun with the sandbox and never paid, with the one-use code applied when asked. */
  const unpaidOrder = async (withCode: boolean) => {
    const user = await customer(server);
    await server.request('POST', '/address', { token: user.token, body: { shippingAddress: polishAddress } });
    await server.request('POST', '/cart/add-product/1', { token: user.token, body: await defaultChoice(server, 1) });
    if (withCode) assert.equal((await server.request('POST', '/cart/apply-discount/ONCE-UNPAID', { token: user.token })).status, 200);
    const begun = await server.request('POST', '/tpay/beginTransaction', {
      token: user.token,
      body: { paymentGroup: '150', useInvoiceAddress: 'false', language: 'en', currency: 'PLN', termsAccepted: true, ...(withCode ? { discountCode: 'ONCE-UNPAID' } : {}) },
    });
    assert.equal(begun.status, 200, begun.text);
    const order = await db().selectFrom('shop_order').select(['id', 'order_number', 'status', 'created_at']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    return { user, order };
  };
  const statusOf = async (id: number) => (await db().selectFrom('shop_order').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const usedCount = async () => (await db().selectFrom('discount').select('used_count').where('code', '=', 'ONCE-UNPAID').executeTakeFirstOrThrow()).used_count;

  it('reminds the buyer a day before the deadline, then cancels the order, gives the code back and records why', async () => {
    const { user, order } = await unpaidOrder(true);
    const placed = new Date(order.created_at);
    assert.equal(order.status, 'PAYMENT_VERIFICATION');
    assert.equal(await usedCount(), 1);

    // A day and a half in: nothing to do yet.
    assert.deepEqual(await run(new Date(placed.getTime() + 1.5 * DAY)), { reminded: 0, cancelled: 0 });
    // Two days and an hour: the reminder, once.
    const reminder = await run(new Date(placed.getTime() + 2 * DAY + HOUR));
    assert.ok(reminder.reminded >= 1);
    assert.equal(await statusOf(order.id), 'PAYMENT_VERIFICATION');
    assert.equal(mailsTo(user.email, `order ${order.order_number} is waiting for payment`).length, 1);
    // Its link opens the order's page, which offers "Pay again" (the raw message: quoted-printable writes "=" as "=3D").
    const [reminderMail] = mailsTo(user.email, `order ${order.order_number} is waiting for payment`);
    assert.ok(reminderMail!.includes('Pay again'), 'names the button');
    assert.match(reminderMail!, new RegExp(`/en/order\\?orderNumber=(3D)?${order.order_number}&status=(3D)?unpaid`));
    await run(new Date(placed.getTime() + 2 * DAY + 2 * HOUR));
    assert.equal(mailsTo(user.email, `is waiting for payment`).length, 1, 'reminded once');

    // Three days and a minute: cancelled, the code's use released, the buyer told, the history updated.
    const cancelled = await run(new Date(placed.getTime() + 3 * DAY + 60_000));
    assert.ok(cancelled.cancelled >= 1);
    assert.equal(await statusOf(order.id), 'CANCELLED');
    assert.equal(await usedCount(), 0);
    const uses = await db().selectFrom('discount_use').select('id').where('order_id', '=', order.id).execute();
    assert.equal(uses.length, 0);
    assert.equal(mailsTo(user.email, `was not paid within 3 days and has been cancelled`).length, 1);
    const history = await db().selectFrom('order_status_change').select(['from_status', 'to_status', 'reason', 'source']).where('order_id', '=', order.id).execute();
    assert.deepEqual(history, [{ from_status: 'PAYMENT_VERIFICATION', to_status: 'CANCELLED', reason: UNPAID_REASON, source: 'system' }]);
    const audit = await db().selectFrom('admin_audit_log').select('after').where('entity_id', '=', order.order_number).execute();
    assert.equal(audit.length, 1);

    // The buyer's own view of the order says it is cancelled; a second run changes nothing.
    const mine = await server.request('GET', '/order', { token: user.token });
    assert.equal(mine.body.content[0].status.name, 'CANCELLED');
    assert.deepEqual(await run(new Date(placed.getTime() + 4 * DAY)), { reminded: 0, cancelled: 0 });
  });

  it('keeps a paid order, an inquiry and an order whose deadline the owner extended', async () => {
    const paid = await unpaidOrder(false);
    await db().updateTable('shop_order').set({ status: 'PAID', paid_at: new Date() }).where('id', '=', paid.order.id).execute();
    const extended = await unpaidOrder(false);
    const placed = new Date(extended.order.created_at);
    await db().updateTable('shop_order').set({ payment_due_at: new Date(placed.getTime() + 6 * DAY) }).where('id', '=', extended.order.id).execute();
    const inquiry = await unpaidOrder(false);
    await db().updateTable('shop_order').set({ status: 'PLACED' }).where('id', '=', inquiry.order.id).execute();

    await run(new Date(placed.getTime() + 3 * DAY + HOUR));
    assert.equal(await statusOf(paid.order.id), 'PAID');
    assert.equal(await statusOf(inquiry.order.id), 'PLACED');
    assert.equal(await statusOf(extended.order.id), 'PAYMENT_VERIFICATION');
    // The reminder follows the extended deadline, and so does the cancellation.
    assert.equal(mailsTo(extended.user.email, 'is waiting for payment').length, 0);
    await run(new Date(placed.getTime() + 5 * DAY + HOUR));
    assert.equal(mailsTo(extended.user.email, 'is waiting for payment').length, 1);
    await run(new Date(placed.getTime() + 6 * DAY + HOUR));
    assert.equal(await statusOf(extended.order.id), 'CANCELLED');
  });

  it('lets the owner extend the deadline from the back office, audited, and refuses a past day or a paid order', async () => {
    const admin = await adminOf(server);
    const { user, order } = await unpaidOrder(false);
    const detail = await server.request('GET', `/admin/orders/${order.order_number}`, { token: admin.token });
    assert.equal(detail.status, 200);
    const placed = new Date(order.created_at);
    assert.equal(new Date(detail.body.paymentDueAt).getTime(), placed.getTime() + 3 * DAY);

    const farDay = new Date(placed.getTime() + 10 * DAY).toISOString().slice(0, 10);
    const extended = await server.request('POST', `/admin/orders/${order.order_number}/payment-deadline`, { token: admin.token, body: { until: farDay } });
    assert.equal(extended.status, 200, extended.text);
    const dueAt = new Date(extended.body.paymentDueAt);
    assert.ok(dueAt.getTime() > placed.getTime() + 9 * DAY, 'the end of the chosen day in Poland');
    const audit = await db().selectFrom('admin_audit_log').select('action').where('entity_id', '=', order.order_number).execute();
    assert.deepEqual(audit.map((row) => row.action), ['order.paymentDeadline']);
    // The old deadline passes and the order stays; the new one cancels it.
    await run(new Date(placed.getTime() + 4 * DAY));
    assert.equal(await statusOf(order.id), 'PAYMENT_VERIFICATION');
    await run(new Date(dueAt.getTime() + 60_000));
    assert.equal(await statusOf(order.id), 'CANCELLED');
    assert.equal(mailsTo(user.email, 'has been cancelled').length, 1);

    const past = await server.request('POST', `/admin/orders/${order.order_number}/payment-deadline`, { token: admin.token, body: { until: '2020-01-01' } });
    assert.equal(past.status, 409, 'a cancelled order no longer waits for a payment');
    const other = await unpaidOrder(false);
    const yesterday = await server.request('POST', `/admin/orders/${other.order.order_number}/payment-deadline`, { token: admin.token, body: { until: '2020-01-01' } });
    assert.equal(yesterday.status, 400);
    assert.equal(yesterday.body.message, 'deadlineInThePast');
    const notADay = await server.request('POST', `/admin/orders/${other.order.order_number}/payment-deadline`, { token: admin.token, body: { until: '2026-02-30' } });
    assert.equal(notADay.status, 400);
    const byCustomer = await server.request('POST', `/admin/orders/${other.order.order_number}/payment-deadline`, { token: other.user.token, body: { until: farDay } });
    assert.equal(byCustomer.status, 403);
  });
});
