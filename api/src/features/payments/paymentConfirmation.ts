import type { AppContext } from '../../context.ts';
import { formatAmount } from '../../money.ts';
import { chargebackMail, paymentMail, refundMail, refundNeededMail } from '../mail/templates.ts';

/**
 * Mails the shopper that the payment arrived. Called only by the notification whose conditional UPDATE moved
 * the order to PAID: however many replicas get the same notification (Tpay retries, duplicates), one of them
 * sends it. A mail that fails is logged and not retried: the order is paid either way, and the shopper sees it
 * in the account's orders.
 */
export const mailPaymentConfirmation = async (ctx: AppContext, orderNumber: string): Promise<void> => {
  try {
    const order = await ctx.db
      .selectFrom('shop_order')
      .innerJoin('app_user', 'app_user.id', 'shop_order.user_id')
      .select(['app_user.email', 'shop_order.language', 'shop_order.total_price', 'shop_order.currency'])
      .where('shop_order.order_number', '=', orderNumber)
      .executeTakeFirst();
    // A deleted account has nobody to write to.
    if (!order) return;
    await ctx.mailer.send({ to: order.email, ...paymentMail(orderNumber, order.language, formatAmount(order.total_price), order.currency) });
  } catch (error) {
    console.warn(`payment confirmation for ${orderNumber} not sent:`, error);
  }
};

/**
 * A payment for a cancelled order: the shop's inbox is asked to refund it and the shopper (when the account still
 * exists) is told the money goes back. Failures are logged; the notification log keeps the payment either way.
 */
export const mailPaymentAfterCancellation = async (ctx: AppContext, orderNumber: string): Promise<void> => {
  try {
    const order = await ctx.db
      .selectFrom('shop_order')
      .leftJoin('app_user', 'app_user.id', 'shop_order.user_id')
      .select(['app_user.email', 'shop_order.language', 'shop_order.total_price', 'shop_order.currency'])
      .where('shop_order.order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    const total = formatAmount(order.total_price);
    await ctx.mailer.send({ to: ctx.config.shopEmail, ...refundNeededMail(orderNumber, total, order.currency, order.email) });
    if (order.email) await ctx.mailer.send({ to: order.email, ...refundMail(orderNumber, order.language, total, order.currency) });
  } catch (error) {
    console.warn(`refund notice for ${orderNumber} not sent:`, error);
  }
};

/**
 * A chargeback: the shop's inbox is told, once (only the notification that marked the order calls this). A failure is
 * logged; the order's mark, the audit log and the back office keep it either way.
 */
export const mailChargeback = async (ctx: AppContext, orderNumber: string, amount: string): Promise<void> => {
  try {
    const order = await ctx.db
      .selectFrom('shop_order')
      .leftJoin('app_user', 'app_user.id', 'shop_order.user_id')
      .select(['app_user.email', 'shop_order.status', 'shop_order.currency'])
      .where('shop_order.order_number', '=', orderNumber)
      .executeTakeFirstOrThrow();
    await ctx.mailer.send({ to: ctx.config.shopEmail, ...chargebackMail(orderNumber, amount, order.currency, order.status, order.email) });
  } catch (error) {
    console.warn(`chargeback notice for ${orderNumber} not sent:`, error);
  }
};
