import { z } from 'zod/mini';
import { lazySchema } from '../validation/lazySchema';
import { CurrencyNameSchema } from './currency';

/**
 * An order's invoices (docs/product-rules.md, "Invoices"): the invoice issued when it was paid and, after a refund,
 * its correction. `fileNumber` is the number as a path and a file name take it (`FV-2026-000123`).
 */
export const InvoiceSummarySchema = lazySchema(() =>
  z.object({
    number: z.string(),
    fileNumber: z.string(),
    kind: z.enum(['INVOICE', 'CORRECTION']),
    /** YYYY-MM-DD. */
    issueDate: z.string(),
    /** Gross, in the order's currency (a correction's is negative). */
    grossTotal: z.number(),
    currency: CurrencyNameSchema,
  }),
);
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const InvoiceListSchema = lazySchema(() => z.array(InvoiceSummarySchema));

/** An invoice's number in a path: `FV-2026-000123` or `FK-2026-000001`. */
export const INVOICE_FILE_NUMBER_PATTERN = /^F[VK]-\d{4}-\d{6}$/;

export const InvoiceFileParamsSchema = lazySchema(() =>
  z.object({ orderNumber: z.string().check(z.minLength(1), z.maxLength(40)), fileNumber: z.string().check(z.regex(INVOICE_FILE_NUMBER_PATTERN, 'invalidInvoiceNumber')) }),
);

export const AdminInvoiceFileParamsSchema = lazySchema(() =>
  z.object({ fileNumber: z.string().check(z.regex(INVOICE_FILE_NUMBER_PATTERN, 'invalidInvoiceNumber')) }),
);
