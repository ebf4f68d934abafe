import { existsSync } from 'node:fs';
import type { InvoiceDocument, InvoiceParty } from './invoiceDocument.ts';

// A font with Polish letters (DejaVu Sans, as the device manuals use); without it, Helvetica and the letters
// transliterated, so the invoice is still readable.
const regular = ['/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf', '/usr/share/fonts/dejavu/DejaVuSans.ttf'].find((f) => existsSync(f));
const bold = ['/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf'].find((f) => existsSync(f));
const POLISH: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z', Ą: 'A', Ć: 'C', Ę: 'E', Ł: 'L', Ń: 'N', Ó: 'O', Ś: 'S', Ź: 'Z', Ż: 'Z' };
const text = (s: string) => (regular ? s : s.replace(/[ąćęłńóśźżĄĆĘŁŃÓŚŹŻ]/g, (c) => POLISH[c] ?? c));

/** An amount as Poland writes it: `1 234,56 zł` (a euro amount with its code). */
const polishAmount = (cents: number, currency: string): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}\u00a0${currency === 'PLN' ? 'zł' : currency}`;
};

const partyLines = (party: InvoiceParty): string[] => [
  party.name,
  party.street,
  `${party.postcode} ${party.city}, ${party.country}`,
  ...(party.taxId ? [`NIP / VAT ID: ${party.taxId}`] : []),
];

/** The invoice (or its correction) as an A4 PDF: both parties, the lines, the totals per rate, the payment. */
export const renderInvoicePdf = async (invoice: InvoiceDocument): Promise<Buffer> => {
  // pdfkit loads on the first PDF asked for, not with every API instance.
  const { default: PDFDocument } = await import('pdfkit');
  const correction = invoice.series === 'FK';
  const title = correction ? 'Faktura korygująca / Correction invoice' : 'Faktura VAT / VAT invoice';
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: text(`${title} ${invoice.number}`), Author: text(invoice.seller.name) } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const fontRegular = regular ?? 'Helvetica';
    const fontBold = bold ?? regular ?? 'Helvetica-Bold';
    const amount = (cents: number) => polishAmount(cents, invoice.currency);
    const left = 40;
    const width = doc.page.width - 80;

    doc.font(fontBold).fontSize(18).fillColor('#111418').text(text(title));
    doc.font(fontBold).fontSize(13).text(text(`Nr / No. ${invoice.number}`));
    doc.font(fontRegular).fontSize(9).fillColor('#333333');
    doc.text(text(`Data wystawienia / Issue date: ${invoice.issueDate}`));
    doc.text(text(`Data sprzedaży / Sale date: ${invoice.saleDate}`));
    doc.text(text(`Zamówienie / Order: ${invoice.orderNumber}`));
    if (invoice.corrects) {
      doc.text(text(`Korygowana faktura / Corrected invoice: ${invoice.corrects.number} (${invoice.corrects.issueDate})`));
      doc.text(text(`Przyczyna korekty / Reason: ${invoice.corrects.reason}`));
    }
    doc.moveDown();

    // The two parties side by side.
    const top = doc.y;
    const column = width / 2 - 10;
    doc.font(fontBold).fontSize(10).fillColor('#111418').text(text('Sprzedawca / Seller'), left, top, { width: column });
    doc.font(fontRegular).fontSize(9).text(text([...partyLines(invoice.seller), `REGON: ${invoice.seller.regon}`, invoice.seller.email].join('\n')), { width: column });
    const sellerBottom = doc.y;
    doc.font(fontBold).fontSize(10).text(text('Nabywca / Buyer'), left + column + 20, top, { width: column });
    doc.font(fontRegular).fontSize(9).text(text(partyLines(invoice.buyer).join('\n')), { width: column });
    doc.y = Math.max(sellerBottom, doc.y) + 14;

    // The lines.
    const columns = [
      { label: 'Lp.\nNo.', width: 24, align: 'left' as const },
      { label: 'Nazwa\nItem', width: 165, align: 'left' as const },
      { label: 'Ilość\nQty', width: 34, align: 'right' as const },
      { label: 'Cena brutto\nUnit gross', width: 64, align: 'right' as const },
      { label: 'Netto\nNet', width: 64, align: 'right' as const },
      { label: 'VAT %', width: 34, align: 'right' as const },
      { label: 'VAT', width: 58, align: 'right' as const },
      { label: 'Brutto\nGross', width: 68, align: 'right' as const },
    ];
    const row = (cells: string[], font: string) => {
      const y = doc.y;
      let x = left;
      let bottom = y;
      doc.font(font).fontSize(8);
      cells.forEach((cell, index) => {
        const spec = columns[index]!;
        doc.text(text(cell), x, y, { width: spec.width - 4, align: spec.align });
        bottom = Math.max(bottom, doc.y);
        x += spec.width;
      });
      doc.y = bottom + 4;
      doc.x = left;
    };
    row(columns.map((c) => c.label), fontBold);
    invoice.lines.forEach((line, index) =>
      row([String(index + 1), line.name, String(line.quantity), amount(line.unitGross), amount(line.net), `${line.rate}%`, amount(line.vat), amount(line.gross)], fontRegular),
    );
    doc.moveDown();

    // The totals per rate, then the whole.
    doc.font(fontBold).fontSize(10).text(text('Podsumowanie według stawek / Totals by VAT rate'), left);
    for (const part of invoice.parts) {
      doc.font(fontRegular).fontSize(9).text(text(`${part.rate}%: netto / net ${amount(part.net)} · VAT ${amount(part.vat)} · brutto / gross ${amount(part.gross)}`));
    }
    doc.moveDown(0.5);
    doc.font(fontBold).fontSize(11).text(text(`Razem netto / Total net: ${amount(invoice.totals.net)}`));
    doc.text(text(`Razem VAT / Total VAT: ${amount(invoice.totals.vat)}`));
    doc.text(text(`Razem brutto / Total gross: ${amount(invoice.totals.gross)}`));
    doc.moveDown();
    doc.font(fontRegular).fontSize(9);
    doc.text(text(`Sposób płatności / Payment method: ${invoice.payment.method}`));
    doc.text(text(correction ? `Do zwrotu / To be refunded: ${amount(-invoice.totals.gross)}` : `Zapłacono / Paid on: ${invoice.payment.paidOn}`));
    doc.end();
  });
};
