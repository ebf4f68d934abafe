import { AdminInvoiceFileParamsSchema, InvoiceListSchema } from '../domain/invoice';
import { OrderNumberParamsSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';

// The owner's invoices (docs/product-rules.md, "Invoices"): an order's list, each as a PDF and as KSeF FA(3) XML.

export const adminOrderInvoices = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/orders/:orderNumber/invoices',
  auth: 'owner',
  params: OrderNumberParamsSchema,
  response: InvoiceListSchema,
  refusals: [400, 401, 403, 404],
  summary: "An order's invoice and corrections, oldest first",
  tags: ['admin'],
});

export const adminInvoicePdf = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/invoices/:fileNumber/pdf',
  auth: 'owner',
  answer: 'file',
  params: AdminInvoiceFileParamsSchema,
  refusals: [400, 401, 403, 404],
  summary: 'An invoice or correction as a PDF, named faktura-FV-2026-000123.pdf',
  tags: ['admin'],
});

export const adminInvoiceXml = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/admin/invoices/:fileNumber/xml',
  auth: 'owner',
  answer: 'file',
  params: AdminInvoiceFileParamsSchema,
  refusals: [400, 401, 403, 404],
  summary: "An invoice or correction as the KSeF structured invoice (FA(3) XML), for the accountant to send; named faktura-FV-2026-000123.xml",
  tags: ['admin'],
});
