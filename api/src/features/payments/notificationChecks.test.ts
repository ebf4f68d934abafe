// What a notification must be to move money: not a test payment in a production shop (unless sandbox payments are
// allowed), the whole total really paid, in the currency the provider settles; and what a chargeback does.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminContracts } from '../../contracts.ts';
import { adminOf, mailsTo, orderOf, type Customer } from '../../test/adminKit.ts';
import { startServer, type TestServer } from '../../test/harness.ts';
import { metricValue, scrapeMetrics } from '../../test/metricsKit.ts';
import type { Config } from '../../config.ts';
import { notificationMd5 } from './notificationSignature.ts';
import { createSandboxProvider } from './sandbox/sandboxProvider.ts';

const { AdminOrderDetailSchema, AdminAuditEntrySchema } = adminContracts;
const SHOP_EMAIL = 'owner-inbox@inercise.test';

/** The order's row as a notification concerns it. */
const orderRow = (server: TestServer, orderNumber: string) =>
  server.database.db.selectFrom('shop_order').select(['status', 'transaction_id', 'total_price', 'currency', 'charged_back_at']).where('order_number', '=', orderNumber).executeTakeFirstOrThrow();

/** Posts a notification signed as the server's own sandbox signs it (the same key and code, from its data folder). */
const notify = async (server: TestServer, orderNumber: string, overrides: Record<string, string | undefined> = {}) => {
  const sandbox = createSandboxProvider({ dataDir: server.config.dataDir, publicApiUrl: server.config.publicApiUrl });
  const order = await orderRow(server, orderNumber);
  const amount = (order.total_price / 100).toFixed(2);
  const merged: Record<string, string | undefined> = {
    id: sandbox.merchantId,
    tr_id: order.transaction_id ?? 'none',
    tr_date: '2026-11-27 10:00:00',
    tr_crc: orderNumber,
    tr_amount: amount,
    tr_paid: amount,
    tr_desc: `Inercise ${orderNumber}`,
    tr_status: 'TRUE',
    tr_error: 'none',
    tr_email: '',
    test_mode: '0',
    ...overrides,
  };
  const fields = Object.fromEntries(Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined)) as Record<string, string> & {
    id: string;
    tr_id: string;
    tr_amount: string;
    tr_crc: string;
  };
  const body = new URLSearchParams({ ...fields, md5sum: notificationMd5(fields, sandbox.securityCode) }).toString();
  const answer = await fetch(`${server.url}/tpay/notification`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-jws-signature': await sandbox.sign(body) },
    body,
  });
  return answer.text();
};

const outcomesOf = async (server: TestServer, orderNumber: string) => {
  const { transaction_id } = await orderRow(server, orderNumber);
  const rows = await server.database.db.selectFrom('payment_notification').select('outcome').where('transaction_id', '=', transaction_id!).orderBy('id').execute();
  return rows.map((row) => row.outcome);
};

/** One series' value, 0 while absent. */
const metric = async (server: TestServer, series: string): Promise<number> => metricValue(await scrapeMetrics(server), series) ?? 0;

describe('test payments in a production shop', () => {
  const servers: TestServer[] = [];
  after(async () => {
    for (const server of servers) await server.close();
  });
  const productionServer = async (overrides: Partial<Config>, lines: string[]) => {
    const server = await startServer({ production: true, logLevel: 'warn', metricsToken: 'production-scrape-token', ...overrides }, { logStream: { write: (line) => void lines.push(line) } });
    servers.push(server);
    return server;
  };

  it('refuses a test-mode payment unless sandbox payments are allowed, counted and logged', async () => {
    const lines: string[] = [];
    const server = await productionServer({ allowSandboxPayments: false }, lines);
    const shopper = await orderOf(server, { pay: true });
    // The sandbox page's button sent a notification with test_mode=1: it moves nothing.
    assert.equal((await orderRow(server, shopper.orderNumber)).status, 'PAYMENT_VERIFICATION');
    assert.deepEqual(await outcomesOf(server, shopper.orderNumber), ['testMode']);
    assert.equal(await notify(server, shopper.orderNumber, { test_mode: '1' }), 'FALSE');
    assert.equal(await metric(server, 'payment_notifications_rejected_total{reason="testMode",service="api"}'), 2);
    assert.equal(await metric(server, 'payment_notifications_total{outcome="rejected",service="api"}'), 2);
    const refusals = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'payment notification refused');
    assert.equal(refusals.length, 2);
    assert.deepEqual([refusals[0]!.reason, refusals[0]!.orderNumber, refusals[0]!.testMode], ['testMode', shopper.orderNumber, '1']);
    // A real (not test-mode) payment of the same order is taken.
    assert.equal(await notify(server, shopper.orderNumber, { test_mode: '0' }), 'TRUE');
    assert.equal((await orderRow(server, shopper.orderNumber)).status, 'PAID');
  });

  it('takes a test-mode payment where ALLOW_SANDBOX_PAYMENTS=1 (a staging shop)', async () => {
    const server = await productionServer({ allowSandboxPayments: true }, []);
    const shopper = await orderOf(server, { pay: true });
    assert.deepEqual([(await orderRow(server, shopper.orderNumber)).status, await outcomesOf(server, shopper.orderNumber)], ['PAID', ['paid']]);
  });
});

