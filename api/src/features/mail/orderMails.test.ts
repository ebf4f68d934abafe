// The order's mails as a buyer receives them (the outbox's worker writing them as the MIME messages it sends): the confirmation when placed and again when
// paid, each HTML and text with every line, the sums with the VAT per rate, both addresses, the seller and the
// documents as PDFs (the filled withdrawal form naming the order); an inquiry's mail promising an offer.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { simpleParser, type ParsedMail } from 'mailparser';
import { PDFParse } from 'pdf-parse';
import { contracts, EXAMPLE_SELLER } from '../../contracts.ts';
import { customer, defaultChoice, polishAddress, startServer, type TestServer } from '../../test/harness.ts';
import { eventually } from '../../test/smtpServer.ts';

const { INQUIRY_OFFER_WORKING_DAYS } = contracts;
const invoiceAddress = { ...polishAddress, name: 'Anna', surname: 'Nowak', addressLine_1: 'ul. Fakturowa 3', companyName: 'Trening Nowak sp. j.', companyIdentificationNumber: '5260250995' };
const usAddress = { ...polishAddress, country: 'US', state: 'NY', postcode: '10001', addressLine_1: '5th Avenue 1', areaCode: '+1', phoneNumber: '2125550100' };

/** Non-breaking and narrow spaces (Intl's, in "51,99 zł") read as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
/** Minor units as a Polish reader writes them: 51,99 zł (no amount here reaches 10 000 zł, which would group digits). */
const zl = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} zł`;
const euro = (cents: number) => `€${(cents / 100).toFixed(2)}`;
const pdfText = async (content: Buffer) => plain((await new PDFParse({ data: new Uint8Array(content) }).getText()).text).replace(/\s+/g, ' ');

describe('order mails', () => {
  let server: TestServer;

  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  /** The mails to `email`, oldest first, parsed (MIME parts, transfer encodings and attachments undone). */
  const mailsTo = async (email: string, count: number): Promise<ParsedMail[]> => {
    const raw = () => server.mails().filter((mail) => mail.includes(`To: ${email}`));
    await eventually(() => raw().length >= count, 20_000, `${count} mails to ${email}`);
    return Promise.all(raw().map((mail) => simpleParser(mail)));
  };

  /** The shop's own mail whose subject starts with `subject`, once the worker has written it. */
  const inboxMail = async (subject: string): Promise<ParsedMail> => {
    const found = async () => (await mailsTo(server.config.shopEmail, 1)).find((mail) => (mail.subject ?? '').startsWith(subject));
    await eventually(async () => (await found()) !== undefined, 20_000, `the shop's mail "${subject}"`);
    return (await found())!;
  };

  /** The order as stored, to check the mails against: its lines with their names, and its sums. */
  const stored = async (orderNumber: string) => {
    const db = server.database.db;
    const order = await db.selectFrom('shop_order').selectAll().where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
    const items = await db
      .selectFrom('order_item')
      .innerJoin('product', 'product.id', 'order_item.product_id')
      .select(['order_item.quantity', 'order_item.unit_price', 'order_item.vat_rate', 'product.name_pl', 'product.name_en'])
      .where('order_id', '=', order.id)
      .orderBy('order_item.id')
      .execute();
    return { order, items };
  };

  it('confirms a placed and a paid order in Polish, in HTML and text, with every line, the VAT, both addresses, the seller and the documents', async () => {
    const shopper = await customer(server);
    // The device set's options take up to 3 days to prepare, the other product's 5: the order ships after the longer.
    const db = server.database.db;
    const optionsOf = (productId: number) => db.selectFrom('product_property').select('id').where('product_id', '=', productId);
    await db.updateTable('property_value').set({ days_to_ship: 3 }).where('property_id', 'in', optionsOf(1)).execute();
    await db.updateTable('property_value').set({ days_to_ship: 5 }).where('property_id', 'in', optionsOf(11)).execute();
    assert.equal((await server.request('POST', '/address', { token: shopper.token, body: { shippingAddress: polishAddress, invoiceAddress } })).status, 201);
    await server.request('POST', '/cart/add-product/1', { token: shopper.token, body: await defaultChoice(server, 1) });
    await server.request('POST', '/cart/add-product/11?quantity=2', { token: shopper.token, body: await defaultChoice(server, 11) });
    assert.equal((await server.request('POST', '/cart/apply-discount/INERCISE10', { token: shopper.token })).status, 200);
    const begun = await server.request('POST', '/tpay/beginTransaction', { token: shopper.token, body: { paymentGroup: '150', useInvoiceAddress: 'true', language: 'pl', currency: 'PLN', termsAccepted: true } });
    assert.equal(begun.status, 200, begun.text);
    // The first is the account's activation.
    const [, placed] = await mailsTo(shopper.email, 2);
    const orderNumber = /INR-[\w-]+/.exec(placed!.subject ?? '')?.[0] ?? '';
    assert.equal(placed!.subject, `Inercise: zamówienie ${orderNumber}`);
    assert.equal((await server.request('POST', `/sandbox/pay/${begun.text.split('/sandbox/pay/')[1]}/pay`, { form: { lang: 'pl' } })).status, 303);
    const [, , paid] = await mailsTo(shopper.email, 3);
    assert.equal(paid!.subject, `Inercise: płatność za zamówienie ${orderNumber} przyjęta`);

    const { order, items } = await stored(orderNumber);
    assert.equal(items.length, 2);
    assert.ok(order.discounted_price !== null && order.shipment_price !== null);
    const vat = contracts.vatBreakdown({ lines: items.map((i) => ({ unit: i.unit_price, quantity: i.quantity, rate: i.vat_rate })), discounted: order.discounted_price, shipment: order.shipment_price });
    for (const mail of [placed!, paid!]) {
      assert.ok(mail.html, 'an HTML part');
      const html = plain(mail.html);
      const text = plain(mail.text ?? '');
      for (const body of [text, html]) {
        assert.ok(body.includes(orderNumber));
        for (const item of items) {
          assert.ok(body.includes(item.name_pl), `${item.name_pl} in ${body}`);
          assert.ok(body.includes(zl(item.unit_price)), `unit price ${zl(item.unit_price)}`);
          assert.ok(body.includes(zl(item.unit_price * item.quantity)), `line price ${zl(item.unit_price * item.quantity)}`);
        }
        assert.ok(body.includes(`Rabat (kod INERCISE10)`), 'the discount');
        assert.ok(body.includes(zl(order.original_price - order.discounted_price)));
        assert.ok(body.includes('Przesyłka kurierska – Polska') && body.includes(zl(order.shipment_price)), 'delivery and its cost');
        assert.ok(body.includes('Przewidywana wysyłka: do 5 dni na przygotowanie'), 'the longest preparation');
        assert.ok(body.includes(zl(order.total_price)), 'the total');
        for (const part of vat) assert.ok(body.includes(`w tym VAT ${part.rate}%: ${zl(part.vat)}`), `VAT ${part.rate}%`);
        assert.ok(body.includes('Jan Kowalski') && body.includes('ul. Prosta 12'), 'the delivery address');
        assert.ok(body.includes('Trening Nowak sp. j.') && body.includes('5260250995') && body.includes('ul. Fakturowa 3'), 'the invoice details');
        assert.ok(body.includes(EXAMPLE_SELLER.legalName) && body.includes(`NIP: ${EXAMPLE_SELLER.nip}`) && body.includes(EXAMPLE_SELLER.email), 'the seller');
        assert.ok(body.includes('http://shop.test/pl/terms-of-sale'), 'the terms');
        assert.ok(body.includes('Reklamację zgłosisz e-mailem do sprzedawcy'), 'how to complain (art. 21)');
        assert.ok(!/\d\.\d\d (zł|PLN)/.test(body), 'no amount written the English way');
      }
      // The payment's mail also carries the invoice issued with the payment, named after its number.
      const invoice = mail === paid ? await server.database.db.selectFrom('invoice').select('number').where('series', '=', 'FV').orderBy('id', 'desc').executeTakeFirstOrThrow() : null;
      assert.deepEqual(
        mail.attachments.map((file) => [file.filename, file.contentType]),
        [
          ['regulamin-sprzedazy.pdf', 'application/pdf'],
          ['pouczenie-o-odstapieniu.pdf', 'application/pdf'],
          [`formularz-odstapienia-${orderNumber}.pdf`, 'application/pdf'],
          ...(invoice ? [[`faktura-${invoice.number.replaceAll('/', '-')}.pdf`, 'application/pdf']] : []),
        ],
      );
      const [terms, information, form, invoicePdf] = await Promise.all(mail.attachments.map((file) => pdfText(file.content)));
      if (invoice) {
        assert.ok(invoicePdf!.includes(invoice.number), 'the invoice number on the invoice');
        assert.ok(invoicePdf!.includes('5260250995'), "the buyer's NIP on the invoice");
      }
      assert.match(terms!, /Regulamin sprzedaży/);
      assert.match(terms!, /Odstąpienie od umowy/);
      // The seller the terms name is the configured one, as the shop's page fills it: no token is left.
      assert.ok(terms!.includes(server.config.seller.legalName), 'the seller named in the terms');
      assert.doesNotMatch(terms!, /\{\{/);
      assert.match(information!, /Pouczenie o prawie odstąpienia od umowy/);
      assert.match(information!, /w terminie 14 dni bez podania jakiejkolwiek przyczyny/);
      assert.ok(information!.includes(EXAMPLE_SELLER.legalName), 'whom to write to');
      assert.match(form!, /Wzór formularza odstąpienia od umowy/);
      assert.ok(form!.includes(orderNumber), 'the order on the form');
      assert.ok(form!.includes('Jan Kowalski') && form!.includes('ul. Prosta 12'), 'the buyer on the form');
    }
    assert.match(plain(paid!.text ?? ''), new RegExp(`Otrzymaliśmy płatność ${zl(order.total_price)}`));
    // The confirmation, sent before the payment, keeps the way to pay (again) on the order's page; the paid one not.
    const payLink = `http://shop.test/pl/order?orderNumber=${orderNumber}&status=unpaid`;
    assert.ok(plain(placed!.text ?? '').includes(`Zapłać za zamówienie: ${payLink}`), 'the pay link in the text');
    assert.ok(String(placed!.html).replaceAll('&amp;', '&').includes(payLink), 'the pay link in the HTML');
    assert.ok(!plain(paid!.text ?? '').includes(payLink), 'no pay link once paid');

    // The shop's inbox hears of the paid order: its lines, total, address and the way to it in the back office.
    const notice = await inboxMail(`Nowe opłacone zamówienie ${orderNumber}`);
    const noticeText = plain(notice.text ?? '');
    for (const item of items) assert.ok(noticeText.includes(item.name_pl), `${item.name_pl} for the owner`);
    assert.ok(noticeText.includes(`Razem: ${zl(order.total_price)}`) && noticeText.includes('ul. Prosta 12') && noticeText.includes('NIP: 5260250995'));
    assert.ok(noticeText.includes(`http://shop.test/pl/admin/orders/${orderNumber}`), 'the link to the back office');
  });

  it("acknowledges an inquiry in English with euro amounts, its lines and addresses, and when the offer follows", async () => {
    const shopper = await customer(server);
    assert.equal((await server.request('POST', '/address', { token: shopper.token, body: { shippingAddress: usAddress } })).status, 201);
    await server.request('POST', '/cart/add-product/11?quantity=2', { token: shopper.token, body: await defaultChoice(server, 11) });
    const begun = await server.request('POST', '/tpay/beginTransaction', { token: shopper.token, body: { paymentGroup: '999', useInvoiceAddress: 'false', language: 'en', currency: 'EUR', termsAccepted: true } });
    assert.equal(begun.status, 200, begun.text);
    const [, mail] = await mailsTo(shopper.email, 2);
    const orderNumber = /INR-[\w-]+/.exec(mail!.subject ?? '')?.[0] ?? '';
    assert.equal(mail!.subject, `Inercise: inquiry ${orderNumber}`);
    const { order, items } = await stored(orderNumber);
    for (const body of [plain(mail!.text ?? ''), plain(mail!.html || '')]) {
      assert.ok(body.includes(`within ${INQUIRY_OFFER_WORKING_DAYS} working days we will send you an offer`), body);
      assert.ok(body.includes(items[0]!.name_en) && body.includes(euro(items[0]!.unit_price)) && body.includes(euro(order.total_price)));
      assert.ok(body.includes('5th Avenue 1') && body.includes('Invoice to the delivery address.'));
      assert.ok(body.includes(`NIP (tax ID): ${EXAMPLE_SELLER.nip}`));
    }
    // No contract yet: the documents come with the offer.
    assert.equal(mail!.attachments.length, 0);
    // The shop's inbox hears of the inquiry waiting for its offer.
    const notice = plain((await inboxMail(`Nowe zapytanie ${orderNumber}`)).text ?? '');
    assert.ok(notice.includes('czeka na ofertę') && notice.includes(items[0]!.name_en) && notice.includes('5th Avenue 1'), notice);
    assert.ok(notice.includes('Dostawa (poza obszarem wysyłki): do ustalenia w ofercie'), notice);
    assert.ok(notice.includes(`http://shop.test/pl/admin/orders/${orderNumber}`));
  });
});
