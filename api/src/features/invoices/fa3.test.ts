// The KSeF structured invoice: every invoice and correction the shop issues is valid FA(3) XML, checked against the
// Ministry of Finance's schema (fa3/README.md) by libxml2 compiled to WebAssembly.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { validateXML } from 'xmllint-wasm';
import { adminOf, orderOf, type Customer } from '../../test/adminKit.ts';
import { startServer, type TestServer } from '../../test/harness.ts';
import { fa3Xml, FA3_NAMESPACE } from './fa3Xml.ts';
import { orderLines, sellerParty, type InvoiceDocument } from './invoiceDocument.ts';
import { TEST_SELLER } from './testSeller.ts';

const folder = new URL('./fa3/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, folder), 'utf8');
const TYPES = 'http://crd.gov.pl/xml/schematy/dziedzinowe/mf/2022/01/05/eD/DefinicjeTypy/';

// The schemas name each other by their published URLs; the validator has no network, so they are pointed at the
// files here: FA(3) imports the data structures, which include the elementary types, which include the country list.
const schema = { fileName: 'fa3.xsd', contents: read('schemat_FA(3)_v1-0E.xsd').replace(`${TYPES}StrukturyDanych_v10-0E.xsd`, 'struktury.xsd') };
const preload = [
  { fileName: 'struktury.xsd', contents: read('StrukturyDanych_v10-0E.xsd').replace(`${TYPES}ElementarneTypyDanych_v10-0E.xsd`, 'etd.xsd') },
  { fileName: 'etd.xsd', contents: read('ElementarneTypyDanych_v10-0E.xsd').replace(`${TYPES}KodyKrajow_v10-0E.xsd`, 'kraje.xsd') },
  { fileName: 'kraje.xsd', contents: read('KodyKrajow_v10-0E.xsd') },
];

const validate = async (xml: string) => {
  const result = await validateXML({ xml: [{ fileName: 'faktura.xml', contents: xml }], schema, preload });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
};

describe('KSeF FA(3) XML', () => {
  let server: TestServer;
  let admin: Customer;

  before(async () => {
    server = await startServer({ seller: TEST_SELLER });
    admin = await adminOf(server);
  });
  after(() => server.close());

  const xmlOf = async (fileNumber: string) => {
    const answer = await server.request('GET', `/admin/invoices/${fileNumber}/xml`, { token: admin.token });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.headers.get('content-disposition'), `attachment; filename="faktura-${fileNumber}.xml"`);
    return answer.text;
  };
  const invoicesOf = async (shopper: Customer & { orderNumber: string }) =>
    (await server.request('GET', `/order/${shopper.orderNumber}/invoices`, { token: shopper.token })).body as { number: string; fileNumber: string }[];

  it('refuses what breaks the schema (the check can fail)', async () => {
    const broken = `<?xml version="1.0" encoding="UTF-8"?>\n<Faktura xmlns="${FA3_NAMESPACE}"><Naglowek/></Faktura>`;
    const result = await validate(broken);
    assert.equal(result.valid, false);
    assert.ok(result.errors.length > 0);
  });

  it("validates a company's invoice (NIP) and its correction, downloaded from the back office", async () => {
    const shopper = await orderOf(server, { invoice: { companyName: 'Firma Testowa sp. z o.o.', companyIdentificationNumber: '525-224-84-81' }, pay: true });
    const cancelled = await server.request('POST', `/admin/orders/${shopper.orderNumber}/status`, { token: admin.token, body: { status: 'CANCELLED', reason: 'Zwrot środków' } });
    assert.equal(cancelled.status, 200, cancelled.text);
    const [invoice, correction] = await invoicesOf(shopper);
    const xml = await xmlOf(invoice!.fileNumber);
    assert.deepEqual(await validate(xml), { valid: true, errors: [] });
    assert.match(xml, /<Podmiot2><DaneIdentyfikacyjne><NIP>5252248481<\/NIP><Nazwa>Firma Testowa sp\. z o\.o\.<\/Nazwa>/);
    assert.match(xml, new RegExp(`<P_2>${invoice!.number}</P_2>`));
    assert.match(xml, /<RodzajFaktury>VAT<\/RodzajFaktury>/);
    const corrected = await xmlOf(correction!.fileNumber);
    assert.deepEqual(await validate(corrected), { valid: true, errors: [] });
    assert.match(corrected, /<RodzajFaktury>KOR<\/RodzajFaktury><PrzyczynaKorekty>Zwrot środków<\/PrzyczynaKorekty>/);
    assert.match(corrected, new RegExp(`<NrFaKorygowanej>${invoice!.number}</NrFaKorygowanej><NrKSeFN>1</NrKSeFN>`));
    assert.match(corrected, /<P_15>-\d+\.\d{2}<\/P_15>/);
  });

  it("validates a consumer's invoice (no tax number)", async () => {
    const shopper = await orderOf(server, { pay: true });
    const [invoice] = await invoicesOf(shopper);
    const xml = await xmlOf(invoice!.fileNumber);
    assert.deepEqual(await validate(xml), { valid: true, errors: [] });
    assert.match(xml, /<BrakID>1<\/BrakID><Nazwa>Jan Kowalski<\/Nazwa>/);
  });

  it('validates every rate, a discount and an EU buyer', async () => {
    const { lines, parts } = orderLines({
      orderNumber: 'INR-TEST',
      currency: 'PLN',
      discountedPrice: 20_000,
      discountCode: 'LATO',
      shipmentPrice: 1_999,
      items: [
        { name: 'Dysk 10 kg', quantity: 2, unitPrice: 10_000, rate: 23 },
        { name: 'Książka', quantity: 1, unitPrice: 5_000, rate: 5 },
        { name: 'Napój', quantity: 1, unitPrice: 3_000, rate: 8 },
        { name: 'Bon', quantity: 1, unitPrice: 2_000, rate: 0 },
      ],
    });
    const gross = parts.reduce((sum, part) => sum + part.gross, 0);
    assert.equal(gross, 20_000 + 1_999);
    assert.equal(lines.reduce((sum, line) => sum + line.gross, 0), gross, 'the lines add up to the totals');
    const document: InvoiceDocument = {
      series: 'FV',
      number: 'FV/2026/000042',
      orderNumber: 'INR-TEST',
      issuedAt: '2026-03-02T09:15:00.000Z',
      issueDate: '2026-03-02',
      saleDate: '2026-03-01',
      currency: 'PLN',
      seller: sellerParty(TEST_SELLER),
      buyer: { name: 'Beispiel GmbH', taxId: 'DE123456789', street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' },
      lines,
      parts,
      totals: { gross, vat: parts.reduce((sum, part) => sum + part.vat, 0), net: parts.reduce((sum, part) => sum + part.net, 0) },
      payment: { method: 'Przelew / Bank transfer', paidOn: '2026-03-01' },
    };
    const xml = fa3Xml(document);
    assert.deepEqual(await validate(xml), { valid: true, errors: [] });
    for (const field of ['P_13_1', 'P_14_1', 'P_13_2', 'P_14_2', 'P_13_3', 'P_14_3', 'P_13_6_1']) assert.match(xml, new RegExp(`<${field}>`), field);
    assert.match(xml, /<KodUE>DE<\/KodUE><NrVatUE>123456789<\/NrVatUE>/);
    assert.match(xml, /<P_12>0 KR<\/P_12>/);
    assert.match(xml, /<P_6>2026-03-01<\/P_6>/);
    assert.match(xml, /<FormaPlatnosci>6<\/FormaPlatnosci>/);
    // The official country list, not any two letters: a code outside it breaks the invoice.
    const unknownCountry = xml.replace('<KodKraju>DE</KodKraju>', '<KodKraju>QQ</KodKraju>');
    assert.notEqual(unknownCountry, xml);
    assert.equal((await validate(unknownCountry)).valid, false);
  });
});
