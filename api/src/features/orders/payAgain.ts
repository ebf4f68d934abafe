import type { AppContext } from '../../context.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { PaymentProviderError, PROVIDER_CURRENCY } from '../payments/provider.ts';
import { awaitPayment, paymentStartOf, reopenPayment, startPayment } from './startPayment.ts';

/** Why an order cannot be paid (again), by its status: the API's error codes, which the pages translate. */
const refusalOf = (status: string, currency: string): string | null => {
  if (status === 'CANCELLED') return 'orderCancelled';
  if (status === 'PAYMENT_VERIFICATION' || status === 'INCOMPLETE') return currency === PROVIDER_CURRENCY ? null : 'orderAwaitsOffer';
  // An inquiry is paid on the owner's offer, not at the price it was sent with.
  if (status === 'PLACED') return 'orderAwaitsOffer';
  return 'orderAlreadyPaid';
};

/**
 * "Pay again" (docs/product-rules.md, "Paying again"): a new transaction at the provider for the buyer's own unpaid
 * order, for the order's own total (never the catalogue's prices of today), superseding the one left open or failed.
 * The order row is locked while it is reopened, so two presses at once start one transaction: the second waits for
 * the first's page. Answers the payment page's URL.
 */
export const payAgain = async (ctx: AppContext, userId: number, orderNumber: string): Promise<string> => {
  const user = await ctx.db.selectFrom('app_user').select(['email']).where('id', '=', userId).executeTakeFirstOrThrow();
  const next = await ctx.db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('shop_order')
      .select(['id', 'order_number', 'status', 'currency', 'total_price', 'payment_group', 'shipping_address', 'language'])
      .where('order_number', '=', orderNumber)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound('orderNotFound', 'orderNumber');
    const refusal = refusalOf(order.status, order.currency);
    if (refusal) throw badRequest(refusal, 'orderNumber');
    return { start: paymentStartOf(order, user.email), claimed: await reopenPayment(ctx, trx, order.id) };
  });
  try {
    return (next.claimed ? await startPayment(ctx, next.start) : await awaitPayment(ctx, next.start)).location;
  } catch (error) {
    // Not the shopper's fault: the order waits, and the next press tries again.
    if (error instanceof PaymentProviderError) throw new HttpError(502, 'paymentProviderUnavailable');
    throw error;
  }
};
