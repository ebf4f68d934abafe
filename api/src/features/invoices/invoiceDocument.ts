import type { Seller } from '@inercise/contracts';
import { STANDARD_VAT_RATE, vatBreakdown, vatInGross, vatTotals, type VatPart } from '@inercise/contracts/domain/vat';
import { contracts } from '../../contracts.ts';

const { AddressSchema, InvoiceAddressSchema } = contracts;

/** The two series: invoices, and their corrections. */
export type InvoiceSeries = 'FV' | 'FK';

/** One side of the sale as printed: the name, the tax number when there is one, the address. */
export interface InvoiceParty {
  name: string;
  /** A Polish NIP (ten digits) or an EU VAT number with its country prefix; null for a consumer. */
  taxId: string | null;
  street: string;
  postcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** A line: amounts in minor units, gross as sold; net and VAT are the line's own (the totals are per rate). */
export interface InvoiceLine {
  name: string;
  quantity: number;
  unitGross: number;
  gross: number;
  vat: number;
  net: number;
  rate: number;
}

/** Everything the invoice states, kept as issued: the PDF and the KSeF XML are drawn from it, never from the order. */
export interface InvoiceDocument {
  series: InvoiceSeries;
  number: string;
  orderNumber: string;
  /** When it was issued (ISO instant), and its days in Poland (YYYY-MM-DD). */
  issuedAt: string;
  issueDate: string;
  saleDate: string;
  currency: string;
  seller: InvoiceParty & { regon: string; krs: string | null; email: string; phone: string; bankAccount: string };
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  /** The totals per rate, highest rate first. */
  parts: VatPart[];
  totals: { gross: number; vat: number; net: number };
  payment: { method: string; paidOn: string };
  /** A correction's: the invoice it corrects and why. */
  corrects?: { number: string; issueDate: string; reason: string };
}

/** The day in Poland of an instant: invoice dates follow the seller's calendar, not the server's. */
export const polishDay = (at: Date): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

/** `FV/2026/000123`: the series, the year and the number in it, six digits. */
export const invoiceNumber = (series: InvoiceSeries, year: number, sequence: number): string => `${series}/${year}/${String(sequence).padStart(6, '0')}`;

/** The number as it can stand in a path or a file name: `FV-2026-000123`. */
export const fileNumber = (number: string): string => number.replaceAll('/', '-');

/** The PDF's file name: `faktura-FV-2026-000123.pdf` (a correction's too: its number says which it is). */
export const pdfFileName = (number: string): string => `faktura-${fileNumber(number)}.pdf`;

/** The seller as printed, from the configuration at the moment of issue. */
export const sellerParty = (seller: Seller): InvoiceDocument['seller'] => ({
  name: seller.legalName,
  taxId: seller.nip,
  street: seller.street,
  postcode: seller.postcode,
  city: seller.city,
  country: seller.country,
  regon: seller.regon,
  krs: seller.register.kind === 'KRS' ? seller.register.number : null,
  email: seller.email,
  phone: seller.phone,
  bankAccount: seller.bankAccount,
});

/**
 * The buyer: the company of the order's invoice address (with its tax number), else the person the goods are sent
 * to, a consumer without one.
 */
export const buyerParty = (shipping: unknown, invoice: unknown): InvoiceParty => {
  const company = invoice ? InvoiceAddressSchema.parse(invoice) : null;
  const address = company ?? AddressSchema.parse(shipping);
  const street = [address.addressLine_1, address.addressLine_2].filter((part) => part && part.trim()).join(', ');
  return {
    name: company ? company.companyName : `${address.name} ${address.surname}`.trim(),
    taxId: company ? company.companyIdentificationNumber.replace(/[\s-]/g, '').toUpperCase() : null,
    street,
    postcode: address.postcode,
    city: address.city,
    country: address.country,
  };
};

export interface SoldOrder {
  orderNumber: string;
  currency: string;
  discountedPrice: number | null;
  discountCode: string | null;
  shipmentPrice: number | null;
  items: { name: string; quantity: number; unitPrice: number; rate: number }[];
}

/**
 * The lines of an order: its goods at their rates, the discount as one negative line per rate (its share, as the
 * contracts' breakdown shares it), delivery at the standard rate. The lines add up to the breakdown's totals.
 */
export const orderLines = (order: SoldOrder): { lines: InvoiceLine[]; parts: VatPart[] } => {
  const input = {
    lines: order.items.map((item) => ({ unit: item.unitPrice, quantity: item.quantity, rate: item.rate })),
    discounted: order.discountedPrice,
    shipment: order.shipmentPrice,
  };
  const parts = vatBreakdown(input);
  const line = (name: string, quantity: number, unitGross: number, rate: number): InvoiceLine => {
    const gross = unitGross * quantity;
    const vat = vatInGross(gross, rate);
    return { name, quantity, unitGross, gross, vat, net: gross - vat, rate };
  };
  const lines = order.items.map((item) => line(item.name, item.quantity, item.unitPrice, item.rate));
  if (order.discountedPrice !== null) {
    // What each rate's goods lose: their full price less their part of the breakdown (delivery taken out).
    const goodsOnly = vatBreakdown({ ...input, shipment: null });
    const rates = [...new Set(order.items.map((item) => item.rate))].sort((a, b) => b - a);
    for (const rate of rates) {
      const full = order.items.filter((item) => item.rate === rate).reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      const after = goodsOnly.find((part) => part.rate === rate)?.gross ?? 0;
      if (full > after) lines.push(line(order.discountCode ? `Rabat / Discount (${order.discountCode})` : 'Rabat / Discount', 1, after - full, rate));
    }
  }
  if (order.shipmentPrice !== null && order.shipmentPrice > 0) lines.push(line('Dostawa / Delivery', 1, order.shipmentPrice, STANDARD_VAT_RATE));
  return { lines, parts };
};

/** A correction of the whole invoice: every line and every total negated (the sale is undone in full). */
export const fullCorrection = (original: InvoiceDocument, number: string, at: Date, reason: string): InvoiceDocument => {
  const negate = (amount: number) => (amount === 0 ? 0 : -amount);
  const parts = original.parts.map((part) => ({ rate: part.rate, gross: negate(part.gross), vat: negate(part.vat), net: negate(part.net) }));
  return {
    ...original,
    series: 'FK',
    number,
    issuedAt: at.toISOString(),
    issueDate: polishDay(at),
    lines: original.lines.map((line) => ({ ...line, quantity: negate(line.quantity), gross: negate(line.gross), vat: negate(line.vat), net: negate(line.net) })),
    parts,
    totals: vatTotals(parts),
    corrects: { number: original.number, issueDate: original.issueDate, reason },
  };
};
