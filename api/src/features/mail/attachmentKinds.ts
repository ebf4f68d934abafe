// The attachment kinds the shop's mails use, registered with their resolvers when the outbox loads. A feature that
// adds a kind (features/mail/attachments.ts says how) is imported here.
import { registerAttachmentResolver } from './attachments.ts';
import '../invoices/invoiceAttachment.ts';
import { fillSellerInDocument, termsOfSaleText, withdrawalForm, withdrawalInformation } from './contractTexts.ts';
import { legalDocumentPdf, withdrawalFormPdf } from './legalPdfs.ts';
import { loadOrderMailData } from './orderMail/orderMailData.ts';
import { mailDate } from './orderMail/orderMailTexts.ts';

const PDF = 'application/pdf';

// The terms name the seller by tokens, filled with the configured seller as the shop's page fills them.
registerAttachmentResolver('terms', async (_ref, ctx) => ({
  filename: 'regulamin-sprzedazy.pdf',
  contentType: PDF,
  content: await legalDocumentPdf(fillSellerInDocument(termsOfSaleText, ctx.seller), 'Wersja z dnia'),
}));

registerAttachmentResolver('withdrawalInformation', async (ref, ctx) => ({
  filename: ref.language === 'pl' ? 'pouczenie-o-odstapieniu.pdf' : 'withdrawal-information.pdf',
  contentType: PDF,
  content: await legalDocumentPdf(withdrawalInformation(ref.language, ctx.seller), ref.language === 'pl' ? 'Wersja z dnia' : 'Version of'),
}));

registerAttachmentResolver('withdrawalForm', async (ref, ctx) => {
  const order = await loadOrderMailData(ctx.db, ref.orderNumber);
  // The buyer's account was deleted before the mail went out: nobody to send it to either.
  if (!order) throw new Error(`order ${ref.orderNumber} is gone: no withdrawal form to fill`);
  const buyer = order.shippingAddress;
  const form = withdrawalForm(ref.language, ctx.seller, {
    orderNumber: ref.orderNumber,
    orderedOn: mailDate(order.placedAt, ref.language),
    buyerName: `${buyer.name} ${buyer.surname}`.trim(),
    buyerAddress: [buyer.addressLine_1, buyer.addressLine_2, `${buyer.postcode} ${buyer.city}`, buyer.country].filter(Boolean).join(', '),
    goods: order.lines.map((line) => `${line.name}${line.options.length > 0 ? ` (${line.options.join(', ')})` : ''} × ${line.quantity}`),
  });
  return {
    filename: ref.language === 'pl' ? `formularz-odstapienia-${ref.orderNumber}.pdf` : `withdrawal-form-${ref.orderNumber}.pdf`,
    contentType: PDF,
    content: await withdrawalFormPdf(form),
  };
});
