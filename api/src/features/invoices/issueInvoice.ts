import { sql, type Kysely } from 'kysely';
import type { Seller } from '@inercise/contracts';
import type { DB } from '../../db/schema.ts';
import { knownGroups } from '../payments/provider.ts';
import {
  buyerParty,
  fullCorrection,
  invoiceNumber,
  orderLines,
  polishDay,
  sellerParty,
  type InvoiceDocument,
  type InvoiceSeries,
} from './invoiceDocument.ts';

/**
 * The next number of a series in a year, from its counter row: one upsert that both creates the year's row and bumps
 * it. The row stays locked until the caller's transaction ends, so a concurrent issue waits for it and takes the
 * next number; a transaction that rolls back gives its number back. Gap-free only inside a transaction: call it
 * with the one that issues the invoice.
 */
const nextSequence = async (trx: Kysely<DB>, series: InvoiceSeries, year: number): Promise<number> => {
  const row = await trx
    .insertInto('invoice_counter')
    .values({ series, year, last_number: 1 })
    .onConflict((conflict) => conflict.columns(['series', 'year']).doUpdateSet({ last_number: sql<number>`invoice_counter.last_number + 1` }))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return row.last_number;
};

/** How the order was paid, as the invoice names it. */
const paymentMethod = (provider: string | null, group: string): string => {
  if (!provider) return 'Przelew / Bank transfer';
  const name = knownGroups.find((known) => String(known.id) === group)?.name;
  return `Płatność online Tpay${name ? ` (${name})` : ''} / Online payment`;
};

const store = async (trx: Kysely<DB>, orderId: number, document: InvoiceDocument, year: number, sequence: number, correctsId: number | null) => {
  await trx
    .insertInto('invoice')
    .values({
      series: document.series,
      year,
      sequence,
      number: document.number,
      order_id: orderId,
      corrects_invoice_id: correctsId,
      issue_date: document.issueDate,
      document: JSON.stringify(document),
    })
    .execute();
};

/**
 * Issues the invoice of an order that has just been paid, in the transaction that marked it PAID (the payment's
 * notification or the owner's move): the invoice and the payment commit together or not at all. An order that
 * already has its invoice keeps it. Answers the invoice's number.
 */
export const issueInvoice = async (trx: Kysely<DB>, seller: Seller, orderNumber: string, at = new Date()): Promise<string> => {
  const order = await trx
    .selectFrom('shop_order')
    .select(['id', 'currency', 'discounted_price', 'discount_code', 'shipment_price', 'shipping_address', 'invoice_address', 'payment_provider', 'payment_group', 'paid_at'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  const existing = await trx.selectFrom('invoice').select('number').where('order_id', '=', order.id).where('series', '=', 'FV').executeTakeFirst();
  if (existing) return existing.number;
  const items = await trx
    .selectFrom('order_item')
    .select(['product_name', 'quantity', 'unit_price', 'vat_rate'])
    .where('order_id', '=', order.id)
    .orderBy('id')
    .execute();
  const { lines, parts } = orderLines({
    orderNumber,
    currency: order.currency,
    discountedPrice: order.discounted_price,
    discountCode: order.discount_code,
    shipmentPrice: order.shipment_price,
    items: items.map((item) => ({ name: item.product_name, quantity: item.quantity, unitPrice: item.unit_price, rate: item.vat_rate })),
  });
  const issueDate = polishDay(at);
  const year = Number(issueDate.slice(0, 4));
  const sequence = await nextSequence(trx, 'FV', year);
  const number = invoiceNumber('FV', year, sequence);
  const totals = parts.reduce((sum, part) => ({ gross: sum.gross + part.gross, vat: sum.vat + part.vat, net: sum.net + part.net }), { gross: 0, vat: 0, net: 0 });
  const document: InvoiceDocument = {
    series: 'FV',
    number,
    orderNumber,
    issuedAt: at.toISOString(),
    issueDate,
    // Paid in advance and sold when paid: the sale's date is the payment's.
    saleDate: polishDay(order.paid_at ?? at),
    currency: order.currency,
    seller: sellerParty(seller),
    buyer: buyerParty(order.shipping_address, order.invoice_address),
    lines,
    parts,
    totals,
    payment: { method: paymentMethod(order.payment_provider, order.payment_group), paidOn: polishDay(order.paid_at ?? at) },
  };
  await store(trx, order.id, document, year, sequence, null);
  return number;
};

/**
 * Issues the correction of an order's invoice when the owner refunds it (cancels a paid order, or records its
 * return), in the transaction of that move: the whole sale is undone. Nothing for an order without an invoice (never
 * paid) or whose invoice is corrected already. Answers the correction's number, or null.
 */
export const issueCorrection = async (trx: Kysely<DB>, orderNumber: string, reason: string, at = new Date()): Promise<string | null> => {
  const original = await trx
    .selectFrom('invoice')
    .innerJoin('shop_order', 'shop_order.id', 'invoice.order_id')
    .select(['invoice.id', 'invoice.order_id', 'invoice.document'])
    .where('shop_order.order_number', '=', orderNumber)
    .where('invoice.series', '=', 'FV')
    .executeTakeFirst();
  if (!original) return null;
  const corrected = await trx.selectFrom('invoice').select('id').where('corrects_invoice_id', '=', original.id).executeTakeFirst();
  if (corrected) return null;
  const issueDate = polishDay(at);
  const year = Number(issueDate.slice(0, 4));
  const sequence = await nextSequence(trx, 'FK', year);
  const number = invoiceNumber('FK', year, sequence);
  const document = fullCorrection(original.document as InvoiceDocument, number, at, reason);
  await store(trx, original.order_id, document, year, sequence, original.id);
  return number;
};
