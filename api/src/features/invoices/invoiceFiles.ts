import type { InvoiceSummary } from '@inercise/contracts';
import type { Db } from '../../db/database.ts';
import { toMajor } from '../../money.ts';
import { fileNumber, pdfFileName, type InvoiceDocument } from './invoiceDocument.ts';
import { renderInvoicePdf } from './invoicePdf.ts';

const summaryOf = (document: InvoiceDocument): InvoiceSummary => ({
  number: document.number,
  fileNumber: fileNumber(document.number),
  kind: document.series === 'FK' ? 'CORRECTION' : 'INVOICE',
  issueDate: document.issueDate,
  grossTotal: toMajor(document.totals.gross),
  currency: document.currency === 'EUR' ? 'EUR' : 'PLN',
});

/**
 * An order's invoices, oldest first; with `userId`, only when the order is that customer's. Null when there is no
 * such order (or it is another's).
 */
export const invoicesOfOrder = async (db: Db, orderNumber: string, userId?: number): Promise<InvoiceSummary[] | null> => {
  let query = db.selectFrom('shop_order').select('id').where('order_number', '=', orderNumber);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const order = await query.executeTakeFirst();
  if (!order) return null;
  const rows = await db.selectFrom('invoice').select('document').where('order_id', '=', order.id).orderBy('id').execute();
  return rows.map((row) => summaryOf(row.document as InvoiceDocument));
};

/** One invoice by its number in a path (`FV-2026-000123`); with `owner`, only of that customer's order. */
export const invoiceByFileNumber = async (db: Db, file: string, owner?: { userId: number; orderNumber: string }): Promise<InvoiceDocument | null> => {
  let query = db
    .selectFrom('invoice')
    .innerJoin('shop_order', 'shop_order.id', 'invoice.order_id')
    .select('invoice.document')
    .where('invoice.number', '=', file.replaceAll('-', '/'));
  if (owner) query = query.where('shop_order.user_id', '=', owner.userId).where('shop_order.order_number', '=', owner.orderNumber);
  const row = await query.executeTakeFirst();
  return row ? (row.document as InvoiceDocument) : null;
};

export interface InvoiceAttachment {
  filename: string;
  content: Buffer;
}

const pdfOfSeries = async (db: Db, orderNumber: string, series: 'FV' | 'FK'): Promise<InvoiceAttachment | null> => {
  const row = await db
    .selectFrom('invoice')
    .innerJoin('shop_order', 'shop_order.id', 'invoice.order_id')
    .select('invoice.document')
    .where('shop_order.order_number', '=', orderNumber)
    .where('invoice.series', '=', series)
    .orderBy('invoice.id', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const document = row.document as InvoiceDocument;
  return { filename: pdfFileName(document.number), content: await renderInvoicePdf(document) };
};

/**
 * The invoice of an order as a mail attachment (for the payment mail's attachment resolver): null while the order
 * has none (unpaid, or paid before invoices were issued).
 */
export const invoicePdfFor = (db: Db, orderNumber: string): Promise<InvoiceAttachment | null> => pdfOfSeries(db, orderNumber, 'FV');

/** The correction of an order's invoice as a mail attachment (for the refund's mail): null while there is none. */
export const correctionPdfFor = (db: Db, orderNumber: string): Promise<InvoiceAttachment | null> => pdfOfSeries(db, orderNumber, 'FK');