describe('what a notification must say to pay an order', () => {
  let server: TestServer;
  let admin: Customer;
  before(async () => {
    server = await startServer({ shopEmail: SHOP_EMAIL });
    admin = await adminOf(server);
  });
  after(() => server.close());

  it('wants tr_paid to be the whole total', async () => {
    const { orderNumber } = await orderOf(server);
    const { total_price: total } = await orderRow(server, orderNumber);
    const short = ((total - 1) / 100).toFixed(2);
    assert.equal(await notify(server, orderNumber, { tr_paid: short }), 'FALSE', 'a grosz short');
    assert.equal(await notify(server, orderNumber, { tr_paid: '0.00' }), 'FALSE');
    assert.equal(await notify(server, orderNumber, { tr_paid: undefined }), 'FALSE', 'no tr_paid at all');
    assert.equal(await notify(server, orderNumber, { tr_paid: 'lots' }), 'FALSE');
    assert.equal((await orderRow(server, orderNumber)).status, 'PAYMENT_VERIFICATION');
    assert.equal(await metric(server, 'payment_notifications_rejected_total{reason="wrongAmount",service="api"}'), 4);
    // The same amount written another way is the same amount.
    assert.equal(await notify(server, orderNumber, { tr_paid: String(total / 100) }), 'TRUE');
    assert.deepEqual(await outcomesOf(server, orderNumber), ['wrongAmount', 'wrongAmount', 'wrongAmount', 'wrongAmount', 'paid']);
  });

  it('refuses a payment for an order in another currency than the provider settles', async () => {
    // An order by inquiry in euro never gets a transaction; one is written here to stand for a forged match.
    const { orderNumber } = await orderOf(server, { currency: 'EUR' });
    await server.database.db.updateTable('shop_order').set({ transaction_id: 'TR-SBX-EUR000000000' }).where('order_number', '=', orderNumber).execute();
    assert.equal(await notify(server, orderNumber), 'FALSE');
    assert.deepEqual([(await orderRow(server, orderNumber)).status, await outcomesOf(server, orderNumber)], ['PLACED', ['wrongCurrency']]);
  });

  it('marks a chargeback once, tells the owner, logs it for the back office and counts it', async () => {
    const shopper = await orderOf(server, { pay: true, language: 'en' });
    const shipped = await server.request('POST', `/admin/orders/${shopper.orderNumber}/status`, { token: admin.token, body: { status: 'SHIPPED' } });
    assert.equal(shipped.status, 200, shipped.text);
    const before = await metric(server, 'payment_chargebacks_total{currency="PLN",service="api"}');
    // Tpay may send a notification more than once.
    assert.deepEqual([await notify(server, shopper.orderNumber, { tr_status: 'CHARGEBACK' }), await notify(server, shopper.orderNumber, { tr_status: 'CHARGEBACK' })], ['TRUE', 'TRUE']);

    const detail = AdminOrderDetailSchema.parse((await server.request('GET', `/admin/orders/${shopper.orderNumber}`, { token: admin.token })).body);
    assert.equal(detail.status, 'SHIPPED', 'the status says where the goods are; the mark says the money went back');
    assert.ok(detail.chargedBackAt && Date.now() - Date.parse(detail.chargedBackAt) < 60_000);
    assert.deepEqual(detail.paymentNotifications.map((n) => n.outcome), ['paid', 'chargeback', 'alreadyProcessed']);
    assert.equal(await metric(server, 'payment_chargebacks_total{currency="PLN",service="api"}'), before + 1);
    assert.equal(await metric(server, 'payment_notifications_total{outcome="chargeback",service="api"}'), 1);

    const inbox = mailsTo(server, SHOP_EMAIL).filter((mail) => mail.subject.includes('Chargeback') && mail.subject.includes(shopper.orderNumber));
    assert.equal(inbox.length, 1);
    assert.match(inbox[0]!.text, /taken back by the payer's bank \(a chargeback\)\. The order's status: SHIPPED\./);
    assert.equal(mailsTo(server, shopper.email).filter((mail) => mail.subject.toLowerCase().includes('chargeback')).length, 0, 'the shopper is not mailed');

    const audit = await server.request('GET', `/admin/audit-log?entityKind=order&entityId=${shopper.orderNumber}`, { token: admin.token });
    const entries = audit.body.content.map((entry: unknown) => AdminAuditEntrySchema.parse(entry));
    const chargeback = entries.filter((entry: { action: string }) => entry.action === 'order.chargeback');
    assert.equal(chargeback.length, 1);
    assert.deepEqual(chargeback[0].actor, { source: 'system', userId: null, email: null });
    assert.deepEqual(chargeback[0].after, { chargedBackAt: detail.chargedBackAt, amount: (Number(detail.totalPrice)).toFixed(2), status: 'SHIPPED' });
  });
});
