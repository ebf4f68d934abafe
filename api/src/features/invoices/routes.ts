import { z } from 'zod';
import * as endpoints from '@inercise/contracts/routes/invoices';
import type { AppContext, TypedApp } from '../../context.ts';
import { currentUserId } from '../../http/auth.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import { notFound } from '../../http/errors.ts';
import { pdfFileName } from './invoiceDocument.ts';
import { invoiceByFileNumber, invoicesOfOrder } from './invoiceFiles.ts';
import { renderInvoicePdf } from './invoicePdf.ts';

/** A file to keep, never cached by anyone between: an invoice is the customer's own. */
export const invoiceHeaders = (type: string, name: string) => ({ 'content-type': type, 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' });

/** How the OpenAPI document describes a file answer. */
export const fileAnswer = (type: string) => ({ documented: { produces: [type], response: { 200: z.string() } } });

/** The customer's invoices: only those of their own orders (another's order answers 404, as its page does). */
export const invoiceRoutes = (app: TypedApp, ctx: AppContext): void => {
  endpointRoute(app, ctx, endpoints.myOrderInvoices, async (request) => {
    const invoices = await invoicesOfOrder(ctx.db, request.params.orderNumber, currentUserId(request));
    if (!invoices) throw notFound('orderNotFound', 'orderNumber');
    return invoices;
  });

  endpointRoute(app, ctx, endpoints.myInvoicePdf, async (request, reply) => {
    const { orderNumber, fileNumber } = request.params;
    const invoice = await invoiceByFileNumber(ctx.db, fileNumber, { userId: currentUserId(request), orderNumber });
    if (!invoice) throw notFound('invoiceNotFound', 'fileNumber');
    return reply.headers(invoiceHeaders('application/pdf', pdfFileName(invoice.number))).send(await renderInvoicePdf(invoice));
  }, fileAnswer('application/pdf'));
};
