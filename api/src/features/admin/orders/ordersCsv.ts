import { contracts } from '../../../contracts.ts';
import { formatAmount } from '../../../money.ts';
import { SHOP_TIME_ZONE, type ExportedOrder } from './orderQueries.ts';

const { AddressSchema, InvoiceAddressSchema } = contracts;

/** Spreadsheets read the file as UTF-8 (Polish letters) only when it starts with the byte order mark. */
const BOM = '\uFEFF';

/**
 * One field as RFC 4180 quotes it. A text a spreadsheet would take for a formula (a name typed as "=HYPERLINK(...)")
 * gets a leading apostrophe, so opening the export never runs what a customer typed.
 */
export const csvField = (value: string | number | null): string => {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** Lines end with CRLF, as RFC 4180 has them. */
export const csvDocument = (header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string =>
  `${BOM}${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;

/** "2026-05-01 14:03:09" in the shop's time zone, as the date filters read days. */
const shopTime = new Intl.DateTimeFormat('sv-SE', { timeZone: SHOP_TIME_ZONE, dateStyle: 'short', timeStyle: 'medium' });
const localTime = (value: Date | string | null) => (value === null ? null : shopTime.format(new Date(value)));
const amount = (cents: number | null) => (cents === null ? null : formatAmount(cents));

const HEADER = [
  'Order number',
  'Placed (Warsaw time)',
  'Paid (Warsaw time)',
  'Status',
  'Currency',
  'Goods',
  'After discount',
  'Delivery',
  'Total',
  'Discount code',
  'Items',
  'E-mail',
  'Name',
  'Surname',
  'Phone',
  'Address',
  'Postcode',
  'City',
  'Country',
  'Company',
  'Company ID',
] as const;

/** The back office's order export: one line per order, amounts with a decimal point in the order's currency. */
export const ordersCsv = (orders: readonly ExportedOrder[]): string =>
  csvDocument(
    HEADER,
    orders.map((order) => {
      const shipping = AddressSchema.parse(order.shipping_address);
      const invoice = order.invoice_address ? InvoiceAddressSchema.parse(order.invoice_address) : null;
      return [
        order.order_number,
        localTime(order.created_at),
        localTime(order.paid_at),
        order.status,
        order.currency,
        amount(order.original_price),
        amount(order.discounted_price),
        amount(order.shipment_price),
        amount(order.total_price),
        order.discount_code,
        Number(order.item_count),
        order.email,
        shipping.name,
        shipping.surname,
        `${shipping.areaCode} ${shipping.phoneNumber}`.trim(),
        [shipping.addressLine_1, shipping.addressLine_2].filter(Boolean).join(', '),
        shipping.postcode,
        shipping.city,
        shipping.country,
        invoice?.companyName ?? null,
        invoice?.companyIdentificationNumber ?? null,
      ];
    }),
  );
