import { contracts } from '../../../contracts.ts';
import { formatAmount } from '../../../money.ts';
import { csvDocument, csvShopTime } from '../csv.ts';
import type { ExportedOrder } from './orderQueries.ts';

const { AddressSchema, InvoiceAddressSchema } = contracts;

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
        csvShopTime(order.created_at),
        csvShopTime(order.paid_at),
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
