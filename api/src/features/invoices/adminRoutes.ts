import * as endpoints from '@inercise/contracts/routes/adminInvoices';
import { notFound } from '../../http/errors.ts';
import { endpointRoute } from '../../http/endpointRoute.ts';
import type { AdminResource } from '../admin/area.ts';
import { fa3Xml } from './fa3Xml.ts';
import { fileNumber, pdfFileName } from './invoiceDocument.ts';
import { invoiceByFileNumber, invoicesOfOrder } from './invoiceFiles.ts';
import { renderInvoicePdf } from './invoicePdf.ts';
import { fileAnswer, invoiceHeaders } from './routes.ts';

/** The owner's invoices: an order's list, and each invoice as its PDF and as its KSeF FA(3) XML. */
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
  }, fileAnswer('application/pdf'));

  endpointRoute(admin, ctx, endpoints.adminInvoiceXml, async (request, reply) => {
    const invoice = await invoiceByFileNumber(ctx.db, request.params.fileNumber);
    if (!invoice) throw notFound('invoiceNotFound', 'fileNumber');
    return reply.headers(invoiceHeaders('application/xml; charset=utf-8', `faktura-${fileNumber(invoice.number)}.xml`)).send(fa3Xml(invoice));
  }, fileAnswer('application/xml'));
};
