import type { Seller } from '@inercise/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import type { AttachmentRef } from '../attachments.ts';
import type { MailMessage } from '../mailer.ts';
import { orderMailHtml } from './OrderMail.tsx';
import { loadOrderMailData } from './orderMailData.ts';
import { orderMailText } from './orderMailText.ts';
import { orderMailView } from './orderMailView.ts';

export interface OrderMailDeps {
  seller: Seller;
  /** The storefront's origin, for the links to the terms and the customer's orders. */
  shopUrl: string;
}

/**
 * The buyer's mail of an order, read from the order as stored (pass the transaction that wrote it): when it is placed
 * (its confirmation, or an inquiry's acknowledgement) or paid. HTML and text with the same content, in the order's
 * language; an order's mails carry the terms, the withdrawal information and the filled withdrawal form as PDFs
 * (by reference: the worker makes them). Null when the order or its buyer's account is gone.
 */
export const composeOrderMail = async (db: Kysely<DB>, orderNumber: string, moment: 'placed' | 'paid', deps: OrderMailDeps): Promise<MailMessage | null> => {
  const data = await loadOrderMailData(db, orderNumber);
  if (!data) return null;
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
