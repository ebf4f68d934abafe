import type { Seller } from '@inercise/contracts';
import type { AttachmentRef } from '../attachments.ts';
import type { MailMessage } from '../mailer.ts';
import { orderMailHtml } from './OrderMail.tsx';
import type { OrderMailData } from './orderMailData.ts';
import { orderMailText } from './orderMailText.ts';
import { orderMailView } from './orderMailView.ts';

export interface OrderMailDeps {
  seller: Seller;
  /** The storefront's origin, for the links to the terms and the customer's orders. */
  shopUrl: string;
}

/**
 * The buyer's mail of an order, from the order as stored (loadOrderMailData, read in the transaction that wrote it):
 * when it is placed (its confirmation, or an inquiry's acknowledgement) or paid. HTML and text with the same content,
 * in the order's language; an order's mails carry the terms, the withdrawal information and the filled withdrawal
 * form as PDFs (by reference: the worker makes them).
 */
export const composeOrderMail = async (data: OrderMailData, moment: 'placed' | 'paid', deps: OrderMailDeps): Promise<MailMessage> => {
  const { orderNumber } = data;
  const kind = moment === 'placed' && data.inquiry ? 'inquiry' : moment;
  const view = orderMailView(kind, data, deps.seller, { shopUrl: deps.shopUrl });
  // An inquiry is no contract yet: the documents come with the offer.
  const attachments: AttachmentRef[] =
    kind === 'inquiry'
      ? []
      : [{ kind: 'terms' }, { kind: 'withdrawalInformation', language: data.language }, { kind: 'withdrawalForm', orderNumber, language: data.language }];
  return {
    to: data.email,
    subject: view.subject,
    text: orderMailText(view),
    html: await orderMailHtml(view, data.language),
    ...(attachments.length > 0 ? { attachments } : {}),
  };
};
