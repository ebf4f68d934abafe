// The invoice as a mail attachment (features/mail/attachments.ts): the payment's mail carries the invoice issued in
// the same transaction, made into a PDF when the mail goes out, named after its number.
import { registerAttachmentResolver } from '../mail/attachments.ts';
import { invoicePdfFor } from './invoiceFiles.ts';

declare module '../mail/attachments.ts' {
  interface AttachmentKinds {
    /** The VAT invoice of a paid order. */
    invoice: { orderNumber: string };
  }
}

registerAttachmentResolver('invoice', async (ref, ctx) => {
  const pdf = await invoicePdfFor(ctx.db, ref.orderNumber);
  // Issued with the payment that queued the mail: missing, the mail must not go without it (the outbox retries).
  if (!pdf) throw new Error(`order ${ref.orderNumber} has no invoice to attach`);
  return { filename: pdf.filename, contentType: 'application/pdf', content: pdf.content };
});
