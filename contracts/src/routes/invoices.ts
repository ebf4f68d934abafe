import { InvoiceFileParamsSchema, InvoiceListSchema } from '../domain/invoice';
import { OrderNumberParamsSchema } from '../domain/requestShapes';
import { endpoint } from './endpoint';

// A customer's invoices (docs/product-rules.md, "Invoices"): only of their own orders; another's answers 404.

export const myOrderInvoices = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/order/:orderNumber/invoices',
  auth: 'customer',
  params: OrderNumberParamsSchema,
  response: InvoiceListSchema,
  refusals: [400, 401, 404],
  summary: "One own order's invoices: the invoice issued on payment and any correction, oldest first (another user's order answers 404)",
  tags: ['orders'],
});

export const myInvoicePdf = /*#__PURE__*/ endpoint({
  method: 'GET',
  path: '/order/:orderNumber/invoices/:fileNumber',
  auth: 'customer',
  answer: 'file',
  params: InvoiceFileParamsSchema,
  refusals: [400, 401, 404],
  summary: 'One invoice of an own order as a PDF, named faktura-FV-2026-000123.pdf (another user\'s answers 404)',
  tags: ['orders'],
});
