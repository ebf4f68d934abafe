// The owner's orders: the list with its filters and paging, one order in full, status moves (allowed ones only,
// CANCELLED with a reason, two admins at once), the customer's mail in their language, the audit log, the CSV export.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminContracts, contracts } from '../../../contracts.ts';
import { adminOf, mailsTo, orderOf, type Customer } from '../../../test/adminKit.ts';
import { fingerprint } from '../../../test/fingerprint.ts';
import { startServer, type TestServer } from '../../../test/harness.ts';

const { pageSchema } = contracts;
const { AdminOrderRowSchema, AdminOrderDetailSchema, AdminAuditEntrySchema } = adminContracts;

type Order = Awaited<ReturnType<typeof orderOf>>;

describe('back-office orders', () => {
  let server: TestServer;
  let admin: Customer;
  let second: Customer;
  /** Paid in PLN, Polish. */
  let anna: Order;
  /** By inquiry in EUR (PLACED), English, with an invoice. */
  let ben: Order;
  /** Awaiting payment in PLN, a name a spreadsheet must not run or split. */
  let cell: Order;

  const get = (path: string, token = admin.token) => server.request('GET', path, { token });
  const move = (orderNumber: string, body: unknown, token = admin.token) => server.request('POST', `/admin/orders/${orderNumber}/status`, { token, body });
  const detail = async (orderNumber: string) => AdminOrderDetailSchema.parse((await get(`/admin/orders/${orderNumber}`)).body);
  const list = async (query: string) => {
    const answer = await get(`/admin/orders${query}`);
    assert.equal(answer.status, 200, answer.text);
    return pageSchema(AdminOrderRowSchema).parse(answer.body);
  };

  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
    second = await adminOf(server);
    anna = await orderOf(server, { pay: true, language: 'pl', address: { name: 'Anna', surname: 'Łęcka-Żółć', city: 'Łódź' } });
    ben = await orderOf(server, { currency: 'EUR', language: 'en', address: { name: 'Ben', surname: 'Miller', country: 'DE', postcode: '10115' }, invoice: { companyName: 'Acme GmbH', companyIdentificationNumber: 'DE123456789' }, lines: [[3, 3]] });
    cell = await orderOf(server, { language: 'pl', address: { name: '=HYPERLINK("http://evil.test")', surname: 'Kowalski, "Junior"\nII', city: 'Kraków' } });
  });
  after(() => server.close());

  it('lists orders newest first with paging and a total count', async () => {
    const all = await list('');
    assert.deepEqual(all.content.map((row) => row.orderNumber), [cell.orderNumber, ben.orderNumber, anna.orderNumber]);
    assert.deepEqual([all.totalElements, all.totalPages, all.number, all.size], [3, 1, 0, 20]);
    const [cellRow, benRow, annaRow] = all.content;
    assert.deepEqual(
      { ...annaRow, createdAt: undefined, paidAt: undefined },
      { orderNumber: anna.orderNumber, status: 'PAID', createdAt: undefined, paidAt: undefined, currency: 'PLN', totalPrice: 9316.99, email: anna.email, customerName: 'Anna Łęcka-Żółć', itemCount: 3 },
    );
    assert.ok(annaRow!.paidAt && Date.parse(annaRow!.paidAt) >= Date.parse(annaRow!.createdAt));
    assert.deepEqual([benRow!.status, benRow!.currency, benRow!.itemCount, benRow!.paidAt], ['PLACED', 'EUR', 3, null]);
    assert.equal(cellRow!.status, 'PAYMENT_VERIFICATION');

    const pageOne = await list('?size=2&page=1');
    assert.deepEqual(pageOne.content.map((row) => row.orderNumber), [anna.orderNumber]);
    assert.deepEqual([pageOne.totalElements, pageOne.totalPages, pageOne.number, pageOne.size], [3, 2, 1, 2]);
    assert.deepEqual((await list('?size=2&page=5')).content, []);
  });

  it('filters by status, currency, days and text', async () => {
    const numbers = async (query: string) => (await list(query)).content.map((row) => row.orderNumber);
    assert.deepEqual(await numbers('?status=PAID'), [anna.orderNumber]);
    assert.deepEqual(await numbers('?currency=EUR'), [ben.orderNumber]);
    assert.deepEqual(await numbers('?currency=PLN&status=PLACED'), []);
    // Days are the shop's (Poland); today there includes every order just placed.
    const warsawToday = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());
    const shift = (days: number) => new Date(Date.parse(`${warsawToday}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    assert.equal((await list(`?from=${warsawToday}&to=${warsawToday}`)).totalElements, 3);
    assert.equal((await list(`?from=${shift(1)}`)).totalElements, 0);
    assert.equal((await list(`?to=${shift(-1)}`)).totalElements, 0);
    assert.equal((await list(`?from=${shift(-30)}&to=${shift(30)}`)).totalElements, 3);
    // Text: a piece of the order number, the e-mail, the name, the company; LIKE's wildcards are literal.
    assert.deepEqual(await numbers(`?q=${anna.orderNumber.slice(-6).toLowerCase()}`), [anna.orderNumber]);
    assert.deepEqual(await numbers(`?q=${encodeURIComponent(ben.email.toUpperCase())}`), [ben.orderNumber]);
    assert.deepEqual(await numbers(`?q=${encodeURIComponent('anna łęcka')}`), [anna.orderNumber]);
    assert.deepEqual(await numbers(`?q=${encodeURIComponent('ŁĘCKA-ŻÓŁĆ')}`), [anna.orderNumber]);
    assert.deepEqual(await numbers('?q=acme'), [ben.orderNumber]);
    assert.deepEqual(await numbers('?q=%25'), []);
    assert.deepEqual(await numbers('?q=_'), []);
    assert.equal((await list('?q=')).totalElements, 3, 'an empty search box filters nothing');
  });

  it('refuses bad filters as {message, field}', async () => {
    const refusal = async (query: string) => {
      const answer = await get(`/admin/orders${query}`);
      assert.equal(answer.status, 400, `${query}: ${answer.text}`);
      return answer.body as { message: string; field: string | null };
    };
    assert.equal((await refusal('?status=LOST')).field, 'status');
    assert.equal((await refusal('?currency=USD')).field, 'currency');
    assert.deepEqual(await refusal('?from=2026-02-30'), { message: 'invalidDate', field: 'from' });
    assert.deepEqual(await refusal('?to=yesterday'), { message: 'invalidDate', field: 'to' });
    assert.deepEqual(await refusal('?from=2026-05-02&to=2026-05-01'), { message: 'invalidDateRange', field: 'to' });
    assert.equal((await refusal('?size=101')).field, 'size');
    assert.equal((await refusal('?page=-1')).field, 'page');
    assert.equal((await refusal(`?q=${'x'.repeat(101)}`)).field, 'q');
    assert.equal((await get('/admin/orders.csv?from=2026-13-01')).status, 400);
    assert.equal((await get('/admin/audit-log?size=0')).status, 400);
  });

  it('shows one order in full', async () => {
    const order = await detail(anna.orderNumber);
    assert.equal(order.status, 'PAID');
    assert.deepEqual(order.nextStatuses, ['SHIPPED', 'CANCELLED']);
    assert.deepEqual([order.language, order.currency, order.originalPrice, order.shipmentPrice, order.totalPrice], ['pl', 'PLN', 9297, 19.99, 9316.99]);
    assert.deepEqual(order.customer, { userId: anna.id, email: anna.email });
    assert.deepEqual(order.items.map((item) => [item.product.name, item.quantity, item.unitPrice]), [['deviceSet', 1, 8499], ['disc10', 2, 399]]);
    assert.equal(order.items[0]!.selectedProperties[0]!.propertyType.name, 'COLOR_INERCISE_SET');
    assert.deepEqual([order.shippingAddress.surname, order.shippingAddress.city, order.invoiceAddress], ['Łęcka-Żółć', 'Łódź', null]);
    assert.deepEqual([order.payment.group, order.payment.provider], ['150', 'sandbox']);
    assert.deepEqual(order.paymentNotifications.map((n) => [n.status, n.outcome, n.amount]), [['TRUE', 'paid', '9316.99']]);
    assert.deepEqual(order.statusHistory, []);

    const inquiry = await detail(ben.orderNumber);
    assert.deepEqual([inquiry.status, inquiry.nextStatuses, inquiry.paymentNotifications, inquiry.payment.transactionId], ['PLACED', ['PAID', 'SHIPPED', 'CANCELLED'], [], null]);
    assert.deepEqual([inquiry.invoiceAddress?.companyName, inquiry.invoiceAddress?.companyIdentificationNumber], ['Acme GmbH', 'DE123456789']);
    assert.deepEqual((await get('/admin/orders/INR-20000101-NOPE22')).body, { message: 'orderNotFound', field: 'orderNumber' });
  });

  it('ships an order: history, audit entry before and after, a Polish mail with the tracking number', async () => {
    const before = mailsTo(server, anna.email).length;
    const shipped = await move(anna.orderNumber, { status: 'SHIPPED', trackingNumber: ' PL-123 456 ' });
    assert.equal(shipped.status, 200, shipped.text);
    const order = AdminOrderDetailSchema.parse(shipped.body);
    assert.deepEqual([order.status, order.nextStatuses], ['SHIPPED', ['DELIVERED', 'RETURNED']]);
    assert.equal(order.statusHistory.length, 1);
    const change = order.statusHistory[0]!;
    assert.deepEqual({ ...change, at: undefined }, { at: undefined, from: 'PAID', to: 'SHIPPED', reason: null, trackingNumber: 'PL-123 456', by: { source: 'backOffice', userId: admin.id, email: admin.email } });

    const mails = mailsTo(server, anna.email);
    assert.equal(mails.length, before + 1);
    const mail = mails.at(-1)!;
    assert.equal(mail.subject, `Inercise: zamówienie ${anna.orderNumber} zostało wysłane`);
    assert.match(mail.text, /Numer przesyłki: PL-123 456/);
    assert.match(mail.text, /http:\/\/shop\.test\/pl\/user-order/);

    const log = pageSchema(AdminAuditEntrySchema).parse((await get(`/admin/audit-log?entityKind=order&entityId=${anna.orderNumber}`)).body);
    assert.equal(log.totalElements, 1);
    const entry = log.content[0]!;
    assert.deepEqual(
      { ...entry, id: undefined, at: undefined },
      {
        id: undefined,
        at: undefined,
        actor: { source: 'backOffice', userId: admin.id, email: admin.email },
        action: 'order.status',
        entityKind: 'order',
        entityId: anna.orderNumber,
        before: { status: 'PAID' },
        after: { status: 'SHIPPED', trackingNumber: 'PL-123 456' },
      },
    );
    // The customer sees the move in their own orders.
    assert.equal((await server.request('GET', `/order/${anna.orderNumber}`, { token: anna.token })).body.status.name, 'SHIPPED');
  });

  it('refuses moves the table does not allow with 409, changing nothing', async () => {
    const untouched = await fingerprint(server.database.db);
    const mails = server.mails().length;
    for (const [orderNumber, status] of [
      [anna.orderNumber, 'PAID'],
      [anna.orderNumber, 'SHIPPED'],
      [ben.orderNumber, 'DELIVERED'],
      [cell.orderNumber, 'PAID'],
      [cell.orderNumber, 'PAYMENT_VERIFICATION'],
    ] as const) {
      const answer = await move(orderNumber, { status });
      assert.equal(answer.status, 409, `${orderNumber} → ${status}: ${answer.text}`);
      assert.deepEqual(answer.body, { message: 'statusMoveNotAllowed', field: 'status' });
    }
    // Cancelling is for orders not shipped yet.
    assert.equal((await move(anna.orderNumber, { status: 'CANCELLED', reason: 'too late' })).status, 409);
    assert.deepEqual((await move('INR-20000101-NOPE22', { status: 'SHIPPED' })).body, { message: 'orderNotFound', field: 'orderNumber' });
    assert.deepEqual(await fingerprint(server.database.db), untouched);
    assert.equal(server.mails().length, mails);
  });

  it('validates the status body as {message, field}', async () => {
    const untouched = await fingerprint(server.database.db);
    const refused = async (body: unknown) => {
      const answer = await move(ben.orderNumber, body);
      assert.equal(answer.status, 400, `${JSON.stringify(body)}: ${answer.text}`);
      return answer.body as { message: string; field: string | null };
    };
    assert.deepEqual(await refused({ status: 'CANCELLED' }), { message: 'reasonRequired', field: 'reason' });
    assert.deepEqual(await refused({ status: 'CANCELLED', reason: '   ' }), { message: 'reasonRequired', field: 'reason' });
    assert.deepEqual(await refused({ status: 'CANCELLED', reason: null }), { message: 'reasonRequired', field: 'reason' });
    assert.deepEqual(await refused({ status: 'CANCELLED', reason: 'x'.repeat(501) }), { message: 'validation.tooLong', field: 'reason' });
    assert.deepEqual(await refused({ status: 'PAID', trackingNumber: 'PL1' }), { message: 'trackingNumberOnlyWhenShipped', field: 'trackingNumber' });
    assert.deepEqual(await refused({ status: 'SHIPPED', trackingNumber: 'x'.repeat(101) }), { message: 'validation.tooLong', field: 'trackingNumber' });
    assert.equal((await refused({ status: 'LOST' })).field, 'status');
    assert.equal((await refused({})).field, 'status');
    assert.equal((await refused({ status: 7 })).field, 'status');
    assert.equal((await refused('{"status":')).field, null);
    assert.equal((await server.request('POST', `/admin/orders/${ben.orderNumber}/status`, { token: admin.token, body: '<status>PAID</status>', headers: { 'content-type': 'application/xml' } })).status, 415);
    assert.equal((await server.request('POST', `/admin/orders/${'x'.repeat(41)}/status`, { token: admin.token, body: { status: 'PAID' } })).status, 400);
    assert.deepEqual(await fingerprint(server.database.db), untouched);
  });

  it('cancels with a reason, mails the customer in their language without the reason, and stops there', async () => {
    const cancelled = await move(ben.orderNumber, { status: 'CANCELLED', reason: 'Customer asked by phone' });
    assert.equal(cancelled.status, 200, cancelled.text);
    const order = AdminOrderDetailSchema.parse(cancelled.body);
    assert.deepEqual([order.status, order.nextStatuses], ['CANCELLED', []]);
    assert.deepEqual(
      order.statusHistory.map((c) => [c.from, c.to, c.reason, c.trackingNumber]),
      [['PLACED', 'CANCELLED', 'Customer asked by phone', null]],
    );
    const mail = mailsTo(server, ben.email).at(-1)!;
    assert.equal(mail.subject, `Inercise: order ${ben.orderNumber} has been cancelled`);
    assert.match(mail.text, /Your order .* has been cancelled/);
    assert.doesNotMatch(mail.text, /phone/, 'the reason is the owner\'s note');
    assert.match(mail.text, /http:\/\/shop\.test\/en\/user-order/);
    assert.equal((await move(ben.orderNumber, { status: 'PAID' })).status, 409);
    const entry = (await get(`/admin/audit-log?entityId=${ben.orderNumber}`)).body.content[0];
    assert.deepEqual([entry.before, entry.after], [{ status: 'PLACED' }, { status: 'CANCELLED', reason: 'Customer asked by phone' }]);
    // The shop answers the customer the new status as it is (its order pages learn CANCELLED separately).
    assert.equal((await server.request('GET', `/order/${ben.orderNumber}`, { token: ben.token })).body.status.name, 'CANCELLED');
  });

  it('delivers and mails it in Polish', async () => {
    assert.equal((await move(anna.orderNumber, { status: 'DELIVERED' })).status, 200);
    const mail = mailsTo(server, anna.email).at(-1)!;
    assert.equal(mail.subject, `Inercise: zamówienie ${anna.orderNumber} zostało dostarczone`);
    assert.match(mail.text, /Dziękujemy za zakupy w Inercise!/);
    // RETURNED is recorded without a mail.
    const mails = server.mails().length;
    assert.equal((await move(anna.orderNumber, { status: 'RETURNED' })).status, 200);
    assert.equal(server.mails().length, mails);
    assert.deepEqual((await detail(anna.orderNumber)).statusHistory.map((c) => c.to), ['SHIPPED', 'DELIVERED', 'RETURNED']);
  });

  it('lets one of two admins moving the same order at once win; the other gets 409', async () => {
    const contested = await orderOf(server, { currency: 'EUR', language: 'en' });
    const mails = server.mails().length;
    const answers = await Promise.all([
      move(contested.orderNumber, { status: 'SHIPPED', trackingNumber: 'T-1' }, admin.token),
      move(contested.orderNumber, { status: 'CANCELLED', reason: 'duplicate order' }, second.token),
    ]);
    assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409], answers.map((a) => a.text).join(' | '));
    const loser = answers.find((a) => a.status === 409)!;
    assert.ok(['statusMoveNotAllowed', 'orderChangedMeanwhile'].includes(loser.body.message), loser.text);
    const order = await detail(contested.orderNumber);
    assert.equal(order.statusHistory.length, 1);
    assert.equal(order.status, order.statusHistory[0]!.to);
    assert.equal((await get(`/admin/audit-log?entityKind=order&entityId=${contested.orderNumber}`)).body.totalElements, 1);
    assert.equal(server.mails().length, mails + 1, 'one mail, from the winner');
  });

  it('pages the audit log newest first and filters it by entity kind', async () => {
    const log = pageSchema(AdminAuditEntrySchema).parse((await get('/admin/audit-log')).body);
    // Two grants; Anna's three moves (shipped, delivered, returned); Ben's cancellation; the contested order's one move.
    assert.equal(log.totalElements, 7);
    const times = log.content.map((entry) => Date.parse(entry.at));
    assert.deepEqual(times, [...times].sort((a, b) => b - a));
    assert.deepEqual(log.content.map((e) => e.id), [...log.content.map((e) => e.id)].sort((a, b) => b - a));
    const users = pageSchema(AdminAuditEntrySchema).parse((await get('/admin/audit-log?entityKind=user')).body);
    assert.deepEqual(new Set(users.content.map((e) => e.entityId)), new Set([String(admin.id), String(second.id)]));
    assert.ok(users.content.every((e) => e.action === 'user.role' && e.actor.source === 'commandLine'));
    const paged = pageSchema(AdminAuditEntrySchema).parse((await get('/admin/audit-log?size=2&page=1')).body);
    assert.deepEqual(paged.content.map((e) => e.id), log.content.slice(2, 4).map((e) => e.id));
    assert.deepEqual([paged.totalElements, paged.totalPages], [log.totalElements, Math.ceil(log.totalElements / 2)]);
  });

  it('exports the filtered orders as CSV: BOM, RFC 4180 quoting, Polish letters, no formulas', async () => {
    const answer = await get('/admin/orders.csv?currency=PLN');
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(answer.headers.get('content-disposition') ?? '', /^attachment; filename="inercise-orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await (await fetch(`${server.url}/admin/orders.csv?currency=PLN`, { headers: { authorization: `Bearer ${admin.token}` } })).arrayBuffer());
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte order mark');
    const text = bytes.toString('utf8').slice(1);
    assert.ok(text.endsWith('\r\n'));
    const lines = text.split('\r\n');
    assert.equal(
      lines[0],
      'Order number,Placed (Warsaw time),Paid (Warsaw time),Status,Currency,Goods,After discount,Delivery,Total,Discount code,Items,E-mail,Name,Surname,Phone,Address,Postcode,City,Country,Company,Company ID',
    );
    // Newest first; the spreadsheet-hostile name is quoted, its quotes doubled, its formula defused, its line break kept.
    assert.equal(
      text.split('\r\n').slice(1, 3).join('\r\n'),
      [
        `${cell.orderNumber},${lines[1]!.split(',')[1]},,PAYMENT_VERIFICATION,PLN,9297.00,,19.99,9316.99,,3,${cell.email},"'=HYPERLINK(""http://evil.test"")","Kowalski, ""Junior""\nII",'+48 600700800,ul. Prosta 12,00-850,Kraków,PL,,`,
        `${anna.orderNumber},${lines[2]!.split(',')[1]},${lines[2]!.split(',')[2]},RETURNED,PLN,9297.00,,19.99,9316.99,,3,${anna.email},Anna,Łęcka-Żółć,'+48 600700800,ul. Prosta 12,00-850,Łódź,PL,,`,
      ].join('\r\n'),
    );
    assert.match(lines[1]!.split(',')[1]!, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const filtered = (await get(`/admin/orders.csv?currency=EUR&q=${ben.orderNumber}`)).text.slice(1).split('\r\n');
    assert.deepEqual([filtered.length, filtered[1]!.split(',')[0], filtered[1]!.split(',').at(-2)], [3, ben.orderNumber, 'Acme GmbH'], 'the header, the one matching order, the final line end');
  });
});
