import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { adminOf, mailsTo as decodedMailsTo, orderOf, type Customer } from '../../test/adminKit.ts';
import { startServer, type TestServer } from '../../test/harness.ts';

const DAY = 24 * 3_600_000;

/**
 * The mails to one address with their quoted-printable parts undone: the offer's mail is multipart (text, HTML and
 * the documents), which the kit's reader leaves encoded.
 */
const mailsTo = (server: TestServer, email: string) =>
  decodedMailsTo(server, email).map((mail) => ({
    ...mail,
    text: Buffer.from(mail.text.replace(/\r\n/g, '\n').replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
      .toString('utf8')
      .replace(/\u00a0/g, ' '),
  }));
/** A day (YYYY-MM-DD) so many days from now. */
const dayIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

describe('offers for inquiries', () => {
  let server: TestServer;
  let admin: Customer;
  before(async () => {
    server = await startServer();
    admin = await adminOf(server);
  });
  after(() => server.close());

  const db = () => server.database.db;
  /** An inquiry in złoty: delivered to a country outside the shipping regions. */
  const inquiryInZloty = () => orderOf(server, { address: { country: 'US', state: 'NY', postcode: '10001', areaCode: '+1', phoneNumber: '2125550100' }, lines: [[1, 1]] });
  const sendOffer = (orderNumber: string, body: Record<string, unknown>) =>
    server.request('POST', `/admin/orders/${orderNumber}/offer`, { token: admin.token, body });
  const orderRow = (orderNumber: string) =>
    db().selectFrom('shop_order').select(['id', 'status', 'total_price', 'shipment_price', 'discounted_price', 'original_price', 'payment_due_at', 'payment_provider']).where('order_number', '=', orderNumber).executeTakeFirstOrThrow();

  it('sends the buyer an offer: the order takes its amounts, the history and the audit log record it, the buyer is mailed a payment link', async () => {
    const buyer = await inquiryInZloty();
    const placed = await orderRow(buyer.orderNumber);
    assert.equal(placed.status, 'PLACED');
    const before = await server.request('GET', `/admin/orders/${buyer.orderNumber}/offer`, { token: admin.token });
    assert.equal(before.status, 200, before.text);
    assert.deepEqual(before.body, { canSend: true, goodsPriceLimit: placed.original_price / 100, canRecordTransfer: false, offer: null });

    const goods = placed.original_price / 100 - 100;
    const sent = await sendOffer(buyer.orderNumber, { goodsPrice: goods, shipmentPrice: 249.99, validUntil: dayIn(7) });
    assert.equal(sent.status, 200, sent.text);
    assert.equal(sent.body.offer.totalPrice, Math.round((goods + 249.99) * 100) / 100);
    assert.equal(sent.body.offer.sentBy, admin.email);
    assert.equal(sent.body.canRecordTransfer, true);
    const order = await orderRow(buyer.orderNumber);
    assert.deepEqual([order.status, order.discounted_price, order.shipment_price, order.total_price], ['PLACED', placed.original_price - 10_000, 24_999, placed.original_price - 10_000 + 24_999]);

    const history = await db().selectFrom('order_status_change').select(['from_status', 'to_status', 'reason', 'changed_by_email']).where('order_id', '=', order.id).execute();
    assert.equal(history.length, 1);
    assert.match(history[0]!.reason ?? '', /^Oferta wysłana \/ Offer sent: .*249,99\szł/);
    assert.equal(history[0]!.changed_by_email, admin.email);
    const audit = await db().selectFrom('admin_audit_log').select('action').where('entity_id', '=', buyer.orderNumber).execute();
    assert.deepEqual(audit.map((row) => row.action), ['order.offer']);

    await server.settleMail();
    const mail = mailsTo(server, buyer.email).find((m) => m.subject.startsWith('Inercise: oferta do zapytania'));
    assert.ok(mail, 'the offer mail');
    assert.match(mail.text, /Dostawa: 249,99\s+zł/);
    assert.match(mail.text, new RegExp(`/pl/order\\?orderNumber=${buyer.orderNumber}&status=placed`));
    assert.match(mail.text, /Zamawiam i płacę/);
    // A złoty offer is paid online: no transfer details.
    assert.doesNotMatch(mail.text, /IBAN/);

    // The buyer sees it; another customer does not.
    const mine = await server.request('GET', `/order/${buyer.orderNumber}/offer`, { token: buyer.token });
    assert.equal(mine.status, 200, mine.text);
    assert.equal(mine.body.payable, true);
    assert.equal(mine.body.bankTransfer, null);
    const other = await inquiryInZloty();
    assert.equal((await server.request('GET', `/order/${buyer.orderNumber}/offer`, { token: other.token })).status, 404);
    assert.equal((await server.request('GET', `/order/${other.orderNumber}/offer`, { token: other.token })).body.message, 'offerNotFound');
  });

  it('refuses an offer in the past, of no amount, above the order, for an order that is no inquiry or already paid', async () => {
    const buyer = await inquiryInZloty();
    const refusal = async (orderNumber: string, body: Record<string, unknown>) => {
      const answer = await sendOffer(orderNumber, body);
      return [answer.status, answer.body.message, answer.body.field];
    };
    assert.deepEqual(await refusal(buyer.orderNumber, { goodsPrice: 100, shipmentPrice: 10, validUntil: dayIn(-2) }), [400, 'offerValidityInThePast', 'validUntil']);
    assert.deepEqual(await refusal(buyer.orderNumber, { goodsPrice: 0, shipmentPrice: 10, validUntil: dayIn(3) }), [400, 'offerAmountInvalid', 'goodsPrice']);
    assert.deepEqual(await refusal(buyer.orderNumber, { goodsPrice: -5, shipmentPrice: 10, validUntil: dayIn(3) }), [400, 'offerAmountInvalid', 'goodsPrice']);
    assert.deepEqual(await refusal(buyer.orderNumber, { goodsPrice: 10, shipmentPrice: -1, validUntil: dayIn(3) }), [400, 'offerShipmentInvalid', 'shipmentPrice']);
    assert.deepEqual(await refusal(buyer.orderNumber, { goodsPrice: 10, shipmentPrice: 1, validUntil: '2026-02-30' }), [400, 'invalidDate', 'validUntil']);
    assert.deepEqual(await refusal(buyer.orderNumber, { goodsPrice: 1_000_000, shipmentPrice: 1, validUntil: dayIn(3) }), [400, 'offerAboveOrderPrice', 'goodsPrice']);
    assert.equal((await orderRow(buyer.orderNumber)).shipment_price, null, 'nothing written');

    const paidOnline = await orderOf(server, { pay: true, lines: [[1, 1]] });
    assert.deepEqual(await refusal(paidOnline.orderNumber, { goodsPrice: 10, shipmentPrice: 1, validUntil: dayIn(3) }), [409, 'orderAlreadyPaid', null]);
    const unpaidOnline = await orderOf(server, { lines: [[1, 1]] });
    assert.deepEqual(await refusal(unpaidOnline.orderNumber, { goodsPrice: 10, shipmentPrice: 1, validUntil: dayIn(3) }), [409, 'orderNotInquiry', null]);
    assert.deepEqual(await refusal('INR-00000000-NOSUCH', { goodsPrice: 10, shipmentPrice: 1, validUntil: dayIn(3) }), [404, 'orderNotFound', 'orderNumber']);
    // A customer is not the owner.
    assert.equal((await server.request('POST', `/admin/orders/${buyer.orderNumber}/offer`, { token: buyer.token, body: { goodsPrice: 10, shipmentPrice: 1, validUntil: dayIn(3) } })).status, 403);
  });

  it('lets the buyer pay the offer through the sandbox: PAID, the payment mail with its invoice', async () => {
    const buyer = await inquiryInZloty();
    const { original_price } = await orderRow(buyer.orderNumber);
    assert.equal((await sendOffer(buyer.orderNumber, { goodsPrice: original_price / 100, shipmentPrice: 120, validUntil: dayIn(5) })).status, 200);
    // Only with the terms accepted.
    const noTerms = await server.request('POST', `/order/${buyer.orderNumber}/offer/pay`, { token: buyer.token, body: {} });
    assert.equal(noTerms.status, 400);
    assert.equal((await orderRow(buyer.orderNumber)).status, 'PLACED');

    const pay = await server.request('POST', `/order/${buyer.orderNumber}/offer/pay`, { token: buyer.token, body: { termsAccepted: true } });
    assert.equal(pay.status, 200, pay.text);
    assert.match(pay.text, /\/sandbox\/pay\/TR-SBX-[0-9A-F]{12}$/);
    const waiting = await orderRow(buyer.orderNumber);
    assert.equal(waiting.status, 'PAYMENT_VERIFICATION');
    assert.equal(waiting.total_price, original_price + 12_000);
    assert.ok(waiting.payment_due_at, 'the offer ends its payment time');
    // Asked again (a second tab): the same payment page.
    assert.equal((await server.request('POST', `/order/${buyer.orderNumber}/offer/pay`, { token: buyer.token, body: { termsAccepted: true } })).text, pay.text);
    // Another customer cannot pay it.
    const stranger = await inquiryInZloty();
    assert.equal((await server.request('POST', `/order/${buyer.orderNumber}/offer/pay`, { token: stranger.token, body: { termsAccepted: true } })).status, 404);

    const transactionId = pay.text.split('/sandbox/pay/')[1]!;
    const paid = await server.request('POST', `/sandbox/pay/${transactionId}/pay`, { form: { lang: 'pl', method: '150' } });
    assert.equal(paid.status, 303, paid.text);
    const order = await orderRow(buyer.orderNumber);
    assert.equal(order.status, 'PAID');
    const invoices = await db().selectFrom('invoice').select(['number', 'document']).where('order_id', '=', order.id).execute();
    assert.equal(invoices.length, 1);
    assert.equal((invoices[0]!.document as { totals: { gross: number } }).totals.gross, original_price + 12_000);
    await server.settleMail();
    assert.ok(mailsTo(server, buyer.email).some((m) => m.subject === `Inercise: płatność za zamówienie ${buyer.orderNumber} przyjęta`));
    const view = await server.request('GET', `/order/${buyer.orderNumber}/offer`, { token: buyer.token });
    assert.deepEqual([view.body.paid, view.body.payable], [true, false]);
    assert.equal((await server.request('POST', `/order/${buyer.orderNumber}/offer/pay`, { token: buyer.token, body: { termsAccepted: true } })).body.message, 'orderAlreadyPaid');
  });

  it('refuses to pay an expired offer', async () => {
    const buyer = await inquiryInZloty();
    assert.equal((await sendOffer(buyer.orderNumber, { goodsPrice: 50, shipmentPrice: 20, validUntil: dayIn(2) })).status, 200);
    // Its last day has passed.
    await db().updateTable('order_offer').set({ valid_until: new Date(Date.now() - 60_000) }).where('order_id', '=', (await orderRow(buyer.orderNumber)).id).execute();
    const view = await server.request('GET', `/order/${buyer.orderNumber}/offer`, { token: buyer.token });
    assert.deepEqual([view.body.expired, view.body.payable], [true, false]);
    const pay = await server.request('POST', `/order/${buyer.orderNumber}/offer/pay`, { token: buyer.token, body: { termsAccepted: true } });
    assert.deepEqual([pay.status, pay.body.message], [410, 'offerExpired']);
    assert.equal((await orderRow(buyer.orderNumber)).status, 'PLACED');
    // The owner may send a new one, which can be paid.
    assert.equal((await sendOffer(buyer.orderNumber, { goodsPrice: 50, shipmentPrice: 20, validUntil: dayIn(4) })).status, 200);
    assert.equal((await server.request('POST', `/order/${buyer.orderNumber}/offer/pay`, { token: buyer.token, body: { termsAccepted: true } })).status, 200);
    // Once its payment has started, the offer stays as the payment page asks it.
    assert.equal((await sendOffer(buyer.orderNumber, { goodsPrice: 40, shipmentPrice: 20, validUntil: dayIn(4) })).body.message, 'offerPaymentStarted');
  });

  it('shows a euro offer with the seller account for a transfer, which the owner records as paid', async () => {
    const buyer = await orderOf(server, { currency: 'EUR', language: 'en', lines: [[1, 1]] });
    assert.equal((await orderRow(buyer.orderNumber)).status, 'PLACED');
    assert.equal((await server.request('POST', `/admin/orders/${buyer.orderNumber}/offer/transfer-received`, { token: admin.token })).body.message, 'offerNotFound');
    const sent = await sendOffer(buyer.orderNumber, { goodsPrice: 1500, shipmentPrice: 60.5, validUntil: dayIn(10) });
    assert.equal(sent.status, 200, sent.text);

    const seller = (await server.request('GET', '/seller')).body;
    const view = await server.request('GET', `/order/${buyer.orderNumber}/offer`, { token: buyer.token });
    assert.equal(view.body.bankTransfer.reference, buyer.orderNumber);
    assert.equal(view.body.bankTransfer.bankAccount.replace(/\s/g, ''), seller.bankAccount);
    assert.equal(view.body.bankTransfer.accountHolder, seller.legalName);
    await server.settleMail();
    const mail = mailsTo(server, buyer.email).find((m) => m.subject === `Inercise: our offer for inquiry ${buyer.orderNumber}`);
    assert.ok(mail, 'the offer mail, in English');
    assert.match(mail.text, /Total to pay: €1,560\.50/);
    assert.match(mail.text, new RegExp(`Transfer reference: ${buyer.orderNumber}`));
    assert.match(mail.text, /Account \(IBAN\): PL/);
    // Euro cannot go through the payment provider, which takes złoty only.
    assert.equal((await server.request('POST', `/order/${buyer.orderNumber}/offer/pay`, { token: buyer.token, body: { termsAccepted: true } })).body.message, 'offerByTransferOnly');

    const received = await server.request('POST', `/admin/orders/${buyer.orderNumber}/offer/transfer-received`, { token: admin.token });
    assert.equal(received.status, 200, received.text);
    assert.equal(received.body.status, 'PAID');
    assert.equal(received.body.statusHistory.at(-1).to, 'PAID');
    const order = await orderRow(buyer.orderNumber);
    const invoice = await db().selectFrom('invoice').select('document').where('order_id', '=', order.id).executeTakeFirstOrThrow();
    const document = invoice.document as { totals: { gross: number }; payment: { method: string }; currency: string };
    assert.deepEqual([document.totals.gross, document.currency, document.payment.method], [156_050, 'EUR', 'Przelew / Bank transfer']);
    await server.settleMail();
    assert.ok(mailsTo(server, buyer.email).some((m) => m.subject.includes(buyer.orderNumber) && /payment/i.test(m.subject) && !m.subject.includes('offer')));
    assert.equal((await server.request('POST', `/admin/orders/${buyer.orderNumber}/offer/transfer-received`, { token: admin.token })).body.message, 'orderAlreadyPaid');
  });
});
