// Invoices: one per paid order, numbered without gaps in the order of payment; its PDF for the customer (their own
// orders only) and the owner; a refund's correction invoice.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { extractText, getDocumentProxy } from 'unpdf';
import { adminOf, orderOf, type Customer } from '../../test/adminKit.ts';
import { startServer, type TestServer } from '../../test/harness.ts';
import { correctionPdfFor, invoicePdfFor } from './invoiceFiles.ts';
import { issueInvoice } from './issueInvoice.ts';
import { polishDay } from './invoiceDocument.ts';
import { TEST_SELLER } from './testSeller.ts';

const BUYER_NIP = '5252248481';
const YEAR = polishDay(new Date()).slice(0, 4);

describe('invoices', () => {
  let server: TestServer;
  let admin: Customer;

  before(async () => {
    server = await startServer({ seller: TEST_SELLER });
    admin = await adminOf(server);
  });
  after(() => server.close());

  const transactionOf = async (orderNumber: string) =>
    (await server.database.db.selectFrom('shop_order').select('transaction_id').where('order_number', '=', orderNumber).executeTakeFirstOrThrow()).transaction_id!;
  const pay = async (orderNumber: string) =>
    assert.equal((await server.request('POST', `/sandbox/pay/${await transactionOf(orderNumber)}/pay`, { form: { lang: 'pl' } })).status, 303);
  const invoicesOf = async (shopper: { token: string; orderNumber: string }) => {
    const answer = await server.request('GET', `/order/${shopper.orderNumber}/invoices`, { token: shopper.token });
    assert.equal(answer.status, 200, answer.text);
    return answer.body as { number: string; fileNumber: string; kind: string; grossTotal: number }[];
  };
  const sequenceOf = (number: string) => Number(number.split('/')[2]);
  const download = async (path: string, token: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  // Spaces as spaces (the thousands' separator is a no-break space), and Polish letters as their plain ones: without a
  // font that has them the PDF spells them so (invoicePdf.ts), and the texts compared below go through the same.
  const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/\u00a0/g, ' ');
  const pdfText = async (bytes: Uint8Array) => plain((await extractText(await getDocumentProxy(bytes), { mergePages: true })).text);

  it('numbers invoices in the order orders are paid, whichever was placed first', async () => {
    const first = await orderOf(server);
    const second = await orderOf(server);
    assert.deepEqual(await invoicesOf(first), [], 'no invoice before the payment');
    await pay(second.orderNumber);
    await pay(first.orderNumber);
    const [secondInvoice] = await invoicesOf(second);
    const [firstInvoice] = await invoicesOf(first);
    assert.match(secondInvoice!.number, new RegExp(`^FV/${YEAR}/\\d{6}$`));
    assert.equal(sequenceOf(firstInvoice!.number), sequenceOf(secondInvoice!.number) + 1);
    assert.equal(firstInvoice!.fileNumber, firstInvoice!.number.replaceAll('/', '-'));
    // A repeated notification issues nothing more.
    await pay(first.orderNumber);
    assert.equal((await invoicesOf(first)).length, 1);
  });

  it('gives two orders paid at the same moment consecutive numbers', async () => {
    const orders = [await orderOf(server), await orderOf(server)];
    await Promise.all(orders.map((order) => pay(order.orderNumber)));
    const numbers = (await Promise.all(orders.map(invoicesOf))).map(([invoice]) => sequenceOf(invoice!.number)).sort((a, b) => a - b);
    assert.equal(numbers[1], numbers[0]! + 1);
  });

  it('skips no number when an issuing transaction rolls back', async () => {
    const rolledBack = await orderOf(server);
    const kept = await orderOf(server);
    const last = async () =>
      (await server.database.db.selectFrom('invoice_counter').select('last_number').where('series', '=', 'FV').where('year', '=', Number(YEAR)).executeTakeFirstOrThrow()).last_number;
    const before = await last();
    await assert.rejects(
      server.database.db.transaction().execute(async (trx) => {
        await issueInvoice(trx, TEST_SELLER, rolledBack.orderNumber);
        throw new Error('the payment failed to commit');
      }),
      /failed to commit/,
    );
    assert.equal(await last(), before);
    await pay(kept.orderNumber);
    assert.equal(sequenceOf((await invoicesOf(kept))[0]!.number), before + 1);
  });

  it("prints both parties, the buyer's NIP and net, VAT and gross in the PDF, named after the number", async () => {
    const shopper = await orderOf(server, { invoice: { companyName: 'Firma Testowa sp. z o.o.', companyIdentificationNumber: BUYER_NIP }, pay: true });
    const [invoice] = await invoicesOf(shopper);
    const file = await download(`/order/${shopper.orderNumber}/invoices/${invoice!.fileNumber}`, shopper.token);
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.equal(file.headers.get('content-disposition'), `attachment; filename="faktura-${invoice!.fileNumber}.pdf"`);
    const text = await pdfText(file.bytes);
    for (const expected of ['Faktura VAT', invoice!.number, 'Inercise Testowa sp. z o.o.', 'NIP / VAT ID: 1234563218', 'Firma Testowa sp. z o.o.', `NIP / VAT ID: ${BUYER_NIP}`, 'Razem netto', 'Razem VAT', 'Razem brutto', 'Dostawa / Delivery', '23%']) {
      assert.ok(text.includes(plain(expected)), `the PDF says ${expected}: ${text}`);
    }
    // The stored totals: net and VAT add up to the gross paid.
    const stored = await server.database.db.selectFrom('invoice').innerJoin('shop_order', 'shop_order.id', 'invoice.order_id').select(['invoice.document', 'shop_order.total_price']).where('invoice.number', '=', invoice!.number).executeTakeFirstOrThrow();
    const totals = (stored.document as { totals: { net: number; vat: number; gross: number } }).totals;
    assert.equal(totals.gross, stored.total_price);
    assert.equal(totals.net + totals.vat, totals.gross);
    assert.ok(totals.vat > 0);
    assert.ok(text.includes(plain(`Razem brutto / Total gross: ${(totals.gross / 100).toFixed(2).replace('.', ',').replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} zł`)), text);
  });

  it("refuses the download to another customer, and to nobody's order", async () => {
    const shopper = await orderOf(server, { pay: true });
    const stranger = await orderOf(server, { pay: true });
    const [invoice] = await invoicesOf(shopper);
    assert.equal((await download(`/order/${shopper.orderNumber}/invoices/${invoice!.fileNumber}`, stranger.token)).status, 404);
    assert.equal((await server.request('GET', `/order/${shopper.orderNumber}/invoices`, { token: stranger.token })).status, 404);
    // Another's invoice number under one's own order.
    assert.equal((await download(`/order/${stranger.orderNumber}/invoices/${invoice!.fileNumber}`, stranger.token)).status, 404);
    assert.equal((await fetch(`${server.url}/order/${shopper.orderNumber}/invoices/${invoice!.fileNumber}`)).status, 401);
    assert.equal((await download(`/order/${shopper.orderNumber}/invoices/FV-2026-1`, shopper.token)).status, 400);
    // The owner gets it from the back office.
    const owned = await download(`/admin/invoices/${invoice!.fileNumber}/pdf`, admin.token);
    assert.equal(owned.status, 200);
    assert.ok((await pdfText(owned.bytes)).includes(invoice!.number));
    assert.equal((await download(`/admin/invoices/${invoice!.fileNumber}/pdf`, shopper.token)).status, 403);
  });

  it('issues a correction invoice when the owner cancels a paid order, and none for an unpaid one', async () => {
    const shopper = await orderOf(server, { pay: true });
    const moved = await server.request('POST', `/admin/orders/${shopper.orderNumber}/status`, { token: admin.token, body: { status: 'CANCELLED', reason: 'Brak towaru' } });
    assert.equal(moved.status, 200, moved.text);
    const [invoice, correction] = await invoicesOf(shopper);
    assert.equal(correction!.kind, 'CORRECTION');
    assert.match(correction!.number, new RegExp(`^FK/${YEAR}/\\d{6}$`));
    assert.equal(correction!.grossTotal, -invoice!.grossTotal);
    const listed = await server.request('GET', `/admin/orders/${shopper.orderNumber}/invoices`, { token: admin.token });
    assert.deepEqual(listed.body, [invoice, correction]);
    const text = await pdfText((await download(`/order/${shopper.orderNumber}/invoices/${correction!.fileNumber}`, shopper.token)).bytes);
    for (const expected of ['Faktura korygująca', correction!.number, `Korygowana faktura / Corrected invoice: ${invoice!.number}`, 'Brak towaru', 'Do zwrotu']) {
      assert.ok(text.includes(plain(expected)), `the correction says ${expected}: ${text}`);
    }

    const unpaid = await orderOf(server);
    const cancelled = await server.request('POST', `/admin/orders/${unpaid.orderNumber}/status`, { token: admin.token, body: { status: 'CANCELLED', reason: 'Nie zapłacono' } });
    assert.equal(cancelled.status, 200, cancelled.text);
    assert.deepEqual(await invoicesOf(unpaid), []);
  });

  it("issues the invoice when the owner marks an order paid (a transfer received)", async () => {
    const shopper = await orderOf(server, { currency: 'EUR' });
    const moved = await server.request('POST', `/admin/orders/${shopper.orderNumber}/status`, { token: admin.token, body: { status: 'PAID' } });
    assert.equal(moved.status, 200, moved.text);
    const [invoice] = await invoicesOf(shopper);
    assert.equal(invoice!.kind, 'INVOICE');
  });

  it("gives the payment and refund mails their attachments: the invoice's PDF, then the correction's", async () => {
    const shopper = await orderOf(server);
    assert.equal(await invoicePdfFor(server.database.db, shopper.orderNumber), null, 'none before the payment');
    await pay(shopper.orderNumber);
    const [invoice] = await invoicesOf(shopper);
    const attachment = await invoicePdfFor(server.database.db, shopper.orderNumber);
    assert.equal(attachment?.filename, `faktura-${invoice!.fileNumber}.pdf`);
    assert.ok((await pdfText(new Uint8Array(attachment!.content))).includes(invoice!.number));
    assert.equal(await correctionPdfFor(server.database.db, shopper.orderNumber), null);
    await server.request('POST', `/admin/orders/${shopper.orderNumber}/status`, { token: admin.token, body: { status: 'CANCELLED', reason: 'Rezygnacja' } });
    const correction = await correctionPdfFor(server.database.db, shopper.orderNumber);
    assert.match(correction?.filename ?? '', /^faktura-FK-\d{4}-\d{6}\.pdf$/);
  });
});
