import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { DB } from '../../db/schema.ts';
import { composeOrderMail } from '../mail/orderMail/orderMail.ts';
import { loadOrderMailData } from '../mail/orderMail/orderMailData.ts';
import { composeOwnerOrderMail } from '../ownerNotices/ownerOrderMail.ts';
import { chargebackMail, refundMail, refundNeededMail } from '../mail/templates.ts';

type MailContext = Pick<AppContext, 'outbox' | 'config'>;

/**
 * Queues the shopper's mail that the payment arrived, in the transaction whose conditional UPDATE moved the order to
 * PAID: however many replicas get the same notification (Tpay retries, duplicates), one of them commits it, and its
 * key (the order) queues it once.
 */
export const mailPaymentConfirmation = async (ctx: MailContext, trx: Kysely<DB>, orderNumber: string): Promise<void> => {
  // The whole order again, with its documents: the confirmation on a durable medium once the contract is paid.
  const data = await loadOrderMailData(trx, orderNumber);
  // A deleted account has nobody to write to.
  if (!data) return;
  const mail = await composeOrderMail(data, 'paid', { seller: ctx.config.seller, shopUrl: ctx.config.shopUrl });
  // The invoice was issued in this transaction, just before (notification.ts): it goes with the payment's mail.
  await ctx.outbox.queue(trx, `payment-received:${orderNumber}`, { ...mail, attachments: [...(mail.attachments ?? []), { kind: 'invoice', orderNumber }] });
  // The shop's inbox hears of every paid order, to ship it, from the same data.
  await ctx.outbox.queue(trx, `owner-paid:${orderNumber}`, composeOwnerOrderMail(data, 'paid', ctx.config));
};

/**
 * A payment for a cancelled order: the shop's inbox is asked to refund it and the shopper (when the account still
 * exists) is told the money goes back. Keyed by the payment's transaction: two copies of one notification, even at
 * the same instant on two replicas, queue each mail once.
 */
export const mailPaymentAfterCancellation = async (ctx: MailContext, trx: Kysely<DB>, orderNumber: string, transactionId: string): Promise<void> => {
  const order = await trx
    .selectFrom('shop_order')
    .leftJoin('app_user', 'app_user.id', 'shop_order.user_id')
    .select(['app_user.email', 'shop_order.language', 'shop_order.total_price', 'shop_order.currency'])
    .where('shop_order.order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  await ctx.outbox.queue(trx, `refund-needed:${orderNumber}:${transactionId}`, { to: ctx.config.shopEmail, ...refundNeededMail(orderNumber, order.total_price, order.currency, order.email) });
  if (order.email) await ctx.outbox.queue(trx, `refund:${orderNumber}:${transactionId}`, { to: order.email, ...refundMail(orderNumber, order.language, order.total_price, order.currency) });
};

/**
 * A chargeback: the shop's inbox is told, once (only the notification that marked the order queues it, keyed by the
 * transaction). The order's mark, the audit log and the back office keep it too.
 */
export const mailChargeback = async (ctx: MailContext, trx: Kysely<DB>, orderNumber: string, transactionId: string, amount: string): Promise<void> => {
  // The provider's amount ("8499.00") in minor units, written as the inbox reads amounts.
  const cents = Math.round(Number(amount) * 100);
  const order = await trx
    .selectFrom('shop_order')
    .leftJoin('app_user', 'app_user.id', 'shop_order.user_id')
    .select(['app_user.email', 'shop_order.status', 'shop_order.currency'])
    .where('shop_order.order_number', '=', orderNumber)
    .executeTakeFirstOrThrow();
  await ctx.outbox.queue(trx, `chargeback:${orderNumber}:${transactionId}`, { to: ctx.config.shopEmail, ...chargebackMail(orderNumber, cents, order.currency, order.status, order.email) });
};
