import type { Address, BeginTransactionPayload } from '@inercise/shared/contracts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { orderPath } from './orderPath.ts';

/**
 * Creates the order's transaction with the payment provider and records it on the order, inside the order's
 * database transaction: when the provider fails (a PaymentProviderError), nothing of the order is written.
 * Answers the payment page the shopper is sent to.
 */
export const startPayment = async (
  ctx: AppContext,
  trx: Db,
  order: { id: number; orderNumber: string; total: number; groupId: number; email: string; shippingAddress: Address },
  payload: Pick<BeginTransactionPayload, 'language'>,
): Promise<string> => {
  const a = order.shippingAddress;
  const created = await ctx.payments.createTransaction({
    orderNumber: order.orderNumber,
    amountCents: order.total,
    description: `Inercise ${order.orderNumber}`,
    language: payload.language,
    groupId: order.groupId,
    payer: {
      email: order.email,
      name: `${a.name} ${a.surname}`.trim(),
      phone: `${a.areaCode}${a.phoneNumber}`,
      address: [a.addressLine_1, a.addressLine_2].filter(Boolean).join(' '),
      code: a.postcode,
      city: a.city,
      country: a.country,
    },
    notificationUrl: `${ctx.config.publicApiUrl}/tpay/notification`,
    successUrl: `${ctx.config.shopUrl}${orderPath(payload.language, order.orderNumber, 'paid')}`,
    errorUrl: `${ctx.config.shopUrl}${orderPath(payload.language, order.orderNumber, 'failed')}`,
  });
  await trx
    .updateTable('shop_order')
    .set({ transaction_id: created.transactionId, payment_url: created.paymentUrl, payment_provider: ctx.payments.name })
    .where('id', '=', order.id)
    .execute();
  return created.paymentUrl;
};
