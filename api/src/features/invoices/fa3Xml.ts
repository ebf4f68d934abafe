import type { InvoiceDocument, InvoiceParty } from './invoiceDocument.ts';

/** The FA(3) structure's namespace (the Ministry of Finance's schema, fa3/README.md). */
export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/';

/** EU VAT prefixes the schema knows (TKodyKrajowUE): a buyer's number with one of them is an EU VAT number. */
const EU_PREFIXES = ['AT', 'BE', 'BG', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'EL', 'HR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'XI'];
const NIP = /^[1-9]((\d[1-9])|([1-9]\d))\d{7}$/;

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Minor units as the schema's amounts: `1234.50`, `-19.99`. */
const amount = (cents: number): string => (cents / 100).toFixed(2);

/** The rate as the schema names it: 0% at home is `0 KR` (not an export nor an intra-EU supply). */
const rateCode = (rate: number): string => (rate === 0 ? '0 KR' : String(rate));

/** `P_13_x`/`P_14_x` of each rate: 23 is the standard rate's pair, 8 and 5 the reduced ones', 0 has a net sum only. */
const RATE_FIELDS: Record<number, { net: string; vat: string | null }> = {
  23: { net: 'P_13_1', vat: 'P_14_1' },
  8: { net: 'P_13_2', vat: 'P_14_2' },
  5: { net: 'P_13_3', vat: 'P_14_3' },
  0: { net: 'P_13_6_1', vat: null },
};

const element = (name: string, value: string) => `<${name}>${escape(value)}</${name}>`;

const address = (party: InvoiceParty) =>
  `<Adres>${element('KodKraju', party.country)}${element('AdresL1', party.street)}${element('AdresL2', `${party.postcode} ${party.city}`)}</Adres>`;

/** The buyer's identification: a Polish NIP, an EU VAT number, another tax number, or none (a consumer). */
const buyerIdentification = (buyer: InvoiceParty): string => {
  const id = buyer.taxId?.replace(/^PL(?=\d{10}$)/, '') ?? null;
  if (!id) return `<BrakID>1</BrakID>`;
  if (NIP.test(id)) return element('NIP', id);
  const prefix = id.slice(0, 2);
  if (EU_PREFIXES.includes(prefix) && /^[0-9A-Z+*]{1,12}$/.test(id.slice(2))) return `${element('KodUE', prefix)}${element('NrVatUE', id.slice(2))}`;
  return `${element('KodKraju', buyer.country)}${element('NrID', id)}`;
};

/** The issue instant as the schema takes it: UTC, seconds, no fraction. */
const instant = (iso: string) => `${iso.slice(0, 19)}Z`;

/**
 * An invoice or its correction as KSeF's structured invoice FA(3): the seller (Podmiot1), the buyer (Podmiot2),
 * the totals per rate, the lines (gross prices: P_9B/P_11A), the payment, the order's number. A correction
 * (RodzajFaktury KOR) names the invoice it corrects, issued outside KSeF, and carries the differences.
 */
export const fa3Xml = (invoice: InvoiceDocument): string => {
  const correction = invoice.series === 'FK';
  const { seller, buyer } = invoice;
  const totals = invoice.parts
    .map((part) => {
      const fields = RATE_FIELDS[part.rate];
      if (!fields) throw new Error(`no FA(3) field for the rate ${part.rate}%`);
      return element(fields.net, amount(part.net)) + (fields.vat ? element(fields.vat, amount(part.vat)) : '');
    })
    .join('');
  const lines = invoice.lines
    .map(
      (line, index) =>
        `<FaWiersz>${element('NrWierszaFa', String(index + 1))}${element('P_7', line.name)}${element('P_8A', 'szt.')}${element('P_8B', String(line.quantity))}` +
        `${element('P_9B', amount(line.unitGross))}${element('P_11A', amount(line.gross))}${element('P_12', rateCode(line.rate))}</FaWiersz>`,
    )
    .join('');
  const corrected = invoice.corrects
    ? `${element('PrzyczynaKorekty', invoice.corrects.reason)}<TypKorekty>2</TypKorekty>` +
      `<DaneFaKorygowanej>${element('DataWystFaKorygowanej', invoice.corrects.issueDate)}${element('NrFaKorygowanej', invoice.corrects.number)}<NrKSeFN>1</NrKSeFN></DaneFaKorygowanej>`
    : '';
  // Paid before the invoice: marked paid, with the day; an online payment is "another form", named.
  const online = !invoice.payment.method.startsWith('Przelew');
  const payment = correction
    ? ''
    : `<Platnosc><Zaplacono>1</Zaplacono>${element('DataZaplaty', invoice.payment.paidOn)}` +
      (online ? `<PlatnoscInna>1</PlatnoscInna>${element('OpisPlatnosci', invoice.payment.method)}` : `<FormaPlatnosci>6</FormaPlatnosci>`) +
      `</Platnosc>`;
  const registers = `<Stopka><Rejestry>${element('PelnaNazwa', seller.name)}${seller.krs ? element('KRS', seller.krs) : ''}${element('REGON', seller.regon)}</Rejestry></Stopka>`;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<Faktura xmlns="${FA3_NAMESPACE}">` +
    `<Naglowek><KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza><WariantFormularza>3</WariantFormularza>` +
    `${element('DataWytworzeniaFa', instant(invoice.issuedAt))}<SystemInfo>Inercise</SystemInfo></Naglowek>` +
    `<Podmiot1><DaneIdentyfikacyjne>${element('NIP', seller.taxId ?? '')}${element('Nazwa', seller.name)}</DaneIdentyfikacyjne>${address(seller)}` +
    `<DaneKontaktowe>${element('Email', seller.email)}${element('Telefon', seller.phone)}</DaneKontaktowe></Podmiot1>` +
    `<Podmiot2><DaneIdentyfikacyjne>${buyerIdentification(buyer)}${element('Nazwa', buyer.name)}</DaneIdentyfikacyjne>${address(buyer)}<JST>2</JST><GV>2</GV></Podmiot2>` +
    `<Fa>${element('KodWaluty', invoice.currency)}${element('P_1', invoice.issueDate)}${element('P_2', invoice.number)}` +
    (invoice.saleDate !== invoice.issueDate ? element('P_6', invoice.saleDate) : '') +
    `${totals}${element('P_15', amount(invoice.totals.gross))}` +
    `<Adnotacje><P_16>2</P_16><P_17>2</P_17><P_18>2</P_18><P_18A>2</P_18A><Zwolnienie><P_19N>1</P_19N></Zwolnienie>` +
    `<NoweSrodkiTransportu><P_22N>1</P_22N></NoweSrodkiTransportu><P_23>2</P_23><PMarzy><P_PMarzyN>1</P_PMarzyN></PMarzy></Adnotacje>` +
    `${element('RodzajFaktury', correction ? 'KOR' : 'VAT')}${corrected}${lines}${payment}` +
    `<WarunkiTransakcji><Zamowienia>${element('NrZamowienia', invoice.orderNumber)}</Zamowienia></WarunkiTransakcji></Fa>` +
    `${registers}</Faktura>\n`
  );
};
