import * as endpoints from '@inercise/contracts/routes/adminInvoices';
import { notFound } from '../../http/errors.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import type { AdminResource } from '../admin/area.ts';
import { pdfFileName } from './invoiceDocument.ts';
import { invoiceByFileNumber, invoicesOfOrder } from './invoiceFiles.ts';
import { renderInvoicePdf } from './invoicePdf.ts';
import { invoiceHeaders } from './routes.ts';

/** The owner's invoices: an order's list, and each invoice as its PDF. */
export const adminInvoiceRoutes: AdminResource = (admin, ctx) => {
  endpointRoute(admin, ctx, endpoints.adminOrderInvoices, async (request) => {
    const invoices = await invoicesOfOrder(ctx.db, request.params.orderNumber);
    if (!invoices) throw notFound('orderNotFound', 'orderNumber');
    return invoices;
  });

  endpointRoute(admin, ctx, endpoints.adminInvoicePdf, async (request, reply) => {
    const invoice = await invoiceByFileNumber(ctx.db, request.params.fileNumber);
    if (!invoice) throw notFound('invoiceNotFound', 'fileNumber');
    return reply.headers(invoiceHeaders('application/pdf', pdfFileName(invoice.number))).send(await renderInvoicePdf(invoice));
  });
};
